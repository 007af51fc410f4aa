import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN, setupRegistryApi } from '../registries/testAdmin';
import { KeptFields } from './KeptFields';
import { renderInRecord } from './testRecord';
import { designTexts as t } from './texts';

const api = setupRegistryApi();

const kept = (id: string, attributes: Record<string, unknown>) => ({
  type: 'registry_kept_field',
  id,
  attributes: {
    key: 'note',
    label: 'Примечание',
    kind: 'string',
    taken_out_at: '2026-12-07T09:30:00Z',
    purge_at: '2027-01-06T09:30:00Z',
    values: 12,
    restorable: true,
    ...attributes,
  },
});

describe('«Удалённые поля» of a design', () => {
  it('lists the kept columns, puts one back into the draft and purges one after confirming', async () => {
    api.server.use(
      http.get(`${ADMIN}/registry_designs/5/kept_fields`, () =>
        HttpResponse.json({
          data: [
            kept('9', {}),
            kept('11', { key: null, label: null, kind: null, values: 0, restorable: false }),
          ],
          meta: { total_count: 2, total_pages: 1 },
        }),
      ),
      http.patch(`${ADMIN}/registry_designs/5/kept_fields/9`, () =>
        HttpResponse.json({ data: kept('9', { in_draft: true }) }),
      ),
      http.delete(
        `${ADMIN}/registry_designs/5/kept_fields/11`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    renderInRecord('/kept', { id: 5, published_version: 3 }, <KeptFields />);
    const table = await screen.findByRole('table', { name: t.keptFields }, { timeout: 5000 });
    const [, note, unfinished] = within(table).getAllByRole('row');
    expect(
      within(note!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Примечание (note)', '07.12.2026', '12', '06.01.2027', `${t.restore}${t.purge}`]);
    // A column no published version named cannot be put back.
    expect(within(unfinished!).queryByRole('button', { name: t.restore })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(note!).getByRole('button', { name: t.restore }));
    expect(await screen.findByText(t.restored)).toBeInTheDocument();

    await user.click(within(unfinished!).getByRole('button', { name: t.purge }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(t.purgeConfirm(t.keptUnfinished, 0));
    expect(api.requests).not.toContain('DELETE /v1/admin/registry_designs/5/kept_fields/11');
    await user.click(within(dialog).getByRole('button', { name: t.purge }));
    expect(await screen.findByText(t.purged)).toBeInTheDocument();
    expect(api.requests).toEqual(
      expect.arrayContaining([
        'PATCH /v1/admin/registry_designs/5/kept_fields/9',
        'DELETE /v1/admin/registry_designs/5/kept_fields/11',
      ]),
    );
  });

  it('shows an auditor the kept columns without a way to put back or purge them', async () => {
    api.server.use(
      http.get(`${ADMIN}/registry_designs/5/kept_fields`, () =>
        HttpResponse.json({ data: [kept('9', {})], meta: { total_count: 1, total_pages: 1 } }),
      ),
    );
    renderInRecord('/kept', { id: 5, published_version: 3 }, <KeptFields />, [
      'admin_registry_designs_read',
    ]);
    const table = await screen.findByRole('table', { name: t.keptFields }, { timeout: 5000 });
    expect(within(table).getByText('Примечание (note)')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
