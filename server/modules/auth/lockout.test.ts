import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import {
  call,
  createTestApp,
  DEMO_PASSWORD,
  secondInstance,
  type TestContext,
} from '../../test/helpers';
import { assertNotLocked, recordFailure } from './lockout';

type Body = { jwt?: string; errors?: { code: string; detail: string }[] };

const MINUTE = 60_000;
const WRONG = 'Wrong-Password#1';

describe('per-account lockout', () => {
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
  // Only Date is faked: the lock's clock moves, timers and the database driver stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

  const login = (auth: Record<string, string>, url = '/v1/admin/token', app = ctx.app) =>
    call<Body>(app, { method: 'POST', url, payload: { auth } });

  it('locks a staff account after 5 wrong passwords in 15 minutes, on every instance, until the lock ends', async () => {
    expect(ctx.config).toMatchObject({
      loginMaxFailures: 5,
      loginFailureWindowSeconds: 900,
      loginLockSeconds: 900,
    });
    const email = 'senior_manager@eog.test';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      if (i > 0) advance(MINUTE); // one a minute: all five within the window
      statuses.push((await login({ email, password: WRONG })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // The answer says when to come back: the whole lock, then what is left of it.
    const retryAfter = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/admin/token',
          payload: { auth: { email, password: DEMO_PASSWORD } },
        })
      ).headers['retry-after'];
    expect(await retryAfter()).toBe('900');
    advance(MINUTE);
    expect(await retryAfter()).toBe('840');
    advance(-MINUTE);

    // Locked: even the right password answers 429 with the seeds' message, on both instances.
    for (const app of [ctx.app, other]) {
      const locked = await login({ email, password: DEMO_PASSWORD }, '/v1/admin/token', app);
      expect(locked.status).toBe(429);
      expect(locked.body.errors![0]).toMatchObject({
        code: 'too_many_requests',
        detail: errorMessages.tooManyRequests,
      });
    }
    // Other accounts are not affected.
    expect((await login({ email: 'eog@eog.test', password: DEMO_PASSWORD })).status).toBe(200);

    advance(14 * MINUTE); // 14 minutes into the 15-minute lock
    expect((await login({ email, password: DEMO_PASSWORD })).status).toBe(429);
    advance(MINUTE + 1000);
    const open = await login({ email, password: DEMO_PASSWORD });
    expect(open.status).toBe(200);
    expect(open.body.jwt).toBeTruthy();
    // The success forgot the failures.
    expect(await ctx.db.query("SELECT 1 FROM login_failures WHERE scope = 'admin'")).toHaveLength(
      0,
    );
  });

  it('counts failures within the window only, and a success resets the count', async () => {
    const email = 'eog@eog.test';
    for (let i = 0; i < 4; i++) expect((await login({ email, password: WRONG })).status).toBe(401);
    advance(15 * MINUTE + 1000); // the window ran out: the count starts again
    for (let i = 0; i < 4; i++) expect((await login({ email, password: WRONG })).status).toBe(401);
    expect((await login({ email, password: DEMO_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login({ email, password: WRONG })).status).toBe(401);
    expect((await login({ email, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('locks an applicant whatever the login (e-mail or phone), per context', async () => {
    const url = '/v1/user/token';
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: 'ip@eog.test', password: WRONG }, url)).status).toBe(401);
    }
    const [ip] = await ctx.db.query<{ phone: string }>(
      "SELECT phone FROM users WHERE email = 'ip@eog.test'",
    );
    expect((await login({ phone: ip!.phone, password: WRONG }, url)).status).toBe(401);
    expect((await login({ phone: ip!.phone, password: WRONG }, url)).status).toBe(429);
    expect((await login({ email: 'ip@eog.test', password: DEMO_PASSWORD }, url)).status).toBe(429);
    // No SMS code is sent to a locked account either.
    expect((await login({ phone: ip!.phone }, '/v1/user/sms_token')).status).toBe(429);
    advance(15 * MINUTE + 1000);
    expect((await login({ email: 'ip@eog.test', password: DEMO_PASSWORD }, url)).status).toBe(200);
  });

  it('counts wrong SMS codes of a phone and locks its logins', async () => {
    const phone = '79110000001';
    expect((await login({ phone }, '/v1/user/sms_token')).status).toBe(201);
    const [row] = await ctx.db.query<{ body: string }>(
      "SELECT body FROM dev_messages WHERE channel = 'sms' AND recipient = $1 ORDER BY id DESC",
      [phone],
    );
    const code = /\b(\d{6})\b/.exec(row!.body)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await login({ phone, sms_code: wrong }, '/v1/user/token')).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const locked = await login({ phone, sms_code: code }, '/v1/user/token');
    expect(locked.status).toBe(429);
    expect(locked.body.errors![0]!.detail).toBe(errorMessages.tooManyRequests);
  });

  it('keeps its counters in the database, sweeping stale ones', async () => {
    const config = { loginMaxFailures: 2, loginFailureWindowSeconds: 60, loginLockSeconds: 120 };
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    expect(await recordFailure(ctx.db, config, 'admin', '999001', t0)).toBe(false);
    expect(await recordFailure(ctx.db, config, 'admin', '999001', t0 + 1000)).toBe(true);
    await expect(assertNotLocked(ctx.db, 'admin', '999001', t0 + 119_000)).rejects.toMatchObject({
      status: 429,
      retryAfter: 2,
    });
    await expect(assertNotLocked(ctx.db, 'admin', '999001', t0 + 121_000)).resolves.toBe(undefined);
    // The same account id in the other context is a different account.
    await expect(assertNotLocked(ctx.db, 'user', '999001', t0 + 1000)).resolves.toBe(undefined);
    // After the lock a failure starts a new count instead of locking again at once.
    expect(await recordFailure(ctx.db, config, 'admin', '999001', t0 + 200_000)).toBe(false);
    // A stale row of another account is swept by the next failure.
    expect(await recordFailure(ctx.db, config, 'user', '999002', t0 + 300_000)).toBe(false);
    const rows = await ctx.db.query<{ scope: string; account_id: string }>(
      'SELECT scope, account_id::text FROM login_failures WHERE account_id IN (999001, 999002)',
    );
    expect(rows).toEqual([{ scope: 'user', account_id: '999002' }]);
  });
});
