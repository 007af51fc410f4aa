import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { verifyToken } from '../../auth/tokens';
import {
  call,
  createTestApp,
  DEMO_PASSWORD,
  secondInstance,
  type TestContext,
} from '../../test/helpers';

type Pair = { jwt: string; refresh_token: string };
type Errors = { errors?: { code: string; detail: string }[] };

// Issue 22 item 5: a short access token and a single-use refresh token per session.
describe('sessions: short access tokens renewed by single-use refresh tokens', () => {
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

  const login = async (email: string, scope: 'admin' | 'user' = 'admin') => {
    const res = await call<Pair>(ctx.app, {
      method: 'POST',
      url: scope === 'admin' ? '/v1/admin/token' : '/v1/user/token',
      payload: { auth: { email, password: DEMO_PASSWORD } },
    });
    expect(res.status).toBe(200);
    return res.body;
  };
  const refresh = (token: string, scope: 'admin' | 'user' = 'admin', app = ctx.app) =>
    call<Pair & Errors>(app, {
      method: 'POST',
      url: `/v1/${scope}/token/refresh`,
      payload: { auth: { refresh_token: token } },
    });
  const current = (jwt: string, scope: 'admin' | 'user' = 'admin') =>
    call(ctx.app, {
      url: scope === 'admin' ? '/v1/admin/current' : '/v1/users/current',
      headers: { authorization: `Bearer ${jwt}` },
    });

  it('answers a login with a 15-minute token and a refresh token; a refresh gives the next pair of the same session', async () => {
    const first = await login('operator@eog.test');
    const claims = verifyToken(ctx.app.jwtSecret, first.jwt);
    expect(claims.ok && claims.claims.exp - claims.claims.iat).toBe(15 * 60);
    expect(first.refresh_token).toMatch(/^[\w-]{43}$/);

    // Any instance on the same database renews it.
    const next = await refresh(first.refresh_token, 'admin', other);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(first.refresh_token);
    const a = verifyToken(ctx.app.jwtSecret, first.jwt);
    const b = verifyToken(ctx.app.jwtSecret, next.body.jwt);
    expect(a.ok && b.ok && a.claims.sid === b.claims.sid).toBe(true);
    expect((await current(next.body.jwt)).status).toBe(200);
    // Only the hash is kept.
    const stored = await ctx.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM refresh_tokens',
    );
    expect(stored.map((r) => r.token_hash)).not.toContain(next.body.refresh_token);
  });

  it('ends the whole session when a used refresh token comes again (a stolen copy)', async () => {
    const first = await login('operator@eog.test');
    const next = await refresh(first.refresh_token);
    expect(next.status).toBe(200);
    // At once (two tabs renewing together): refused, and the session goes on.
    expect((await refresh(first.refresh_token)).status).toBe(401);
    await ctx.db.query(
      `UPDATE refresh_tokens SET used_at = used_at - interval '1 minute' WHERE used_at IS NOT NULL`,
    );
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.errors![0]).toMatchObject({ detail: errorMessages.tokenExpired });
    // The legitimate holder's newer token is gone too: they sign in again.
    expect((await refresh(next.body.refresh_token)).status).toBe(401);
  });

  it('ends the session at logout, and keeps the contexts apart', async () => {
    const staff = await login('operator@eog.test');
    const applicant = await login('fl@eog.test', 'user');
    expect((await refresh(staff.refresh_token, 'user')).status).toBe(401);
    expect((await refresh(applicant.refresh_token, 'admin')).status).toBe(401);

    const out = await call(ctx.app, {
      method: 'DELETE',
      url: '/v1/user/token',
      headers: { authorization: `Bearer ${applicant.jwt}` },
    });
    expect(out.status).toBe(204);
    expect((await refresh(applicant.refresh_token, 'user')).status).toBe(401);
    expect((await refresh(staff.refresh_token)).status).toBe(200);
  });

  it('refuses a refresh after a password change or a block, and after the session lifetime', async () => {
    const before = await login('ul@eog.test', 'user');
    await ctx.db.query(
      `UPDATE users SET password_changed_at = now() + interval '1 second' WHERE email = 'ul@eog.test'`,
    );
    expect((await refresh(before.refresh_token, 'user')).status).toBe(401);
    await ctx.db.query(`UPDATE users SET password_changed_at = now() WHERE email = 'ul@eog.test'`);

    const blockedOne = await login('ip@eog.test', 'user');
    await ctx.db.query(`UPDATE users SET blocked = true WHERE email = 'ip@eog.test'`);
    const blocked = await refresh(blockedOne.refresh_token, 'user');
    expect(blocked.status).toBe(401);
    expect(blocked.body.errors![0]!.detail).toBe(errorMessages.blocked);
    await ctx.db.query(`UPDATE users SET blocked = false WHERE email = 'ip@eog.test'`);

    const old = await login('senior_manager@eog.test');
    await ctx.db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 second'
        WHERE session_started_at = (SELECT max(session_started_at) FROM refresh_tokens)`,
    );
    expect((await refresh(old.refresh_token)).status).toBe(401);
  });

  it('refuses a malformed refresh body with the field named', async () => {
    const res = await call<Errors>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/token/refresh',
      payload: { auth: {} },
    });
    expect(res.status).toBe(422);
    expect((await refresh('x'.repeat(43))).status).toBe(401);
  });
});
