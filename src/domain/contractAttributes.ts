/**
 * The contract's dictionary values of the live portal's admin API (issue 20). The connection term
 * travels as `connection_time_to_gas_network_slug`; the live slugs are not published, so the list
 * is ours, after the connection terms of the connection rules (Постановление Правительства РФ
 * № 1547): docs/decisions.md "Live wire format: contract and activities".
 */
import { isOneOf, labelOf, optionsOf } from './enums';
import { formatMessages } from '../format/messages';

export const connectionTimeSlugs = [
  'days_135',
  'days_270',
  'year_1',
  'years_1_5',
  'years_2',
  'by_schedule',
] as const;

export type ConnectionTimeSlug = (typeof connectionTimeSlugs)[number];

export const connectionTimeLabels: Record<ConnectionTimeSlug, string> = {
  days_135: 'Не более 135 дней',
  days_270: 'Не более 270 дней',
  year_1: 'Не более 1 года',
  years_1_5: 'Не более 1,5 года',
  years_2: 'Не более 2 лет',
  by_schedule: 'По графику, согласованному с заявителем',
};

export const connectionTimeOptions = optionsOf(connectionTimeSlugs, connectionTimeLabels);

export function isConnectionTimeSlug(value: unknown): value is ConnectionTimeSlug {
  return isOneOf(connectionTimeSlugs, value);
}

export function connectionTimeLabel(slug: string | null | undefined): string {
  return labelOf(connectionTimeSlugs, connectionTimeLabels, slug, () => formatMessages.noData);
}

/** The dictionary kind the contract's connection features are picked from (dictionaryKinds). */
export const connectionFeaturesKind = 'connection_features';
