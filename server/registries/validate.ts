/**
 * Validation of a registry write from its definition, collecting every field error at once.
 * Sent attributes are read into stored values by kind (a comma in decimals, dd.MM.yyyy or ISO
 * dates, enum options, reference ids that exist, files through files.ts, html sanitized); then
 * the merged record (the current row plus the patch, after `normalize`) runs the same
 * `fieldValidators` the console runs. Read-only, unknown and other-operation (`only`)
 * attributes are ignored; a new record gets its fields' defaults.
 */
import {
  isRealDate,
  moscowParts,
  toCalendarDate,
  toInstant,
  toIsoDate,
} from '../../src/format/date';
import {
  fieldValidators,
  type FieldDefinition,
  type ReferenceField,
  type ReferencesField,
  type RegistryDefinition,
} from '../../src/registries';
import { validationMessages as m } from '../../src/validation/messages';
import type { Queryable } from '../db';
import { Unprocessable, type FieldError } from '../jsonapi/errors';
import { sanitizeHtml } from './html';
import { entries, filesModule, formFileFields, type FlatRecord } from './record';
import { choiceConditions, referenceTarget } from './references';
import type { FormFile } from '../http/formBody';

type Coerced = { value: unknown } | { error: string };

const invalid: Coerced = { error: m.invalid };
const ID = /^\d{1,18}$/;
const INT_MAX = 2_147_483_647;

/** dd.MM.yyyy HH:mm[:ss] read as Moscow wall-clock time. */
function parseRuDateTime(text: string): Date | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year, hour, minute, second] = match.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Moscow's offset at that instant (UTC+3 now, UTC+4 in 2011–2014): guess, then correct.
  const guess = new Date(wall - 3 * 3_600_000);
  const seen = moscowParts(guess);
  const shown = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
  return new Date(guess.getTime() + (wall - shown));
}

/** What a datetime validator reads: 'DD.MM.YYYY HH:MM:SS' in Moscow (src/validation/dates). */
function ruDateTime(iso: string): string {
  const t = moscowParts(new Date(iso));
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(t.day)}.${p(t.month)}.${p(t.year, 4)} ${p(t.hour)}:${p(t.minute)}:${p(t.second)}`;
}

function idOf(raw: unknown): string | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && ID.test(text) ? text : undefined;
}

/**
 * A sent value (not a file) into its stored form; empty values (also text of only spaces) become
 * null. Text kinds take strings only: a number, array or object there is 'Поле заполнено
 * некорректно', never stored as its JavaScript spelling ('-1e+308').
 */
export function coerce(field: FieldDefinition, sent: unknown): Coerced {
  const raw = typeof sent === 'string' && sent.trim() === '' ? '' : sent;
  if (field.kind === 'boolean') {
    if (raw === true || raw === 'true') return { value: true };
    if (raw === false || raw === 'false' || raw === null || raw === '') return { value: false };
    return invalid;
  }
  if (field.kind === 'references' || (field.kind === 'enum' && field.many)) {
    if (raw === null || raw === '') return { value: [] };
    const list = Array.isArray(raw) ? raw : [raw];
    if (list.length > 1000) return invalid;
    if (field.kind === 'references') {
      const ids = list.map(idOf);
      return ids.every(Boolean) ? { value: [...new Set(ids as string[])] } : invalid;
    }
    const values = field.options.map((o) => o.value);
    return list.every((v) => typeof v === 'string' && values.includes(v))
      ? { value: [...new Set(list as string[])] }
      : invalid;
  }
  if (raw === null || raw === undefined || raw === '') {
    const number = field.kind === 'integer' || field.kind === 'decimal';
    return { value: number && field.emptyAs !== undefined ? field.emptyAs : null };
  }
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'html': {
      if (typeof raw !== 'string') return invalid;
      const text = field.kind === 'html' ? sanitizeHtml(raw) : raw;
      return { value: text.trim() || null };
    }
    case 'integer': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
      const ok = typeof raw === 'number' || /^\s*-?\d{1,10}\s*$/.test(String(raw));
      return ok && Number.isSafeInteger(n) && Math.abs(n) <= INT_MAX ? { value: n } : invalid;
    }
    case 'decimal': {
      if (typeof raw !== 'string' && (typeof raw !== 'number' || !Number.isFinite(raw)))
        return invalid;
      const text = String(raw).trim().replace(',', '.');
      const scale = field.scale ?? 2;
      // numeric(14, scale): at most 14 - scale digits before the point.
      const whole = new RegExp(`^-?\\d{1,${14 - scale}}(\\.\\d+)?$`);
      return whole.test(text) ? { value: text } : invalid;
    }
    case 'date': {
      const date = typeof raw === 'string' ? toCalendarDate(raw) : undefined;
      return date ? { value: toIsoDate(date) } : invalid;
    }
    case 'datetime': {
      if (typeof raw !== 'string') return invalid;
      const instant = toInstant(raw) ?? parseRuDateTime(raw);
      return instant ? { value: instant.toISOString() } : invalid;
    }
    case 'enum':
      return field.options.some((o) => o.value === raw) ? { value: raw } : invalid;
    case 'reference': {
      const id = idOf(raw);
      return id ? { value: id } : invalid;
    }
    default:
      return invalid;
  }
}

/** The ids among `ids` that exist in the target and match the field's fixed `choices`. */
async function existing(
  db: Queryable,
  field: ReferenceField | ReferencesField,
  ids: string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const target = referenceTarget(field.resource);
  const params: unknown[] = [ids];
  const conds = choiceConditions(field, params);
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM ${target.table} WHERE id = ANY($1::bigint[])${conds.map((c) => ` AND ${c}`).join('')}`,
    params,
  );
  return new Set(rows.map((r) => String(r.id)));
}

