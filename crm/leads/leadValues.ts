/**
 * Reading a flattened lead record (dataProvider/jsonapi.ts: attributes, `<rel>_id`, included
 * relations embedded under their name) for display: relation names, the SLA cell text and the
 * nested blocks, free of React.
 */
import type { RaRecord } from 'ra-core';
import { slaDaysText } from '../../src/domain/slaKinds';
import { formatValue } from '../../src/format/text';
import type { EmptyKind } from '../../src/format/messages';
import { rowStateOf, type RowState, type RowStateRule } from '../../src/registries/rowStates';

/** The relations the list and the card ask the server to include. */
export const listIncluded = ['user', 'service', 'organization', 'branch'] as const;
export const cardIncluded = [
  ...listIncluded,
  'source',
  'admin',
  'rejection_reason',
  'annullation_reason',
  'cancellation_reason',
  'documents',
] as const;

type Related = Record<string, unknown> | undefined;

function related(record: RaRecord, relation: string): Related {
  const value = record[relation];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** What a related record is called: its first non-empty display attribute. */
const displayOf: Record<string, readonly string[]> = {
  // A legal entity is known by its organization; a person by the full name.
  user: ['organization_name', 'user_full_name', 'full_name', 'email'],
  admin: ['user_full_name', 'full_name', 'email'],
  default: ['name', 'short_name', 'title'],
};

/**
 * The name of `relation`: from the included record, else from a flat `<relation>_name`
 * attribute the serializer may add (the applicant's leads answer does), else empty.
 */
export function relationName(
  record: RaRecord,
  relation: string,
  empty: EmptyKind = 'table',
): string {
  const rel = related(record, relation);
  const keys = displayOf[relation] ?? displayOf.default!;
  const fromRel = rel ? keys.map((k) => rel[k]).find((v) => typeof v === 'string' && v) : undefined;
  return formatValue(fromRel ?? record[`${relation}_name`], empty);
}

/** The SLA kind of the lead's service (business by default). */
export function slaKindOf(record: RaRecord): unknown {
  return related(record, 'service')?.sla_kind ?? record.sla_kind;
}

/** '5 рабочих дней', 'Просрочено на 1 календарный день', or the empty text. */
export function slaText(record: RaRecord, empty: EmptyKind = 'table'): string {
  const days = record.sla_days_remaining;
  if (typeof days !== 'number') return formatValue(null, empty);
  return slaDaysText(days, slaKindOf(record));
}

/** Seed 001 §4 "Table rows can be in the visual states danger …": an overdue lead. */
export const leadRowStates: readonly RowStateRule[] = [
  { state: 'danger', field: 'expired', equals: true },
];

/** The lead's state by those rules: its list row, its SLA cell and its card's SLA line. */
export function leadStateOf(record: RaRecord): RowState | undefined {
  return rowStateOf(leadRowStates, record)?.state;
}

/** A nested block (address, owner …) as an object, or an empty one. */
export function block(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
