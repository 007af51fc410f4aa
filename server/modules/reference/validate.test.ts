import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '../../../src/validation/messages';
import { call, createTestApp, type TestContext } from '../../test/helpers';

type Doc = { data: any; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('GET /v1/validate/phone/{value}: the phone lookup of the forms', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const lookup = (value: string) =>
    call<Doc>(ctx.app, { method: 'GET', url: `/v1/validate/phone/${encodeURIComponent(value)}` });

  it.each([
    ['+7 (912) 345-67-89', '79123456789'],
    ['89123456789', '79123456789'],
    ['+7 (81153) 3-12-34', '78115331234'],
    ['8 (800) 100-07-01', '78001000701'],
    ['+7 (495) 123-45-67', '74951234567'],
    ['+7 (343) 123-45-67', '73431234567'],
  ])('answers 200 for %s, anonymously, with the number as stored', async (value, phone) => {
    const res = await lookup(value);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'phone_validation',
      id: phone,
      attributes: { valid: true, phone },
    });
  });

  it.each([
    ['+7 (712) 345-67-89'], // Kazakhstan shares +7
    ['+7 (612) 345-67-89'],
    ['+7 (012) 345-67-89'],
    ['+7 (512) 345-67-89'],
    ['+7 (912) 345-67'], // 9 digits
    ['69123456789'], // 11 digits not from 7 or 8
    ['79123456789x'],
  ])('refuses %s with the phone message on the field phone', async (value) => {
    const res = await lookup(value);
    expect(res.status).toBe(422);
    expect(res.body.errors![0]).toMatchObject({
      detail: validationMessages.phone,
      source: { pointer: '/data/attributes/phone' },
    });
  });
});
