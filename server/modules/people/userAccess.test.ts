import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { validationMessages } from '../../../src/validation/messages';
import { call, createTestApp, DEMO_PASSWORD, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';

type Row = { id: string; attributes: Record<string, unknown> };
type ListBody = { data: Row[]; meta: { total_count: number } };

// Who sees which applicant, the exact-key search, blocking, leads reassignment, the policy
// agreement removal and the base report — against the demo data (server/db/seed/applicants.ts).
describe('applicants: scope and actions', () => {
  let ctx: TestContext;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const row of await ctx.db.query<{ id: string; email: string }>(
      'SELECT id, email FROM users',
    ))
      ids[row.email] = String(row.id);
  });
  afterAll(() => ctx.close());

  const as = (login: string) => tokenFor(ctx.app, `${login}@eog.test`);
  const get = async <T = ListBody>(login: string, url: string) =>
    call<T>(ctx.app, { method: 'GET', url, headers: await as(login) });
  const emails = (body: ListBody) => body.data.map((r) => r.attributes.email as string).sort();

  it.each([
    ['etp_admin', ['fl@eog.test', 'ip@eog.test', 'ul@eog.test']],
    ['eog', ['fl@eog.test', 'ip@eog.test', 'ul@eog.test']],
    ['auditor', ['fl@eog.test', 'ip@eog.test', 'ul@eog.test']],
    // Псков ГРО: the applicants with a lead of their organization (the МФЦ lead is Псков's too).
    ['operator', ['fl@eog.test', 'ip@eog.test', 'ul@eog.test']],
    ['mfc', ['ip@eog.test']],
    ['regional_head_executor', ['fl@eog.test', 'ip@eog.test', 'ul@eog.test']],
  ])('%s sees its applicants', async (login, expected) => {
    const res = await get(login, '/v1/admin/users');
    expect(res.status).toBe(200);
    expect(emails(res.body)).toEqual(expected);
  });

  it('shows an МФЦ the applicants its staff registered, and hides them from others', async () => {
    const created = await call<{ data: Row }>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/users',
      headers: await as('mfc_operator'),
      payload: {
        user: {
          account_type: 'individual_person',
          last_name: 'Лебедева',
          first_name: 'Нина',
          email: 'lebedeva@example.ru',
          phone: '79215550001',
        },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(emails((await get('mfc', '/v1/admin/users')).body)).toContain('lebedeva@example.ru');
    expect(emails((await get('operator', '/v1/admin/users')).body)).not.toContain(
      'lebedeva@example.ru',
    );
    expect((await get('operator', `/v1/admin/users/${id}`)).status).toBe(404);
    const [row] = await ctx.db.query<{ slug: string; mfc_id: string | null }>(
      'SELECT s.slug, u.mfc_id FROM users u JOIN sources s ON s.id = u.source_id WHERE u.id = $1',
      [id],
    );
    expect(row!.slug).toBe('mfc');
    expect(row!.mfc_id).not.toBeNull();
    // A write outside the scope is refused, not hidden.
    const patch = await call(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/users/${id}`,
      headers: await as('operator'),
      payload: { user: { first_name: 'Н' } },
    });
    expect(patch.status).toBe(403);
  });

  it('lists only the leads of the caller’s scope on the leads tab', async () => {
    const all = await get('etp_admin', `/v1/admin/users/${ids['fl@eog.test']}/leads`);
    // Newest first: the demo cabinet's leads (cabinets.ts), then applicants.ts's.
    const cabinet = ['60-ПС-000108', '60-ПС-000107', '60-ПС-000106', '60-ПС-000105'];
    expect(all.body.data.map((l) => l.attributes.uid)).toEqual([
      ...cabinet,
      '50-МО-000103',
      '60-ПС-000102',
      '60-ПС-000101',
    ]);
    expect(all.body.data[cabinet.length]!.attributes).toMatchObject({
      status: 'in_progress',
      status_label: 'Подготовка ТУ и заключение договора',
      organization_name: 'АО «Мособлгаз»',
    });
    const pskov = await get('operator', `/v1/admin/users/${ids['fl@eog.test']}/leads`);
    expect(pskov.body.data.map((l) => l.attributes.uid)).toEqual([
      ...cabinet,
      '60-ПС-000102',
      '60-ПС-000101',
    ]);
  });

  it('finds any applicant by exact phone, e-mail or SNILS, telling whether it is in scope', async () => {
    const byPhone = await get('mfc', '/v1/admin/users/search?phone=%2B7%20(911)%20000-00-01');
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.data).toHaveLength(1);
    expect(byPhone.body.data[0]!.attributes).toMatchObject({
      email: 'fl@eog.test',
      in_scope: false,
    });
    expect(byPhone.body.data[0]!.attributes).not.toHaveProperty('passport');
    const byEmail = await get('mfc', '/v1/admin/users/search?email=IP@eog.test');
    expect(byEmail.body.data[0]!.attributes).toMatchObject({ in_scope: true });
    const bySnils = await get('mfc', '/v1/admin/users/search?snils=112-233-445%2095');
    expect(bySnils.body.data.map((r) => r.attributes.email)).toEqual(['fl@eog.test']);
    const none = await get('mfc', '/v1/admin/users/search?email=nobody@example.ru');
    expect(none.body.data).toEqual([]);
  });

  it('refuses a search phone without 11 digits and a SNILS with a wrong checksum', async () => {
    type Err = { errors: { detail: string; source?: { pointer: string } }[] };
    const short = await get<Err>('operator', '/v1/admin/users/search?phone=9110000001');
    expect(short.status).toBe(422);
    expect(short.body.errors[0]).toMatchObject({
      detail: validationMessages.phone,
      source: { pointer: '/data/attributes/phone' },
    });
    const snils = await get<Err>('operator', '/v1/admin/users/search?snils=112-233-445%2096');
    expect(snils.status).toBe(422);
    expect(snils.body.errors[0]!.detail).toBe(validationMessages.snils);
    expect((await get('operator', '/v1/admin/users/search')).status).toBe(400);
  });

  it('gives pickers ten short entries', async () => {
    const res = await get('etp_admin', '/v2/admin/users/short?query=петров');
    expect(res.status).toBe(200);
    expect(res.body.data[0]!.attributes).toEqual({
      user_full_name: 'Петров Иван Сергеевич',
      name: 'Петров Иван Сергеевич',
      phone: '79110000001',
      email: 'fl@eog.test',
    });
    expect((res.body as unknown as { meta: { per: number } }).meta.per).toBe(10);
  });

  it('blocks an applicant: the login is refused and open sessions end; unblock restores', async () => {
    const login = () =>
      call(ctx.app, {
        method: 'POST',
        url: '/v1/user/token',
        payload: { auth: { email: 'ul@eog.test', password: DEMO_PASSWORD } },
      });
    const session = await tokenFor(ctx.app, 'ul@eog.test');
    const operator = await call(ctx.app, {
      method: 'POST',
      url: `/v1/admin/users/${ids['ul@eog.test']}/block`,
      headers: await as('operator'),
    });
    expect(operator.status).toBe(403);
    const blocked = await call<{ data: Row }>(ctx.app, {
      method: 'POST',
      url: `/v1/admin/users/${ids['ul@eog.test']}/block`,
      headers: await as('senior_manager'),
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.attributes.blocked).toBe(true);
    const refused = await login();
    expect(refused.status).toBe(401);
    expect((refused.body as { errors: { detail: string }[] }).errors[0]!.detail).toBe(
      errorMessages.blocked,
    );
    const current = await call(ctx.app, {
      method: 'GET',
      url: '/v1/users/current',
      headers: session,
    });
    expect(current.status).toBe(401);
    const unblocked = await call(ctx.app, {
      method: 'POST',
      url: `/v1/admin/users/${ids['ul@eog.test']}/unblock`,
      headers: await as('senior_manager'),
    });
    expect(unblocked.status).toBe(200);
    expect((await login()).status).toBe(200);
    const history = await get('etp_admin', `/v1/admin/users/${ids['ul@eog.test']}/changes`);
    expect(history.body.data.map((c) => c.attributes.changes)).toEqual([
      { blocked: [true, false] },
      { blocked: [false, true] },
    ]);
  });

  it('removes the policy agreement (etp_admin only) so the applicant agrees again', async () => {
    const url = `/v1/admin/users/${ids['ip@eog.test']}/policy_agreement`;
    const eog = await call(ctx.app, { method: 'DELETE', url, headers: await as('eog') });
    expect(eog.status).toBe(403);
    const res = await call<{ data: Row }>(ctx.app, {
      method: 'DELETE',
      url,
      headers: await as('etp_admin'),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.attributes.policy_agreed_at).toBeNull();
    const [row] = await ctx.db.query<{ policy_agreed_at: Date | null }>(
      'SELECT policy_agreed_at FROM users WHERE id = $1',
      [ids['ip@eog.test']],
    );
    expect(row!.policy_agreed_at).toBeNull();
  });

  it('refuses a reassignment whose ids are of the wrong kind, moving nothing', async () => {
    const from = ids['fl@eog.test']!;
    const refused = async (attributes: object) => {
      const res = await call<{
        errors: { source: { pointer: string }; title: string; detail: string }[];
      }>(ctx.app, {
        method: 'POST',
        url: `/v1/admin/users/${from}/leads_reassign`,
        headers: await as('etp_admin'),
        payload: { data: { type: 'leads_reassign', attributes } },
      });
      expect(res.status).toBe(422);
      return res.body.errors.map((e) => [e.source.pointer, e.title, e.detail]);
    };
    const leadsOf = async () =>
      (await ctx.db.query('SELECT id FROM leads WHERE user_id = $1', [from])).length;
    const before = await leadsOf();
    const invalid = validationMessages.invalid;
    const target = ids['ul@eog.test']!;
    expect(await refused({ target_user_id: { id: target }, lead_ids: ['1', 'x2'] })).toEqual([
      ['/data/attributes/target_user_id', 'Заявитель', invalid],
      ['/data/attributes/lead_ids/1', 'Идентификатор записи', invalid],
    ]);
    expect(await refused({ lead_ids: '1' })).toEqual([
      ['/data/attributes/target_user_id', 'Заявитель', validationMessages.required],
      ['/data/attributes/lead_ids', 'Заявки', invalid],
    ]);
    expect(await refused({ target_user_id: target, all: true })).toEqual([
      ['/data/attributes/all', 'all', errorMessages.unknownField],
    ]);
    expect(await leadsOf()).toBe(before);
  });

  it('moves leads of the caller’s scope to another applicant and logs both sides', async () => {
    const reassign = async (login: string, payload: Record<string, unknown>) =>
      call<{ meta: { reassigned: number }; errors?: { detail: string }[] }>(ctx.app, {
        method: 'POST',
        url: `/v1/admin/users/${ids['fl@eog.test']}/leads_reassign`,
        headers: await as(login),
        payload: { data: { type: 'leads_reassign', attributes: payload } },
      });
    const [outside] = await ctx.db.query<{ id: string }>(
      "SELECT id FROM leads WHERE uid = '50-МО-000103'",
    );
    const target = ids['ul@eog.test']!;
    expect((await reassign('operator', { target_user_id: target })).status).toBe(403);
    const foreign = await reassign('senior_manager', {
      target_user_id: target,
      lead_ids: [String(outside!.id)],
    });
    expect(foreign.status).toBe(422);
    const self = await reassign('senior_manager', { target_user_id: ids['fl@eog.test'] });
    expect(self.status).toBe(422);
    const moved = await reassign('senior_manager', { target_user_id: target });
    expect(moved.status).toBe(200);
    expect(moved.body.meta.reassigned).toBe(6);
    // Up to the individual's demo cabinet (cabinets.ts); the others' cabinets stay theirs.
    const owners = await ctx.db.query<{ uid: string; email: string }>(
      `SELECT l.uid, u.email FROM leads l JOIN users u ON u.id = l.user_id
        WHERE l.uid <= '60-ПС-000108' ORDER BY l.uid`,
    );
    const movedUids = ['101', '102', '105', '106', '107', '108'].map((n) => `60-ПС-000${n}`);
    expect(owners).toEqual([
      { uid: '50-МО-000103', email: 'fl@eog.test' },
      { uid: '60-МФ-000105', email: 'ip@eog.test' },
      ...movedUids
        .slice(0, 2)
        .map((uid) => ({ uid, email: 'ul@eog.test' }))
        .concat({ uid: '60-ПС-000104', email: 'ul@eog.test' })
        .concat(movedUids.slice(2).map((uid) => ({ uid, email: 'ul@eog.test' }))),
    ]);
    const from = await get('etp_admin', `/v1/admin/users/${ids['fl@eog.test']}/changes`);
    expect(from.body.data[0]!.attributes.changes).toEqual({
      lead_uids: [movedUids.join(', '), null],
    });
    const to = await get('etp_admin', `/v1/admin/users/${target}/changes`);
    expect(to.body.data[0]!.attributes.changes).toEqual({
      lead_uids: [null, movedUids.join(', ')],
    });
  });

  it('streams the base report as CSV and XLSX within the caller’s scope', async () => {
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/user_reports/base_report?format=csv&account_type[]=individual_person',
      headers: await as('etp_admin'),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain("filename*=UTF-8''");
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^ID;ФИО;Тип учётной записи;/);
    expect(lines.some((l) => l.includes('Петров Иван Сергеевич;Физическое лицо'))).toBe(true);
    expect(lines.every((l, i) => i === 0 || l.includes('Физическое лицо'))).toBe(true);
    const mfc = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/user_reports/base_report?format=csv',
      headers: await as('mfc_admin'),
    });
    expect(mfc.statusCode).toBe(403);
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/user_reports/base_report?format=xlsx',
      headers: await as('senior_manager'),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/user_reports/base_report?format=pdf',
      headers: await as('etp_admin'),
    });
    expect(bad.statusCode).toBe(400);
  });
});
