/**
 * The connection fee calculator of the site's /calculator (issue 17; seed 000 §2): the
 * applicant's category by Постановление Правительства РФ от 13.09.2021 № 1547 (Правила
 * подключения газоиспользующего оборудования к сетям газораспределения) and the fee from the
 * region's connection fee kinds (src/registries/connectionFeeKinds.ts) and its ГРО's tariff
 * rates (src/registries/organizations.ts `organization_tariff_rates`). Framework-free: the
 * server, the site and the tests read the same rules. The formula and its source are in
 * docs/decisions.md "Connection fee calculator (issue 17)".
 */
import type { AccountType } from './accountTypes';
import type { FeeKind } from './feeKinds';
import { optionsOf } from './enums';

/** Category limits of ПП № 1547: 42 м³/ч and 200 m for the first, 500 м³/ч for the second. */
export const FIRST_CATEGORY_MAX_CONSUMPTION = 42;
export const FIRST_CATEGORY_MAX_DISTANCE = 200;
export const SECOND_CATEGORY_MAX_CONSUMPTION = 500;

export const connectionKinds = ['connection', 'dogasification'] as const;
export type ConnectionKind = (typeof connectionKinds)[number];
export const connectionKindLabels: Record<ConnectionKind, string> = {
  connection: 'Подключение (технологическое присоединение)',
  dogasification: 'Догазификация домовладения',
};
export const connectionKindOptions = optionsOf(connectionKinds, connectionKindLabels);

export const feeCategories = ['first', 'second', 'individual'] as const;
export type FeeCategory = (typeof feeCategories)[number];
export const feeCategoryLabels: Record<FeeCategory, string> = {
  first: 'Первая категория (до 42 м³/ч, не дальше 200 м от сети)',
  second: 'Вторая категория (до 500 м³/ч)',
  individual: 'Индивидуальный проект (более 500 м³/ч)',
};

export const connectionFeeMessages = {
  consumption: 'Укажите максимальный часовой расход газа больше нуля',
  distance: 'Укажите расстояние не меньше нуля',
  dogasificationOnly:
    'Догазификация доступна физическим лицам с расходом газа не более 42 м³/ч; выберите подключение',
  noRate: 'Плата для региона не установлена: уточните её в газораспределительной организации',
  free: 'Без взимания платы до границы земельного участка',
  individual: 'Размер платы устанавливается по индивидуальному проекту; сумма ориентировочная',
  fixedPart: 'Плата по категории',
  perConnection: 'Стандартизированная ставка за подключение',
  perMeter: 'Стандартизированная ставка за протяжённость',
  perCapacity: 'Стандартизированная ставка за расход газа',
} as const;

/** A connection fee kind of the region in force today (the newest per kind). */
export interface FeeKindRate {
  kind: FeeKind;
  name: string;
  amount: number | string | null;
}

/** A tariff rate of a ГРО in force today: its type (dictionary name), value and unit. */
export interface TariffRate {
  type_name: string;
  value: number | string;
  unit: string;
}

export interface FeeRates {
  fee_kinds: readonly FeeKindRate[];
  tariff_rates: readonly TariffRate[];
}

export interface FeeInput {
  accountType: AccountType;
  connectionKind: ConnectionKind;
  /** Максимальный часовой расход газа, м³/ч. */
  consumption: number;
  /** From the gas network to the boundary of the land plot, m. */
  distance: number;
}

export interface FeePart {
  label: string;
  amount: number;
}

export type FeeResult =
  | { ok: false; error: string }
  | {
      ok: true;
      category: FeeCategory;
      /** Rubles rounded to kopecks; null when the region has no rate for the case. */
      amount: number | null;
      parts: FeePart[];
      note?: string;
    };

/** Category of ПП № 1547 by consumption and distance. */
export function feeCategory(consumption: number, distance: number): FeeCategory {
  if (consumption > SECOND_CATEGORY_MAX_CONSUMPTION) return 'individual';
  if (consumption <= FIRST_CATEGORY_MAX_CONSUMPTION && distance <= FIRST_CATEGORY_MAX_DISTANCE)
    return 'first';
  return 'second';
}

