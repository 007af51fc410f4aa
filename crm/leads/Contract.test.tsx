import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../../src/access/canAccess';
import { permissionKeys } from '../../src/access/permissionFamilies';
import { agreementFieldLabels, agreementStatusLabel } from '../../src/domain/agreements';
import {
  contractFieldLabels,
  contractStatusLabel,
  operatorContractActionLabels as op,
} from '../../src/domain/contractStatuses';
import { leadFields, leadRelationLabels } from '../../src/leads/fields';
import { gasDistributionStations } from '../../src/registries/gasDistributionStations';
import {
  ADMIN,
  listAnswer,
  origin,
  renderRegistry,
  setupRegistryApi,
} from '../registries/testAdmin';
import { contractKeys } from './contractKeys';
import { contractTexts as text } from './contractLabels';
import { leads } from './index';

const api = setupRegistryApi();
const render = (keys?: readonly string[]) =>
  renderRegistry({
    // The ГРС picker reads the lead dictionary's stations under their API path.
    definitions: [gasDistributionStations],
    path: '/leads/edit/1',
    keys,
    extra: <Resource name="leads" {...leads} />,
  });

const FORBIDDEN = 'Не хватает прав для данного действия';

function lead(status: string) {
  return {
    data: {
      type: 'lead',
      id: '1',
      attributes: { uid: '60-ПС-000101', status, is_complex: false },
      relationships: { documents: { data: [] } },
    },
  };
}

function contractAnswer(attributes: Record<string, unknown> | null) {
  return { data: attributes ? { type: 'contract', id: '5', attributes } : null };
}

const offer = {
  number: 'Д-17',
  status: 'offer_preparation',
  is_writing: false,
  amount: 1500.5,
  status_changed_at: '2026-03-02T09:00:00Z',
};

function fieldError(field: string, detail: string, status = 422) {
  return HttpResponse.json(
    { errors: [{ code: 'invalid', detail, source: { pointer: `/data/attributes/${field}` } }] },
    { status },
  );
}

/** The entries of the dictionaries the contract tab reads, by kind. */
const dictionaryEntries: Record<string, Record<string, unknown>[]> = {
  connection_features: [
    { id: '31', name: 'Требуется пересечение автомобильной дороги' },
    { id: '32', name: 'Требуется установка газорегуляторного пункта' },
  ],
  connection_time_to_gas_network: [
    { id: '41', name: '30 дней', slug: '30_dniei' },
    { id: '42', name: '135 дней', slug: '135_dniei' },
  ],
  current_problem: [{ id: '51', name: 'Проблем нет', slug: 'probliem_niet' }],
};
const dictionaryType = (request: Request) =>
  new URL(request.url).searchParams.get('dictionary_type') ?? '';

/** The card of lead 1 in `status`, its contract (or none) and no files. */
function card(status: string, contract: Record<string, unknown> | null) {
  api.server.use(
    http.get(`${ADMIN}/leads/1`, () => HttpResponse.json(lead(status))),
    http.get(`${ADMIN}/leads/1/status_moves`, () =>
      HttpResponse.json({ data: null, meta: { allowed_statuses: [] } }),
    ),
    http.get(`${ADMIN}/leads/1/contract`, () => HttpResponse.json(contractAnswer(contract))),
    http.get(`${ADMIN}/leads/1/contract/attachments`, () =>
      HttpResponse.json({ data: [], meta: { total_count: 0 } }),
    ),
    http.get(`${ADMIN}/leads/1/contract/history`, () =>
      HttpResponse.json({ data: [], meta: { total_count: 0 } }),
    ),
    http.get(`${ADMIN}/dictionaries`, ({ request }) =>
      HttpResponse.json(listAnswer('dictionary', dictionaryEntries[dictionaryType(request)] ?? [])),
    ),
    http.get(`${ADMIN}/gas_distribution_stations`, () =>
      HttpResponse.json(listAnswer('gas_distribution_station', [{ id: '7', name: 'ГРС Псков' }])),
    ),
  );
}

/** The keys of an auditor (reading ones only), as the authProvider computes them. */
const auditorKeys = permissionsFor({
  kind: 'admin',
  role: 'auditor',
  organizationId: null,
  mfcId: null,
  regionId: null,
  executorSelection: false,
  socialAssistance: false,
});

async function openContractTab() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Договор' }, { timeout: 20_000 }));
  return screen.findByRole('region', { name: 'Договор' });
}

