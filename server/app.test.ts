import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../i18n/messages';
import { call, createTestApp, type TestContext } from './test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { seed: false });
});
afterAll(() => ctx.close());

describe('server core', () => {
  it('answers /health with the database status', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/health' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });

  it('answers an unknown API path with a JSON:API 404', async () => {
    const res = await call<{ errors: { code: string; detail: string }[] }>(ctx.app, {
      method: 'GET',
      url: '/v1/no_such_thing',
    });
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toMatchObject({
      code: 'not_found',
      detail: errorMessages.routeNotDefined,
    });
  });
});
