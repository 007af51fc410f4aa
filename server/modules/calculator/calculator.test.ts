import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFee, type FeeKindRate } from '../../../src/domain/connectionFee';
import { call, createTestApp, type TestContext } from '../../test/helpers';

type Rates = {
  data: {
    id: string;
    attributes: {
      region_name: string;
      fee_kinds: FeeKindRate[];
      organizations: {
        name: string;
        tariff_rates: { type_name: string; value: string; unit: string }[];
      }[];
    };
  };
};

// The calculator's rates (issue 17) on the demo fee kinds (server/db/seed/registries.ts) and the
// Pskov ГРО's tariff rates (server/db/seed/organizationExtras.ts).
describe('GET /v1/connection_fee_rates/{region_id}', () => {
  let ctx: TestContext;
  const region = async (code: string) =>
    String(
      (await ctx.db.query<{ id: string }>('SELECT id FROM regions WHERE code = $1', [code]))[0]!.id,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the region’s fee kinds in force and its ГРО’s tariff rates, to anyone', async () => {
    const pskov = await region('60');
    const res = await call<Rates>(ctx.app, { url: `/v1/connection_fee_rates/${pskov}` });
    expect(res.status).toBe(200);
    const { attributes } = res.body.data;
    expect(attributes.region_name).toBe('Псковская область');
    // The С1 rate ran to 31.12.2025 only: today it is not in force.
    const kinds = attributes.fee_kinds.map((f) => f.kind);
    expect(kinds).toContain('preferential');
    const standardInForce = await ctx.db.query(
      `SELECT 1 FROM connection_fee_kinds f JOIN regions r ON r.id = f.region_id
        WHERE r.code = '60' AND f.kind = 'standard' AND (f.valid_to IS NULL OR f.valid_to >= current_date)`,
    );
    expect(kinds.includes('standard')).toBe(standardInForce.length > 0);
    const gro = attributes.organizations.find(
      (o) => o.name === 'АО «Газпром газораспределение Псков»',
    );
    expect(gro?.tariff_rates).toContainEqual({
      type_name: 'Стандартизированная ставка',
      value: '15234.50',
      unit: '₽ за подключение',
    });
  });

  it('keeps the newest fee of a kind and leaves inactive and future ones out', async () => {
    const lenobl = await region('47');
    await ctx.db.query(
      `INSERT INTO connection_fee_kinds (name, kind, region_id, amount, valid_from, active) VALUES
         ('Старая', 'standard', $1, 10, '2020-01-01', true),
         ('Отключённая', 'standard', $1, 20, current_date, false),
         ('Будущая', 'standard', $1, 30, current_date + 10, true)`,
      [lenobl],
    );
    const res = await call<Rates>(ctx.app, { url: `/v1/connection_fee_rates/${lenobl}` });
    const standard = res.body.data.attributes.fee_kinds.filter((f) => f.kind === 'standard');
    expect(standard).toEqual([
      {
        kind: 'standard',
        name: 'Стандартизированная ставка С2 (Ленинградская область)',
        amount: '97410.25',
      },
    ]);
    const fee = connectionFee(
      { accountType: 'legal_entity', connectionKind: 'connection', consumption: 30, distance: 100 },
      { fee_kinds: res.body.data.attributes.fee_kinds, tariff_rates: [] },
    );
    expect(fee).toMatchObject({ ok: true, amount: 97410.25 });
  });

  it('answers 404 for an unknown region and 400 for a malformed id', async () => {
    expect((await call(ctx.app, { url: '/v1/connection_fee_rates/999999999' })).status).toBe(404);
    expect((await call(ctx.app, { url: '/v1/connection_fee_rates/x1' })).status).toBe(400);
  });
});
