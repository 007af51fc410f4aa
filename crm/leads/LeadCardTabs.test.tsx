import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Resource } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uiMessages } from '../../i18n/uiMessages';
import { activityScreenTexts } from '../../src/leads/activities';
import { fakeTabLayout } from '../../src/ui/tabs/fakeLayout';
import { ADMIN, renderRegistry, setupRegistryApi } from '../registries/testAdmin';
import { leads } from './index';
import { leadScreenTexts as text } from './leadLabels';

const api = setupRegistryApi();
// A tab is 10 px a letter and 32 px of padding; the card's strip is 480 px wide.
let layout: ReturnType<typeof fakeTabLayout>;
beforeEach(() => {
  layout = fakeTabLayout({ width: 480, tabWidth: (label) => label.length * 10 + 32 });
});
afterEach(() => layout.restore());

function answerLead() {
  api.server.use(
    http.get(`${ADMIN}/leads/1`, () =>
      HttpResponse.json({
        data: {
          type: 'lead',
          id: '1',
          attributes: { uid: '60-ПС-000101', status: 'document_check' },
        },
      }),
    ),
    http.get(`${ADMIN}/leads/1/status_moves`, () =>
      HttpResponse.json({ data: null, meta: { allowed_statuses: [] } }),
    ),
    http.get(`${ADMIN}/leads/1/history`, () =>
      HttpResponse.json({
        data: [
          {
            type: 'lead_status_change',
            id: '7',
            attributes: {
              created_at: '2026-03-02T09:00:00Z',
              from_status: 'new',
              to_status: 'document_check',
              author_name: 'Оператор Псков',
              note: 'Документы получены',
            },
          },
        ],
      }),
    ),
  );
}

const strip = () => screen.getByRole('tablist');
const shownTabs = () =>
  within(strip())
    .getAllByRole('tab')
    .map((t) => t.textContent);

describe('lead card tabs on a narrow screen', () => {
  it('puts the tabs that do not fit under «Ещё»; a picked one opens on the strip', async () => {
    answerLead();
    renderRegistry({
      definitions: [],
      path: '/leads/edit/1',
      extra: <Resource name="leads" {...leads} />,
    });
    await screen.findByRole('tab', { name: text.tabs.data }, { timeout: 20_000 });
    // 480 - 90 px leave 390 for tabs: 'Данные' (92) and 'Документы' (122); the 192 px of
    // 'История статусов' do not fit after them.
    expect(shownTabs()).toEqual([text.tabs.data, text.tabs.documents]);
    const more = screen.getByRole('button', { name: uiMessages.tabsMore });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(more);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([text.tabs.history, text.tabs.contract, activityScreenTexts.tab, text.tabs.messages]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: text.tabs.history }));

    expect(await screen.findByText('Документы получены')).toBeInTheDocument();
    const history = screen.getByRole('tab', { name: text.tabs.history });
    expect(history).toHaveAttribute('aria-selected', 'true');
    // It took its room first; 'Документы' made way for it.
    expect(shownTabs()).toEqual([text.tabs.data, text.tabs.history]);
    await waitFor(() => expect(history).toHaveFocus());
  });
});
