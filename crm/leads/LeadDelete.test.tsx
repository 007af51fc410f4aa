import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { permissionKeys } from '../../src/access/permissionFamilies';
import { leadMessages } from '../../src/leads/messages';
import { ADMIN, renderRegistry, setupRegistryApi } from '../registries/testAdmin';
import { leads } from './index';

const api = setupRegistryApi();
const render = (keys?: readonly string[]) =>
  renderRegistry({
    definitions: [],
    path: '/leads/edit/1',
    keys,
    extra: <Resource name="leads" {...leads} />,
  });

/** Lead 1 on its card, the list behind it, and the removal answering `removal`. */
function card(removal: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const removed: string[] = [];
  api.server.use(
    http.get(`${ADMIN}/leads/1`, () =>
      HttpResponse.json({
        data: {
          type: 'lead',
          id: '1',
          attributes: { uid: '60-ПС-000101', status: 'registered', informed_consent: true },
        },
      }),
    ),
    http.get(`${ADMIN}/leads/1/status_moves`, () =>
      HttpResponse.json({ data: null, meta: { allowed_statuses: [] } }),
    ),
    http.delete(`${ADMIN}/leads/1`, () => {
      removed.push('1');
      return removal();
    }),
    // The list and its lookups, after the removal.
    http.get(`${ADMIN}/*`, () => HttpResponse.json({ data: [], meta: { total_count: 0 } })),
  );
  return removed;
}

const cardTitle = () =>
  screen.findByRole('heading', { name: 'Заявка № 60-ПС-000101' }, { timeout: 20_000 });

describe('lead card: removal', () => {
  it('shows no removal without admin_leads_remove', async () => {
    card();
    render(permissionKeys.filter((k) => k !== 'admin_leads_remove'));
    await cardTitle();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
  });

  it('asks first, then removes the lead and goes back to the list with a notice', async () => {
    const removed = card();
    render();
    await cardTitle();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    let dialog = await screen.findByRole('dialog', { name: 'Удалить заявку № 60-ПС-000101?' });
    expect(dialog).toHaveTextContent('Действие необратимо.');
    // 'Отмена' removes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Заявка № 60-ПС-000101 удалена')).toBeInTheDocument();
    expect(removed).toEqual(['1']);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Заявка № 60-ПС-000101' })).toBeNull(),
    );
    // The list is read: the card is left for /crm/leads.
    await waitFor(() =>
      expect(api.requests.filter((r) => /^GET \/v1\/admin\/leads(\?|$)/.test(r))).not.toEqual([]),
    );
  });

  it('keeps the refusal in the dialog and the card open', async () => {
    const removed = card(() =>
      HttpResponse.json(
        {
          errors: [
            {
              code: 'invalid',
              title: 'base',
              detail: leadMessages.deleteWithContract,
              source: { pointer: '/data/attributes/base' },
            },
          ],
        },
        { status: 422 },
      ),
    );
    render();
    await cardTitle();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(
      await within(dialog).findByText(leadMessages.deleteWithContract, { exact: false }),
    ).toBeInTheDocument();
    expect(removed).toEqual(['1']);
    expect(screen.getByRole('heading', { name: 'Заявка № 60-ПС-000101' })).toBeInTheDocument();
  });
});
