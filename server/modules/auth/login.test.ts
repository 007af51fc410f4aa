import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { validationMessages } from '../../../src/validation/messages';
import { signToken, verifyToken } from '../../auth/tokens';
import { call, createTestApp, DEMO_PASSWORD, loginAs, type TestContext } from '../../test/helpers';

type Body = { jwt?: string; data?: any; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('login by password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown) =>
    call<Body>(ctx.app, { method: 'POST', url, payload: payload as object });

  it('signs a staff member in by e-mail with a v1_admin token carrying sub, iat, exp, jti', async () => {
    const res = await post('/v1/admin/token', {
      auth: { email: 'ETP_Admin@eog.test', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    const verified = verifyToken(ctx.app.jwtSecret, res.body.jwt!);
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    expect(verified.claims).toMatchObject({ scp: 'v1_admin', sub: expect.stringMatching(/^\d+$/) });
    expect(verified.claims.exp - verified.claims.iat).toBe(ctx.config.jwtTtlSeconds);
    expect(verified.claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await ctx.db.query<{ last_sign_in_at: Date | null }>(
      'SELECT last_sign_in_at FROM admin_users WHERE id = $1',
      [verified.claims.sub],
    );
    expect(row?.last_sign_in_at).toBeInstanceOf(Date);
  });

  it('signs an applicant in by phone in any accepted format', async () => {
    const res = await post('/v1/user/token', {
      auth: { phone: '+7 (911) 000-00-01', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    const verified = verifyToken(ctx.app.jwtSecret, res.body.jwt!);
    expect(verified.ok && verified.claims.scp).toBe('v1_user');
  });

  it('answers a wrong password with 401 and the seeds message', async () => {
    const res = await post('/v1/admin/token', {
      auth: { email: 'etp_admin@eog.test', password: 'Wrong-Password#1' },
    });
    expect(res.status).toBe(401);
    expect(res.body.errors![0]).toMatchObject({
      code: 'invalid_credentials',
      detail: errorMessages.wrongPassword,
      title_i18n: 'errors.invalid_credentials',
    });
  });

  it('answers an unknown account with 404 and keeps the two contexts apart', async () => {
    const unknown = await post('/v1/admin/token', {
      auth: { email: 'nobody@eog.test', password: DEMO_PASSWORD },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors![0].detail).toBe(errorMessages.userNotFound);
    // An applicant is not a staff member and the reverse.
    const applicantOnAdmin = await post('/v1/admin/token', {
      auth: { email: 'fl@eog.test', password: DEMO_PASSWORD },
    });
    expect(applicantOnAdmin.status).toBe(404);
    const staffOnSite = await post('/v1/user/token', {
      auth: { email: 'operator@eog.test', password: DEMO_PASSWORD },
    });
    expect(staffOnSite.status).toBe(404);
  });

  it('refuses a blocked account at login and on the very next request', async () => {
    const token = await loginAs(ctx.app, 'mfc@eog.test');
    expect((await call(ctx.app, { url: '/v1/admin/current', headers: token })).status).toBe(200);
    await ctx.db.query("UPDATE admin_users SET blocked = true WHERE email = 'mfc@eog.test'");
    const next = await call<Body>(ctx.app, { url: '/v1/admin/current', headers: token });
    expect(next.status).toBe(401);
    expect(next.body.errors![0].detail).toBe(errorMessages.blocked);
    const login = await post('/v1/admin/token', {
      auth: { email: 'mfc@eog.test', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(401);
    expect(login.body.errors![0].detail).toBe(errorMessages.blocked);
    await ctx.db.query("UPDATE admin_users SET blocked = false WHERE email = 'mfc@eog.test'");
  });

  it('refuses an unconfirmed account', async () => {
    await ctx.db.query("UPDATE users SET confirmed_at = NULL WHERE email = 'ip@eog.test'");
    const res = await post('/v1/user/token', {
      auth: { email: 'ip@eog.test', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(401);
    expect(res.body.errors![0].detail).toBe(errorMessages.notConfirmed);
    await ctx.db.query("UPDATE users SET confirmed_at = now() WHERE email = 'ip@eog.test'");
  });

  it('gives field errors for missing or malformed credentials and 400 for a malformed body', async () => {
    const empty = await post('/v1/admin/token', { auth: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors!.map((e) => [e.source.pointer, e.detail])).toEqual([
      ['/data/attributes/email', validationMessages.required],
      ['/data/attributes/password', validationMessages.required],
    ]);
    const bad = await post('/v1/user/token', { auth: { phone: '12345', password: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors![0].detail).toBe(validationMessages.phone);
    const extra = await post('/v1/user/token', {
      auth: { email: 'fl@eog.test', password: 'x', role: 'etp_admin' },
    });
    expect(extra.status).toBe(422);
    expect(extra.body.errors![0].detail).toBe(errorMessages.unknownField);
    for (const payload of [{}, { auth: 'x' }, { auth: [] }, []]) {
      expect((await post('/v1/admin/token', payload)).status).toBe(400);
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"auth": {',
    });
    expect(malformed.statusCode).toBe(400);
    const typed = await post('/v1/admin/token', {
      auth: { email: 'etp_admin@eog.test', password: 12345 },
    });
    expect(typed.status).toBe(422);
  });

  it('is not fooled by injection strings', async () => {
    const res = await post('/v1/admin/token', {
      auth: { email: "x'or'1'='1@eog.test", password: "' OR '1'='1" },
    });
    expect(res.status).toBe(404);
    const spaced = await post('/v1/admin/token', {
      auth: { email: "' OR 1=1 --@eog.test", password: "' OR '1'='1" },
    });
    expect(spaced.status).toBe(422);
  });
});

describe('tokens on the wrong door', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const current = (url: string, authorization?: string) =>
    call<Body>(ctx.app, { url, headers: authorization ? { authorization } : {} });

  it('refuses a user token on an admin path and the reverse', async () => {
    const user = await loginAs(ctx.app, 'fl@eog.test');
    const admin = await loginAs(ctx.app, 'etp_admin@eog.test');
    const a = await current('/v1/admin/current', user.authorization);
    expect(a.status).toBe(401);
    expect(a.body.errors![0].detail).toBe(errorMessages.wrongScope);
    expect((await current('/v1/users/current', admin.authorization)).status).toBe(401);
  });

  it('refuses missing, forged, expired and alg-none tokens', async () => {
    expect((await current('/v1/admin/current')).status).toBe(401);
    const forged = signToken('another-secret-'.padEnd(40, 'y'), '1', 'v1_admin', 3600);
    expect((await current('/v1/admin/current', `Bearer ${forged}`)).body.errors![0].detail).toBe(
      errorMessages.invalidToken,
    );
    const expired = signToken(ctx.app.jwtSecret, '1', 'v1_admin', 60, Date.now() - 3600_000);
    expect((await current('/v1/admin/current', `Bearer ${expired}`)).body.errors![0].detail).toBe(
      errorMessages.tokenExpired,
    );
    const none = [
      Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'),
      Buffer.from('{"sub":"1","scp":"v1_admin","exp":9999999999}').toString('base64url'),
      '',
    ].join('.');
    expect((await current('/v1/admin/current', `Bearer ${none}`)).status).toBe(401);
    expect((await current('/v1/admin/current', 'Basic abc')).status).toBe(401);
  });
});

describe('login by SMS code', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SMS_CODE_MAX_ATTEMPTS: '3' });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown) =>
    call<Body>(ctx.app, { method: 'POST', url, payload: payload as object });

  async function lastCode(phone: string): Promise<string> {
    const [row] = await ctx.db.query<{ body: string }>(
      "SELECT body FROM dev_messages WHERE channel = 'sms' AND recipient = $1 ORDER BY id DESC",
      [phone],
    );
    return /\b(\d{6})\b/.exec(row?.body ?? '')![1]!;
  }

  it('sends a six-digit code to the dev mailbox, stores only its hash and logs in with it', async () => {
    const sent = await post('/v1/user/sms_token', { auth: { phone: '89110000001' } });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      type: 'sms_token',
      attributes: { phone: '79110000001', ttl_seconds: 300 },
    });
    const code = await lastCode('79110000001');
    const stored = await ctx.db.query<{ code_hash: string }>('SELECT code_hash FROM sms_codes');
    expect(stored.map((r) => r.code_hash)).not.toContain(code);

    const login = await post('/v1/user/token', { auth: { phone: '79110000001', sms_code: code } });
    expect(login.status).toBe(200);
    expect(login.body.jwt).toBeTruthy();
    // A code works once.
    const again = await post('/v1/user/token', { auth: { phone: '79110000001', sms_code: code } });
    expect(again.status).toBe(422);
    expect(again.body.errors![0]).toMatchObject({
      detail: errorMessages.smsCodeInvalid,
      source: { pointer: '/data/attributes/sms_code' },
    });
  });

  it('refuses a new code within a minute, and burns a code after too many wrong entries', async () => {
    expect(
      (await post('/v1/admin/admin_sms_tokens', { auth: { phone: '79000000001' } })).status,
    ).toBe(201);
    const soon = await post('/v1/admin/admin_sms_tokens', { auth: { phone: '79000000001' } });
    expect(soon.status).toBe(429);
    const code = await lastCode('79000000001');
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = () =>
      post('/v1/admin/token', { auth: { phone: '79000000001', sms_code: wrong } });
    expect((await attempt()).body.errors![0].detail).toBe(errorMessages.smsCodeInvalid);
    expect((await attempt()).body.errors![0].detail).toBe(errorMessages.smsCodeInvalid);
    expect((await attempt()).body.errors![0].detail).toBe(errorMessages.smsCodeAttempts);
    const right = await post('/v1/admin/token', { auth: { phone: '79000000001', sms_code: code } });
    expect(right.status).toBe(422);
    expect(right.body.errors![0].detail).toBe(errorMessages.smsCodeAttempts);
  });

  it('checks the phone and the code format, and unknown phones', async () => {
    const short = await post('/v1/user/sms_token', { auth: { phone: '9110000001' } });
    expect(short.status).toBe(422);
    expect(short.body.errors![0].detail).toBe(validationMessages.phone);
    const unknown = await post('/v1/user/sms_token', { auth: { phone: '79990000000' } });
    expect(unknown.status).toBe(404);
    const code = await post('/v1/user/token', { auth: { phone: '79110000002', sms_code: '12ab' } });
    expect(code.body.errors![0].detail).toBe(validationMessages.smsCode);
  });
});

describe('rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => ctx.close());

  it('answers 429 with the seeds message once a client exceeds the token limit', async () => {
    const statuses: number[] = [];
    let last: Body | undefined;
    for (let i = 0; i < 4; i++) {
      const res = await call<Body>(ctx.app, {
        method: 'POST',
        url: '/v1/admin/token',
        payload: { auth: { email: 'etp_admin@eog.test', password: 'Wrong-Password#1' } },
      });
      statuses.push(res.status);
      last = res.body;
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last!.errors![0].detail).toBe(errorMessages.tooManyRequests);
  });
});
