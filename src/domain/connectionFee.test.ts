import { describe, expect, it } from 'vitest';
import {
  connectionFee,
  connectionFeeMessages as msg,
  feeCategory,
  rateBasis,
  type FeeInput,
  type FeeRates,
} from './connectionFee';

const rates: FeeRates = {
  fee_kinds: [
    { kind: 'preferential', name: 'Льготная', amount: '0.00' },
    { kind: 'standard', name: 'С1', amount: '68350.40' },
    { kind: 'custom', name: 'Проект', amount: '1250000.00' },
  ],
  tariff_rates: [
    { type_name: 'Стандартизированная ставка', value: '15234.50', unit: '₽ за подключение' },
    { type_name: 'Стандартизированная ставка', value: '1200.10', unit: '₽/м' },
    { type_name: 'Стандартизированная ставка', value: '10', unit: '₽ за 1 м³/ч' },
    { type_name: 'Плата по индивидуальному проекту', value: '999', unit: '₽' },
  ],
};
const input = (over: Partial<FeeInput> = {}): FeeInput => ({
  accountType: 'individual_person',
  connectionKind: 'connection',
  consumption: 10,
  distance: 50,
  ...over,
});

describe('feeCategory (ПП № 1547)', () => {
  it.each([
    [42, 200, 'first'],
    [42.01, 10, 'second'],
    [5, 200.5, 'second'],
    [500, 1000, 'second'],
    [500.1, 0, 'individual'],
  ] as const)('%s м³/ч at %s m → %s', (q, l, category) => {
    expect(feeCategory(q, l)).toBe(category);
  });
});

describe('rateBasis', () => {
  it.each([
    ['₽ за подключение', 'connection'],
    ['₽', 'connection'],
    ['руб./м', 'meter'],
    ['₽ за 1 м', 'meter'],
    ['руб./км', 'kilometer'],
    ['₽ за м³/ч', 'capacity'],
    ['руб./(м3/ч)', 'capacity'],
  ] as const)('%s → %s', (unit, basis) => {
    expect(rateBasis(unit)).toBe(basis);
  });
});

describe('connectionFee', () => {
  it('charges the first category the region’s standardized fee only', () => {
    expect(connectionFee(input(), rates)).toEqual({
      ok: true,
      category: 'first',
      amount: 68350.4,
      parts: [{ label: msg.fixedPart, amount: 68350.4 }],
    });
  });

  it('adds the ГРО’s standardized rates for the second category: once, per metre, per м³/ч', () => {
    const result = connectionFee(input({ consumption: 60, distance: 300 }), rates);
    // 68 350,40 + 15 234,50 + 1 200,10 × 300 + 10 × 60
    expect(result).toMatchObject({ ok: true, category: 'second', amount: 444214.9 });
  });

  it('reads a rate per km per metre of distance', () => {
    const perKm: FeeRates = {
      fee_kinds: [{ kind: 'standard', name: 'С1', amount: 100 }],
      tariff_rates: [{ type_name: 'Стандартизированная ставка', value: 1000, unit: 'руб./км' }],
    };
    expect(connectionFee(input({ distance: 250 }), perKm)).toMatchObject({ amount: 350 });
  });

  it('gives an individual project the custom fee as an estimate, or no amount', () => {
    expect(connectionFee(input({ consumption: 800 }), rates)).toMatchObject({
      category: 'individual',
      amount: 1250000,
      note: msg.individual,
    });
    expect(
      connectionFee(input({ consumption: 800 }), { fee_kinds: [], tariff_rates: [] }),
    ).toMatchObject({ amount: null, note: msg.individual });
  });

  it('makes догазификация free where the region sets no other preferential fee', () => {
    const dogas = input({ connectionKind: 'dogasification', distance: 900 });
    expect(connectionFee(dogas, rates)).toMatchObject({ amount: 0, note: msg.free });
    expect(connectionFee(dogas, { fee_kinds: [], tariff_rates: [] })).toMatchObject({
      amount: 0,
    });
    const paid: FeeRates = {
      ...rates,
      fee_kinds: [{ kind: 'preferential', name: 'Л', amount: 5 }],
    };
    expect(connectionFee(dogas, paid)).toMatchObject({ amount: 5 });
    expect(connectionFee(dogas, paid)).not.toHaveProperty('note');
  });

  it('offers догазификация to individuals up to 42 м³/ч only', () => {
    for (const over of [
      { accountType: 'legal_entity' as const },
      { accountType: 'entrepreneur' as const },
      { consumption: 43 },
    ])
      expect(connectionFee(input({ connectionKind: 'dogasification', ...over }), rates)).toEqual({
        ok: false,
        error: msg.dogasificationOnly,
      });
  });

  it('says when the region has no standardized fee', () => {
    expect(connectionFee(input(), { fee_kinds: [], tariff_rates: [] })).toMatchObject({
      ok: true,
      amount: null,
      note: msg.noRate,
    });
  });

  it('rejects a consumption of zero and a negative distance', () => {
    expect(connectionFee(input({ consumption: 0 }), rates)).toEqual({
      ok: false,
      error: msg.consumption,
    });
    expect(connectionFee(input({ distance: -1 }), rates)).toEqual({
      ok: false,
      error: msg.distance,
    });
    expect(connectionFee(input({ consumption: Number.NaN }), rates)).toMatchObject({ ok: false });
  });
});
