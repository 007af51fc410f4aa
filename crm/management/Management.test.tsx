import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CustomRoutes } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../dataProvider';
import { leadStatusLabel } from '../../src/domain/leadStatuses';
import { leadMessages } from '../../src/leads/messages';
import { permissionKeys } from '../../src/access/permissionFamilies';
import { organizations } from '../../src/registries/organizations';
import { ADMIN, listAnswer, renderRegistry, setupRegistryApi } from '../registries/testAdmin';
import { changesText } from '../../src/leads/management';
import { managementRoute } from './index';
import { logColumns, managementTexts as text } from './managementLabels';

const api = setupRegistryApi();
afterEach(() => localStorage.clear());

const render = (keys?: readonly string[]) =>
  renderRegistry({
    definitions: [organizations],
    path: '/application_management',
    keys,
    extra: <CustomRoutes>{managementRoute}</CustomRoutes>,
    // The report is saved through the real <a download> (the test watches its click).
    files: { saveBlob },
  });

const pskov = { type: 'organization', id: '2', attributes: { name: 'АО «Газпром Псков»' } };
const luki = { type: 'organization', id: '9', attributes: { name: 'ООО «Лукигаз»' } };

/** GET /leads/11/management: the lead, its relations and its own log. */
function managedLead(logs: unknown[] = []) {
  return {
    data: {
      type: 'lead',
      id: '11',
      attributes: {
        uid: '60-ПС-000101',
        status: 'document_check',
        updated_at: '2026-03-02T09:00:00Z',
      },
      relationships: {
        user: { data: { type: 'user', id: '7' } },
        organization: { data: { type: 'organization', id: '2' } },
        branch: { data: { type: 'branch', id: '4' } },
        service: { data: { type: 'service', id: '3' } },
        admin: { data: null },
      },
    },
    included: [
      { type: 'user', id: '7', attributes: { user_full_name: 'Петров Иван Сергеевич' } },
      pskov,
      { type: 'branch', id: '4', attributes: { name: 'Великолукский филиал' } },
      { type: 'service', id: '3', attributes: { name: 'Догазификация' } },
    ],
    meta: { management_logs: logs },
  };
}

const services = {
  data: [
    {
      type: 'service',
      id: '3',
      attributes: { name: 'Догазификация' },
      relationships: { organizations: { data: [{ type: 'organization', id: '2' }] } },
    },
    {
      type: 'service',
      id: '5',
      attributes: { name: 'Подключение (технологическое присоединение)' },
      relationships: {
        organizations: {
          data: [
            { type: 'organization', id: '2' },
            { type: 'organization', id: '9' },
          ],
        },
      },
    },
  ],
  meta: { total_count: 2 },
};

const logEntry = {
  id: 1,
  lead_id: '11',
  uid: '60-ПС-000101',
  admin_id: '1',
  admin_name: 'Смирнов Алексей Петрович',
  changes: {
    service: { from: { id: '5', name: 'Подключение' }, to: { id: '3', name: 'Догазификация' } },
  },
  reason: 'Ошибка при подаче',
  created_at: '2026-03-03T10:15:00Z',
};

let patched: unknown;
function serve({ patch }: { patch?: () => Response } = {}) {
  patched = undefined;
  api.server.use(
    http.get(`${ADMIN}/leads/management/logs`, () =>
      HttpResponse.json(listAnswer('lead_management_log', [logEntry])),
    ),
    http.get(`${ADMIN}/leads/suggestions/:uid`, () =>
      HttpResponse.json({
        data: [
          {
            type: 'lead',
            id: '11',
            attributes: { uid: '60-ПС-000101', status: 'document_check' },
          },
        ],
      }),
    ),
    http.get(`${ADMIN}/leads/11/management`, () => HttpResponse.json(managedLead())),
    http.patch(`${ADMIN}/leads/11/management`, async ({ request }) => {
      patched = await request.json();
      return patch ? patch() : HttpResponse.json(managedLead([logEntry]));
    }),
    http.get(`${ADMIN}/services`, () => HttpResponse.json(services)),
    http.get(`${ADMIN}/organizations/:id/branches`, ({ params }) =>
      HttpResponse.json(
        listAnswer(
          'branch',
          params.id === '2'
            ? [
                { id: 4, name: 'Великолукский филиал' },
                { id: 6, name: 'Псковский филиал' },
              ]
            : [{ id: 8, name: 'Лукинский филиал' }],
        ),
      ),
    ),
    http.get(`${ADMIN}/organizations`, ({ request }) => {
      const url = new URL(request.url);
      const ids = url.searchParams.getAll('ids[]');
      const all = [pskov, luki];
      const data = ids.length
        ? all.filter((o) => ids.includes(o.id))
        : url.searchParams.get('query') === 'Луки'
          ? [luki]
          : [pskov];
      return HttpResponse.json({ data, meta: { total_count: data.length } });
    }),
  );
}

