import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { permissionKeys } from '../../src/access/permissionFamilies';
import { leadFields } from '../../src/leads/fields';
import { leadMessages } from '../../src/leads/messages';
import { validationMessages as m } from '../../src/validation/messages';
import { ADMIN, origin, renderRegistry, setupRegistryApi } from '../registries/testAdmin';
import { leads } from './index';

const api = setupRegistryApi();
const render = (keys?: readonly string[]) =>
  renderRegistry({
    definitions: [],
    path: '/leads/edit/1',
    keys,
    extra: <Resource name="leads" {...leads} />,
  });

const objectAddress = {
  zip_code: null,
  region: 'Псковская область',
  area: null,
  city: 'Псков',
  settlement: null,
  street: 'Рижский пр-т',
  house: '10',
  block: null,
  flat: null,
  room: null,
  fias_id: 'f1a5-0001',
  oktmo: '58701000',
  cadastral_number: null,
  cadastral_home_number: null,
  has_capital_construction: false,
  title: 'Псковская область, Псков, Рижский пр-т, д. 10',
};

const document = {
  type: 'attachment',
  id: '55',
  attributes: {
    kind: 'passport',
    original_filename: 'паспорт.pdf',
    file_size: 2048,
    created_at: '2026-03-02T09:00:00Z',
    url: '/v1/admin/leads/1/documents/55?transfer=binary',
  },
};

/** Lead 1 as the server answers it, in `status`, with its service, organization and manager. */
function card(status = 'document_check') {
  const reads = { lead: 0 };
  api.server.use(
    http.get(`${ADMIN}/leads/1`, () => {
      reads.lead++;
      return HttpResponse.json({
        data: {
          type: 'lead',
          id: '1',
          attributes: {
            uid: '60-ПС-000101',
            status,
            has_confidant: false,
            informed_consent: true,
            is_complex: false,
            preferential_category: false,
            social_assistance_approved: false,
            home_in_schedule: false,
            feedback_type: 'E-mail',
            contract_sign_type: 'electronic',
            extra_info: 'Звонить после обеда',
            epgu_order_id: null,
            gas_object_address: objectAddress,
            correspondence_address: null,
            planned_gas_consumption: '5',
          },
          relationships: {
            service: { data: { type: 'service', id: '3' } },
            organization: { data: { type: 'organization', id: '2' } },
            branch: { data: { type: 'branch', id: '4' } },
            admin: { data: { type: 'admin', id: '15' } },
            documents: { data: [{ type: 'attachment', id: '55' }] },
          },
        },
        included: [
          {
            type: 'service',
            id: '3',
            attributes: { name: 'Догазификация', kind: 'dogasification' },
          },
          { type: 'organization', id: '2', attributes: { name: 'АО «Газпром Псков»' } },
          { type: 'branch', id: '4', attributes: { name: 'Филиал в г. Великие Луки' } },
          { type: 'admin', id: '15', attributes: { full_name: 'Оператор Псков' } },
          document,
        ],
      });
    }),
    http.get(`${ADMIN}/leads/1/status_moves`, () =>
      HttpResponse.json({ data: null, meta: { allowed_statuses: [] } }),
    ),
    http.get(`${ADMIN}/organizations/2/branches`, () =>
      HttpResponse.json({
        data: [
          { type: 'branch', id: '4', attributes: { name: 'Филиал в г. Великие Луки' } },
          { type: 'branch', id: '5', attributes: { name: 'Филиал в г. Пскове' } },
        ],
        meta: { total_count: 2 },
      }),
    ),
  );
  return reads;
}

/** A 422 of the server on `pointer`. */
const refusal = (pointer: string, detail: string, title?: string) =>
  HttpResponse.json(
    { errors: [{ code: 'invalid', title, detail, source: { pointer } }] },
    { status: 422 },
  );

const button = (name: string) => screen.findByRole('button', { name }, { timeout: 20_000 });

async function openDialog(name: string) {
  fireEvent.click(await button(name));
  return screen.findByRole('dialog');
}

