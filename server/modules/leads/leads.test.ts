import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { leadSla } from '../../../src/domain/sla';
import { leadMessages } from '../../../src/leads/messages';
import { LEAD_UID } from '../../../src/validation/basic';
import { validationMessages as m } from '../../../src/validation/messages';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';
import { prepareLeadSubmission } from './write';

type Auth = { authorization: string };
type Res = { type: string; id: string; attributes: Record<string, unknown> } & {
  relationships?: Record<string, { data: { id: string } | { id: string }[] | null }>;
};
type Body = {
  data: Res & Res[];
  included?: Res[];
  meta?: Record<string, unknown>;
  errors?: { detail: string; code: string; source?: { pointer: string } }[];
};

// Leads end to end through the routes: console and site creation with the uid and the
// initial status, the shared validation messages, every list filter, scoping (another ГРО
// sees nothing, the auditor reads but never writes), the applicant's ownership, edits refused
// on closed leads, change of service and manager, application management with its log, the
// report export and the documents.
describe('leads', () => {
  let ctx: TestContext;
  let dataDir: string;
  let operator: Auth;
  let mosobl: Auth;
  let auditor: Auth;
  let etp: Auth;
  let mfc: Auth;
  let fl: Auth;
  let ul: Auth;
  const ids: Record<string, string> = {};

  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await ctx.db.query<T>(sql, params))[0]!;
  const idOf = async (sql: string, params: unknown[] = []) =>
    String((await one<{ id: string }>(sql, params)).id);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-leads-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    operator = await tokenFor(ctx.app, 'operator@eog.test');
    mosobl = await tokenFor(ctx.app, 'operator_mosobl@eog.test');
    auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    etp = await tokenFor(ctx.app, 'etp_admin@eog.test');
    mfc = await tokenFor(ctx.app, 'mfc@eog.test');
    fl = await tokenFor(ctx.app, 'fl@eog.test');
    ul = await tokenFor(ctx.app, 'ul@eog.test');
    ids.fl = await idOf("SELECT id FROM users WHERE email = 'fl@eog.test'");
    ids.ul = await idOf("SELECT id FROM users WHERE email = 'ul@eog.test'");
    ids.pskov = await idOf("SELECT id FROM organizations WHERE name LIKE '%Псков»'");
    ids.mosobl = await idOf("SELECT id FROM organizations WHERE name = 'АО «Мособлгаз»'");
    ids.pskovBranch = await idOf(
      'SELECT id FROM branches WHERE organization_id = $1 AND NOT is_head ORDER BY id LIMIT 1',
      [ids.pskov],
    );
    ids.mosoblBranch = await idOf('SELECT id FROM branches WHERE organization_id = $1 LIMIT 1', [
      ids.mosobl,
    ]);
    ids.connection = await idOf("SELECT id FROM services WHERE kind = 'technical_connection'");
    ids.dogas = await idOf("SELECT id FROM services WHERE kind = 'dogasification'");
    ids.consultation = await idOf("SELECT id FROM services WHERE kind = 'consultation'");
    ids.netNet = await idOf("SELECT id FROM services WHERE kind = 'net_net'");
    ids.seniorManager = await idOf(
      "SELECT id FROM admin_users WHERE email = 'senior_manager@eog.test'",
    );
    ids.mosoblManager = await idOf(
      "SELECT id FROM admin_users WHERE email = 'senior_manager_mosobl@eog.test'",
    );
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const req = (method: string, url: string, headers: Auth, payload?: unknown) =>
    call<Body>(ctx.app, {
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const gasObject = {
    region: 'Псковская область',
    city: 'г. Псков',
    street: 'ул. Гоголя',
    house: '5',
    cadastral_number: '60:27:0060302:15',
  };
  const complete = {
    gas_object_address: gasObject,
    feedback_type: 'E-mail',
    contract_sign_type: 'electronic',
    informed_consent: true,
    planned_gas_consumption: '5,5',
  };
  const leadBody = (
    attributes: Record<string, unknown>,
    relationships: Record<string, string>,
  ) => ({
    data: {
      type: 'lead',
      attributes,
      relationships: Object.fromEntries(
        Object.entries(relationships).map(([k, v]) => [k, { data: { type: k, id: v } }]),
      ),
    },
  });
  const pointers = (b: Body) =>
    Object.fromEntries((b.errors ?? []).map((e) => [e.source?.pointer, e.detail]));

  const consoleCreate = (
    attrs: Record<string, unknown>,
    rels: Record<string, string>,
    as = operator,
    user = ids.fl!,
  ) => req('POST', `/v1/admin/users/${user}/leads`, as, leadBody(attrs, rels));

  it('creates a console lead: registered at once with a uid, the operator source and the SLA', async () => {
    const res = await consoleCreate(
      {
        ...complete,
        has_confidant: true,
        owner: {
          fullname: 'Петров Пётр',
          phone: '+7 (911) 222-33-44',
          snils: '112-233-445 95',
          birth_date: '01.02.1980',
          passport: {
            identification_document: 'Паспорт',
            series: '5800',
            number: '123456',
            date: '10.10.2010',
          },
        },
        contact_info: { fullname: 'Петров П. П.', phone: '89112223344', email: 'p@example.ru' },
        correspondence_address: {
          zip_code: '180000',
          region: 'Псковская область',
          city: 'г. Псков',
        },
        last_tu_date: '01.03.2020',
        epgu_order_id: 'EPGU-1',
      },
      { service: ids.connection!, branch: ids.pskovBranch! },
    );
    expect(res.status).toBe(201);
    const a = res.body.data.attributes;
    expect(a.status).toBe('registered');
    expect(String(a.uid)).toMatch(/^60-ПС-\d{6}$/);
    expect(LEAD_UID.test(String(a.uid))).toBe(true);
    expect(a.submitted_at).toBeTruthy();
    expect(a.sla_days_remaining).toBe(30);
    expect(a.expired).toBe(false);
    expect(a.planned_gas_consumption).toBe('5,5');
    expect(a.last_tu_date).toBe('2020-03-01');
    expect((a.owner as { phone: string }).phone).toBe('79112223344');
    expect((a.gas_object_address as { title: string }).title).toBe(
      'Псковская область, г. Псков, ул. Гоголя, д. 5',
    );
    expect(a.informed_consent).toBe(true);
    const rel = res.body.data.relationships!;
    const included = (type: string) => res.body.included!.filter((r) => r.type === type);
    expect(included('source')[0]!.attributes.slug).toBe('operator');
    expect((rel.organization!.data as { id: string }).id).toBe(ids.pskov);
    expect(included('user')[0]!.id).toBe(ids.fl);
    expect(included('branch')[0]!.id).toBe(ids.pskovBranch);
    // The author works in the lead's organization: they become its personal manager.
    expect(included('admin')).toHaveLength(1);
    ids.consoleLead = res.body.data.id;
    ids.consoleUid = String(a.uid);
    const history = await ctx.db.query<{ from_status: string | null; to_status: string }>(
      'SELECT from_status, to_status FROM lead_status_changes WHERE lead_id = $1',
      [ids.consoleLead],
    );
    expect(history).toEqual([{ from_status: null, to_status: 'registered' }]);
    const queues = await ctx.db.query<{ queue_name: string }>(
      "SELECT queue_name FROM rabbit_messages WHERE messageable_type = 'Lead' AND messageable_id = $1",
      [ids.consoleLead],
    );
    expect(queues.map((q) => q.queue_name).sort()).toEqual([
      'leads.coordinate_center',
      'leads.epgu',
    ]);
  });

  it('answers every validation error at once with the seeds messages', async () => {
    const res = await consoleCreate(
      {
        gas_object_address: { region: 'Псковская область', cadastral_number: '60-1' },
        contact_info: { phone: '123', email: 'нет' },
        has_confidant: true,
        owner: { snils: '112-233-445 96', birth_date: '01.01.2999' },
        planned_gas_consumption: '5,5,5',
        snt_inn: '1234567890',
        contract_sign_type: 'paper',
        colour: 'red',
      },
      { service: ids.connection! },
    );
    expect(res.status).toBe(422);
    const p = pointers(res.body);
    expect(p['/data/attributes/gas_object_address/cadastral_number']).toBe(m.cadastralNumber);
    expect(p['/data/attributes/contact_info/phone']).toBe(m.phone);
    expect(p['/data/attributes/contact_info/email']).toBe(m.email);
    expect(p['/data/attributes/owner/snils']).toBe(m.snils);
    expect(p['/data/attributes/owner/birth_date']).toMatch(/^Максимальное значение - /);
    expect(p['/data/attributes/planned_gas_consumption']).toBe(m.invalid);
    expect(p['/data/attributes/snt_inn']).toBe(m.invalid);
    expect(p['/data/attributes/contract_sign_type']).toBe(m.invalid);
    expect(p['/data/attributes/colour']).toBe(errorMessages.unknownField);
    // What every lead needs: the object's place. Staff filing for an applicant may leave the
    // channel, the consent and the representative's data for later (the move into work).
    expect(p['/data/attributes/gas_object_address/settlement']).toBe(m.required);
    expect(p['/data/attributes/feedback_type']).toBeUndefined();
    expect(p['/data/attributes/informed_consent']).toBeUndefined();
    expect(p['/data/attributes/owner/fullname']).toBeUndefined();
    // Nothing was written.
    const [n] = await ctx.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM leads WHERE user_id = $1',
      [ids.fl],
    );
    // The demo leads (applicants.ts 3, cabinets.ts 4) and the one created above.
    expect(Number(n!.n)).toBe(8);
  });

  it('checks the relations: service offered by the organization, branch of it, scope', async () => {
    // net_net serves legal entities and entrepreneurs only, and the Псков ГРО does not offer it.
    const notForCitizens = await consoleCreate(complete, { service: ids.netNet! });
    expect(pointers(notForCitizens.body)['/data/attributes/service']).toBe(
      'Услуга недоступна заявителю с типом учётной записи «Физическое лицо»',
    );
    const offered = await consoleCreate(complete, { service: ids.netNet! }, operator, ids.ul!);
    expect(pointers(offered.body)['/data/attributes/service']).toBe(
      leadMessages.serviceNotProvided,
    );
    const branch = await consoleCreate(complete, {
      service: ids.connection!,
      branch: ids.mosoblBranch!,
    });
    expect(pointers(branch.body)['/data/attributes/branch']).toBe(
      leadMessages.branchOfOtherOrganization,
    );
    const other = await consoleCreate(complete, {
      service: ids.connection!,
      organization: ids.mosobl!,
    });
    expect(pointers(other.body)['/data/attributes/organization']).toBe(
      leadMessages.organizationOutOfScope,
    );
  });

  it('gives МФЦ leads the mfc source and the МФЦ, and asks for the organization', async () => {
    const missing = await consoleCreate(complete, { service: ids.connection! }, mfc, ids.ul!);
    expect(pointers(missing.body)['/data/attributes/organization']).toBe(m.required);
    // Догазификация is a citizen's service: the legal entity cannot have it.
    const forUl = { service: ids.dogas!, organization: ids.pskov! };
    expect((await consoleCreate(complete, forUl, mfc, ids.ul!)).status).toBe(422);
    const res = await consoleCreate(complete, forUl, mfc, ids.fl!);
    expect(res.status).toBe(201);
    expect(res.body.included!.find((r) => r.type === 'source')!.attributes.slug).toBe('mfc');
    const row = await one<{ mfc_id: string | null; admin_id: string | null }>(
      'SELECT mfc_id, admin_id FROM leads WHERE id = $1',
      [res.body.data.id],
    );
    expect(row.mfc_id).not.toBeNull();
    expect(row.admin_id).toBeNull();
    expect((await req('GET', `/v1/admin/leads/${res.body.data.id}`, mfc)).status).toBe(200);
    ids.mfcLead = res.body.data.id;
    ids.mfcUid = String(res.body.data.attributes.uid);
  });

  it('scopes reading and writing: another ГРО gets 404, the auditor reads but gets 403 on writes', async () => {
    const url = `/v1/admin/leads/${ids.consoleLead}`;
    expect((await req('GET', url, mosobl)).status).toBe(404);
    expect((await req('PATCH', url, mosobl, leadBody({ extra_info: 'x' }, {}))).status).toBe(404);
    expect((await req('GET', url, auditor)).status).toBe(200);
    const write = await req('PATCH', url, auditor, leadBody({ extra_info: 'x' }, {}));
    expect(write.status).toBe(403);
    expect(write.body.errors![0]!.detail).toBe('Не хватает прав для данного действия');
    expect((await consoleCreate(complete, { service: ids.connection! }, auditor)).status).toBe(403);
    const list = await req('GET', '/v1/admin/leads?per=100', mosobl);
    expect(list.body.data.map((l) => l.attributes.uid)).toEqual(['50-МО-000103']);
    const suggestions = await req('GET', '/v1/admin/leads/suggestions/60-ПС', mosobl);
    expect(suggestions.body.data).toEqual([]);
    const own = await req('GET', '/v1/admin/leads/suggestions/60-ПС-0001', operator);
    expect(own.body.data.map((l) => l.attributes.uid)).toContain('60-ПС-000101');
    expect(own.body.data.length).toBeLessThanOrEqual(10);
  });

  it('counts the SLA in SQL exactly as src/domain/sla does', async () => {
    const now = new Date('2026-11-30T09:00:00Z');
    for (let i = 0; i < 40; i++) {
      // Every evening hour around midnight Moscow over six weeks, both kinds.
      const submitted = new Date(Date.UTC(2026, 9, 18 + i, 20 + (i % 4)));
      for (const kind of ['business', 'calendar'] as const) {
        const [row] = await ctx.db.query<{ left: number }>(
          'SELECT lead_sla_days_left($1, $2, 30, $3) AS left',
          [submitted, kind, now],
        );
        const js = leadSla(
          { status: 'registered', submittedAt: submitted, slaKind: kind, slaPeriod: 30 },
          now,
        );
        expect(row!.left).toBe(js.daysRemaining);
      }
    }
  });

  it('filters the list by every key of the seed and pages it', async () => {
    const list = async (query: string) => {
      const res = await req('GET', `/v1/admin/leads?per=100&${query}`, etp);
      expect(res.status).toBe(200);
      return res.body.data.map((l) => String(l.attributes.uid));
    };
    // An overdue lead: submitted 60 calendar days ago on a 30-business-day service.
    await ctx.db.query(
      "UPDATE leads SET submitted_at = now() - interval '60 days' WHERE uid = '60-ПС-000104'",
    );
    await ctx.db.query(
      `INSERT INTO contracts (lead_id, is_writing) SELECT id, true FROM leads WHERE uid = '60-ПС-000101'`,
    );
    // Newest first; the demo leads share their creation time, then the higher id comes first.
    expect(await list('status[]=document_check&status[]=in_progress')).toEqual([
      // The demo cabinets' leads in work (cabinets.ts), then applicants.ts's.
      '60-ПС-000116',
      '60-ПС-000111',
      '60-ПС-000106',
      '60-ПС-000104',
      '50-МО-000103',
    ]);
    expect(await list(`uid=${encodeURIComponent(ids.consoleUid!)}`)).toEqual([ids.consoleUid]);
    expect(await list(`organization_ids[]=${ids.mosobl}`)).toEqual(['50-МО-000103']);
    expect(await list('expired=true')).toEqual(['60-ПС-000104']);
    expect(await list('expired=false')).not.toContain('60-ПС-000104');
    expect(await list('sla_days_remaining=5')).toEqual(['60-ПС-000104']);
    expect(await list(`gas_object_city=${encodeURIComponent('Великие')}`)).toEqual([
      '60-ПС-000104',
    ]);
    expect(await list(`gas_object_title=${encodeURIComponent('Гоголя')}`)).toEqual([
      ids.mfcUid,
      ids.consoleUid,
    ]);
    expect(await list(`gas_object_region=${encodeURIComponent('Московская')}`)).toEqual([
      '50-МО-000103',
    ]);
    expect(await list('has_confidant=true')).toEqual([ids.consoleUid]);
    expect(await list('is_writing=true')).toEqual(['60-ПС-000101']);
    expect(await list('epgu_order_id=EPGU-1')).toEqual([ids.consoleUid]);
    expect(await list('service=dogasification')).toEqual([ids.mfcUid, '60-ПС-000102']);
    expect(await list(`service=${ids.dogas}`)).toEqual([ids.mfcUid, '60-ПС-000102']);
    expect(await list(`branch_ids[]=${ids.pskovBranch}`)).toEqual([ids.consoleUid]);
    const mfcSource = await idOf("SELECT id FROM sources WHERE slug = 'mfc'");
    expect(await list(`user_id=${ids.fl}&source_ids[]=${mfcSource}`)).toEqual([ids.mfcUid]);
    expect(await list(`admin_id=${ids.seniorManager}`)).toEqual(['60-ПС-000102']);
    expect(await list('is_complex=true')).toEqual([]);
    const page = await req('GET', '/v1/admin/leads?per=2&page=2&order_type=asc', etp);
    expect(page.body.meta).toMatchObject({ current_page: 2, per: 2 });
    expect(Number(page.body.meta!.total_pages)).toBeGreaterThanOrEqual(3);
    expect(page.body.data.map((l) => l.attributes.uid)).toEqual(['50-МО-000103', '60-ПС-000104']);
    expect((await req('GET', '/v1/admin/leads?status=flying', etp)).status).toBe(400);
    expect((await req('GET', '/v1/admin/leads?expired=maybe', etp)).status).toBe(400);
    // The default: page 1, 20 per page, newest first.
    const first = await req('GET', '/v1/admin/leads', etp);
    expect(first.body.meta).toMatchObject({ current_page: 1, per: 20 });
    expect(first.body.data[0]!.id).toBe(ids.mfcLead);
  });

  it('edits an open lead, keeps service and organization for their own calls, refuses closed ones', async () => {
    const url = `/v1/admin/leads/${ids.consoleLead}`;
    const ok = await req(
      'PATCH',
      url,
      operator,
      leadBody({ extra_info: 'Позвонить после 18:00', is_complex: true }, {}),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes).toMatchObject({
      extra_info: 'Позвонить после 18:00',
      is_complex: true,
    });
    // Staff may leave a registered lead incomplete: the move into work asks (status.test.ts).
    const blank = await req('PATCH', url, operator, leadBody({ feedback_type: null }, {}));
    expect(blank.status).toBe(200);
    expect(blank.body.data.attributes.feedback_type).toBeNull();
    const cleared = await req('PATCH', url, operator, leadBody({ gas_object_address: null }, {}));
    expect(pointers(cleared.body)['/data/attributes/gas_object_address/region']).toBe(m.required);
    await req('PATCH', url, operator, leadBody({ feedback_type: 'Телефон' }, {}));
    const locked = await req('PATCH', url, operator, leadBody({}, { service: ids.dogas! }));
    expect(pointers(locked.body)['/data/attributes/service']).toBe(leadMessages.relationLocked);
    await ctx.db.query("UPDATE leads SET status = 'finished' WHERE uid = '60-ПС-000102'");
    const closedId = await idOf("SELECT id FROM leads WHERE uid = '60-ПС-000102'");
    const closed = await req(
      'PATCH',
      `/v1/admin/leads/${closedId}`,
      operator,
      leadBody({ extra_info: 'x' }, {}),
    );
    expect(closed.status).toBe(422);
    expect(closed.body.errors![0]!.detail).toBe('Заявку в статусе «Завершена» нельзя изменить');
  });

  it('changes the service and the personal manager', async () => {
    const url = `/v1/admin/leads/${ids.consoleLead}`;
    const service = await req('PATCH', `${url}/change_service`, operator, {
      data: { type: 'lead', attributes: { service_id: ids.dogas } },
    });
    expect(service.status).toBe(200);
    expect((service.body.data.relationships!.service!.data as { id: string }).id).toBe(ids.dogas);
    const notOffered = await req('PATCH', `${url}/change_service`, operator, {
      data: { type: 'lead', attributes: { service_id: ids.netNet } },
    });
    expect(pointers(notOffered.body)['/data/attributes/service']).toBe(
      leadMessages.serviceNotProvided,
    );
    // A string where the attributes belong (found by the soak's fuzzer) names no service: 422.
    const garbled = await req('PATCH', `${url}/change_service`, operator, {
      data: { type: '', attributes: '0' },
    } as never);
    expect(garbled.status).toBe(422);
    // The id's kind is the schema's: at the attribute sent, or at the relation's name, titled.
    const kinds = await req('PATCH', `${url}/change_service`, operator, {
      data: { attributes: { service_id: 'abc' } },
    });
    expect(pointers(kinds.body)).toEqual({
      '/data/attributes/service_id': 'Поле заполнено некорректно',
    });
    const relationKind = await req('PATCH', `${url}/change_service`, operator, {
      data: { relationships: { service: { data: { type: 'service', id: 'abc' } } } },
    });
    expect(relationKind.body.errors).toEqual([
      expect.objectContaining({
        title: 'Услуга',
        detail: 'Поле заполнено некорректно',
        source: { pointer: '/data/attributes/service' },
      }),
    ]);
    // …after the lead's own 404.
    const missing = await req('PATCH', '/v1/admin/leads/999999999/change_service', operator, {
      data: { attributes: { service_id: 'abc' } },
    });
    expect(missing.status).toBe(404);
    // The operator lacks the key; the senior manager holds it.
    const body = (id: string) => ({
      data: { type: 'lead', relationships: { admin: { data: { type: 'admin', id } } } },
    });
    expect(
      (await req('PATCH', `${url}/change_personal_manager`, operator, body(ids.seniorManager!)))
        .status,
    ).toBe(403);
    const senior = await tokenFor(ctx.app, 'senior_manager@eog.test');
    const foreign = await req(
      'PATCH',
      `${url}/change_personal_manager`,
      senior,
      body(ids.mosoblManager!),
    );
    expect(pointers(foreign.body)['/data/attributes/admin']).toBe(
      leadMessages.managerOfOtherOrganization,
    );
    const moved = await req(
      'PATCH',
      `${url}/change_personal_manager`,
      senior,
      body(ids.seniorManager!),
    );
    expect(moved.status).toBe(200);
    expect((moved.body.data.relationships!.admin!.data as { id: string }).id).toBe(
      ids.seniorManager,
    );
  });

  it('lets the applicant create, edit, submit and remove drafts of their own only', async () => {
    const draft = await req(
      'POST',
      '/v1/leads',
      fl,
      leadBody(
        { gas_object_address: { region: 'Псковская область' } },
        {
          service: ids.dogas!,
          organization: ids.pskov!,
        },
      ),
    );
    expect(draft.status).toBe(201);
    const id = draft.body.data.id;
    expect(draft.body.data.attributes).toMatchObject({
      status: 'draft',
      submitted_at: null,
      sla_days_remaining: null,
    });
    expect(draft.body.included!.find((r) => r.type === 'source')!.attributes.slug).toBe('portal');
    // Saved again by the site wizard, an emptied field goes as null and the stored value goes.
    const filled = await req(
      'PATCH',
      `/v1/leads/${id}`,
      fl,
      leadBody({ extra_info: 'Черновик', contact_info: { fullname: 'Петрова Анна' } }, {}),
    );
    expect(filled.body.data.attributes).toMatchObject({
      extra_info: 'Черновик',
      contact_info: { fullname: 'Петрова Анна' },
    });
    const cleared = await req(
      'PATCH',
      `/v1/leads/${id}`,
      fl,
      leadBody({ extra_info: null, contact_info: null, gas_object_address: null }, {}),
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.attributes).toMatchObject({
      extra_info: null,
      contact_info: null,
      gas_object_address: null,
    });
    // Staff-only attributes and the source are not the applicant's.
    const staffOnly = await req('PATCH', `/v1/leads/${id}`, fl, leadBody({ is_complex: true }, {}));
    expect(staffOnly.body.errors![0]!.code).toBe('unknown_field');
    // Another applicant's lead does not exist for them.
    expect((await req('GET', `/v1/leads/${id}`, ul)).status).toBe(404);
    expect(
      (await req('PATCH', `/v1/leads/${id}`, ul, leadBody({ extra_info: 'x' }, {}))).status,
    ).toBe(404);
    expect((await req('DELETE', `/v1/leads/${id}`, ul)).status).toBe(404);
    const own = await req('GET', '/v1/leads', fl);
    const owners = own.body.data.map((l) => (l.relationships!.user!.data as { id: string }).id);
    expect(new Set(owners)).toEqual(new Set([ids.fl]));
    expect((await req('GET', '/v1/leads', ul)).body.data.map((l) => l.id)).not.toContain(id);

    const incomplete = await req('PATCH', `/v1/leads/${id}`, fl, leadBody({ submit: true }, {}));
    expect(pointers(incomplete.body)).toMatchObject({
      '/data/attributes/gas_object_address/settlement': m.required,
      '/data/attributes/planned_gas_consumption': m.required,
      '/data/attributes/contract_sign_type': m.required,
    });
    const sent = await req(
      'PATCH',
      `/v1/leads/${id}`,
      fl,
      leadBody({ ...complete, submit: true }, {}),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.attributes.status).toBe('registered');
    expect(String(sent.body.data.attributes.uid)).toMatch(/^60-ПС-\d{6}$/);
    const late = await req('PATCH', `/v1/leads/${id}`, fl, leadBody({ extra_info: 'x' }, {}));
    expect(late.body.errors![0]!.detail).toBe(leadMessages.notDraft);
    expect((await req('DELETE', `/v1/leads/${id}`, fl)).body.errors![0]!.detail).toBe(
      leadMessages.deleteNotDraft,
    );

    const submitted = await req(
      'POST',
      '/v1/leads',
      ul,
      leadBody(
        { ...complete, submit: true },
        {
          service: ids.connection!,
          organization: ids.pskov!,
        },
      ),
    );
    expect(submitted.body.data.attributes.status).toBe('registered');
    const gone = await req('POST', '/v1/leads', ul, leadBody({}, { service: ids.consultation! }));
    expect(gone.body.data.attributes.uid).toBeNull();
    expect((await req('DELETE', `/v1/leads/${gone.body.data.id}`, ul)).status).toBe(204);
    expect((await req('GET', `/v1/leads/${gone.body.data.id}`, ul)).status).toBe(404);
  });

  it('prepares a draft for a submission by status move: completeness, then the uid', async () => {
    const draft = await req('POST', '/v1/leads', ul, leadBody({}, { service: ids.consultation! }));
    const id = draft.body.data.id;
    await expect(ctx.db.transaction((tx) => prepareLeadSubmission(tx, id))).rejects.toMatchObject({
      status: 422,
    });
    await req('PATCH', `/v1/leads/${id}`, ul, leadBody(complete, { organization: ids.pskov! }));
    // A draft that got its organization elsewhere (an import) has no number yet.
    await ctx.db.query('UPDATE leads SET uid = NULL WHERE id = $1', [id]);
    await ctx.db.transaction((tx) => prepareLeadSubmission(tx, id));
    const row = await one<{ uid: string; status: string }>(
      'SELECT uid, status FROM leads WHERE id = $1',
      [id],
    );
    expect(row.status).toBe('draft');
    expect(row.uid).toMatch(/^60-ПС-\d{6}$/);
  });

  it('overrides organization and service with a reason and logs it', async () => {
    const url = `/v1/admin/leads/${ids.mfcLead}/management`;
    const noReason = await req('PATCH', url, etp, {
      data: { type: 'lead_management', attributes: { organization_id: ids.mosobl } },
    });
    expect(pointers(noReason.body)['/data/attributes/reason']).toBe(leadMessages.reasonRequired);
    expect(
      (await req('PATCH', url, operator, { data: { attributes: { reason: 'x' } } })).status,
    ).toBe(403);
    // The kinds are the schema's: an id of another kind, a reason over 2,000, an unknown attribute.
    const kinds = await req('PATCH', url, etp, {
      data: {
        type: 'lead_management',
        attributes: {
          organization_id: 'abc',
          reason: 'x'.repeat(2001),
          region_id: '1',
          uid: 'эхо',
        },
      },
    });
    expect(kinds.status).toBe(422);
    expect(pointers(kinds.body)).toEqual({
      '/data/attributes/organization_id': 'Поле заполнено некорректно',
      '/data/attributes/reason': 'Длина должна быть не больше 2000 символов',
      '/data/attributes/region_id': 'Неизвестное поле',
    });
    // The relationships are judged too, each answered at its relation's name.
    const relationKinds = await req('PATCH', url, etp, {
      data: {
        type: 'lead_management',
        attributes: { reason: 'x' },
        relationships: {
          organization: { data: { type: 'organization', id: 'abc' } },
          branch: {},
          service: { data: null },
        },
      },
    });
    expect(relationKinds.status).toBe(422);
    expect(pointers(relationKinds.body)).toEqual({
      '/data/attributes/organization': 'Поле заполнено некорректно',
      '/data/attributes/branch': 'Поле обязательно для заполнения',
    });
    const res = await req('PATCH', url, etp, {
      data: {
        type: 'lead_management',
        attributes: {
          organization_id: ids.mosobl,
          service_id: ids.connection,
          reason: 'Объект в Московской области',
        },
      },
    });
    expect(res.status).toBe(200);
    expect((res.body.data.relationships!.organization!.data as { id: string }).id).toBe(ids.mosobl);
    expect(res.body.meta!.changes).toMatchObject({
      organization: { to: { id: ids.mosobl, name: 'АО «Мособлгаз»' } },
    });
    const row = await one<{ region_code: string }>(
      'SELECT r.code AS region_code FROM leads l JOIN regions r ON r.id = l.region_id WHERE l.id = $1',
      [ids.mfcLead],
    );
    expect(row.region_code).toBe('50');
    const card = await req('GET', url, etp);
    expect(
      (card.body.meta!.management_logs as { attributes: { reason: string } }[])[0]!.attributes
        .reason,
    ).toBe('Объект в Московской области');
    const logs = await req('GET', `/v1/admin/leads/management/logs?lead_id=${ids.mfcLead}`, etp);
    expect(logs.body.data).toHaveLength(1);
    const report = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/leads/management/logs/download_report?format=csv',
      headers: etp,
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.body).toContain('Объект в Московской области');
    expect(report.body).toContain(
      'Организация: АО «Газпром газораспределение Псков» → АО «Мособлгаз»',
    );
  });

  it('exports the filtered list as CSV and XLSX', async () => {
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/lead_reports/export?format=csv&status[]=registered',
      headers: operator,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(csv.headers['content-disposition']).toContain('leads.csv');
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Номер заявки');
    expect(lines.some((l) => l.includes(ids.consoleUid!))).toBe(true);
    expect(lines.some((l) => l.includes('50-МО'))).toBe(false);
    // The console's lead as its row shows it: names of its dictionaries, SLA, Moscow dates.
    const titles = header!.replace(/^\uFEFF/, '').split(';');
    const row = lines.find((l) => l.startsWith(`${ids.consoleUid};`))!.split(';');
    const cells = Object.fromEntries(titles.map((t, i) => [t, row[i]]));
    const [names] = await ctx.db.query<Record<string, string>>(
      `SELECT o.name AS organization, b.name AS branch, r.name AS region, sv.name AS service,
              concat_ws(' ', a.last_name, a.first_name, a.middle_name) AS manager,
              to_char(l.created_at AT TIME ZONE 'Europe/Moscow', 'DD.MM.YYYY HH24:MI') AS created
         FROM leads l JOIN organizations o ON o.id = l.organization_id
         JOIN branches b ON b.id = l.branch_id JOIN regions r ON r.id = l.region_id
         JOIN services sv ON sv.id = l.service_id JOIN admin_users a ON a.id = l.admin_id
        WHERE l.id = $1`,
      [ids.consoleLead],
    );
    expect(cells).toMatchObject({
      Статус: 'Зарегистрирована',
      'Дата создания': names!.created,
      Организация: names!.organization,
      Филиал: names!.branch,
      Регион: names!.region,
      Услуга: names!.service,
      'Персональный менеджер': names!.manager,
      'Максимальный часовой расход газа, м³/ч': '5,5',
      'Осталось дней по сроку': '30',
      Просрочена: 'Нет',
      'Номер заявления ЕПГУ': 'EPGU-1',
    });
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/lead_reports/export?format=xlsx',
      headers: operator,
    });
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await req('GET', '/v1/admin/lead_reports/export?format=pdf', operator)).status).toBe(
      400,
    );
    expect((await req('GET', '/v1/admin/lead_reports/export', mfc)).status).toBe(403);
  });

  it('uploads, lists, downloads and removes documents, console and site', async () => {
    const upload = async (base: string, auth: Auth, kind: string, name: string, bytes: Buffer) => {
      const start = await req('POST', `${base}/documents/multipart_upload_start`, auth, {
        data: { type: 'attachment', attributes: { kind, original_filename: name } },
      });
      if (start.status !== 200) return start;
      const uploadId = start.body.data.attributes.upload_id;
      const url = await req('POST', `${base}/documents/multipart_upload_url`, auth, {
        upload_id: uploadId,
        part_number: 1,
      });
      const put = await ctx.app.inject({
        method: 'PUT',
        url: String(url.body.data.attributes.upload_url),
        headers: { 'content-type': 'application/octet-stream' },
        payload: bytes,
      });
      return req('POST', `${base}/documents/multipart_upload_complete`, auth, {
        upload_id: uploadId,
        parts: [{ part_number: 1, etag: put.headers.etag }],
      });
    };
    const staffBase = `/v1/admin/leads/${ids.consoleLead}`;
    const badKind = await upload(staffBase, operator, 'selfie', 'a.pdf', Buffer.from('x'));
    expect(pointers(badKind.body)['/data/attributes/kind']).toBe(leadMessages.unknownDocumentKind);
    // Linking an upload: the kind and the id are judged by the schema, with their own messages.
    const link = (attributes: Record<string, unknown>) =>
      req('POST', `${staffBase}/documents`, operator, { data: { type: 'attachment', attributes } });
    expect(pointers((await link({ attachment_id: 'x1', kind: 'selfie' })).body)).toEqual({
      '/data/attributes/attachment_id': 'Поле обязательно для заполнения',
      '/data/attributes/kind': leadMessages.unknownDocumentKind,
    });
    expect(pointers((await link({ attachment_id: 5 })).body)).toEqual({
      '/data/attributes/kind': leadMessages.unknownDocumentKind,
    });
    const done = await upload(staffBase, operator, 'land', 'Выписка.pdf', Buffer.from('%PDF-1.4'));
    expect(done.status).toBe(200);
    expect(done.body.data.attributes).toMatchObject({ kind: 'land', file_size: 8 });
    const docId = done.body.data.id;
    // A document added after the registration goes out on its own; a draft's wait for it.
    const attachmentMessages = (leadId: string) =>
      ctx.db.query<{ message: Record<string, unknown> }>(
        `SELECT message FROM rabbit_messages
          WHERE queue_name = 'leads.attachments' AND messageable_id = $1 ORDER BY id`,
        [leadId],
      );
    const late = (await attachmentMessages(ids.consoleLead!)).map(
      (m) => (m.message.attachments_attributes as Record<string, unknown>[])[0]!,
    );
    expect(late.filter((m) => String(m.id) === docId)).toEqual([
      expect.objectContaining({ kind: 'land', original_filename: 'Выписка.pdf', file_size: 8 }),
    ]);
    const card = await req('GET', staffBase, operator);
    expect(
      (card.body.data.relationships!.documents!.data as { id: string }[]).map((d) => d.id),
    ).toEqual([docId]);
    const binary = await ctx.app.inject({
      method: 'GET',
      url: `${staffBase}/documents/${docId}?transfer=binary`,
      headers: operator,
    });
    expect(binary.body).toBe('%PDF-1.4');
    const byId = await req('GET', `/v1/admin/attachments/${docId}?transfer=download_url`, operator);
    expect(byId.body.data.attributes.download_url).toBeTruthy();
    // The record alone names its lead: the console's /crm/attachments/{id} links to the card.
    const record = await req('GET', `/v1/admin/attachments/${docId}`, operator);
    expect(record.body.data.attributes).toMatchObject({
      original_filename: 'Выписка.pdf',
      lead_id: String(ids.consoleLead),
      lead_uid: card.body.data.attributes.uid,
    });
    expect(record.body.data.attributes.download_url).toBeUndefined();
    expect((await req('GET', `/v1/admin/attachments/${docId}`, mosobl)).status).toBe(404);
    expect((await req('DELETE', `${staffBase}/documents/${docId}`, auditor)).status).toBe(403);
    expect((await req('DELETE', `${staffBase}/documents/${docId}`, operator)).status).toBe(204);
    expect((await req('GET', `${staffBase}/documents`, operator)).body.data).toEqual([]);

    // The applicant adds to a draft of theirs, not to a registered lead, never to another's.
    const draft = await req('POST', '/v1/leads', fl, leadBody({}, { service: ids.dogas! }));
    const siteBase = `/v1/leads/${draft.body.data.id}`;
    const mine = await upload(siteBase, fl, 'passport', 'Паспорт.pdf', Buffer.from('%PDF-паспорт'));
    expect(mine.status).toBe(200);
    expect(await attachmentMessages(String(draft.body.data.id))).toEqual([]);
    expect(String(mine.body.data.attributes.url)).toBe(
      `${siteBase}/documents/${mine.body.data.id}?transfer=binary`,
    );
    expect((await req('GET', `/v1/attachments/${mine.body.data.id}`, fl)).status).toBe(200);
    expect((await req('GET', `/v1/attachments/${mine.body.data.id}`, ul)).status).toBe(404);
    expect((await upload(siteBase, ul, 'passport', 'x.pdf', Buffer.from('x'))).status).toBe(404);
    const closed = await upload(
      `/v1/leads/${ids.consoleLead}`,
      fl,
      'passport',
      'x.pdf',
      Buffer.from('x'),
    );
    expect(closed.status).toBe(422);
    expect(closed.body.errors![0]!.detail).toBe(
      'К заявке в статусе «Зарегистрирована» нельзя добавить документы',
    );
    expect((await req('DELETE', `${siteBase}/documents/${mine.body.data.id}`, fl)).status).toBe(
      204,
    );
  });
});
