/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { validationMessages } from '../../../src/validation/messages';
import { call, createTestApp, loginAs, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';
import { phoneTakenByStaff } from './operatorFields';
import { blockedAccountMessage } from './operatorMail';

type Doc = { data: any; included?: any[]; meta?: any; errors?: any[]; jwt?: string };

const NEW_PASSWORD = 'Nw-Gas-Portal#58';

// Writing the operators registry: superior reach, field rules, audit, block and the letters.
describe('operators: writes', () => {
  let ctx: TestContext;
  const ids: Record<string, string> = {};
  let pskov: string;
  let mosobl: string;
  let mfcId: string;
  let mfcRegion: string;
  let pskovRegion: string;
  let mosoblBranch: string;
  let pskovBranch: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const one = async (sql: string, params: unknown[] = []) =>
      String((await ctx.db.query<{ id: string }>(sql, params))[0]!.id);
    pskov = await one("SELECT id FROM organizations WHERE name LIKE '%Псков»'");
    mosobl = await one("SELECT id FROM organizations WHERE name = 'АО «Мособлгаз»'");
    mfcId = await one('SELECT id FROM mfcs ORDER BY id LIMIT 1');
    mfcRegion = await one('SELECT region_id AS id FROM mfcs WHERE id = $1', [mfcId]);
    pskovRegion = await one("SELECT id FROM regions WHERE code = '60'");
    pskovBranch = await one('SELECT id FROM branches WHERE organization_id = $1 LIMIT 1', [pskov]);
    mosoblBranch = await one('SELECT id FROM branches WHERE organization_id = $1 LIMIT 1', [
      mosobl,
    ]);
    for (const row of await ctx.db.query<{ id: string; email: string }>(
      'SELECT id, email FROM admin_users',
    )) {
      ids[row.email.replace('@eog.test', '')] = String(row.id);
    }
  });
  afterAll(() => ctx.close());

  const as = (who: string) => tokenFor(ctx.app, `${who}@eog.test`);
  const send = async (
    who: string,
    method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
    url: string,
    attributes?: Record<string, unknown>,
  ) =>
    call<Doc>(ctx.app, {
      method,
      url: `/v1/admin/admin_users${url}`,
      headers: await as(who),
      ...(attributes ? { payload: { data: { type: 'admin_user', attributes } } } : {}),
    });
  const count = async (sql = 'SELECT count(*) AS n FROM admin_users', params: unknown[] = []) =>
    Number((await ctx.db.query<{ n: string }>(sql, params))[0]!.n);
  const histories = () => count('SELECT count(*) AS n FROM action_histories');
  const lastMail = async (to: string) =>
    (
      await ctx.db.query<{ subject: string; body: string }>(
        "SELECT subject, body FROM dev_messages WHERE channel = 'email' AND recipient = $1 ORDER BY id DESC",
        [to],
      )
    )[0];
  const tokenIn = (body: string) => /reset_password_token=([\w-]+)/.exec(body)![1]!;
  const errorsOf = (doc: Doc) =>
    Object.fromEntries(doc.errors!.map((e: any) => [e.source?.pointer, e.detail]));

  const person = (extra: Record<string, unknown> = {}) => ({
    last_name: 'Петров',
    first_name: 'Пётр',
    middle_name: 'Петрович',
    email: `petrov${Math.random().toString(36).slice(2, 8)}@example.test`,
    ...extra,
  });

  it('lets a ГРО administrator create an operator of its organization, audited and invited', async () => {
    const before = await histories();
    const res = await send('senior_manager', 'POST', '', {
      ...person({ email: 'new.operator@example.test' }),
      role: 'operator',
      phone: '+7 (912) 000-00-01',
      branch_id: pskovBranch,
    });
    expect(res.status).toBe(201);
    const created = res.body.data;
    expect(created.attributes).toMatchObject({
      role: 'operator',
      phone: '79120000001',
      confirmed: false,
      blocked: false,
    });
    // The organization defaults to the administrator's own.
    expect(created.relationships.organization.data.id).toBe(pskov);
    expect(res.body.meta).toEqual({ confirmation_sent: true });
    expect(await histories()).toBe(before + 1);

    // The new account cannot sign in until it sets its password through the mailed link.
    const mail = (await lastMail('new.operator@example.test'))!;
    expect(mail.subject).toBe('Приглашение в административную консоль портала ЕОГ');
    expect(mail.body).toContain('/crm/new_password?reset_password_token=');
    const set = await call<Doc>(ctx.app, {
      method: 'PATCH',
      url: '/v1/admin/password',
      payload: {
        admin: {
          reset_password_token: tokenIn(mail.body),
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      },
    });
    expect(set.status).toBe(200);
    await expect(
      loginAs(ctx.app, 'new.operator@example.test', 'admin', NEW_PASSWORD),
    ).resolves.toHaveProperty('authorization');

    const changes = await send('senior_manager', 'GET', `/${created.id}/changes`);
    expect(changes.status).toBe(200);
    expect(changes.body.data[0].attributes).toMatchObject({ action: 'create' });
    expect(changes.body.data[0].attributes.changes.role).toEqual([null, 'operator']);
    const log = await call<Doc>(ctx.app, {
      url: `/v1/admin/action_histories?record_type=admin_user&record_id=${created.id}`,
      headers: await as('senior_manager'),
    });
    // The creation, and the new operator's sign-in above.
    expect(
      log.body.data.map((d: { attributes: { action: string } }) => d.attributes.action),
    ).toEqual(['sign_in', 'create']);
    // The other ГРО's administrator does not see it in the event log.
    const foreign = await call<Doc>(ctx.app, {
      url: `/v1/admin/action_histories?record_type=admin_user&record_id=${created.id}`,
      headers: await as('senior_manager_mosobl'),
    });
    expect(foreign.body.data).toHaveLength(0);
  });

  it.each([
    ['etp_admin', { role: 'etp_admin' }],
    ['eog', { role: 'eog' }],
    ['rgk_operator', { role: 'rgk_operator', region_id: '1' }],
    ['another organization', { role: 'operator', organization_id: 'mosobl' }],
  ])('refuses a ГРО administrator creating %s, saving nothing', async (_, extra) => {
    const attrs = { ...extra } as Record<string, unknown>;
    if (attrs.organization_id === 'mosobl') attrs.organization_id = mosobl;
    const [users, events, mails] = [
      await count(),
      await histories(),
      await count('SELECT count(*) AS n FROM dev_messages'),
    ];
    const res = await send('senior_manager', 'POST', '', { ...person(), ...attrs });
    expect(res.status).toBe(403);
    expect(res.body.errors![0].detail).toBe(errorMessages.forbidden);
    expect([
      await count(),
      await histories(),
      await count('SELECT count(*) AS n FROM dev_messages'),
    ]).toEqual([users, events, mails]);
  });

  it('refuses bad input with field errors and saves nothing', async () => {
    const users = await count();
    const bad = await send('etp_admin', 'POST', '', {
      first_name: 'Иван',
      email: 'not-an-email',
      phone: '12345',
      role: 'operator',
    });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad.body)).toEqual({
      '/data/attributes/last_name': validationMessages.required,
      '/data/attributes/email': validationMessages.email,
      '/data/attributes/phone': validationMessages.phone,
      '/data/attributes/organization_id': validationMessages.required,
    });

    const taken = await send('etp_admin', 'POST', '', {
      ...person({ email: 'OPERATOR@eog.test' }),
      phone: '79000000003',
      role: 'mfc',
      mfc_id: mfcId,
    });
    expect(taken.status).toBe(422);
    expect(errorsOf(taken.body)).toEqual({
      '/data/attributes/email': errorMessages.emailTaken,
      '/data/attributes/phone': phoneTakenByStaff,
    });
    expect(phoneTakenByStaff).toBe('Пользователь с таким номером телефона уже существует');

    const wrong = await send('etp_admin', 'POST', '', {
      ...person(),
      role: 'operator',
      organization_id: mosobl,
      branch_id: pskovBranch,
    });
    expect(errorsOf(wrong.body)).toEqual({
      '/data/attributes/branch_id': 'Филиал не относится к выбранной организации',
    });
    const unknown = await send('etp_admin', 'POST', '', {
      ...person(),
      role: 'king',
      password: 'x',
    });
    expect(errorsOf(unknown.body)).toEqual({
      '/data/attributes/role': validationMessages.invalid,
      '/data/attributes/password': errorMessages.unknownField,
    });
    const missing = await send('etp_admin', 'POST', '', {
      ...person(),
      role: 'mfc',
      mfc_id: '999999',
    });
    expect(errorsOf(missing.body)).toEqual({
      '/data/attributes/mfc_id': validationMessages.invalid,
    });
    expect(await count()).toBe(users);
  });

  it('refuses attributes of the wrong kind by the schema, and too long names, saving nothing', async () => {
    const [users, events] = [await count(), await histories()];
    const refused = (doc: Doc) =>
      doc.errors!.map((e: any) => [e.source?.pointer, e.title, e.detail]);
    const invalid = validationMessages.invalid;
    const created = await send('etp_admin', 'POST', '', {
      ...person({ last_name: 5 }),
      phone: { number: '79120000009' },
      role: 'operator',
      organization_id: 'x1',
      executor_selection: 1,
    });
    expect(created.status).toBe(422);
    expect(refused(created.body)).toEqual([
      ['/data/attributes/last_name', 'Фамилия', invalid],
      ['/data/attributes/organization_id', 'Организация', invalid],
      ['/data/attributes/phone', 'Телефон', invalid],
      ['/data/attributes/executor_selection', 'Выбор исполнителя', invalid],
    ]);
    const edited = await send('etp_admin', 'PATCH', `/${ids.operator}`, {
      branch_id: [pskovBranch],
    });
    expect(refused(edited.body)).toEqual([['/data/attributes/branch_id', 'Филиал', invalid]]);
    // A length is the form's rule (the name is measured trimmed), with the same message.
    const long = await send('etp_admin', 'PATCH', `/${ids.operator}`, {
      first_name: 'я'.repeat(101),
    });
    expect(long.status).toBe(422);
    expect(refused(long.body)).toEqual([
      ['/data/attributes/first_name', 'Имя', 'Длина должна быть не больше 100 символов'],
    ]);
    expect([await count(), await histories()]).toEqual([users, events]);
  });

  it("lets an МФЦ administrator manage its МФЦ's staff only, without the form's flags", async () => {
    const ok = await send('mfc_admin', 'POST', '', { ...person(), role: 'mfc_operator' });
    expect(ok.status).toBe(201);
    expect(ok.body.data.relationships.mfc.data.id).toBe(mfcId);
    // МФЦ staff take the region of their МФЦ.
    expect(ok.body.data.relationships.region.data.id).toBe(mfcRegion);
    expect((await send('mfc_admin', 'POST', '', { ...person(), role: 'operator' })).status).toBe(
      403,
    );
    const flagged = await send('mfc_admin', 'PATCH', `/${ok.body.data.id}`, {
      specification_approvement: true,
    });
    expect(flagged.status).toBe(403);
    // Echoing the stored value is not a change.
    const echoed = await send('mfc_admin', 'PATCH', `/${ok.body.data.id}`, {
      first_name: 'Павел',
      executor_selection: false,
    });
    expect(echoed.status).toBe(200);
    expect(echoed.body.data.attributes.first_name).toBe('Павел');
  });

  it('edits within reach and refuses the rest', async () => {
    const renamed = await send('senior_manager', 'PATCH', `/${ids.operator}`, {
      middle_name: 'Андреевич-Иванович',
      phone: '8 912 000 00 09',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.attributes.phone).toBe('79120000009');
    // Another organization's staff: not even visible.
    expect(
      (await send('senior_manager', 'PATCH', `/${ids.operator_mosobl}`, { first_name: 'Х' }))
        .status,
    ).toBe(404);
    // Moving a colleague to another organization or above one's own level.
    expect(
      (await send('senior_manager', 'PATCH', `/${ids.operator}`, { organization_id: mosobl }))
        .status,
    ).toBe(403);
    expect(
      (await send('senior_manager', 'PATCH', `/${ids.operator}`, { role: 'eog' })).status,
    ).toBe(403);
    // Giving a role beyond one's own reach, or touching such a colleague of one's organization
    // (the demo РГК operator belongs to the Псков ГРО too).
    expect(
      (
        await send('senior_manager_mosobl', 'PATCH', `/${ids.operator_mosobl}`, {
          role: 'rgk_operator',
          region_id: pskovRegion,
        })
      ).status,
    ).toBe(403);
    expect(
      (await send('senior_manager', 'PATCH', `/${ids.rgk_operator}`, { first_name: 'А' })).status,
    ).toBe(403);
    // Nobody changes their own role; own names are fine.
    expect(
      (await send('senior_manager', 'PATCH', `/${ids.senior_manager}`, { role: 'operator' }))
        .status,
    ).toBe(403);
    expect((await send('eog', 'PATCH', `/${ids.eog}`, { role: 'auditor' })).status).toBe(403);
    const own = await send('senior_manager', 'PATCH', `/${ids.senior_manager}`, {
      first_name: 'Ольга',
      role: 'senior_manager',
    });
    expect(own.status).toBe(200);
    // A read-only auditor and a key-less operator write nothing.
    expect((await send('auditor', 'PATCH', `/${ids.operator}`, { first_name: 'А' })).status).toBe(
      403,
    );
    expect((await send('operator', 'PATCH', `/${ids.operator}`, { first_name: 'А' })).status).toBe(
      403,
    );
  });

  it('clears what the new role does not have when the ЕОГ changes a role', async () => {
    const created = await send('eog', 'POST', '', {
      ...person(),
      role: 'operator',
      organization_id: mosobl,
      branch_id: mosoblBranch,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const missing = await send('eog', 'PATCH', `/${id}`, { role: 'regional_head' });
    expect(errorsOf(missing.body)).toEqual({
      '/data/attributes/region_id': validationMessages.required,
    });
    const moved = await send('eog', 'PATCH', `/${id}`, {
      role: 'regional_head',
      region_id: pskovRegion,
      executor_selection: true,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.relationships.organization.data).toBeNull();
    expect(moved.body.data.relationships.branch.data).toBeNull();
    expect(moved.body.data.attributes.executor_selection).toBe(true);
    const changes = await send('eog', 'GET', `/${id}/changes`);
    expect(changes.body.data[0].attributes.changes).toMatchObject({
      role: ['operator', 'regional_head'],
      organization_id: [mosobl, null],
      executor_selection: [false, true],
    });
  });

  it('blocks an operator: no login, no session; unblocking restores both', async () => {
    const session = await loginAs(ctx.app, 'operator_mosobl@eog.test');
    const blocked = await send('senior_manager_mosobl', 'POST', `/${ids.operator_mosobl}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.attributes.blocked).toBe(true);

    const login = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/token',
      payload: { auth: { email: 'operator_mosobl@eog.test', password: 'Gaz-Portal#2026' } },
    });
    expect(login.status).toBe(401);
    expect(login.body.errors![0].detail).toBe(errorMessages.blocked);
    const current = await call<Doc>(ctx.app, { url: '/v1/admin/current', headers: session });
    expect(current.status).toBe(401);
    expect(current.body.errors![0].detail).toBe(errorMessages.blocked);
    // A blocked account gets no recovery letter either.
    const letter = await send(
      'senior_manager_mosobl',
      'POST',
      `/${ids.operator_mosobl}/send_recovery`,
    );
    expect(letter.status).toBe(422);
    expect(letter.body.errors![0].detail).toBe(blockedAccountMessage);

    const list = await send('etp_admin', 'GET', '?blocked=true');
    expect(list.body.data.map((r: any) => r.id)).toEqual([ids.operator_mosobl]);
    expect(
      (await send('senior_manager_mosobl', 'POST', `/${ids.operator_mosobl}/unblock`)).body.data
        .attributes.blocked,
    ).toBe(false);
    await expect(loginAs(ctx.app, 'operator_mosobl@eog.test')).resolves.toHaveProperty(
      'authorization',
    );
    const trail = await send('senior_manager_mosobl', 'GET', `/${ids.operator_mosobl}/changes`);
    expect(trail.body.data.map((c: any) => c.attributes.changes.blocked)).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('refuses blocking oneself, outsiders and without the key', async () => {
    expect((await send('senior_manager', 'POST', `/${ids.senior_manager}/block`)).status).toBe(403);
    expect((await send('etp_admin', 'POST', `/${ids.etp_admin}/block`)).status).toBe(403);
    expect((await send('senior_manager', 'POST', `/${ids.operator_mosobl}/block`)).status).toBe(
      404,
    );
    expect((await send('senior_manager', 'POST', `/${ids.etp_admin}/block`)).status).toBe(404);
    expect((await send('mfc', 'POST', `/${ids.mfc_operator}/block`)).status).toBe(403);
    expect((await send('auditor', 'POST', `/${ids.operator}/block`)).status).toBe(403);
    expect(await count('SELECT count(*) AS n FROM admin_users WHERE blocked')).toBe(0);
  });

  it('sends a recovery letter once a minute and a confirmation only to the unconfirmed', async () => {
    const sent = await send('senior_manager', 'POST', `/${ids.operator}/send_recovery`);
    expect(sent.status).toBe(200);
    const mail = (await lastMail('operator@eog.test'))!;
    expect(mail.subject).toBe('Восстановление пароля на портале ЕОГ');
    expect(mail.body).toContain('/crm/new_password?reset_password_token=');
    expect((await send('senior_manager', 'POST', `/${ids.operator}/send_recovery`)).status).toBe(
      429,
    );
    const confirmed = await send('etp_admin', 'POST', `/${ids.mfc}/send_confirmation`);
    expect(confirmed.status).toBe(422);
    expect(confirmed.body.errors![0].detail).toBe(errorMessages.alreadyConfirmed);
    // Within reach yes; a visible colleague beyond reach (the РГК operator) no.
    expect(
      (await send('senior_manager', 'POST', `/${ids.services_manager}/send_recovery`)).status,
    ).toBe(200);
    expect(
      (await send('senior_manager', 'POST', `/${ids.rgk_operator}/send_recovery`)).status,
    ).toBe(403);
    expect((await send('mfc_admin', 'POST', `/${ids.operator}/send_recovery`)).status).toBe(404);
  });

  it('resends the invitation of an unconfirmed account after a minute', async () => {
    const created = await send('etp_admin', 'POST', '', {
      ...person({ email: 'late@example.test' }),
      role: 'auditor',
    });
    const id = created.body.data.id;
    expect((await send('etp_admin', 'POST', `/${id}/send_confirmation`)).status).toBe(429);
    await ctx.db.query(
      "UPDATE admin_users SET reset_password_sent_at = now() - interval '2 minutes' WHERE id = $1",
      [id],
    );
    const first = tokenIn((await lastMail('late@example.test'))!.body);
    expect((await send('etp_admin', 'POST', `/${id}/send_confirmation`)).status).toBe(200);
    const second = tokenIn((await lastMail('late@example.test'))!.body);
    expect(second).not.toBe(first);
    // Only the newest link works.
    const old = await call<Doc>(ctx.app, {
      method: 'PATCH',
      url: '/v1/admin/password',
      payload: {
        admin: {
          reset_password_token: first,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      },
    });
    expect(old.status).toBe(422);
  });

  it('removes an account for etp_admin only, never its own', async () => {
    const created = await send('etp_admin', 'POST', '', { ...person(), role: 'minenergo_auditor' });
    const id = created.body.data.id;
    expect((await send('eog', 'DELETE', `/${id}`)).status).toBe(403);
    expect((await send('etp_admin', 'DELETE', `/${ids.etp_admin}`)).status).toBe(403);
    expect((await send('etp_admin', 'DELETE', `/${id}`)).status).toBe(204);
    expect((await send('etp_admin', 'GET', `/${id}`)).status).toBe(404);
    const trail = await send('etp_admin', 'GET', `/${id}/changes`);
    expect(trail.status).toBe(404);
    expect(
      await count(
        "SELECT count(*) AS n FROM action_histories WHERE record_type = 'admin_user' AND record_id = $1 AND action = 'destroy'",
        [id],
      ),
    ).toBe(1);
  });
});
