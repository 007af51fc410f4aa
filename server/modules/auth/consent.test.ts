import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentMessages, personalDataConsent } from '../../../src/domain/personalDataConsent';
import { validationMessages } from '../../../src/validation/messages';
import { signToken } from '../../auth/tokens';
import { call, createTestApp, type TestContext } from '../../test/helpers';

type Body = { data?: any; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

const PASSWORD = 'Zx-Gas-Portal#71';
const SECRET = 'captcha-secret';

const person = (n: number, extra: Record<string, unknown> = {}) => ({
  account_type: 'individual_person',
  last_name: 'Смирнова',
  first_name: 'Ольга',
  email: `consent${n}@example.ru`,
  phone: `+7 (921) 555-00-0${n}`,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  policy_agreement: true,
  policy_agreement_version: personalDataConsent.version,
  'g-recaptcha-response': 'human',
  ...extra,
});

// The versioned personal-data consent and reCAPTCHA v2 at registration (issue 17), against a
// local fake of the verification endpoint (RECAPTCHA_VERIFY_URL).
describe('registration: the versioned consent and reCAPTCHA', () => {
  let ctx: TestContext;
  let verify: Server;
  const asked: URLSearchParams[] = [];

  beforeAll(async () => {
    verify = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        asked.push(form);
        const success = form.get('secret') === SECRET && form.get('response') === 'human';
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success }));
      });
    });
    await new Promise<void>((resolve) => verify.listen(0, '127.0.0.1', resolve));
    const { port } = verify.address() as AddressInfo;
    ctx = await createTestApp({
      RECAPTCHA_SECRET_KEY: SECRET,
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => verify.close(resolve));
  });

  const register = (attributes: Record<string, unknown>) =>
    call<Body>(ctx.app, {
      method: 'POST',
      url: '/v1/users',
      payload: { data: { type: 'user', attributes } },
    });
  const users = async (email: string) =>
    Number(
      (
        await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM users WHERE email = $1', [
          email,
        ])
      )[0]!.n,
    );
  const bearer = (id: string) => ({
    authorization: `Bearer ${signToken(ctx.app.jwtSecret, id, 'v1_user', 3600)}`,
  });
  const detailOf = (body: Body, field: string) =>
    body.errors?.find((e) => e.source?.pointer === `/data/attributes/${field}`)?.detail;

  it('refuses a registration without a valid reCAPTCHA answer when the secret is set', async () => {
    const missing = await register(person(1, { 'g-recaptcha-response': undefined }));
    expect(missing.status).toBe(422);
    expect(detailOf(missing.body, 'g-recaptcha-response')).toBe(validationMessages.captcha);

    const robot = await register(person(1, { 'g-recaptcha-response': 'robot' }));
    expect(robot.status).toBe(422);
    expect(detailOf(robot.body, 'g-recaptcha-response')).toBe(validationMessages.captcha);
    expect(asked.at(-1)?.get('response')).toBe('robot');
    expect(await users('consent1@example.ru')).toBe(0);

    const human = await register(person(1));
    expect(human.status).toBe(201);
    expect(asked.at(-1)?.get('secret')).toBe(SECRET);
  });

  it('stores the consent edition shown and its moment, and refuses an old one', async () => {
    const old = await register(person(2, { policy_agreement_version: '2020-01-01' }));
    expect(old.status).toBe(422);
    expect(detailOf(old.body, 'policy_agreement')).toBe(consentMessages.outdated);
    const none = await register(person(2, { policy_agreement_version: undefined }));
    expect(detailOf(none.body, 'policy_agreement')).toBe(consentMessages.outdated);
    expect(await users('consent2@example.ru')).toBe(0);

    const res = await register(person(2));
    expect(res.status).toBe(201);
    const id = String(res.body.data.id);
    const rows = await ctx.db.query<{ version: string; agreed_at: Date; policy_agreed_at: Date }>(
      `SELECT c.version, c.agreed_at, u.policy_agreed_at FROM user_consents c
         JOIN users u ON u.id = c.user_id WHERE c.user_id = $1`,
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(personalDataConsent.version);
    expect(new Date(rows[0]!.agreed_at).getTime()).toBe(
      new Date(rows[0]!.policy_agreed_at).getTime(),
    );

    const current = await call<Body>(ctx.app, {
      method: 'GET',
      url: '/v1/users/current',
      headers: bearer(id),
    });
    expect(current.body.data.attributes.policy_version).toBe(personalDataConsent.version);
  });

  it('lets the applicant agree to the current edition again from the profile', async () => {
    const res = await register(person(3));
    const id = String(res.body.data.id);
    // An older consent, as if the text changed since.
    await ctx.db.query(
      `UPDATE user_consents SET version = '2020-01-01', agreed_at = now() - interval '1 day'
        WHERE user_id = $1`,
      [id],
    );
    const patch = (attributes: Record<string, unknown>) =>
      call<Body>(ctx.app, {
        method: 'PATCH',
        url: '/v1/users/current',
        headers: bearer(id),
        payload: { data: { type: 'user', attributes } },
      });
    const stale = await patch({ policy_agreement_version: '2020-01-01' });
    expect(stale.status).toBe(422);
    expect(detailOf(stale.body, 'policy_agreement')).toBe(consentMessages.outdated);

    const agreed = await patch({ policy_agreement_version: personalDataConsent.version });
    expect(agreed.status).toBe(200);
    expect(agreed.body.data.attributes.policy_version).toBe(personalDataConsent.version);
    const history = await ctx.db.query<{ version: string }>(
      'SELECT version FROM user_consents WHERE user_id = $1 ORDER BY agreed_at',
      [id],
    );
    expect(history.map((r) => r.version)).toEqual(['2020-01-01', personalDataConsent.version]);

    // The console's removal of the agreement: no consent in force, the history stays.
    await ctx.db.query('UPDATE users SET policy_agreed_at = NULL WHERE id = $1', [id]);
    const removed = await patch({});
    expect(removed.body.data.attributes.policy_version).toBeNull();
    expect(removed.body.data.attributes.policy_agreed_at).toBeNull();
  });
});
