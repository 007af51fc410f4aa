/**
 * The service form as the API takes it (seed 001 §7 "Service save: the body is form data under
 * the key service"): multipart fields named `service[<field>]`, which
 * server/http/formBody.ts reads back into `{service: {…}}`.
 *
 * - The definition's writable fields, as the generic screens send them (values.ts `toWire`:
 *   numbers typed with a comma made numbers, an emptied text sent as empty), each as text:
 *   booleans 'true' / 'false', an empty value ''.
 * - Lists as `service[account_types][]` once per item; an emptied list as one empty
 *   `service[account_types]`, which the server reads as none (formBody.ts has no empty array).
 * - The passport: a newly picked PDF as the file `service[passport]`; a stored one the user
 *   removed as `service[remove_passport]` = 'true'; an untouched one not at all.
 */
import { formInputFields, type RegistryDefinition } from '../../src/registries';
import { toWire } from '../registries/values';

/** The stored passport as the API answers it (seed 001 §3 "passport (file with url and name)"). */
export interface StoredPassport {
  url: string;
  name: string;
}

/** A file the user picked and that is not sent yet. */
export function isPickedFile(value: unknown): value is File {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** The record had a passport and the form no longer holds one (neither stored nor picked). */
export function passportRemoved(
  definition: RegistryDefinition,
  values: Record<string, unknown>,
  previous?: Record<string, unknown>,
): boolean {
  return fileKeys(definition).some((key) => !values[key] && Boolean(previous?.[key]));
}

function fileKeys(definition: RegistryDefinition): string[] {
  return formInputFields(definition)
    .filter(([, f]) => f.kind === 'file')
    .map(([key]) => key);
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function append(form: FormData, name: string, value: unknown): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    form.append(name, text(value));
    return;
  }
  if (!value.length) form.append(name, '');
  for (const item of value) form.append(`${name}[]`, text(item));
}

/**
 * `serviceFormData(services, values, record)` → the body of `POST /v1/admin/services` or
 * `PATCH /v1/admin/services/:id`; `previous` is the record being edited (none on create).
 * The body key is the definition's JSON:API type ('service').
 */
export function serviceFormData(
  definition: RegistryDefinition,
  values: Record<string, unknown>,
  previous?: Record<string, unknown>,
): FormData {
  const key = definition.type;
  const files = fileKeys(definition);
  const plain = Object.fromEntries(Object.entries(values).filter(([k]) => !files.includes(k)));
  const wire = toWire(definition, plain);
  const form = new FormData();
  for (const [name, field] of formInputFields(definition)) {
    if (field.kind === 'file') continue;
    append(form, `${key}[${name}]`, wire[name]);
  }
  for (const name of files) {
    const value = values[name];
    if (isPickedFile(value)) {
      form.append(`${key}[${name}]`, value, (value as File).name);
    } else if (!value && previous?.[name]) {
      form.append(`${key}[remove_${name}]`, 'true');
    }
  }
  return form;
}