describe('lead card: editing the data', () => {
  it('PATCHes only the changes, checks them first and puts a 422 under its field', async () => {
    const reads = card();
    const bodies: unknown[] = [];
    api.server.use(
      http.patch(`${ADMIN}/leads/1`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) {
          return refusal('/data/attributes/gas_object_address/house', 'Дом не найден', 'Дом');
        }
        // The answer is the lead as saved: the card shows it without reading it again.
        return HttpResponse.json({
          data: { type: 'lead', id: '1', attributes: { extra_info: 'Звонить утром' } },
        });
      }),
    );
    render();
    const dialog = await openDialog('Редактировать');
    expect(within(dialog).getByRole('heading', { name: 'Редактирование заявки № 60-ПС-000101' }));
    const object = within(dialog).getByRole('region', { name: 'Адрес объекта газификации' });
    expect(within(object).getByLabelText('Дом')).toHaveValue('10');
    // The branch select offers the organization's branches, the lead's one chosen.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Филиал' })).toHaveTextContent(
        'Филиал в г. Великие Луки',
      ),
    );
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();

    fireEvent.change(within(object).getByLabelText('Дом'), { target: { value: '12' } });
    fireEvent.change(within(object).getByLabelText('Индекс'), { target: { value: '18' } });
    fireEvent.change(within(dialog).getByLabelText('Дополнительная информация'), {
      target: { value: '  ' },
    });
    fireEvent.click(within(dialog).getByLabelText('Комплексная заявка'));
    fireEvent.change(within(dialog).getByLabelText('Номер заявления ЕПГУ'), {
      target: { value: ' 1234567 ' },
    });
    // The server's own parser refuses the index before any call.
    fireEvent.click(save);
    expect(await within(object).findByText(m.invalid)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    fireEvent.change(within(object).getByLabelText('Индекс'), { target: { value: '180000' } });
    fireEvent.click(save);
    expect(await within(object).findByText('Дом не найден')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      data: {
        type: 'lead',
        id: '1',
        attributes: {
          // The whole address, its unshown parts kept, the one-line title left to the server.
          gas_object_address: { ...objectAddress, house: '12', zip_code: '180000', title: null },
          extra_info: null,
          is_complex: true,
          epgu_order_id: '1234567',
        },
      },
    });

    fireEvent.change(within(object).getByLabelText('Дом'), { target: { value: '12а' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Данные заявки сохранены')).toBeInTheDocument();
    expect(await screen.findByText('Звонить утром')).toBeInTheDocument();
    expect(screen.queryByText('Звонить после обеда')).toBeNull();
    expect(reads.lead).toBe(1);
    expect(bodies).toHaveLength(2);
  });

  it('sends a branch change as its relationship and shows a refusal of the lead above the form', async () => {
    card();
    const bodies: unknown[] = [];
    api.server.use(
      http.patch(`${ADMIN}/leads/1`, async ({ request }) => {
        bodies.push(await request.json());
        return refusal('/data/attributes/base', 'Заявку в статусе «Завершена» нельзя изменить');
      }),
    );
    render();
    const dialog = await openDialog('Редактировать');
    const branch = within(dialog).getByRole('combobox', { name: 'Филиал' });
    await waitFor(() => expect(branch).toHaveTextContent('Филиал в г. Великие Луки'));
    fireEvent.mouseDown(branch);
    fireEvent.click(await screen.findByRole('option', { name: 'Филиал в г. Пскове' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText('Заявку в статусе «Завершена» нельзя изменить'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        data: {
          type: 'lead',
          id: '1',
          attributes: {},
          relationships: { branch: { data: { type: 'branch', id: '5' } } },
        },
      },
    ]);
  });

  it('offers no editing without admin_leads_update, nor on a closed lead', async () => {
    card();
    const { unmount } = render(['admin_leads_read']);
    expect(await screen.findByRole('heading', { name: 'Заявка № 60-ПС-000101' })).toBeTruthy();
    for (const name of ['Редактировать', 'Сменить услугу', 'Сменить персонального менеджера'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    unmount();

    card('finished');
    render();
    expect(await button('Сменить персонального менеджера')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сменить услугу' })).toBeNull();
  });
});

describe('lead card: service and personal manager', () => {
  it('changes the service to one the organization provides and shows a refusal', async () => {
    const reads = card();
    const bodies: unknown[] = [];
    const provided = (id: string, name: string, organizations: string[]) => ({
      type: 'service',
      id,
      attributes: { name, kind: 'consultation' },
      relationships: {
        organizations: { data: organizations.map((o) => ({ type: 'organization', id: o })) },
      },
    });
    api.server.use(
      http.get(`${ADMIN}/services`, () =>
        HttpResponse.json({
          data: [
            provided('3', 'Догазификация', ['2']),
            provided('6', 'Консультация', ['2']),
            provided('7', 'Проектирование', ['9']),
          ],
          meta: { total_count: 3 },
        }),
      ),
      http.patch(`${ADMIN}/leads/1/change_service`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) {
          return refusal('/data/attributes/service', leadMessages.serviceInactive, 'Услуга');
        }
        return HttpResponse.json({
          data: {
            type: 'lead',
            id: '1',
            attributes: {},
            relationships: { service: { data: { type: 'service', id: '6' } } },
          },
          included: [{ type: 'service', id: '6', attributes: { name: 'Консультация' } }],
        });
      }),
    );
    render();
    const dialog = await openDialog('Сменить услугу');
    expect(dialog).toHaveTextContent('Услуга: Догазификация');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Новая услуга' }));
    const options = await screen.findAllByRole('option');
    // Only the other services of the lead's organization.
    expect(options.map((o) => o.textContent)).toEqual(['Консультация']);
    fireEvent.click(options[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(leadMessages.serviceInactive)).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      data: { type: 'lead', relationships: { service: { data: { type: 'service', id: '6' } } } },
    });
    expect(api.requests).toContain(
      'GET /v1/admin/services?page=1&per=100&active=true&included=organizations',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Услуга заявки изменена')).toBeInTheDocument();
    expect(await screen.findByText('Консультация')).toBeInTheDocument();
    expect(reads.lead).toBe(1);
  });

  it('appoints an operator of the organization, shows a refusal, and removes the manager', async () => {
    const reads = card();
    const bodies: unknown[] = [];
    api.server.use(
      http.get(`${ADMIN}/admin_users`, () =>
        HttpResponse.json({
          data: [
            {
              type: 'admin_user',
              id: '16',
              attributes: { full_name: 'Сидорова Анна', role_label: 'Оператор' },
            },
          ],
          meta: { total_count: 1 },
        }),
      ),
      http.patch(`${ADMIN}/leads/1/change_personal_manager`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) {
          return refusal(
            '/data/attributes/admin',
            leadMessages.managerOfOtherOrganization,
            'Персональный менеджер',
          );
        }
        return HttpResponse.json({
          data: {
            type: 'lead',
            id: '1',
            attributes: {},
            relationships: { admin: { data: null } },
          },
        });
      }),
    );
    render();
    const dialog = await openDialog('Сменить персонального менеджера');
    expect(dialog).toHaveTextContent('Сейчас: Оператор Псков');
    await waitFor(() =>
      expect(api.requests).toContain(
        'GET /v1/admin/admin_users?page=1&per=10&organization_id=2&blocked=false',
      ),
    );
    const picker = within(dialog).getByRole('combobox', { name: 'Сотрудник организации заявки' });
    picker.focus();
    fireEvent.change(picker, { target: { value: 'Сидо' } });
    await waitFor(() =>
      expect(api.requests).toContain(
        'GET /v1/admin/admin_users?page=1&per=10&organization_id=2&blocked=false&query=Сидо',
      ),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Сидорова Анна — Оператор' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText(leadMessages.managerOfOtherOrganization),
    ).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      data: { type: 'lead', relationships: { admin: { data: { type: 'admin', id: '16' } } } },
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Снять менеджера' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[1]).toEqual({ data: { type: 'lead', relationships: { admin: { data: null } } } });
    expect(await screen.findByText('Персональный менеджер снят')).toBeInTheDocument();
    // The answer's lead has no manager: the card shows it so without reading the lead again.
    await waitFor(() => expect(screen.queryByText('Оператор Псков')).toBeNull());
    expect(reads.lead).toBe(1);
  });
});

