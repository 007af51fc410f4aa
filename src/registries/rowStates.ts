/**
 * The visual states of a table row (seed 001 §4 "Table rows can be in the visual states danger,
 * uploaded, expired, disabled"), declared by a registry as rules over a row's own fields and
 * judged here without React, so the console's lists, the server and the site read one answer.
 * What each state means is ours (docs/decisions.md "Row states"):
 *
 * - `danger`: a task past its deadline that still needs work — an overdue lead, ГРО request,
 *   reporting document, appeal or consultation;
 * - `expired`: a record whose validity has run out — a power of attorney, a subsidy's period;
 * - `disabled`: a record switched off — inactive (`active` false) or a blocked account;
 * - `uploaded`: a row whose file has been uploaded — a service's passport, a subsidy's document.
 *
 * `rowStates: [{state: 'disabled', field: 'active', equals: false}]`: the first rule that
 * matches gives the row its state, so a definition lists the strongest first.
 */
import { dayNumber, today, toCalendarDate } from '../format/date';
import type { FieldDefinition } from './types';

export const rowStates = ['danger', 'uploaded', 'expired', 'disabled'] as const;
export type RowState = (typeof rowStates)[number];

/** What a row in each state is, said to those who do not see its colour. */
export const rowStateLabels: Readonly<Record<RowState, string>> = {
  danger: 'Просрочено',
  uploaded: 'Файл загружен',
  expired: 'Срок действия истёк',
  disabled: 'Неактивно',
};

interface RuleCommon<K extends string> {
  state: RowState;
  /** The row's field the rule reads. */
  field: K;
  /**
   * The words of the state for this registry. By default a flag's own label when the rule asks
   * it to be on (`blocked` → 'Заблокирован', `overdue` → 'Просрочен'), else `rowStateLabels`.
   */
  label?: string;
}

/** The field holds this value (`active` false, `overdue` true, a status). */
export interface EqualsRule<K extends string = string> extends RuleCommon<K> {
  equals: string | number | boolean;
}

/** The field's date is before today in Moscow: a 'valid until' day is still valid itself. */
export interface PastRule<K extends string = string> extends RuleCommon<K> {
  past: true;
}

/** The field has a value (a file is uploaded). */
export interface FilledRule<K extends string = string> extends RuleCommon<K> {
  filled: true;
}

export type RowStateRule<K extends string = string> = EqualsRule<K> | PastRule<K> | FilledRule<K>;

function filled(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function matches(rule: RowStateRule, value: unknown, now: Date): boolean {
  if ('equals' in rule) return value === rule.equals;
  if ('filled' in rule) return filled(value);
  if (value === null || value === undefined || value === '') return false;
  const date = toCalendarDate(value);
  return date !== undefined && dayNumber(date) < dayNumber(today(now));
}

function labelOf(rule: RowStateRule, fields: Readonly<Record<string, FieldDefinition>>): string {
  if (rule.label) return rule.label;
  const field = fields[rule.field];
  if ('equals' in rule && rule.equals === true && field?.kind === 'boolean') return field.label;
  return rowStateLabels[rule.state];
}

/**
 * The state of a row (its first matching rule) with its words, undefined for none; `fields`
 * are the registry's, whose flags name their own states.
 */
export function rowStateOf(
  rules: readonly RowStateRule[] | undefined,
  row: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, FieldDefinition>> = {},
  now: Date = new Date(),
): { state: RowState; label: string } | undefined {
  const rule = rules?.find((r) => matches(r, row[r.field], now));
  return rule ? { state: rule.state, label: labelOf(rule, fields) } : undefined;
}
