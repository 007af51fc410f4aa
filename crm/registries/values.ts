/**
 * What the generic screens read from a definition, free of React: a value as table or preview
 * text (enum titles, Да/Нет, dd.MM.yyyy [HH:mm], reference names, '—' / 'Нет данных'), the
 * fields of a form, its defaults, and the form values turned into the attributes the API takes.
 */
import {
  formatAmount,
  formatBoolean,
  formatDate,
  formatDateTime,
  formatValue,
} from '../../src/format';
import { emptyText, type EmptyKind } from '../../src/format/messages';
import { formatPhone } from '../../src/format/phone';
import {
  relationshipName,
  formInputFields,
  type FieldDefinition,
  type RegistryDefinition,
} from '../../src/registries';
import type { SelectOption } from '../../src/domain/enums';
import { toNumber } from '../../src/validation/basic';

/** A file field's value: the stored file, or a new upload (`uploaded`) not saved yet. */
export interface FileValue {
  id: string;
  original_filename?: string;
  file_size?: number;
  url?: string;
  uploaded?: boolean;
}

/** An autocomplete's search as the API's `query` (react-admin's `filterToQuery`). */
export const toQuery = (text: string) => (text ? { query: text } : {});

/** react-admin choices of an enum's options. */
export function choicesOf(options: readonly SelectOption[]): { id: string; name: string }[] {
  return options.map((o) => ({ id: o.value, name: o.title }));
}

function optionTitle(options: readonly SelectOption[], value: unknown): string {
  return options.find((o) => o.value === value)?.title ?? String(value);
}

function decimalText(value: unknown): string {
  return typeof value === 'number' ? String(value).replace('.', ',') : String(value);
}

/** The attribute of a referenced record shown for it (default `name`). */
export function referenceDisplay(field: FieldDefinition): string {
  return (field.kind === 'reference' || field.kind === 'references') && field.display
    ? field.display
    : 'name';
}

/** The embedded record(s) of a reference, when the server included them. */
export function embedded(key: string, field: FieldDefinition, record: Record<string, unknown>) {
  return record[relationshipName(key, field)];
}

/**
 * The text of `record[key]`; `undefined` for a reference whose record was not included (the
 * cell then asks for it).
 */
export function valueText(
  key: string,
  field: FieldDefinition,
  record: Record<string, unknown>,
  empty: EmptyKind = 'table',
): string | undefined {
  const value = record[key];
  switch (field.kind) {
    case 'boolean':
      return formatBoolean(value, empty);
    case 'date':
      return formatDate(value, empty);
    case 'datetime':
      return formatDateTime(value, empty);
    case 'decimal':
      if (value === null || value === undefined || value === '') return emptyText(empty);
      // Two-decimal values are amounts: '12 345,50' (seed 000 §9); others keep their digits.
      return (field.scale ?? 2) === 2 ? formatAmount(value, empty) : decimalText(value);
    case 'enum': {
      const list = Array.isArray(value)
        ? value
        : value === null || value === undefined
          ? []
          : [value];
      const titles = list.filter((v) => v !== '').map((v) => optionTitle(field.options, v));
      return formatValue(titles, empty);
    }
    case 'file': {
      const file = value as FileValue | null | undefined;
      return formatValue(file?.original_filename, empty);
    }
    case 'reference':
    case 'references': {
      if (value === null || value === undefined || (Array.isArray(value) && !value.length))
        return emptyText(empty);
      const related = embedded(key, field, record);
      if (!related) return undefined;
      const display = referenceDisplay(field);
      const list = (Array.isArray(related) ? related : [related]) as Record<string, unknown>[];
      return formatValue(
        list.map((r) => r[display]).filter((v) => v !== null && v !== undefined && v !== ''),
        empty,
      );
    }
    default:
      // Phones are stored as 11 digits; lists show them in the input's mask.
      if (field.kind === 'string' && field.mask?.startsWith('phone') && typeof value === 'string')
        return formatValue(formatPhone(value), empty);
      return formatValue(value, empty);
  }
}

/**
 * The inputs of a form: writable fields not hidden from forms, minus those asked only on the
 * other screen.
 */
export function formFields(
  definition: RegistryDefinition,
  mode: 'create' | 'edit',
): [string, FieldDefinition][] {
  return formInputFields(definition).filter(([, f]) => !f.only || f.only === mode);
}

/** A new record's values: declared defaults, unchecked checkboxes, empty multi-selects. */
export function formDefaults(definition: RegistryDefinition): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of formFields(definition, 'create')) {
    if (field.default !== undefined) values[key] = field.default;
    else if (field.kind === 'boolean') values[key] = false;
    else if ((field.kind === 'enum' && field.many) || field.kind === 'references') values[key] = [];
  }
  return values;
}

/** The relationships a list shows, for `included=`. */
export function listIncluded(definition: RegistryDefinition): string[] {
  return included(definition, (f) => !!f.list);
}

/**
 * A record's screens (edit, show) ask all its references embedded: a read-only author or
 * executor is then never fetched from a registry the role may not read (admin_users).
 */
export function recordQueryOptions(definition: RegistryDefinition) {
  const names = included(definition, () => true);
  return names.length ? { meta: { included: names } } : undefined;
}

function included(definition: RegistryDefinition, shown: (f: FieldDefinition) => boolean) {
  return Object.entries(definition.fields)
    .filter(([, f]) => shown(f) && (f.kind === 'reference' || f.kind === 'references'))
    .map(([key, f]) => relationshipName(key, f));
}

function wireValue(field: FieldDefinition, value: unknown): unknown {
  if (field.kind === 'integer' || field.kind === 'decimal') {
    if (value === '' || value === null || value === undefined) return null;
    return toNumber(value) ?? value;
  }
  if ((field.kind === 'enum' && !field.many) || field.kind === 'reference')
    return value === '' || value === undefined ? null : value;
  if ((field.kind === 'string' || field.kind === 'text' || field.kind === 'html') && value === '')
    return null;
  return value;
}

/**
 * Form values → attributes: `normalize` first (the definition's cross-field clean-up), read-only
 * fields dropped, numbers typed with a comma made numbers, a new upload sent as `<key>_id`, a
 * removed file (one the `previous` record had) as `<key>_id: null`, an untouched file not at all.
 */
export function toWire(
  definition: RegistryDefinition,
  values: Record<string, unknown>,
  previous?: Record<string, unknown>,
): Record<string, unknown> {
  const data = definition.normalize ? definition.normalize(values) : values;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const field = definition.fields[key];
    if (!field) {
      out[key] = value;
      continue;
    }
    if (field.readOnly) continue;
    if (field.kind === 'file') {
      const file = value as FileValue | null | undefined;
      if (file?.uploaded) out[`${key}_id`] = file.id;
      else if (!file && previous?.[key]) out[`${key}_id`] = null;
      continue;
    }
    out[key] = wireValue(field, value);
  }
  return out;
}

/** react-admin's `transform` of a create or edit screen saving `definition`'s record. */
export const wireTransform =
  (definition: RegistryDefinition) =>
  (data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
    toWire(definition, data, options?.previousData);
