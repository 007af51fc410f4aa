import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, call, createTestApp, type TestContext } from '../../test/helpers';
import { sampleFile } from '../../test/sampleFiles';
import { tokenFor } from '../reference/testAuth';

// The live ЕОГ portal's admin API, as an integrator sends it (issue 20): the bodies are built
// here from the facts of that format, not from our own serializers, and go through the whole
// lead life — login, create with nested addresses and six data-URI documents, the status chain
// with a denial (notification letter, original lead) and an annulment; the contract with its
// data-URI files signed by staff on a detached signature, an activity with its act, finished —
// then the three queues' messages are read back through /v1/admin/rabbit_messages.
describe('the live wire format of leads', () => {
  let ctx: TestContext;
  let jwt: string;
  let applicantId: string;
  const dataUri = (name: string, type = 'application/pdf') =>
    `data:${type};base64,${sampleFile(name, 256).toString('base64')}`;
  const attachment = (kind: string, name: string) => ({
    data: {
      type: 'attachment',
      attributes: { original_filename: name, kind, file: dataUri(name) },
    },
  });
  const address = (extra: Record<string, unknown> = {}) => ({
    data: {
      type: 'address',
      attributes: {
        region: 'Псковская область',
        area: 'Псковский район',
        city: '',
        settlement: 'д. Родина',
        street: 'ул. Лесная',
        house: '5',
        block: '',
        flat: '',
        room: '',
        zip_code: '180000',
        title: '',
        extra: 'за магазином',
        cadastral_number: '60:27:0100101:15',
        cadastral_home_number: '',
        has_capital_construction: true,
        oktmo: '58641000',
        region_fias_id: 'f6e148a1-c9d0-4141-a608-93e3bd95e6c4',
        settlement_fias_id: '',
        ...extra,
      },
    },
  });
  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await ctx.db.query<T>(sql, params))[0]!;
  const idOf = async (sql: string, params: unknown[] = []) =>
    String((await one<{ id: string }>(sql, params)).id);
  const count = async (table: string) =>
    Number((await one<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).n);

  type Doc = {
    data: {
      id: string;
      attributes: Record<string, unknown>;
      relationships?: Record<string, { data: unknown }>;
    };
    errors?: { status: string; detail: string; source?: { pointer: string } }[];
  };
  type List = { data: { attributes: { queue_name: string; message: Record<string, unknown> } }[] };
  const send = <T = Doc>(method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    call<T>(ctx.app, {
      method,
      url,
      // The bare token, as the live portal takes it.
      headers: { authorization: jwt },
      ...(payload === undefined ? {} : { payload }),
    });

  let refs: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    const login = await call<{ jwt: string }>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/token',
      payload: { auth: { email: 'operator@eog.test', password: DEMO_PASSWORD } },
    });
    expect(login.status).toBe(200);
    jwt = login.body.jwt;
    applicantId = await idOf("SELECT id FROM users WHERE email = 'fl@eog.test'");
    const pskov = 'АО «Газпром газораспределение Псков»';
    refs = {
      organization: await idOf('SELECT id FROM organizations WHERE name = $1', [pskov]),
      service: await idOf(
        `SELECT s.id FROM services s JOIN organization_services os ON os.service_id = s.id
           JOIN organizations o ON o.id = os.organization_id
          WHERE s.kind = 'technical_connection' AND o.name = $1 AND s.active LIMIT 1`,
        [pskov],
      ),
      source: await idOf("SELECT id FROM sources WHERE slug = 'epgu'"),
      activity: await idOf(
        "SELECT id FROM dictionaries WHERE dictionary_type = 'additional_activities' AND active LIMIT 1",
      ),
      rejection: await idOf(
        "SELECT id FROM dictionaries WHERE dictionary_type = 'rejection_reason' AND active LIMIT 1",
      ),
      annullation: await idOf(
        "SELECT id FROM dictionaries WHERE dictionary_type = 'annullation_reason' AND active LIMIT 1",
      ),
    };
    await ctx.db.query(
      `INSERT INTO organization_settings (organization_id, epgu_code) VALUES ($1, '60000001')
       ON CONFLICT (organization_id) DO UPDATE SET epgu_code = EXCLUDED.epgu_code`,
      [refs.organization],
    );
  });
  afterAll(() => ctx.close());

  const liveLead = (epgu: string, attachments: unknown[]) => ({
    data: {
      type: 'lead',
      attributes: {
        epgu_order_id: epgu,
        preferrential_category: true,
        has_confidant: true,
        owner: {
          phone: '+7 (911) 222-33-44',
          fullname: 'Петров Пётр Петрович',
          email: 'petrov@example.ru',
          snils: '112-233-445 95',
          birth_date: '01.02.1980',
          passport: {
            branch: 'УМВД России по Псковской области',
            date: '10.10.2010',
            number: '123456',
            series: '5800',
            identification_document: 'Паспорт гражданина РФ',
          },
        },
        feedback_type: 'Телефон',
        contact_info: { fullname: 'Петрова Анна', email: 'anna@example.ru', phone: '89111234568' },
        planned_gas_consumption: '5,5',
        last_tu_number: 'ТУ-17',
        last_tu_date: '01.03.2020',
        extra_info: '',
        contract_sign_type: 'electronic',
        snt: false,
        snt_inn: '',
        snt_ogrn: '',
        informed_consent: true,
        additional_activity_ids: [Number(refs.activity)],
      },
      relationships: {
        service: { data: { type: 'service', id: refs.service } },
        organization: { data: { type: 'organization', id: refs.organization } },
        branch: { data: null },
        source: { data: { type: 'source', id: refs.source } },
        gas_object_address: address(),
        correspondence_address: address({ house: '7', extra: '' }),
        attachments,
      },
    },
  });

  const sixDocuments = [
    attachment('passport', 'Паспорт.pdf'),
    attachment('land', 'Земля.pdf'),
    attachment('title_documents', 'Право на дом.pdf'),
    attachment('plan', 'План.pdf'),
    attachment('gas_flow', 'Расход газа.pdf'),
    attachment('consent_equity_owner', 'Согласие.pdf'),
  ];

  const messages = async (leadId: string, queue: string) =>
    (
      await send<List>(
        'GET',
        `/v1/admin/rabbit_messages?messageable_type=Lead&messageable_id=${leadId}&queue_name=${queue}`,
      )
    ).body.data
      .map((m) => m.attributes.message)
      // The list answers the newest first; the life reads oldest first.
      .reverse();

  it('creates a lead from the live body: nested addresses, six documents, the live names', async () => {
    const res = await send('POST', `/v1/admin/users/${applicantId}/leads`, {
      ...liveLead('EPGU-LIVE-1', sixDocuments),
    });
    expect(res.status, JSON.stringify(res.body.errors)).toBe(201);
    const lead = res.body.data;
    expect(typeof lead.id).toBe('string');
    expect(lead.attributes).toMatchObject({
      status: 'registered',
      epgu_order_id: 'EPGU-LIVE-1',
      preferential_category: true,
      has_confidant: true,
      feedback_type: 'Телефон',
      planned_gas_consumption: '5,5',
      last_tu_number: 'ТУ-17',
      last_tu_date: '2020-03-01',
      contract_sign_type: 'electronic',
      snt: false,
      snt_name: null,
      extra_info: null,
      additional_activity_ids: [refs.activity],
      owner: {
        fullname: 'Петров Пётр Петрович',
        phone: '79112223344',
        passport: {
          branch: 'УМВД России по Псковской области',
          identification_document: 'Паспорт гражданина РФ',
        },
      },
      contact_info: { fullname: 'Петрова Анна', phone: '79111234568' },
      gas_object_address: {
        settlement: 'д. Родина',
        extra: 'за магазином',
        oktmo: '58641000',
        region_fias_id: 'f6e148a1-c9d0-4141-a608-93e3bd95e6c4',
        settlement_fias_id: null,
        city: null,
      },
      correspondence_address: { house: '7', extra: null },
    });
    const docs = await ctx.db.query<{ kind: string; file_size: string }>(
      `SELECT kind, file_size FROM attachments WHERE record_type = 'Lead' AND record_id = $1
        ORDER BY id`,
      [lead.id],
    );
    expect(docs.map((d) => d.kind)).toEqual([
      'passport',
      'land',
      'title_documents',
      'plan',
      'gas_flow',
      'consent_equity_owner',
    ]);
    expect(docs.every((d) => Number(d.file_size) === 256)).toBe(true);

    // The three queues, read as the integrator reads them.
    expect(await messages(lead.id, 'leads.epgu')).toEqual([
      expect.objectContaining({
        status: 'registered',
        org_code: 1001,
        epgu_order_id: 'EPGU-LIVE-1',
      }),
    ]);
    expect((await messages(lead.id, 'leads.coordinate_center'))[0]).toMatchObject({
      'Статус ЕОГ': 'Зарегистрирована',
    });
    const files = await messages(lead.id, 'leads.attachments');
    expect(files.map((m) => (m.attachments_attributes as { kind: string }[])[0]!.kind)).toEqual([
      'passport',
      'land',
      'title_documents',
      'plan',
      'gas_flow',
      'consent_equity_owner',
    ]);
  });

  it('refuses a bad document with the seeds message and writes nothing', async () => {
    const before = [await count('leads'), await count('addresses'), await count('rabbit_messages')];
    const fake = {
      data: {
        type: 'attachment',
        attributes: {
          original_filename: 'Паспорт.pdf',
          kind: 'passport',
          // PNG bytes under a PDF name: the bytes decide.
          file: `data:application/pdf;base64,${sampleFile('x.png').toString('base64')}`,
        },
      },
    };
    const res = await send('POST', `/v1/admin/users/${applicantId}/leads`, {
      ...liveLead('EPGU-LIVE-BAD', [attachment('passport', 'Паспорт.pdf'), fake]),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors![0]!.source!.pointer).toBe('/data/attributes/attachments/1');
    expect(res.body.errors![0]!.detail).toMatch(/формат/i);
    expect([
      await count('leads'),
      await count('addresses'),
      await count('rabbit_messages'),
    ]).toEqual(before);
  });

  it('walks the status chain by PUT update_status: a denial with its letter, an annulment', async () => {
    const first = await send('POST', `/v1/admin/users/${applicantId}/leads`, {
      ...liveLead('EPGU-LIVE-2', []),
    });
    const duplicate = await send('POST', `/v1/admin/users/${applicantId}/leads`, {
      ...liveLead('EPGU-LIVE-3', []),
    });
    const id = duplicate.body.data.id;
    const status = (attributes: Record<string, unknown>, relationships?: unknown) =>
      send('PUT', `/v1/admin/leads/${id}/update_status`, {
        data: { type: 'lead', attributes, ...(relationships ? { relationships } : {}) },
      });
    expect((await status({ status: 'document_check' })).status).toBe(200);
    const denied = await status(
      {
        status: 'denied',
        note: 'Повторная заявка',
        rejection_reason_id: refs.rejection,
        original_lead_id: first.body.data.id,
        service_is_provided_kind: 'documents_refused',
      },
      { notification: attachment('denial_letter', 'Отказ.pdf') },
    );
    expect(denied.status, JSON.stringify(denied.body.errors)).toBe(200);
    const row = await one<{ status: string; original_lead_id: string }>(
      'SELECT status, original_lead_id FROM leads WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'denied', original_lead_id: first.body.data.id });
    const letter = await one<{ kind: string; original_filename: string }>(
      `SELECT kind, original_filename FROM attachments WHERE record_type = 'Lead'
          AND record_id = $1`,
      [id],
    );
    expect(letter).toEqual({ kind: 'denial_letter', original_filename: 'Отказ.pdf' });
    expect((await status({ status: 'in_progress' })).status).toBe(200);
    const annulled = await status({
      status: 'annulled',
      annullation_reason_id: refs.annullation,
      note: 'Заявитель отозвал заявку',
    });
    expect(annulled.status).toBe(200);

    const epgu = await messages(id, 'leads.epgu');
    expect(epgu.map((m) => [m.status, m.org_code])).toEqual([
      ['registered', 1001],
      ['document_check', 1007],
      ['denied', 1004],
      ['in_progress', 1007],
      ['annulled', 1084],
    ]);
    expect((await messages(id, 'leads.coordinate_center')).at(-1)).toMatchObject({
      'Статус ЕОГ': 'Аннулирована',
    });
    const files = await messages(id, 'leads.attachments');
    expect(files.map((m) => (m.attachments_attributes as { kind: string }[])[0]!.kind)).toEqual([
      'denial_letter',
    ]);
  });

  it('takes a lead through its contract, signed with a detached signature, and its activities to finished', async () => {
    /** The live login of another staff account: its bare token. */
    const jwtOf = async (email: string) =>
      (
        await call<{ jwt: string }>(ctx.app, {
          method: 'POST',
          url: '/v1/admin/token',
          payload: { auth: { email, password: DEMO_PASSWORD } },
        })
      ).body.jwt;
    const manager = await jwtOf('senior_manager@eog.test');
    const eog = await jwtOf('eog@eog.test');
    const as = <T = Doc>(token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
      call<T>(ctx.app, { method, url, headers: { authorization: token }, payload });

    const created = await send('POST', `/v1/admin/users/${applicantId}/leads`, {
      ...liveLead('EPGU-LIVE-5', sixDocuments),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const lead = `/v1/admin/leads/${id}`;
    const leadTo = async (status: string) => {
      const res = await as(manager, 'PUT', `${lead}/update_status`, {
        data: { type: 'lead', attributes: { status } },
      });
      expect(res.status, `${status}: ${JSON.stringify(res.body.errors)}`).toBe(200);
    };
    await leadTo('document_check');
    await leadTo('in_progress');

    // The contract, in the live attribute set, through coordination to the applicant's signing.
    const contract = await as(manager, 'POST', `${lead}/contract`, {
      data: {
        type: 'contract',
        attributes: {
          number: 'ЕОГ-60/2026-5',
          is_writing: false,
          is_complex: false,
          home_in_schedule: false,
          concluded_at: '01.03.2026',
          valid_until: '',
          works_deadline: '',
          delivery_date: '',
          amount: '',
          note: '',
          connection_time_to_gas_network_slug: '270_dniei',
        },
      },
    });
    expect(contract.status, JSON.stringify(contract.body.errors)).toBe(201);
    const contractTo = async (token: string, status: string, method: 'PUT' | 'PATCH' = 'PUT') => {
      const res = await call<Doc>(ctx.app, {
        method,
        url: `${lead}/contract/update_status`,
        headers: { authorization: token },
        payload: { data: { type: 'contract', attributes: { status } } },
      });
      expect(res.status, `${status}: ${JSON.stringify(res.body.errors)}`).toBe(200);
    };
    await contractTo(manager, 'coordination', 'PATCH');
    await contractTo(eog, 'coordinated');
    await contractTo(manager, 'on_applicant_sign');
    const dated = await as(manager, 'PUT', `${lead}/contract/update_dates`, {
      data: { type: 'contract', attributes: { delivery_date: '05.03.2026' } },
    });
    expect(dated.status).toBe(200);
    for (const [kind, name, type] of [
      ['contract', 'Договор.pdf', 'application/pdf'],
      ['detached_reinforced_signature', 'Договор.pdf.sig', 'application/pkcs7-signature'],
    ] as const) {
      const file = await as(manager, 'POST', `${lead}/contract/attachments`, {
        data: {
          type: 'attachment',
          attributes: {
            original_filename: name,
            kind,
            file: `data:${type};base64,${sampleFile(name, 256).toString('base64')}`,
          },
        },
      });
      expect(file.status, JSON.stringify(file.body.errors)).toBe(201);
    }
    // Staff set an electronic contract current once its detached signature is attached.
    await contractTo(manager, 'current');

    // A work stage with its act as a data-URI file.
    const activity = await as(manager, 'POST', `${lead}/activities`, {
      data: {
        type: 'activity',
        attributes: { plan_date: '01.03.2026', fact_date: '02.03.2026', finished: true, note: '' },
        relationships: {
          activity_type: { data: { type: 'dictionary', id: refs.activity } },
          attachments: [attachment('lead_activity', 'Акт.pdf')],
        },
      },
    });
    expect(activity.status, JSON.stringify(activity.body.errors)).toBe(201);
    expect(activity.body.data.relationships!.activity_type!.data).toEqual({
      type: 'dictionary',
      id: refs.activity,
    });

    for (const status of ['implementation', 'connection', 'gas_start', 'finished']) {
      await leadTo(status);
    }

    const epgu = await messages(id, 'leads.epgu');
    expect(epgu.map((m) => [m.status, m.org_code])).toEqual([
      ['registered', 1001],
      ['document_check', 1007],
      ['in_progress', 1007],
      ['in_progress', 1019],
      ['in_progress', 1107],
      ['implementation', 1007],
      ['connection', 1007],
      ['gas_start', 1007],
      ['finished', 1003],
    ]);
    expect((await messages(id, 'leads.coordinate_center')).at(-1)).toMatchObject({
      'Статус ЕОГ': 'Завершена',
    });
    const files = await messages(id, 'leads.attachments');
    expect(files.map((m) => (m.attachments_attributes as { kind: string }[])[0]!.kind)).toEqual(
      expect.arrayContaining(['passport', 'consent_equity_owner']),
    );
  });

  it('answers a forbidden call with the live detail', async () => {
    const auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    const res = await call<Doc>(ctx.app, {
      method: 'POST',
      url: `/v1/admin/users/${applicantId}/leads`,
      headers: auditor,
      payload: liveLead('EPGU-LIVE-4', []),
    });
    expect(res.status).toBe(403);
    expect(res.body.errors![0]!.detail).toBe('Не хватает прав для данного действия');
  });
});