/** Types the number and picks the lead the server suggests. */
async function pickLead() {
  const search = await screen.findByRole('combobox', { name: text.search }, { timeout: 20_000 });
  search.focus();
  fireEvent.change(search, { target: { value: '60-ПС' } });
  fireEvent.click(
    await screen.findByRole('option', {
      name: `60-ПС-000101 — ${leadStatusLabel('document_check')}`,
    }),
  );
  return screen.findByRole('region', { name: text.change });
}

/** The lead's own service is in the select: the form is ready. */
const serviceShown = (form: HTMLElement) =>
  waitFor(() =>
    expect(within(form).getByRole('combobox', { name: /Услуга/ })).toHaveTextContent(
      'Догазификация',
    ),
  );

/** Writes the reason and asks for the change; answers the confirmation dialog. */
async function submitWith(form: HTMLElement, reason: string) {
  fireEvent.change(within(form).getByRole('textbox', { name: /Причина изменения/ }), {
    target: { value: reason },
  });
  fireEvent.click(within(form).getByRole('button', { name: text.submit }));
  return screen.findByRole('dialog');
}

async function choose(form: HTMLElement, name: string, option: string) {
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: new RegExp(name) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('application management', () => {
  it('finds a lead by number, shows it and changes its service after the confirmation', async () => {
    serve();
    render();
    const form = await pickLead();
    expect(api.requests.map(decodeURIComponent)).toContain('GET /v1/admin/leads/suggestions/60-ПС');
    const lead = screen.getByRole('region', { name: text.lead });
    expect(lead).toHaveTextContent('Петров Иван Сергеевич');
    expect(lead).toHaveTextContent('Великолукский филиал');
    await serviceShown(form);

    await choose(form, 'Услуга', 'Подключение (технологическое присоединение)');
    const confirm = await submitWith(form, 'Заявитель ошибся услугой');
    expect(confirm).toHaveTextContent(
      'Услуга: Догазификация → Подключение (технологическое присоединение)',
    );
    expect(patched).toBeUndefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(patched).toEqual({
        data: {
          type: 'lead_management',
          attributes: {
            organization_id: '2',
            branch_id: '4',
            service_id: '5',
            reason: 'Заявитель ошибся услугой',
          },
        },
      }),
    );
    // The lead and the log are read again.
    await waitFor(() =>
      expect(api.requests.filter((r) => r === 'GET /v1/admin/leads/11/management')).toHaveLength(2),
    );
  });

  it('another organization drops the branch and a service it does not provide', async () => {
    serve();
    render();
    const form = await pickLead();
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /Филиал/ })).toHaveTextContent(
        'Великолукский филиал',
      ),
    );
    const organization = within(form).getByRole('combobox', { name: /Организация/ });
    organization.focus();
    fireEvent.change(organization, { target: { value: 'Луки' } });
    fireEvent.click(await screen.findByRole('option', { name: 'ООО «Лукигаз»' }));
    await waitFor(() =>
      expect(api.requests).toContain('GET /v1/admin/organizations/9/branches?page=1&per=100'),
    );
    // Only active organizations, 10 a search.
    expect(
      api.requests.some(
        (r) =>
          r.startsWith('GET /v1/admin/organizations?') &&
          r.includes('per=10') &&
          r.includes('active=true') &&
          r.includes('query=Луки'),
      ),
    ).toBe(true);
    expect(within(form).getByRole('combobox', { name: /Филиал/ })).not.toHaveTextContent(
      'Великолукский филиал',
    );
    // Догазификация is not the new organization's: the service must be chosen again.
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Услуга/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Догазификация' })).toBeNull();
    fireEvent.click(
      within(listbox).getByRole('option', { name: 'Подключение (технологическое присоединение)' }),
    );
    await choose(form, 'Филиал', 'Лукинский филиал');
    const confirm = await submitWith(form, 'Объект обслуживает другая ГРО');
    expect(confirm).toHaveTextContent('Организация: АО «Газпром Псков» → ООО «Лукигаз»');
    expect(confirm).toHaveTextContent('Филиал: Великолукский филиал → Лукинский филиал');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(patched).toMatchObject({
        data: {
          attributes: {
            organization_id: '9',
            branch_id: '8',
            service_id: '5',
            reason: 'Объект обслуживает другая ГРО',
          },
        },
      }),
    );
  });

  it('asks for a reason, says when nothing changed, and sends nothing on cancel', async () => {
    serve();
    render();
    const form = await pickLead();
    await serviceShown(form);
    fireEvent.click(within(form).getByRole('button', { name: text.submit }));
    expect(await within(form).findByText(leadMessages.reasonRequired)).toBeInTheDocument();

    fireEvent.change(within(form).getByRole('textbox', { name: /Причина изменения/ }), {
      target: { value: 'Проверка' },
    });
    fireEvent.click(within(form).getByRole('button', { name: text.submit }));
    expect(await within(form).findByText(leadMessages.nothingChanged)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await choose(form, 'Филиал', 'Псковский филиал');
    fireEvent.click(within(form).getByRole('button', { name: text.submit }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отмена' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patched).toBeUndefined();
  });

  it('shows the server’s 422 under its field', async () => {
    serve({
      patch: () =>
        HttpResponse.json(
          {
            errors: [
              {
                code: 'invalid',
                title: 'Услуга',
                detail: leadMessages.serviceNotProvided,
                source: { pointer: '/data/attributes/service' },
              },
            ],
          },
          { status: 422 },
        ),
    });
    render();
    const form = await pickLead();
    await serviceShown(form);
    await choose(form, 'Услуга', 'Подключение (технологическое присоединение)');
    const confirm = await submitWith(form, 'Проверка');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(form).findByText(leadMessages.serviceNotProvided)).toBeInTheDocument();
  });

  describe('the log', () => {
    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => 'blob:report');
      URL.revokeObjectURL = vi.fn();
    });

    it('lists the changes and downloads the report with the filter', async () => {
      serve();
      api.server.use(
        http.get(`${ADMIN}/leads/management/logs/download_report`, () =>
          HttpResponse.text('xlsx', {
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            },
          }),
        ),
      );
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      render();
      const log = await screen.findByRole('table', { name: text.log }, { timeout: 20_000 });
      expect(
        within(log)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(Object.values(logColumns));
      expect(log).toHaveTextContent('03.03.2026 13:15');
      expect(log).toHaveTextContent('Смирнов Алексей Петрович');
      expect(log).toHaveTextContent('Услуга: Подключение → Догазификация');
      expect(log).toHaveTextContent('Ошибка при подаче');
      expect(api.requests).toContain(
        'GET /v1/admin/leads/management/logs?page=1&per=20&order_type=desc',
      );

      const filter = screen.getByRole('search', { name: text.log });
      fireEvent.change(within(filter).getByLabelText(logColumns.uid), {
        target: { value: '60-ПС' },
      });
      await waitFor(() =>
        expect(api.requests).toContain(
          'GET /v1/admin/leads/management/logs?page=1&per=20&order_type=desc&uid=60-ПС',
        ),
      );
      fireEvent.click(screen.getByRole('button', { name: text.report }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Экспорт в XLSX' }));
      await waitFor(() =>
        expect(api.requests).toContain(
          'GET /v1/admin/leads/management/logs/download_report?uid=60-ПС&format=xlsx',
        ),
      );
      await waitFor(() => expect(click).toHaveBeenCalled());
      click.mockRestore();
    });

    it('offers neither the change nor the report without their keys', async () => {
      serve();
      const read = permissionKeys.filter(
        (k) =>
          k !== 'admin_application_management_update' &&
          k !== 'admin_application_management_report',
      );
      render(read);
      await screen.findByRole('table', { name: text.log }, { timeout: 20_000 });
      expect(screen.queryByRole('button', { name: text.report })).toBeNull();
      const search = screen.getByRole('combobox', { name: text.search });
      search.focus();
      fireEvent.change(search, { target: { value: '60-ПС' } });
      fireEvent.click(await screen.findByRole('option', { name: /60-ПС-000101/ }));
      expect(await screen.findByText(text.noLog)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: text.change })).toBeNull();
    });
  });

  it('words a change as the server’s report does', () => {
    expect(
      changesText({
        organization: { from: { name: 'А' }, to: { name: 'Б' } },
        branch: { from: { name: 'В' }, to: { name: null } },
      }),
    ).toBe('Организация: А → Б; Филиал: В → —');
  });
});
