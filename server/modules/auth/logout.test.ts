import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { revokeToken } from '../../auth/revocation';
import { signToken, verifyToken } from '../../auth/tokens';
import { call, createTestApp, loginAs, secondInstance, type TestContext } from '../../test/helpers';

type Body = { errors?: { code: string; detail: string }[] };

describe('logout with token revocation', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestApp();
    other = await secondInstance(ctx);
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  const get = (app: FastifyInstance, url: string, headers: { authorization: string }) =>
    call<Body>(app, { url, headers });
  const logout = (url: string, headers: { authorization: string }) =>
    call<Body>(ctx.app, { method: 'DELETE', url, headers });

  it('revokes the staff token it is called with, on every instance; other sessions go on', async () => {
    const token = await loginAs(ctx.app, 'operator@eog.test');
    const second = await loginAs(ctx.app, 'operator@eog.test');
    expect((await get(other, '/v1/admin/current', token)).status).toBe(200);

    const res = await logout('/v1/admin/token', token);
    expect(res.status).toBe(204);

    for (const app of [ctx.app, other]) {
      const next = await get(app, '/v1/admin/current', token);
      expect(next.status).toBe(401);
      expect(next.body.errors![0]).toMatchObject({
        code: 'token_revoked',
        detail: errorMessages.tokenExpired,
      });
    }
    // Logging out twice is a 401 like any other use of the revoked token.
    expect((await logout('/v1/admin/token', token)).status).toBe(401);
    expect((await get(ctx.app, '/v1/admin/current', second)).status).toBe(200);
  });

  it('revokes an applicant token on DELETE /v1/user/token and keeps the contexts apart', async () => {
    const token = await loginAs(ctx.app, 'fl@eog.test');
    const staff = await loginAs(ctx.app, 'etp_admin@eog.test');
    // A token of the other context is refused and stays valid.
    expect((await logout('/v1/user/token', staff)).status).toBe(401);
    expect((await logout('/v1/admin/token', token)).status).toBe(401);
    expect((await get(ctx.app, '/v1/admin/current', staff)).status).toBe(200);

    expect((await logout('/v1/user/token', token)).status).toBe(204);
    expect((await get(other, '/v1/users/current', token)).status).toBe(401);
    expect((await call(ctx.app, { method: 'DELETE', url: '/v1/user/token' })).status).toBe(401);
  });

  it('stores the jti until the token expires and sweeps expired rows', async () => {
    const token = await loginAs(ctx.app, 'mfc@eog.test');
    const verified = verifyToken(ctx.app.jwtSecret, token.authorization.slice(7));
    if (!verified.ok) throw new Error('token does not verify');
    await ctx.db.query(
      "INSERT INTO revoked_tokens (jti, expires_at) VALUES ('old', now() - interval '1 second')",
    );
    await logout('/v1/admin/token', token);
    const rows = await ctx.db.query<{ jti: string; expires_at: Date }>(
      'SELECT jti, expires_at FROM revoked_tokens WHERE jti IN ($1, $2)',
      ['old', verified.claims.jti],
    );
    expect(rows).toEqual([
      { jti: verified.claims.jti, expires_at: new Date(verified.claims.exp * 1000) },
    ]);
    // Revoking the same jti again is harmless.
    await revokeToken(ctx.db, verified.claims);
  });

  it('refuses a token without a jti (it could not be revoked)', async () => {
    const [row] = await ctx.db.query<{ id: string }>(
      "SELECT id FROM admin_users WHERE email = 'operator@eog.test'",
    );
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const good = signToken(ctx.app.jwtSecret, String(row!.id), 'v1_admin', 600);
    const claims = JSON.parse(Buffer.from(good.split('.')[1]!, 'base64url').toString()) as {
      jti?: string;
    };
    delete claims.jti;
    const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const sig = createHmac('sha256', ctx.app.jwtSecret).update(body).digest('base64url');
    const res = await get(ctx.app, '/v1/admin/current', { authorization: `Bearer ${body}.${sig}` });
    expect(res.status).toBe(401);
    expect(res.body.errors![0]!.code).toBe('invalid_token');
  });
});

describe('tokens issued before a password change or a block', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function oldToken(table: 'admin_users' | 'users', email: string) {
    const [row] = await ctx.db.query<{ id: string }>(`SELECT id FROM ${table} WHERE email = $1`, [
      email,
    ]);
    const scope = table === 'users' ? 'v1_user' : 'v1_admin';
    // Issued ten seconds ago, so the change below is strictly later.
    const jwt = signToken(ctx.app.jwtSecret, String(row!.id), scope, 600, Date.now() - 10_000);
    return { authorization: `Bearer ${jwt}` };
  }

  it('refuses a token issued before the password was changed', async () => {
    const token = await oldToken('users', 'ul@eog.test');
    expect((await call(ctx.app, { url: '/v1/users/current', headers: token })).status).toBe(200);
    await ctx.db.query("UPDATE users SET password_changed_at = now() WHERE email = 'ul@eog.test'");
    const res = await call<Body>(ctx.app, { url: '/v1/users/current', headers: token });
    expect(res.status).toBe(401);
    expect(res.body.errors![0]!.code).toBe('token_expired');
  });

  it('refuses a token issued before a block even after the account is unblocked', async () => {
    const token = await oldToken('admin_users', 'auditor@eog.test');
    const current = () => call<Body>(ctx.app, { url: '/v1/admin/current', headers: token });
    expect((await current()).status).toBe(200);
    await ctx.db.query("UPDATE admin_users SET blocked = true WHERE email = 'auditor@eog.test'");
    expect((await current()).body.errors![0]!.code).toBe('blocked');
    await ctx.db.query("UPDATE admin_users SET blocked = false WHERE email = 'auditor@eog.test'");
    const after = await current();
    expect(after.status).toBe(401);
    expect(after.body.errors![0]!.code).toBe('token_expired');
    // A new login after the unblock works; an unrelated update does not move the moment.
    const fresh = await loginAs(ctx.app, 'auditor@eog.test');
    await ctx.db.query(
      "UPDATE admin_users SET updated_at = now() WHERE email = 'auditor@eog.test'",
    );
    expect((await call(ctx.app, { url: '/v1/admin/current', headers: fresh })).status).toBe(200);
  });
});
