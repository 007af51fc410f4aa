/**
 * The live ЕОГ portal's QA suites against us (issue 36): every request body of this folder —
 * a verbatim copy of ../shared/live-api, whose README.md says what each call expects — sent
 * unchanged, only the `<…>` ids filled in from our data, in the order of suites A and B, by a
 * ГРО administrator, as the live clients call. Every answer and every queue message the README
 * lists is checked here, through the API the integrator reads them with.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../http/openapi';
import { DEMO_PASSWORD, call, createTestApp, type TestContext } from '../helpers';

const here = new URL('./', import.meta.url);
/** The source of the copies, beside the repository when it is checked out in the workspace. */
const shared = new URL('../../../../shared/live-api/', import.meta.url);
const bodyFiles = readdirSync(here).filter((f) => f.endsWith('.json'));

type Resource = {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
};
type Answer = {
  data: Resource & Resource[];
  meta?: Record<string, unknown>;
  errors?: { detail: string; source?: { pointer: string } }[];
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The operation each body is sent to, as the OpenAPI document names it. */
const operations: Record<string, [Method, string]> = {
  '01-lead-create.json': ['POST', '/v1/admin/users/{user_id}/leads'],
  '20-contract-create.json': ['POST', '/v1/admin/leads/{id}/contract'],
  '21-contract-update.json': ['PATCH', '/v1/admin/leads/{id}/contract'],
  '22-contract-attachment-contract.json': ['POST', '/v1/admin/leads/{id}/contract/attachments'],
  '23-contract-attachment-signature.json': ['POST', '/v1/admin/leads/{id}/contract/attachments'],
  '24-contract-status-on_applicant_sign.json': [
    'PATCH',
    '/v1/admin/leads/{id}/contract/update_status',
  ],
  '25-contract-status-current.json': ['PUT', '/v1/admin/leads/{id}/contract/update_status'],
  '26-contract-update_dates.json': ['PUT', '/v1/admin/leads/{id}/contract/update_dates'],
  '30-activity.json': ['POST', '/v1/admin/leads/{id}/activities'],
  '31-activity-with-act.json': ['POST', '/v1/admin/leads/{id}/activities'],
};
const operationOf = (file: string): [Method, string] =>
  operations[file] ?? ['PUT', '/v1/admin/leads/{id}/update_status'];

type Schema = {
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
};

/**
 * The paths of `value` its schema does not describe: a key no branch names among its
 * properties, a non-empty list whose items have no schema. What the document leaves open is
 * allowed, not described.
 */
function undescribed(
  schema: Schema,
  value: unknown,
  path: string,
  resolve: (ref: string) => Schema,
): string[] {
  const flat = (s: Schema): Schema[] => {
    if (s.$ref) return flat(resolve(s.$ref));
    const nested = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
    return [s, ...nested.flatMap(flat)];
  };
  const all = flat(schema);
  if (Array.isArray(value)) {
    const items = all.flatMap((s) => (s.items ? [s.items] : []));
    if (!value.length) return [];
    if (!items.length) return [`${path}[]`];
    return value.flatMap((v, i) => undescribed({ anyOf: items }, v, `${path}[${i}]`, resolve));
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const props = all.flatMap((s) => (s.properties?.[key] ? [s.properties[key]] : []));
    const at = path ? `${path}.${key}` : key;
    return props.length ? undescribed({ anyOf: props }, v, at, resolve) : [at];
  });
}