/** How a tariff rate applies, read from its unit: per m³/h, per metre (or km), or once. */
export function rateBasis(unit: string): 'capacity' | 'meter' | 'kilometer' | 'connection' {
  const u = unit.toLowerCase();
  if (/м³|м3|куб/.test(u)) return 'capacity';
  if (/(^|[^а-яё])км([^а-яё]|$)/.test(u)) return 'kilometer';
  if (/(^|[^а-яё])м([^а-яё³]|$)/.test(u)) return 'meter';
  return 'connection';
}

const toNumber = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};
const kopecks = (n: number) => Math.round(n * 100) / 100;
const feeOf = (rates: FeeRates, kind: FeeKind) =>
  toNumber(rates.fee_kinds.find((f) => f.kind === kind)?.amount);

/** The ГРО's standardized rates (the dictionary's 'Стандартизированная ставка'), each applied. */
function standardizedParts(rates: FeeRates, input: FeeInput): FeePart[] {
  const parts: FeePart[] = [];
  for (const rate of rates.tariff_rates) {
    if (!/^стандартизир/i.test(rate.type_name.trim())) continue;
    const value = toNumber(rate.value);
    if (value === null) continue;
    const basis = rateBasis(rate.unit);
    if (basis === 'capacity')
      parts.push({ label: connectionFeeMessages.perCapacity, amount: value * input.consumption });
    else if (basis === 'meter')
      parts.push({ label: connectionFeeMessages.perMeter, amount: value * input.distance });
    else if (basis === 'kilometer')
      parts.push({
        label: connectionFeeMessages.perMeter,
        amount: (value * input.distance) / 1000,
      });
    else parts.push({ label: connectionFeeMessages.perConnection, amount: value });
  }
  return parts;
}

/**
 * The fee: догазификация — the region's preferential fee (none set reads as free); the first
 * category — the region's standardized fee; the second — that fee plus the ГРО's standardized
 * rates (once, per metre of distance, per м³/ч); an individual project — the region's custom fee,
 * as an estimate.
 */
export function connectionFee(input: FeeInput, rates: FeeRates): FeeResult {
  if (!Number.isFinite(input.consumption) || input.consumption <= 0)
    return { ok: false, error: connectionFeeMessages.consumption };
  if (!Number.isFinite(input.distance) || input.distance < 0)
    return { ok: false, error: connectionFeeMessages.distance };
  const category = feeCategory(input.consumption, input.distance);

  if (input.connectionKind === 'dogasification') {
    if (
      input.accountType !== 'individual_person' ||
      input.consumption > FIRST_CATEGORY_MAX_CONSUMPTION
    )
      return { ok: false, error: connectionFeeMessages.dogasificationOnly };
    const amount = kopecks(feeOf(rates, 'preferential') ?? 0);
    return {
      ok: true,
      category,
      amount,
      parts: [{ label: connectionFeeMessages.fixedPart, amount }],
      ...(amount === 0 ? { note: connectionFeeMessages.free } : {}),
    };
  }

  if (category === 'individual') {
    const custom = feeOf(rates, 'custom');
    return custom === null
      ? { ok: true, category, amount: null, parts: [], note: connectionFeeMessages.individual }
      : {
          ok: true,
          category,
          amount: kopecks(custom),
          parts: [{ label: connectionFeeMessages.fixedPart, amount: kopecks(custom) }],
          note: connectionFeeMessages.individual,
        };
  }

  const standard = feeOf(rates, 'standard');
  if (standard === null)
    return { ok: true, category, amount: null, parts: [], note: connectionFeeMessages.noRate };
  const parts: FeePart[] = [{ label: connectionFeeMessages.fixedPart, amount: standard }];
  if (category === 'second') parts.push(...standardizedParts(rates, input));
  const rounded = parts.map((p) => ({ ...p, amount: kopecks(p.amount) }));
  return {
    ok: true,
    category,
    amount: kopecks(rounded.reduce((sum, p) => sum + p.amount, 0)),
    parts: rounded,
  };
}
