/**
 * Settlements (issue 16, seed 001 §2 /crm/settlements): the kind of a settlement and its gas
 * status. The seeds name neither list; ours follow the registers of догазификация
 * (docs/decisions.md "Settlements (issue 16)").
 */
import { optionsOf } from './enums';

/** Kinds of settlement as ОКТМО / ФИАС name them, plus garden partnerships (СНТ). */
export const settlementKindLabels = {
  city: 'Город',
  urban_settlement: 'Посёлок городского типа',
  settlement: 'Посёлок',
  selo: 'Село',
  village: 'Деревня',
  stanitsa: 'Станица',
  khutor: 'Хутор',
  snt: 'СНТ',
} satisfies Record<string, string>;
export type SettlementKind = keyof typeof settlementKindLabels;
export const settlementKinds = Object.keys(settlementKindLabels) as readonly SettlementKind[];
export const settlementKindOptions = optionsOf(settlementKinds, settlementKindLabels);

/** The gas status of a settlement: network in every street, in part of it, or none. */
export const gasStatuses = ['gasified', 'partially_gasified', 'not_gasified'] as const;
export type GasStatus = (typeof gasStatuses)[number];
export const gasStatusLabels: Record<GasStatus, string> = {
  gasified: 'Газифицирован',
  partially_gasified: 'Частично газифицирован',
  not_gasified: 'Не газифицирован',
};
export const gasStatusOptions = optionsOf(gasStatuses, gasStatusLabels);