/** A file as the file rules read it: its name and size. */
async function fileInfo(db: Queryable, attachmentId: unknown) {
  if (attachmentId === null || attachmentId === undefined) return null;
  const [row] = await db.query<{ original_filename: string; file_size: string | null }>(
    'SELECT original_filename, file_size FROM attachments WHERE id = $1',
    [attachmentId],
  );
  if (!row) return null;
  return row.file_size === null
    ? { name: row.original_filename }
    : { name: row.original_filename, size: Number(row.file_size) };
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export interface ValidatedWrite {
  /** Field key → stored value, only the fields to write. */
  patch: Record<string, unknown>;
  /** The whole record after the write, as validated. */
  record: Record<string, unknown>;
}

export interface WriteOptions {
  /** A form file's limit by field key, when not the definition's (RegistryHooks.maxBytes). */
  maxBytes?: Readonly<Record<string, number>>;
}

/**
 * Validates a create (`current` undefined) or an update of `current`; throws Unprocessable
 * with every field error, titled by the field's label. A file sent in the form body is
 * recorded only when the whole write is valid.
 */
export async function validateWrite(
  db: Queryable,
  definition: RegistryDefinition,
  attributes: Record<string, unknown>,
  current?: FlatRecord,
  options: WriteOptions = {},
): Promise<ValidatedWrite> {
  const operation = current ? 'edit' : 'create';
  const active = entries(definition).filter(
    ([, f]) => !f.readOnly && (!f.only || f.only === operation),
  );
  const errors = new Map<string, string>();
  const patch: Record<string, unknown> = {};
  const received = new Map<string, FormFile>();
  // Registries without form files never load the form body's code.
  const forms = formFileFields(definition).length ? await import('./formFiles') : undefined;

  for (const [key, field] of active) {
    if (forms && field.kind === 'file' && field.upload === 'form') {
      const change = forms.formFileChange(attributes, key);
      if (change && 'remove' in change) patch[key] = null;
      if (!change || !('file' in change)) continue;
      const refused = forms.formFileError(field, change.file, options.maxBytes?.[key]);
      if (refused) errors.set(key, refused);
      else received.set(key, change.file);
      continue;
    }
    const name = field.kind === 'file' ? `${key}_id` : key;
    const raw = attributes[name];
    if (raw === undefined) {
      if (!current && field.default !== undefined) {
        const coerced = coerce(field, field.default);
        if ('value' in coerced) patch[key] = coerced.value;
      }
      continue;
    }
    if (field.kind === 'file') {
      const held = current?.[key] as string | null | undefined;
      const result = await (await filesModule()).validateFileAttribute(db, field, raw, held);
      if ('error' in result) errors.set(key, result.error);
      else patch[key] = result.attachmentId;
      continue;
    }
    const coerced = coerce(field, raw);
    if ('error' in coerced) errors.set(key, coerced.error);
    else patch[key] = coerced.value;
  }

  const merged: Record<string, unknown> = { ...current, ...patch };
  const normalized = definition.normalize ? definition.normalize(merged) : merged;
  const record = definition.prepare ? definition.prepare(normalized, operation) : normalized;
  for (const [key] of active) {
    if (!errors.has(key) && !sameValue(record[key], merged[key])) patch[key] = record[key] ?? null;
  }

  for (const [key, field] of active) {
    if (errors.has(key) || (field.kind !== 'reference' && field.kind !== 'references')) continue;
    if (!(key in patch)) continue;
    const value = patch[key];
    const ids = (Array.isArray(value) ? value : [value]).filter(
      (v): v is string => typeof v === 'string',
    );
    const found = await existing(db, field, ids);
    if (ids.some((id) => !found.has(id)))
      errors.set(key, field.missing ?? referenceTarget(field.resource).missing ?? m.invalid);
  }

  for (const [key, field] of active) {
    // A form file was checked as it arrived (formFileError); its stored one is not asked again.
    if (errors.has(key) || (field.kind === 'file' && field.upload === 'form')) continue;
    let value = record[key];
    if (field.kind === 'file') value = await fileInfo(db, value);
    else if (field.kind === 'datetime' && typeof value === 'string') value = ruDateTime(value);
    for (const rule of fieldValidators(field)) {
      const message = rule(value, record);
      if (message !== undefined) {
        errors.set(key, message);
        break;
      }
    }
  }

  if (errors.size) {
    const list: FieldError[] = [...errors].map(([key, detail]) => ({
      field: key,
      title: definition.fields[key]!.label,
      detail,
    }));
    throw new Unprocessable(list);
  }
  for (const [key, file] of received)
    patch[key] = record[key] = await forms!.recordFormFile(db, key, file);
  return { patch, record };
}
