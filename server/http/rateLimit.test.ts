import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondInstance, type TestContext } from '../test/helpers';

// Instances side by side share the request limits through Redis (issue 21 "Scale-out"). Runs
// when TEST_REDIS_URL names a database of its own (`.ci/run` gives the local Redis's db 5),
// which the test empties first.
const url = process.env.TEST_REDIS_URL;

describe.skipIf(!url)('rate limits in Redis', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    const redis = new Redis(url!);
    await redis.flushdb();
    redis.disconnect();
    ctx = await createTestApp({ REDIS_URL: url!, TOKEN_RATE_LIMIT_PER_MINUTE: '4' });
    other = await secondInstance(ctx);
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  it('counts the logins of one address on both instances together', async () => {
    const statuses: number[] = [];
    for (const app of [ctx.app, other, ctx.app, other, ctx.app, other]) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/admin/token',
        payload: { auth: { email: 'nobody@eog.test', password: 'wrong' } },
      });
      statuses.push(res.statusCode);
    }
    // Four answers in the minute, whichever instance took them; then 429 on both.
    expect(statuses.filter((s) => s !== 429)).toHaveLength(4);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});
