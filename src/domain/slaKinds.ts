/** Service SLA kinds (seed 000 §3): the default is business days. */
import { isOneOf, optionsOf } from './enums';

export const slaKinds = ['business', 'calendar'] as const;
export type SlaKind = (typeof slaKinds)[number];
export const slaKindLabels: Record<SlaKind, string> = {
  business: 'Рабочих дней',
  calendar: 'Календарных дней',
};
export const defaultSlaKind: SlaKind = 'business';
export const slaKindOptions = optionsOf(slaKinds, slaKindLabels);
export function isSlaKind(value: unknown): value is SlaKind {
  return isOneOf(slaKinds, value);
}
