import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_UID } from '../../../src/validation/basic';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';
import { formatLeadUid, nextLeadUid, organizationPart, regionPart } from './uid';

describe('lead uid parts', () => {
  it('takes the last two digits of the region code', () => {
    expect(regionPart('60')).toBe('60');
    expect(regionPart('150')).toBe('50');
    expect(regionPart('7')).toBe('07');
    expect(regionPart(null)).toBe('00');
  });

  it('uses a two-letter short code, else the first distinctive word of the name', () => {
    expect(organizationPart('тг', 'Что угодно')).toBe('ТГ');
    expect(organizationPart('ABC', 'АО «Газпром газораспределение Псков»')).toBe('ПС');
    expect(organizationPart(null, 'АО «Мособлгаз»')).toBe('МО');
    expect(organizationPart(null, 'ООО «Псковская газовая компания»')).toBe('ПС');
    expect(organizationPart(null, 'ООО «Газпром газификация»')).toBe('ГА');
    expect(organizationPart(null, 'Gas Ltd')).toBe('00');
  });

  it('pads the sequence to six digits and lets it grow to seven', () => {
    expect(formatLeadUid('60', 'ПС', 123)).toBe('60-ПС-000123');
    expect(formatLeadUid('60', 'ПС', 1_234_567)).toBe('60-ПС-1234567');
    expect(LEAD_UID.test(formatLeadUid('60', 'ПС', 1_234_567))).toBe(true);
  });
});

// The numbering against the database: counters start past the demo leads, a rolled-back
// creation gives its number back, and 200 leads created at once get 200 distinct uids (20 times
// the PostgreSQL pool of the tests, so the counter really is raced; 1,000 proved no more and cost
// 20 seconds a run). PGlite's one connection takes them one after another, so there 20 prove
// the same and cost a tenth.
describe('lead uid numbering', () => {
  const CONCURRENT = process.env.TEST_DATABASE_URL ? 200 : 20;
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('continues after the highest stored uid of the prefix', async () => {
    const uid = await ctx.db.transaction((tx) => nextLeadUid(tx, '50', 'МО'));
    // The demo lead 50-МО-000103 exists; no lead was numbered under its prefix by the counter
    // (60-ПС has a counter since the demo cabinets, cabinets.ts).
    expect(uid).toBe('50-МО-000104');
    expect(await ctx.db.transaction((tx) => nextLeadUid(tx, '50', 'МО'))).toBe('50-МО-000105');
    expect(await ctx.db.transaction((tx) => nextLeadUid(tx, '77', 'ЖЖ'))).toBe('77-ЖЖ-000001');
  });

  it('gives the number of a rolled-back creation back', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await nextLeadUid(tx, '78', 'РБ');
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await ctx.db.transaction((tx) => nextLeadUid(tx, '78', 'РБ'))).toBe('78-РБ-000001');
  });

  it('skips a number taken outside the counter', async () => {
    await ctx.db.query(
      `INSERT INTO leads (uid, status, user_id)
       SELECT '79-СК-000002', 'draft', id FROM users WHERE email = 'fl@eog.test'`,
    );
    expect(await ctx.db.transaction((tx) => nextLeadUid(tx, '79', 'СК'))).toBe('79-СК-000003');
    await ctx.db.query(`UPDATE lead_uid_counters SET last_value = 4 WHERE region_code = '79'`);
    await ctx.db.query(
      `INSERT INTO leads (uid, status, user_id)
       SELECT '79-СК-000005', 'draft', id FROM users WHERE email = 'fl@eog.test'`,
    );
    expect(await ctx.db.transaction((tx) => nextLeadUid(tx, '79', 'СК'))).toBe('79-СК-000006');
  });

  it(`creates ${CONCURRENT} leads concurrently with as many distinct uids of the seed pattern`, async () => {
    const operator = await tokenFor(ctx.app, 'operator@eog.test');
    const [user] = await ctx.db.query<{ id: string }>(
      "SELECT id FROM users WHERE email = 'ul@eog.test'",
    );
    const [service] = await ctx.db.query<{ id: string }>(
      "SELECT id FROM services WHERE kind = 'consultation'",
    );
    const body = {
      data: {
        type: 'lead',
        attributes: {
          gas_object_address: { region: 'Псковская область', city: 'г. Псков' },
          feedback_type: 'E-mail',
          contract_sign_type: 'electronic',
          informed_consent: true,
        },
        relationships: { service: { data: { type: 'service', id: service!.id } } },
      },
    };
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        call<{ data: { attributes: { uid: string; status: string } } }>(ctx.app, {
          method: 'POST',
          url: `/v1/admin/users/${user!.id}/leads`,
          headers: operator,
          payload: body,
        }),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);
    const uids = answers.map((a) => a.body.data.attributes.uid);
    expect(new Set(uids).size).toBe(CONCURRENT);
    expect(uids.every((u) => LEAD_UID.test(u) && u.startsWith('60-ПС-'))).toBe(true);
    expect(answers.every((a) => a.body.data.attributes.status === 'registered')).toBe(true);
    const [stored] = await ctx.db.query<{ n: string }>(
      "SELECT count(DISTINCT uid) AS n FROM leads WHERE uid LIKE '60-ПС-%'",
    );
    // The demo leads of the prefix (applicants.ts 3, cabinets.ts 15) and the new ones.
    expect(Number(stored!.n)).toBe(18 + CONCURRENT);
  }, 120_000);
});