const moveNames = async () => {
  const actions = await screen.findByRole('region', { name: 'Действия с договором' });
  return within(actions)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));
};

describe('contract creation', () => {
  it('sends the form’s body and shows the server’s 422 under its field', async () => {
    card('in_progress', null);
    const bodies: unknown[] = [];
    api.server.use(
      http.post(`${ADMIN}/leads/1/contract`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) return fieldError('number', 'Номер уже используется');
        return HttpResponse.json(contractAnswer(offer), { status: 201 });
      }),
    );
    render();
    const tab = await openContractTab();
    expect(tab).toHaveTextContent('Договор по заявке ещё не создан');
    fireEvent.click(within(tab).getByRole('button', { name: 'Создать договор' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Номер договора'), {
      target: { value: 'Д-17' },
    });
    fireEvent.click(within(dialog).getByLabelText('Договор в письменной форме'));
    fireEvent.change(within(dialog).getByLabelText('Сумма'), { target: { value: '1500,50' } });
    fireEvent.change(within(dialog).getByLabelText('Дата заключения'), {
      target: { value: '01.03.2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Номер уже используется')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      data: {
        type: 'contract',
        attributes: {
          number: 'Д-17',
          is_writing: true,
          pipe_shortage: false,
          amount: '1500,50',
          concluded_at: '2026-03-01',
        },
      },
    });
    // The second try succeeds: the dialog closes, the contract is read again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toHaveLength(2);
    await waitFor(() =>
      expect(api.requests.filter((r) => r === 'GET /v1/admin/leads/1/contract')).toHaveLength(2),
    );
  });

  it('shows a refusal of the whole contract above the fields', async () => {
    card('contract_preparation', null);
    api.server.use(
      http.post(`${ADMIN}/leads/1/contract`, () =>
        fieldError('base', 'Договор по заявке уже создан'),
      ),
    );
    render();
    const tab = await openContractTab();
    fireEvent.click(within(tab).getByRole('button', { name: 'Создать договор' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Договор по заявке уже создан',
    );
  });

  it('offers no creation before the lead’s contract phase, nor without the key', async () => {
    card('document_check', null);
    render();
    const tab = await openContractTab();
    expect(within(tab).queryByRole('button', { name: 'Создать договор' })).toBeNull();
  });

  it('offers no creation and no dates without their keys', async () => {
    card('in_progress', null);
    render(['admin_leads_read', 'admin_contracts_read']);
    const tab = await openContractTab();
    expect(tab).toHaveTextContent('Договор по заявке ещё не создан');
    expect(within(tab).queryByRole('button', { name: 'Создать договор' })).toBeNull();
  });
});

describe('contract status actions', () => {
  it('shows only the allowed staff moves with the operator labels', async () => {
    card('in_progress', offer);
    render();
    const tab = await openContractTab();
    expect(tab).toHaveTextContent('Д-17');
    expect(await moveNames()).toEqual([
      `${op.coordination}: ${contractStatusLabel('coordination')}`,
      `${op.on_applicant_sign}: ${contractStatusLabel('on_applicant_sign')}`,
      `${op.annulled}: ${contractStatusLabel('annulled')}`,
    ]);
  });

  it('records the paper contract’s answer on signing, and no electronic one', async () => {
    card('in_progress', { ...offer, status: 'on_applicant_sign', is_writing: true });
    render();
    await openContractTab();
    expect(await moveNames()).toEqual([
      `${op.current}: ${contractStatusLabel('current')}`,
      `${op.not_signed}: ${contractStatusLabel('not_signed')}`,
      `${op.annulled}: ${contractStatusLabel('annulled')}`,
    ]);
  });

  it('keeps the coordination decision to admin_coordination_approve holders', async () => {
    card('in_progress', { ...offer, status: 'coordination' });
    const withoutApprove = permissionKeys.filter((k) => k !== 'admin_coordination_approve');
    render(withoutApprove);
    await openContractTab();
    expect(await moveNames()).toEqual([`${op.annulled}: ${contractStatusLabel('annulled')}`]);
  });

  it('offers the decision to its holders', async () => {
    card('in_progress', { ...offer, status: 'coordination' });
    render();
    await openContractTab();
    expect(await moveNames()).toEqual([
      `${op.coordinated}: ${contractStatusLabel('coordinated')}`,
      `${op.on_clarification}: ${contractStatusLabel('on_clarification')}`,
      `${op.annulled}: ${contractStatusLabel('annulled')}`,
    ]);
  });

  it('sends {status, note}, shows a 403, then reloads after the move', async () => {
    card('in_progress', offer);
    const bodies: unknown[] = [];
    api.server.use(
      http.put(`${ADMIN}/leads/1/contract/update_status`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1)
          return HttpResponse.json(
            { errors: [{ code: 'forbidden', detail: FORBIDDEN }] },
            { status: 403 },
          );
        return HttpResponse.json(contractAnswer({ ...offer, status: 'on_applicant_sign' }));
      }),
    );
    render();
    await openContractTab();
    fireEvent.click(
      await screen.findByRole('button', {
        name: `${op.on_applicant_sign}: ${contractStatusLabel('on_applicant_sign')}`,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Комментарий'), {
      target: { value: 'Оферта готова' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: op.on_applicant_sign }));
    expect(await within(dialog).findByText(FORBIDDEN)).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      data: {
        type: 'contract',
        attributes: { status: 'on_applicant_sign', note: 'Оферта готова' },
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: op.on_applicant_sign }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The lead's own moves depend on the contract: they are read again.
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r.startsWith('GET /v1/admin/leads/1/status_moves')),
      ).toHaveLength(2),
    );
  });

  it('shows no actions to a reader', async () => {
    card('in_progress', offer);
    render(['admin_leads_read', 'admin_contracts_read']);
    const tab = await openContractTab();
    expect(tab).toHaveTextContent('Д-17');
    expect(screen.queryByRole('region', { name: 'Действия с договором' })).toBeNull();
    expect(within(tab).queryByRole('button', { name: 'Загрузить файл' })).toBeNull();
  });
});