describe('lead card: documents', () => {
  const openDocuments = async () => {
    fireEvent.click(await screen.findByRole('tab', { name: 'Документы' }, { timeout: 20_000 }));
    return screen.findByRole('table', { name: 'Документы' });
  };

  it('downloads a document: its download URL, then the bytes saved under the server’s name', async () => {
    card();
    const saved: string[] = [];
    api.server.use(
      http.get(`${ADMIN}/leads/1/documents/55`, ({ request }) => {
        const transfer = new URL(request.url).searchParams.get('transfer');
        if (transfer === 'download_url') {
          return HttpResponse.json({
            data: {
              type: 'attachment',
              id: '55',
              attributes: { download_url: `${ADMIN}/leads/1/documents/55?transfer=binary` },
            },
          });
        }
        return HttpResponse.text('%PDF', {
          headers: { 'content-disposition': 'attachment; filename="scan.pdf"' },
        });
      }),
    );
    renderRegistry({
      definitions: [],
      path: '/leads/edit/1',
      extra: <Resource name="leads" {...leads} />,
      files: { saveBlob: (_, name) => saved.push(name), openWindow: () => null },
    });
    const table = await openDocuments();
    fireEvent.click(within(table).getByRole('button', { name: 'Скачать' }));
    await waitFor(() => expect(saved).toEqual(['scan.pdf']));
    expect(api.requests).toEqual(
      expect.arrayContaining([
        'GET /v1/admin/leads/1/documents/55?transfer=download_url',
        'GET /v1/admin/leads/1/documents/55?transfer=binary',
      ]),
    );
  });

  it('uploads a picked file by kind with start, part URL, PUT, complete, then lists again', async () => {
    card();
    const seen: string[] = [];
    const starts: unknown[] = [];
    let listed = 0;
    api.server.use(
      http.post(`${ADMIN}/leads/1/documents/multipart_upload_start`, async ({ request }) => {
        starts.push(await request.json());
        return HttpResponse.json(
          { data: { type: 'attachment', id: '71', attributes: { upload_id: 'u-1' } } },
          { status: 201 },
        );
      }),
      http.post(`${ADMIN}/leads/1/documents/multipart_upload_url`, () => {
        seen.push('url');
        return HttpResponse.json({ upload_url: `${origin}/part/1` });
      }),
      http.put(`${origin}/part/1`, () => {
        seen.push('put');
        return new HttpResponse(null, { headers: { ETag: '"e1"' } });
      }),
      http.post(`${ADMIN}/leads/1/documents/multipart_upload_complete`, async ({ request }) => {
        seen.push('complete');
        expect(await request.json()).toEqual({
          upload_id: 'u-1',
          parts: [{ part_number: 1, etag: '"e1"' }],
        });
        return HttpResponse.json({ data: { type: 'attachment', id: '71', attributes: {} } });
      }),
      http.get(`${ADMIN}/leads/1/documents`, () => {
        listed++;
        return HttpResponse.json({
          data: [
            document,
            {
              type: 'attachment',
              id: '71',
              attributes: { kind: 'snils', original_filename: 'снилс.pdf', file_size: 3 },
            },
          ],
          meta: { total_count: 2 },
        });
      }),
    );
    render();
    const table = await openDocuments();
    expect(table).toHaveTextContent('паспорт.pdf');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Вид документа' }));
    fireEvent.click(await screen.findByRole('option', { name: 'СНИЛС' }));
    const file = new File(['pdf'], 'снилс.pdf', { type: 'application/pdf' });
    // The picked file goes at once, as on every upload widget.
    fireEvent.change(screen.getByTestId('lead-documents-file'), { target: { files: [file] } });
    expect(await screen.findByText('Документ загружен')).toBeInTheDocument();
    expect(starts).toEqual([
      {
        data: {
          type: 'attachment',
          attributes: { kind: 'snils', original_filename: 'снилс.pdf' },
        },
      },
    ]);
    expect(seen).toEqual(['url', 'put', 'complete']);
    await waitFor(() => expect(listed).toBe(1));
    expect(await screen.findByRole('cell', { name: 'снилс.pdf' })).toBeInTheDocument();
  });

  it('removes a document only after the confirmation, then lists again', async () => {
    card();
    let deleted = 0;
    api.server.use(
      http.delete(`${ADMIN}/leads/1/documents/55`, () => {
        deleted++;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${ADMIN}/leads/1/documents`, () =>
        HttpResponse.json({ data: [], meta: { total_count: 0 } }),
      ),
    );
    render();
    const table = await openDocuments();
    const remove = within(table).getByRole('button', { name: 'Удалить документ: паспорт.pdf' });
    fireEvent.click(remove);
    let confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Вы точно хотите удалить загруженный файл?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(0);
    fireEvent.click(remove);
    confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Файл успешно удален')).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(await screen.findByText('Документы не загружены')).toBeInTheDocument();
  });

  it('offers neither upload nor removal without admin_leads_documents', async () => {
    card();
    render(['admin_leads_read']);
    const table = await openDocuments();
    expect(table).toHaveTextContent('паспорт.pdf');
    expect(within(table).queryByRole('button', { name: /Удалить документ/ })).toBeNull();
    expect(screen.queryByText('Загрузить документ')).toBeNull();
    expect(screen.queryByTestId('lead-documents-file')).toBeNull();
  });
});

describe('lead card: the ТУ agreement status', () => {
  it('is in the edit form of holders of admin_leads_specification only', async () => {
    const spec = leadFields.specification_agreement_status.label;
    card();
    const { unmount } = render();
    let dialog = await openDialog('Редактировать');
    expect(within(dialog).getByLabelText(spec)).toBeInTheDocument();
    unmount();

    card();
    render(permissionKeys.filter((k) => k !== 'admin_leads_specification'));
    dialog = await openDialog('Редактировать');
    expect(within(dialog).getByLabelText('Номер заявления ЕПГУ')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(spec)).toBeNull();
  });
});
