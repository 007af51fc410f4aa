/**
 * `fieldValidators(field)` (src/registries) as react-admin `validate` functions. The rules are
 * the shared ones, unchanged; only the value is adapted to what they read: a stored file
 * `{original_filename, file_size}` is a `{name, size}` file, a picker's date-time is the
 * seeds' 'dd.MM.yyyy HH:mm:ss' text. The whole record is passed through as `allValues`.
 */
import type { Validator as RaValidator } from 'ra-core';
import { formatDateTime, toInstant } from '../../src/format/date';
import { fieldValidators, type FieldDefinition } from '../../src/registries';
import type { Validator } from '../../src/validation/messages';

/** A file value as the file rules read it. */
export function fileForRules(value: unknown): unknown {
  if (!value || typeof value !== 'object' || value instanceof Blob) return value;
  const file = value as { original_filename?: unknown; file_size?: unknown; name?: unknown };
  if (typeof file.name === 'string') return value;
  if (typeof file.original_filename !== 'string') return value;
  return typeof file.file_size === 'number'
    ? { name: file.original_filename, size: file.file_size }
    : { name: file.original_filename };
}

function dateTimeForRules(value: unknown): unknown {
  const instant = toInstant(value);
  return instant
    ? `${formatDateTime(instant)}:${String(instant.getSeconds()).padStart(2, '0')}`
    : value;
}

function forRules(field: FieldDefinition, value: unknown): unknown {
  if (field.kind === 'file') return fileForRules(value);
  if (field.kind === 'datetime') return dateTimeForRules(value);
  return value;
}

/** One shared rule as a react-admin validator. */
export function raValidator(field: FieldDefinition, rule: Validator): RaValidator {
  return (value, allValues) =>
    rule(forRules(field, value), (allValues ?? {}) as Record<string, unknown>);
}

/** Every rule of a field (required first), for an input's `validate` prop. */
export function raValidators(field: FieldDefinition): RaValidator[] {
  return fieldValidators(field).map((rule) => raValidator(field, rule));
}

/** The rules of a picked file before its upload: all but `required` (a file is there). */
export function pickedFileError(field: FieldDefinition, file: File): string | undefined {
  const value = { name: file.name, size: file.size };
  for (const rule of fieldValidators({ ...field, required: false })) {
    const message = rule(value, {});
    if (message) return message;
  }
  return undefined;
}