describe('the live portal’s API clients, unchanged', () => {
  let ctx: TestContext;
  /** The values of the `<…>` placeholders, from our seeded data. */
  let ids: Record<string, string>;
  let applicantId: string;
  let jwt: string;

  const one = async (sql: string, params: unknown[] = []) => {
    const [row] = await ctx.db.query<{ id: string }>(sql, params);
    if (!row) throw new Error(`no row for ${sql}`);
    return String(row.id);
  };

  /** A body file as the live client sends it: the text, the placeholders filled, nothing else. */
  const body = (file: string, extra: Record<string, string> = {}): unknown => {
    const text = readFileSync(new URL(file, here), 'utf8').replace(/<([^<>]+)>/g, (all, name) => {
      const id = extra[name] ?? ids[name];
      if (id === undefined) throw new Error(`${file}: no value for ${all}`);
      return id;
    });
    return JSON.parse(text);
  };

  /** A call with the token as the live clients send it: bare or as a bearer. */
  const send = (method: Method, url: string, payload?: unknown, token = jwt) =>
    call<Answer>(ctx.app, {
      method,
      url,
      headers: { authorization: token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** The call must succeed with `status`; the errors are the message when it does not. */
  const ok = async (
    status: number,
    method: Method,
    url: string,
    payload?: unknown,
    token?: string,
  ) => {
    const res = await send(method, url, payload, token);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body?.errors)}`).toBe(status);
    return res.body;
  };

  /** The queue's messages of a lead, oldest first, as the integrator reads them. */
  const queue = async (leadId: string, name: string) => {
    const list = await ok(
      200,
      'GET',
      `/v1/admin/rabbit_messages?messageable_type=Lead&messageable_id=${leadId}&queue_name=${name}&per=100`,
    );
    return list.data.map((m) => m.attributes.message as Record<string, unknown>).reverse();
  };
  const epguPairs = async (leadId: string) =>
    (await queue(leadId, 'leads.epgu')).map((m) => `${String(m.status)} ${String(m.org_code)}`);
  const centerStatuses = async (leadId: string) =>
    (await queue(leadId, 'leads.coordinate_center')).map((m) => m['Статус ЕОГ']);

  const jwtOf = async (email: string) => {
    const login = await call<{ jwt: string }>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/token',
      payload: { auth: { email, password: DEMO_PASSWORD } },
    });
    expect(login.status).toBe(200);
    return login.body.jwt;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    jwt = await jwtOf('senior_manager@eog.test');
    applicantId = await one("SELECT id FROM users WHERE email = 'fl@eog.test'");
    const gro = await one(
      `SELECT organization_id AS id FROM admin_users WHERE email = 'senior_manager@eog.test'`,
    );
    const entry = (kind: string) =>
      one('SELECT id FROM dictionaries WHERE dictionary_type = $1 AND active ORDER BY id', [kind]);
    ids = {
      'ГРО id': gro,
      'service id': await one(
        `SELECT s.id FROM services s JOIN organization_services os ON os.service_id = s.id
          WHERE os.organization_id = $1 AND s.kind = 'technical_connection' AND s.active`,
        [gro],
      ),
      'branch id': await one('SELECT id FROM branches WHERE organization_id = $1 ORDER BY id', [
        gro,
      ]),
      'source id': await one("SELECT id FROM sources WHERE slug = 'epgu'"),
      'rejection_reason id': await entry('rejection_reason'),
      'annullation_reason id': await entry('annullation_reason'),
    };
  });
  afterAll(() => ctx.close());

  it('holds the live clients’ bodies as they are', () => {
    expect(bodyFiles).toHaveLength(20);
    // Where the workspace's copy is at hand, ours is the same byte for byte.
    if (existsSync(shared)) {
      const theirs = readdirSync(shared).filter((f) => f.endsWith('.json'));
      expect(bodyFiles).toEqual(theirs.sort());
      for (const file of [...theirs, 'README.md']) {
        expect(
          readFileSync(new URL(file, here)).equals(readFileSync(new URL(file, shared))),
          file,
        ).toBe(true);
      }
    }
  });

  it('finds every body described, attribute by attribute, in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH });
    const doc = res.json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>
      >;
      components?: { schemas?: Record<string, Schema> };
    }>();
    const resolve = (ref: string) => doc.components!.schemas![ref.split('/').pop()!]!;
    const missing = bodyFiles.flatMap((file) => {
      const [method, path] = operationOf(file);
      const schema =
        doc.paths[path]?.[method.toLowerCase()]?.requestBody?.content['application/json']?.schema;
      if (!schema) return [`${file}: ${method} ${path} has no body schema`];
      // The ids are described whatever their value.
      const text = readFileSync(new URL(file, here), 'utf8').replace(/<[^<>]+>/g, '1');
      return undescribed(schema, JSON.parse(text), '', resolve).map((p) => `${file}: ${p}`);
    });
    expect(missing).toEqual([]);
  });

  /** 01, then the moves both suites make before they part. */
  async function createLead(): Promise<string> {
    const created = await ok(
      201,
      'POST',
      `/v1/admin/users/${applicantId}/leads`,
      body('01-lead-create.json'),
    );
    expect(typeof created.data.id).toBe('string');
    expect(created.data.attributes).toMatchObject({
      status: 'registered',
      epgu_order_id: '4815162342',
      snt: false,
      snt_inn: null,
      planned_gas_consumption: null,
      informed_consent: false,
      contract_sign_type: 'handwritten',
    });
    return created.data.id;
  }

  const moveLead = async (id: string, file: string, status: string) => {
    const moved = await ok(200, 'PUT', `/v1/admin/leads/${id}/update_status`, body(file));
    expect(moved.data.attributes.status).toBe(status);
  };

  /** A.3 / B.1: the applicant's document read and put back unchanged. */
  async function putApplicantBack() {
    const url = `/v1/admin/users/${applicantId}`;
    const read = await ok(200, 'GET', url);
    const written = await ok(200, 'PUT', url, read);
    expect(written.data.attributes).toEqual({
      ...read.data.attributes,
      updated_at: written.data.attributes.updated_at,
    });
  }

  it('suite A: the early statuses, a denial and its undoing', async () => {
    const id = await createLead();
    await moveLead(id, '02-status-document_check.json', 'document_check');
    await moveLead(id, '03-status-pending.json', 'pending');
    await moveLead(id, '04-status-documents_given.json', 'documents_given');
    await moveLead(id, '05-status-denied.json', 'denied');
    const denial = await ctx.db.query<Record<string, unknown>>(
      `SELECT l.service_is_provided_kind, l.rejection_reason_id::text AS reason,
              a.kind, a.original_filename
         FROM leads l JOIN attachments a ON a.record_type = 'Lead' AND a.record_id = l.id
        WHERE l.id = $1 AND a.kind = 'denial_letter'`,
      [id],
    );
    expect(denial).toEqual([
      {
        service_is_provided_kind: 'contract_without_act',
        reason: ids['rejection_reason id'],
        kind: 'denial_letter',
        original_filename: 'Уведомление об отказе.pdf',
      },
    ]);
    await putApplicantBack();
    await moveLead(id, '06-status-in_progress.json', 'in_progress');
    await moveLead(id, '02-status-document_check.json', 'document_check');
    await moveLead(id, '07-status-annulled.json', 'annulled');

    // One message per document: the six of the lead, then the denial's letter.
    const files = await queue(id, 'leads.attachments');
    expect(files.map((m) => (m.attachments_attributes as { kind: string }[])[0]!.kind)).toEqual([
      'passport',
      'land',
      'title_documents',
      'plan',
      'gas_flow',
      'consent_equity_owner',
      'denial_letter',
    ]);
    expect(await centerStatuses(id)).toEqual(
      expect.arrayContaining([
        'Зарегистрирована',
        'Проверка комплектности документов',
        'Отложена',
        'Недостающие документы предоставлены',
      ]),
    );
    expect(await epguPairs(id)).toEqual([
      'registered 1001',
      'document_check 1007',
      'pending 1014',
      'documents_given 1007',
      'denied 1004',
      'in_progress 1007',
      'document_check 1007',
      'annulled 1084',
    ]);
  });

  it('suite B: the contract to the end', async () => {
    const bearer = `Bearer ${jwt}`;
    const id = await createLead();
    const lead = `/v1/admin/leads/${id}`;
    await moveLead(id, '02-status-document_check.json', 'document_check');
    await putApplicantBack();
    await moveLead(id, '06-status-in_progress.json', 'in_progress');

    const contract = await ok(201, 'POST', `${lead}/contract`, body('20-contract-create.json'));
    expect(contract.data.attributes).toMatchObject({
      status: 'offer_preparation',
      connection_time_to_gas_network_slug: '30_dniei',
      current_problem_slug: 'probliem_niet',
      lead_category_slug: 'nie_triebuietsia_sushchiestvuiushchii',
    });
    for (const file of [
      '22-contract-attachment-contract.json',
      '23-contract-attachment-signature.json',
    ]) {
      await ok(201, 'POST', `${lead}/contract/attachments`, body(file), bearer);
    }
    const signing = await ok(
      200,
      'PATCH',
      `${lead}/contract/update_status`,
      body('24-contract-status-on_applicant_sign.json'),
    );
    expect(signing.data.attributes.status).toBe('on_applicant_sign');
    const dated = await ok(200, 'PATCH', `${lead}/contract`, body('21-contract-update.json'));
    expect(dated.data.attributes).toMatchObject({
      concluded_at: '2026-05-05',
      connected_at: '2026-06-05',
      delivery_date: '2026-05-05',
      sign_before: '2026-05-20',
    });
    // update_status answers to PUT as well.
    const current = await ok(
      200,
      'PUT',
      `${lead}/contract/update_status`,
      body('25-contract-status-current.json'),
    );
    expect(current.data.attributes.status).toBe('current');
    await ok(200, 'PUT', `${lead}/contract/update_dates`, body('26-contract-update_dates.json'));

    await moveLead(id, '08-status-implementation.json', 'implementation');
    await moveLead(id, '09-status-connection.json', 'connection');
    await moveLead(id, '10-status-gas_start.json', 'gas_start');

    const types = await ctx.db.query<{ id: string }>(
      `SELECT id FROM dictionaries WHERE dictionary_type = 'additional_activities' AND active
        ORDER BY id LIMIT 4`,
    );
    expect(types).toHaveLength(4);
    const files = ['30-activity.json', '30-activity.json', '30-activity.json'];
    for (const [i, file] of [...files, '31-activity-with-act.json'].entries()) {
      const type = String(types[i]!.id);
      const activity = await ok(
        201,
        'POST',
        `${lead}/activities`,
        body(file, { 'activity type id': type }),
      );
      expect(activity.data.relationships!.activity_type!.data).toMatchObject({ id: type });
    }
    const act = await ctx.db.query<{ kind: string; original_filename: string }>(
      `SELECT a.kind, a.original_filename FROM attachments a
         JOIN lead_activities la ON a.record_type = 'LeadActivity' AND a.record_id = la.id
        WHERE la.lead_id = $1`,
      [id],
    );
    expect(act).toEqual([{ kind: 'lead_activity', original_filename: 'act.pdf' }]);
    await moveLead(id, '11-status-finished.json', 'finished');

    const epgu = await epguPairs(id);
    const pairs = [
      'in_progress 1019',
      'in_progress 1107',
      'implementation 1007',
      'connection 1007',
      'gas_start 1007',
      'finished 1003',
    ];
    expect(epgu).toEqual(expect.arrayContaining(pairs));
    // In the order the suite meets them.
    expect(epgu.filter((p) => pairs.includes(p))).toEqual(pairs);
    expect(await centerStatuses(id)).toEqual(
      expect.arrayContaining([
        'Реализация мероприятия по договору',
        'Выполнение фактического присоединения',
        'Выполнено подключение (Пуск газа)',
        'Завершена',
      ]),
    );
  });

  it('lets the auditor read contracts and refuses every contract write with the live detail', async () => {
    const auditor = await jwtOf('auditor@eog.test');
    const list = await ok(200, 'GET', '/v1/admin/contracts', undefined, auditor);
    expect(list.meta?.total_pages).toEqual(expect.any(Number));
    const contractId = list.data[0]!.id;
    expect(typeof contractId).toBe('string');
    const leadId = await one('SELECT lead_id AS id FROM contracts WHERE id = $1', [contractId]);
    const lead = `/v1/admin/leads/${leadId}`;
    await ok(200, 'GET', `${lead}/contract`, undefined, auditor);
    const refused: [Method, string, unknown][] = [
      ['POST', `${lead}/contract`, body('20-contract-create.json')],
      ['PATCH', `${lead}/contract`, body('21-contract-update.json')],
      ['DELETE', `${lead}/contract`, undefined],
      ['POST', `${lead}/contract/attachments`, body('22-contract-attachment-contract.json')],
      [
        'PATCH',
        `${lead}/contract/update_status`,
        body('24-contract-status-on_applicant_sign.json'),
      ],
      ['PUT', `${lead}/contract/update_status`, body('25-contract-status-current.json')],
      ['PUT', `${lead}/contract/update_dates`, body('26-contract-update_dates.json')],
      ['GET', `${lead}/contract/history`, undefined],
    ];
    for (const [method, url, payload] of refused) {
      const res = await send(method, url, payload, auditor);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.errors![0]!.detail).toBe('Не хватает прав для данного действия');
    }
  });
});
