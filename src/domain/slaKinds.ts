/** Service SLA kinds (seed 000 §3): the default is business days. */
import { pluralWithCount, type PluralForms } from '../format/plural';
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

/** A lead's SLA day count with its Russian plural, per kind (seed 001 §2 plural forms). */
export const slaDayForms: Record<SlaKind, PluralForms> = {
  business: ['рабочий день', 'рабочих дня', 'рабочих дней'],
  calendar: ['календарный день', 'календарных дня', 'календарных дней'],
};

/** Our words for an overdue lead: 'Просрочено на 2 рабочих дня'. */
export const slaOverdueTemplate = 'Просрочено на {days}';

/** '5 рабочих дней' left, or 'Просрочено на 2 календарных дня' once negative. */
export function slaDaysText(days: number, kind: unknown): string {
  const forms = slaDayForms[isSlaKind(kind) ? kind : defaultSlaKind];
  if (days >= 0) return pluralWithCount(days, forms);
  return slaOverdueTemplate.replace('{days}', pluralWithCount(-days, forms));
}