describe('contract files', () => {
  it('uploads a detached signature through the multipart routes and removes a file', async () => {
    card('in_progress', offer);
    const starts: unknown[] = [];
    let removed = false;
    api.server.use(
      http.get(`${ADMIN}/leads/1/contract/attachments`, () =>
        HttpResponse.json({
          data: [
            {
              type: 'attachment',
              id: '70',
              attributes: { kind: 'contract', original_filename: 'договор.pdf', file_size: 10 },
            },
          ],
          meta: { total_count: 1 },
        }),
      ),
      http.post(
        `${ADMIN}/leads/1/contract/attachments/multipart_upload_start`,
        async ({ request }) => {
          starts.push(await request.json());
          return HttpResponse.json(
            { data: { type: 'attachment', id: '71', attributes: { upload_id: 'u-1' } } },
            { status: 201 },
          );
        },
      ),
      http.post(`${ADMIN}/leads/1/contract/attachments/multipart_upload_url`, () =>
        HttpResponse.json({
          data: { type: 'attachment', id: '71', attributes: { upload_url: `${origin}/part/1` } },
        }),
      ),
      http.put(`${origin}/part/1`, () => new HttpResponse(null, { headers: { ETag: '"e1"' } })),
      http.post(`${ADMIN}/leads/1/contract/attachments/multipart_upload_complete`, () =>
        HttpResponse.json({ data: { type: 'attachment', id: '71', attributes: {} } }),
      ),
      http.delete(`${ADMIN}/leads/1/contract/attachments/70`, () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    render();
    const tab = await openContractTab();
    expect(await within(tab).findByText('договор.pdf')).toBeInTheDocument();
    fireEvent.mouseDown(within(tab).getByRole('combobox', { name: 'Вид файла' }));
    fireEvent.click(
      await screen.findByRole('option', {
        name: 'Открепленная усиленная квалифицированная электронная подпись',
      }),
    );
    const file = new File(['sig'], 'подпись.sig', { type: 'application/octet-stream' });
    fireEvent.change(screen.getByTestId('contract-file'), { target: { files: [file] } });
    await waitFor(() =>
      expect(api.requests).toContain(
        'POST /v1/admin/leads/1/contract/attachments/multipart_upload_complete',
      ),
    );
    expect(starts[0]).toEqual({
      data: {
        type: 'attachment',
        attributes: { kind: 'detached_reinforced_signature', original_filename: 'подпись.sig' },
      },
    });

    fireEvent.click(within(tab).getByRole('button', { name: 'Удалить: договор.pdf' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(removed).toBe(true));
  });
});

describe('agreements', () => {
  const current = { ...offer, status: 'current' };
  const rows = [
    {
      type: 'contract_agreement',
      id: '12',
      attributes: { number: 'ДС-2', status: 'draft', is_writing: false, signed_at: null },
    },
    {
      type: 'contract_agreement',
      id: '11',
      attributes: {
        number: 'ДС-1',
        status: 'current',
        is_writing: true,
        signed_at: '2026-03-05T07:00:00Z',
      },
    },
  ];

  it('lists the agreements with their badges and staff moves, and moves one', async () => {
    card('in_progress', current);
    let body: unknown;
    api.server.use(
      http.get(`${ADMIN}/contracts/5/agreements`, () =>
        HttpResponse.json({ data: rows, meta: { total_count: 2 } }),
      ),
      http.put(`${ADMIN}/contracts/5/agreements/12/update_status`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...rows[0], attributes: { status: 'registered' } } });
      }),
    );
    render();
    await openContractTab();
    const table = await screen.findByRole('table', { name: 'Дополнительные соглашения' });
    const [, draft, signed] = within(table).getAllByRole('row');
    expect(draft).toHaveTextContent('ДС-2');
    expect(draft).toHaveTextContent(agreementStatusLabel('draft'));
    expect(draft).toHaveTextContent('Нет');
    expect(
      within(draft!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      text.agreementFiles,
      text.agreementHistory,
      agreementStatusLabel('registered'),
      agreementStatusLabel('cancelled'),
    ]);
    expect(signed).toHaveTextContent(agreementStatusLabel('current'));
    expect(signed).toHaveTextContent('05.03.2026 10:00');
    // The number opens the agreement's own screen.
    expect(within(draft!).getByRole('link', { name: 'ДС-2' })).toHaveAttribute(
      'href',
      '/contract/5/agreements/12',
    );
    expect(
      within(signed!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([text.agreementFiles, text.agreementHistory]);

    fireEvent.click(
      within(draft!).getByRole('button', { name: agreementStatusLabel('registered') }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Регистрационный номер'), {
      target: { value: 'ДС-2/26' },
    });
    fireEvent.click(
      within(dialog).getByRole('button', { name: agreementStatusLabel('registered') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body).toEqual({
      data: { type: 'contract_agreement', attributes: { status: 'registered', number: 'ДС-2/26' } },
    });
  });

  it('creates an agreement with the term and the new rights holder', async () => {
    card('in_progress', current);
    let body: unknown;
    api.server.use(
      http.get(`${ADMIN}/contracts/5/agreements`, () =>
        HttpResponse.json({ data: [], meta: { total_count: 0 } }),
      ),
      http.get(`${ADMIN}/dictionaries`, () =>
        HttpResponse.json({
          data: [{ type: 'dictionary', id: '3', attributes: { name: 'До 30 дней' } }],
          meta: { total_count: 1 },
        }),
      ),
      http.get(`${ADMIN}/users`, ({ request }) => {
        const query = new URL(request.url).searchParams.get('query') ?? '';
        const all = [
          { id: '42', organization_name: 'ООО Ромашка', email: 'r@example.ru' },
          { id: '43', user_full_name: 'Петров Пётр', email: 'p@example.ru' },
        ];
        const rows = all.filter((u) => !query || JSON.stringify(u).includes(query));
        return HttpResponse.json({
          data: rows.map(({ id, ...attributes }) => ({ type: 'user', id, attributes })),
          meta: { total_count: rows.length },
        });
      }),
      http.post(`${ADMIN}/contracts/5/agreements`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: rows[0] }, { status: 201 });
      }),
    );
    render();
    const tab = await openContractTab();
    expect(await within(tab).findByText(text.noAgreements)).toBeInTheDocument();
    fireEvent.click(within(tab).getByRole('button', { name: text.agreementCreate }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(agreementFieldLabels.number), {
      target: { value: 'ДС-3' },
    });
    fireEvent.change(within(dialog).getByLabelText(agreementFieldLabels.subject), {
      target: { value: 'Смена правообладателя' },
    });
    fireEvent.click(within(dialog).getByLabelText(agreementFieldLabels.is_writing));
    fireEvent.mouseDown(
      within(dialog).getByRole('combobox', { name: agreementFieldLabels.source }),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Лично' }));
    fireEvent.mouseDown(
      within(dialog).getByRole('combobox', { name: agreementFieldLabels.delivery }),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'В филиале' }));
    fireEvent.mouseDown(
      await within(dialog).findByRole('combobox', { name: agreementFieldLabels.agreement_term_id }),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'До 30 дней' }));
    const holder = within(dialog).getByRole('combobox', {
      name: agreementFieldLabels.new_user_id,
    });
    fireEvent.change(holder, { target: { value: 'Ромашка' } });
    fireEvent.click(await screen.findByRole('option', { name: 'ООО Ромашка — r@example.ru' }));
    fireEvent.click(within(dialog).getByRole('button', { name: text.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body).toEqual({
      data: {
        type: 'contract_agreement',
        attributes: {
          number: 'ДС-3',
          subject: 'Смена правообладателя',
          is_writing: true,
          source: 'in_person',
          delivery: 'branch',
          agreement_term_id: '3',
          new_user_id: '42',
        },
      },
    });
    // The terms come from their dictionary, all of them at once (seed 001 §7: per 200).
    expect(api.requests).toContain(
      'GET /v1/admin/dictionaries?page=1&per=200&dictionary_type=agreement_term&active=true',
    );
    expect(
      api.requests.some((r) => r.startsWith('GET /v1/admin/users?') && r.includes('per=10')),
    ).toBe(true);
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r === 'GET /v1/admin/contracts/5/agreements?page=1&per=100'),
      ).toHaveLength(2),
    );
  });

  it('hides the agreements before the contract is in force', async () => {
    card('in_progress', offer);
    render();
    const tab = await openContractTab();
    expect(await within(tab).findByText('Д-17')).toBeInTheDocument();
    expect(within(tab).queryByRole('region', { name: 'Дополнительные соглашения' })).toBeNull();
  });

  it('uploads an agreement file through its multipart routes and removes one', async () => {
    card('in_progress', current);
    const starts: unknown[] = [];
    let removed = false;
    const files = `${ADMIN}/contracts/5/agreements/12/attachments`;
    api.server.use(
      http.get(`${ADMIN}/contracts/5/agreements`, () =>
        HttpResponse.json({ data: rows, meta: { total_count: 2 } }),
      ),
      http.get(files, () =>
        HttpResponse.json({
          data: [
            {
              type: 'attachment',
              id: '80',
              attributes: { kind: 'agreement', original_filename: 'дс.pdf', file_size: 10 },
            },
          ],
          meta: { total_count: 1 },
        }),
      ),
      http.post(`${files}/multipart_upload_start`, async ({ request }) => {
        starts.push(await request.json());
        return HttpResponse.json(
          { data: { type: 'attachment', id: '81', attributes: { upload_id: 'u-2' } } },
          { status: 201 },
        );
      }),
      http.post(`${files}/multipart_upload_url`, () =>
        HttpResponse.json({
          data: { type: 'attachment', id: '81', attributes: { upload_url: `${origin}/part/2` } },
        }),
      ),
      http.put(`${origin}/part/2`, () => new HttpResponse(null, { headers: { ETag: '"e2"' } })),
      http.post(`${files}/multipart_upload_complete`, () =>
        HttpResponse.json({ data: { type: 'attachment', id: '81', attributes: {} } }),
      ),
      http.delete(`${files}/80`, () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    render();
    await openContractTab();
    fireEvent.click(await screen.findByRole('button', { name: `${text.agreementFiles}: ДС-2` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Файлы дополнительного соглашения № ДС-2');
    expect(await within(dialog).findByText('дс.pdf')).toBeInTheDocument();
    const file = new File(['pdf'], 'соглашение.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('agreement-file'), { target: { files: [file] } });
    await waitFor(() =>
      expect(api.requests).toContain(
        'POST /v1/admin/contracts/5/agreements/12/attachments/multipart_upload_complete',
      ),
    );
    expect(api.requests).toContain(
      'POST /v1/admin/contracts/5/agreements/12/attachments/multipart_upload_url',
    );
    expect(api.requests).toContain('PUT /part/2');
    expect(starts[0]).toEqual({
      data: {
        type: 'attachment',
        attributes: { kind: 'agreement', original_filename: 'соглашение.pdf' },
      },
    });
    // The list is read again after the upload.
    await waitFor(() =>
      expect(
        api.requests.filter(
          (r) => r === 'GET /v1/admin/contracts/5/agreements/12/attachments?page=1&per=100',
        ),
      ).toHaveLength(2),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: `${text.remove}: дс.pdf` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(removed).toBe(true));
  });

  it('shows an agreement’s status history', async () => {
    card('in_progress', current);
    api.server.use(
      http.get(`${ADMIN}/contracts/5/agreements`, () =>
        HttpResponse.json({ data: rows, meta: { total_count: 2 } }),
      ),
      http.get(`${ADMIN}/contracts/5/agreements/11/changes`, () =>
        HttpResponse.json({
          data: [
            {
              type: 'agreement_status_change',
              id: '2',
              attributes: {
                from_status: 'on_applicant_sign',
                to_status: 'current',
                author_kind: 'applicant',
                note: null,
                created_at: '2026-03-05T07:00:00Z',
              },
            },
            {
              type: 'agreement_status_change',
              id: '1',
              attributes: {
                from_status: null,
                to_status: 'draft',
                author_kind: 'admin',
                admin_name: 'Иванова Анна',
                note: 'Заведено по обращению',
                created_at: '2026-03-01T07:00:00Z',
              },
            },
          ],
          meta: { total_count: 2 },
        }),
      ),
    );
    render();
    await openContractTab();
    fireEvent.click(await screen.findByRole('button', { name: `${text.agreementHistory}: ДС-1` }));
    const dialog = await screen.findByRole('dialog');
    const table = await within(dialog).findByRole('table', { name: text.agreementHistory });
    const [, signed, created] = within(table).getAllByRole('row');
    expect(signed).toHaveTextContent('05.03.2026 10:00');
    expect(signed).toHaveTextContent(
      `${agreementStatusLabel('on_applicant_sign')} → ${agreementStatusLabel('current')}`,
    );
    expect(signed).toHaveTextContent(leadRelationLabels.user);
    expect(created).toHaveTextContent(agreementStatusLabel('draft'));
    expect(created).toHaveTextContent('Иванова Анна');
    expect(created).toHaveTextContent('Заведено по обращению');
    expect(api.requests).toContain('GET /v1/admin/contracts/5/agreements/11/changes?per=100');
  });

  it('offers no agreement history without admin_agreements_history', async () => {
    card('in_progress', current);
    api.server.use(
      http.get(`${ADMIN}/contracts/5/agreements`, () =>
        HttpResponse.json({ data: rows, meta: { total_count: 2 } }),
      ),
    );
    render(permissionKeys.filter((k) => k !== 'admin_agreements_history'));
    await openContractTab();
    expect(
      await screen.findByRole('button', { name: `${text.agreementFiles}: ДС-1` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${text.agreementHistory}: ДС-1` })).toBeNull();
  });
});

describe('contract edit, dates and removal', () => {
  it('sends only the changed fields, an emptied one as null, and reloads', async () => {
    card('in_progress', { ...offer, note: 'Старое примечание' });
    const bodies: unknown[] = [];
    api.server.use(
      http.patch(`${ADMIN}/leads/1/contract`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) return fieldError('amount', 'Неверное значение');
        return HttpResponse.json(contractAnswer(offer));
      }),
    );
    render();
    const tab = await openContractTab();
    expect(tab).toHaveTextContent('Старое примечание');
    fireEvent.click(await within(tab).findByRole('button', { name: text.edit }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(text.editTitle);
    expect(within(dialog).getByLabelText(contractFieldLabels.number)).toHaveValue('Д-17');
    // Dates are edited through their own dialog.
    expect(within(dialog).queryByLabelText(contractFieldLabels.concluded_at)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(contractFieldLabels.number), {
      target: { value: 'Д-18' },
    });
    fireEvent.change(within(dialog).getByLabelText(text.amount), {
      target: { value: '2000,00' },
    });
    fireEvent.change(within(dialog).getByLabelText(text.contractNote), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: text.saveChanges }));
    expect(await within(dialog).findByText('Неверное значение')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      data: { type: 'contract', attributes: { number: 'Д-18', amount: '2000,00', note: null } },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: text.saveChanges }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(api.requests.filter((r) => r === 'GET /v1/admin/leads/1/contract')).toHaveLength(2),
    );
  });

  it('changes the dates through /update_dates, for the date key alone', async () => {
    card('in_progress', { ...offer, status: 'coordination', works_deadline: '2026-12-31' });
    let body: unknown;
    api.server.use(
      http.put(`${ADMIN}/leads/1/contract/update_dates`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(contractAnswer(offer));
      }),
    );
    // A date editor without the contract write key.
    render(permissionKeys.filter((k) => k !== 'admin_contracts_update_status'));
    const tab = await openContractTab();
    expect(await within(tab).findByText('31.12.2026')).toBeInTheDocument();
    expect(within(tab).queryByRole('button', { name: text.edit })).toBeNull();
    fireEvent.click(within(tab).getByRole('button', { name: text.editDates }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(text.datesTitle);
    expect(within(dialog).queryByLabelText(contractFieldLabels.number)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(contractFieldLabels.concluded_at), {
      target: { value: '01.03.2026' },
    });
    fireEvent.change(within(dialog).getByLabelText(contractFieldLabels.works_deadline), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: text.saveChanges }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body).toEqual({
      data: { type: 'contract', attributes: { concluded_at: '2026-03-01', works_deadline: null } },
    });
  });

  it('offers no date change without admin_leads_contract_date_edit', async () => {
    card('in_progress', offer);
    render(permissionKeys.filter((k) => k !== 'admin_leads_contract_date_edit'));
    const tab = await openContractTab();
    expect(await within(tab).findByRole('button', { name: text.edit })).toBeInTheDocument();
    expect(within(tab).queryByRole('button', { name: text.editDates })).toBeNull();
  });

  it('deletes a contract in offer preparation only after the confirmation', async () => {
    card('in_progress', offer);
    api.server.use(
      http.delete(`${ADMIN}/leads/1/contract`, () => new HttpResponse(null, { status: 204 })),
    );
    render();
    const tab = await openContractTab();
    fireEvent.click(await within(tab).findByRole('button', { name: text.removeContract }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(text.removeContractTitle);
    expect(confirm).toHaveTextContent('Договор № Д-17 и его файлы будут удалены.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests).not.toContain('DELETE /v1/admin/leads/1/contract');

    fireEvent.click(within(tab).getByRole('button', { name: text.removeContract }));
    fireEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(api.requests).toContain('DELETE /v1/admin/leads/1/contract'));
    await waitFor(() =>
      expect(api.requests.filter((r) => r === 'GET /v1/admin/leads/1/contract')).toHaveLength(2),
    );
  });

  it('offers no deletion past offer preparation', async () => {
    card('in_progress', { ...offer, status: 'coordination' });
    render();
    const tab = await openContractTab();
    expect(await within(tab).findByRole('button', { name: text.edit })).toBeInTheDocument();
    expect(within(tab).queryByRole('button', { name: text.removeContract })).toBeNull();
  });
});

describe('contract live attributes', () => {
  it('shows the dictionary values and the lead’s flags, and edits them by their live names', async () => {
    card('in_progress', {
      ...offer,
      delivery_date: '2026-03-05',
      connection_time_to_gas_network_slug: '135_dniei',
      // A retired entry: shown as its slug.
      current_problem_slug: 'staraia_probliema',
      gas_distribution_station: '7',
      gas_distribution_station_name: 'ГРС Псков',
      contracts_connection_features: ['31'],
      is_complex: true,
      home_in_schedule: false,
    });
    const bodies: unknown[] = [];
    api.server.use(
      http.patch(`${ADMIN}/leads/1/contract`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(contractAnswer(offer));
      }),
    );
    render();
    const tab = await openContractTab();
    expect(
      await within(tab).findByText('Требуется пересечение автомобильной дороги'),
    ).toBeVisible();
    expect(tab).toHaveTextContent('05.03.2026');
    expect(await within(tab).findByText('135 дней')).toBeVisible();
    expect(tab).toHaveTextContent(`${contractFieldLabels.current_problem_slug}staraia_probliema`);
    expect(tab).toHaveTextContent('ГРС Псков');
    expect(tab).toHaveTextContent(`${leadFields.is_complex.label}Да`);
    fireEvent.click(await within(tab).findByRole('button', { name: text.edit }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(leadFields.is_complex.label)).toBeChecked();
    fireEvent.click(within(dialog).getByLabelText(leadFields.home_in_schedule.label));
    // The connection term: the entries' names offered, the slug sent.
    const term = within(dialog).getByRole('combobox', {
      name: new RegExp(contractFieldLabels.connection_time_to_gas_network_slug),
    });
    expect(term).toHaveTextContent('135 дней');
    fireEvent.mouseDown(term);
    fireEvent.click(await screen.findByRole('option', { name: '30 дней' }));
    fireEvent.click(within(dialog).getByRole('button', { name: text.saveChanges }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        data: {
          type: 'contract',
          attributes: { home_in_schedule: true, connection_time_to_gas_network_slug: '30_dniei' },
        },
      },
    ]);
  });

  it('changes the delivery date through /update_dates', async () => {
    card('in_progress', offer);
    let body: unknown;
    api.server.use(
      http.put(`${ADMIN}/leads/1/contract/update_dates`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(contractAnswer(offer));
      }),
    );
    render();
    const tab = await openContractTab();
    fireEvent.click(await within(tab).findByRole('button', { name: text.editDates }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(contractFieldLabels.delivery_date), {
      target: { value: '05.03.2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: text.saveChanges }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body).toEqual({
      data: { type: 'contract', attributes: { delivery_date: '2026-03-05' } },
    });
  });
});

describe('contract history', () => {
  it('lists the status changes with who, when and the comment', async () => {
    card('in_progress', { ...offer, status: 'on_applicant_sign' });
    api.server.use(
      http.get(`${ADMIN}/leads/1/contract/history`, () =>
        HttpResponse.json({
          data: [
            {
              type: 'contract_status_change',
              id: '2',
              attributes: {
                from_status: 'offer_preparation',
                from_status_label: contractStatusLabel('offer_preparation'),
                to_status: 'on_applicant_sign',
                to_status_label: contractStatusLabel('on_applicant_sign'),
                author_kind: 'admin',
                admin_name: 'Сидоров Иван',
                note: 'Оферта готова',
                created_at: '2026-03-03T09:30:00Z',
              },
            },
            {
              type: 'contract_status_change',
              id: '1',
              attributes: {
                from_status: null,
                to_status: 'offer_preparation',
                author_kind: 'admin',
                admin_name: 'Сидоров Иван',
                note: null,
                created_at: '2026-03-02T09:00:00Z',
              },
            },
          ],
          meta: { total_count: 2 },
        }),
      ),
    );
    render();
    await openContractTab();
    const table = await screen.findByRole('table', { name: text.history });
    const [, moved, created] = within(table).getAllByRole('row');
    expect(moved).toHaveTextContent('03.03.2026 12:30');
    expect(moved).toHaveTextContent(
      `${contractStatusLabel('offer_preparation')} → ${contractStatusLabel('on_applicant_sign')}`,
    );
    expect(moved).toHaveTextContent('Сидоров Иван');
    expect(moved).toHaveTextContent('Оферта готова');
    expect(created).toHaveTextContent(contractStatusLabel('offer_preparation'));
    expect(created).not.toHaveTextContent('→');
    expect(api.requests).toContain('GET /v1/admin/leads/1/contract/history?per=100');
  });
});

describe('read-only roles', () => {
  it('shows an auditor the contract, its files and agreements without any write button', async () => {
    card('in_progress', { ...offer, status: 'current' });
    api.server.use(
      http.get(`${ADMIN}/contracts/5/agreements`, () =>
        HttpResponse.json({
          data: [
            {
              type: 'contract_agreement',
              id: '12',
              attributes: { number: 'ДС-2', status: 'draft', is_writing: false },
            },
          ],
          meta: { total_count: 1 },
        }),
      ),
      http.get(`${ADMIN}/contracts/5/agreements/12/attachments`, () =>
        HttpResponse.json({ data: [], meta: { total_count: 0 } }),
      ),
    );
    render(auditorKeys);
    const tab = await openContractTab();
    const table = await within(tab).findByRole('table', { name: text.agreements });
    for (const name of [text.edit, text.editDates, text.removeContract, text.upload]) {
      expect(within(tab).queryByRole('button', { name })).toBeNull();
    }
    expect(within(tab).queryByRole('region', { name: text.moves })).toBeNull();
    expect(within(tab).queryByRole('button', { name: text.agreementCreate })).toBeNull();
    const [, draft] = within(table).getAllByRole('row');
    expect(
      within(draft!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([text.agreementFiles, text.agreementHistory]);
    fireEvent.click(within(draft!).getByRole('button', { name: `${text.agreementFiles}: ДС-2` }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Документы не загружены')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: text.upload })).toBeNull();
  });

  it('keeps the contract history from the read-only roles only', () => {
    expect(contractKeys({ role: 'auditor', permissions: auditorKeys }).history).toBe(false);
    expect(contractKeys({ role: 'minenergo_auditor', permissions: auditorKeys }).history).toBe(
      false,
    );
    const operatorKeys = ['admin_leads_read', 'admin_contracts_read'];
    expect(contractKeys({ role: 'operator', permissions: operatorKeys }).history).toBe(true);
    expect(contractKeys({ role: 'operator', permissions: [] }).history).toBe(false);
  });
});
