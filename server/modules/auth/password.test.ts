import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { validationMessages } from '../../../src/validation/messages';
import { call, createTestApp, DEMO_PASSWORD, loginAs, type TestContext } from '../../test/helpers';

type Body = { jwt?: string; data?: any; meta?: any; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

const NEW_PASSWORD = 'Nw-Gas-Portal#58';

describe('password recovery', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
    call<Body>(ctx.app, { method, url, payload: payload as object });
  const resetToken = async (to: string) => {
    const [row] = await ctx.db.query<{ body: string }>(
      "SELECT body FROM dev_messages WHERE channel = 'email' AND recipient = $1 ORDER BY id DESC",
      [to],
    );
    return /reset_password_token=([\w-]+)/.exec(row!.body)![1]!;
  };

  it('resets a staff password through the mailed link and ends the old sessions', async () => {
    const old = await loginAs(ctx.app, 'operator@eog.test');
    const asked = await send('POST', '/v1/admin/password', {
      admin: { email: 'operator@eog.test' },
    });
    expect(asked.status).toBe(200);
    const token = await resetToken('operator@eog.test');

    const mismatch = await send('PATCH', '/v1/admin/password', {
      admin: { reset_password_token: token, password: NEW_PASSWORD, password_confirmation: 'x' },
    });
    expect(mismatch.body.errors![0].detail).toBe(validationMessages.passwordsMismatch);

    // One second later, so the new password's moment is strictly after the old token's iat.
    await new Promise((r) => setTimeout(r, 1100));
    const done = await send('PATCH', '/v1/admin/password', {
      admin: {
        reset_password_token: token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(done.status).toBe(200);
    expect((await call(ctx.app, { url: '/v1/admin/current', headers: old })).status).toBe(401);
    await expect(loginAs(ctx.app, 'operator@eog.test')).rejects.toThrow();
    expect(
      (await loginAs(ctx.app, 'operator@eog.test', 'admin', NEW_PASSWORD)).authorization,
    ).toMatch(/^Bearer /);

    const reused = await send('PATCH', '/v1/admin/password', {
      admin: {
        reset_password_token: token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(reused.body.errors![0].detail).toBe(errorMessages.invalidValue);
  });

  it('says the link is stale after six hours', async () => {
    await send('POST', '/v1/users/password', { user: { email: 'fl@eog.test' } });
    const token = await resetToken('fl@eog.test');
    await ctx.db.query(
      "UPDATE users SET reset_password_sent_at = now() - interval '7 hours' WHERE email = 'fl@eog.test'",
    );
    const res = await send('PATCH', '/v1/users/password', {
      user: {
        reset_password_token: token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors![0]).toMatchObject({
      detail: errorMessages.resetTokenExpired,
      source: { pointer: '/data/attributes/reset_password_token' },
    });
    expect(await loginAs(ctx.app, 'fl@eog.test', 'user', DEMO_PASSWORD)).toBeTruthy();
  });

  it('uses the seeds messages for empty fields and unknown accounts', async () => {
    const empty = await send('POST', '/v1/users/password', { user: { email: '' } });
    expect(empty.body.errors![0].detail).toBe(errorMessages.notFilled);
    const unknown = await send('POST', '/v1/users/password', { user: { email: 'x@example.ru' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors![0].detail).toBe(errorMessages.accountNotFound);
    const missing = await send('PATCH', '/v1/users/password', { user: {} });
    expect(missing.body.errors!.map((e) => e.detail)).toEqual([
      errorMessages.notFilled,
      errorMessages.notFilled,
      errorMessages.notFilled,
    ]);
  });

  it('does not mail a second link within a minute', async () => {
    expect(
      (await send('POST', '/v1/users/password', { user: { email: 'ul@eog.test' } })).status,
    ).toBe(200);
    expect(
      (await send('POST', '/v1/users/password', { user: { email: 'ul@eog.test' } })).status,
    ).toBe(429);
  });
});
