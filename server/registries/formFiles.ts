/**
 * File fields whose file arrives inside the record's own form body (`upload: 'form'`): the
 * console's service form sends the passport PDF with the other fields as multipart form data
 * (seed 001 §7). The form body (server/http/formBody.ts) streams the file into the storage as
 * it arrives, within the route's limit; here the write checks it — not empty, an allowed
 * extension, within the limit, bytes that match the extension — and, once the whole write is
 * valid, records it as an attachment the record points at. `remove_<key>` clears the field.
 */
import { matchesSignature } from '../../src/domain/fileSignatures';
import { formatFileSize } from '../../src/format/number';
import type { FileField, RegistryDefinition } from '../../src/registries';
import { allowedExtensions, maxFileSize, notEmptyFile } from '../../src/validation/files';
import { interpolate, validationMessages } from '../../src/validation/messages';
import type { Queryable } from '../db';
import { isFormFile, type FormBodyRoute, type FormFile } from '../http/formBody';
import { recordStoredAttachment } from '../storage/attachments';
import type { TSchema } from 'typebox';
import { formFileFields } from './record';

/**
 * The over-limit message: the field's own (the seeds' '70Мб') at the field's limit, the
 * generic 'не должен превышать {size}' at a configured one.
 */
export function fileTooLargeMessage(field: FileField, maxBytes: number): string {
  if (maxBytes === field.maxBytes && field.maxSizeMessage) return field.maxSizeMessage;
  return interpolate(validationMessages.fileMaxSize, { size: formatFileSize(maxBytes) });
}

/** The refusal of a received file, or undefined when it fits the field. */
export function formFileError(
  field: FileField,
  file: Pick<FormFile, 'filename' | 'size' | 'head'>,
  maxBytes = field.maxBytes,
): string | undefined {
  const value = { name: file.filename, size: file.size };
  const rule =
    notEmptyFile(value) ??
    allowedExtensions(field.extensions)(value) ??
    maxFileSize(maxBytes, fileTooLargeMessage(field, maxBytes))(value);
  if (rule) return rule;
  return matchesSignature(file.filename, file.head) ? undefined : validationMessages.fileFormat;
}

/** The files a create or an update route takes in its form body, and the schema judging it. */
export function formBodyRoute(
  definition: RegistryDefinition,
  limits: Readonly<Record<string, number>> = {},
  judge?: TSchema,
): FormBodyRoute | undefined {
  const fields = formFileFields(definition);
  if (!fields.length) return undefined;
  const files = Object.fromEntries(
    fields.map(([key, field]) => {
      const maxBytes = limits[key] ?? field.maxBytes;
      return [
        key,
        { title: field.label, maxBytes, tooLarge: fileTooLargeMessage(field, maxBytes) },
      ];
    }),
  );
  return { files, ...(judge ? { judge } : {}) };
}

/** What a write sent for a form file field: a new file, its removal, or nothing. */
export type FormFileChange = { file: FormFile } | { remove: true } | undefined;

export function formFileChange(attributes: Record<string, unknown>, key: string): FormFileChange {
  const sent = attributes[key];
  if (isFormFile(sent)) return { file: sent };
  const remove = attributes[`remove_${key}`];
  return remove === true || remove === 'true' ? { remove: true } : undefined;
}

/**
 * Records a checked file as a complete attachment (kind: the field key) and keeps it in the
 * storage; its id is the field's value. A write failing after this leaves an unowned
 * attachment, which the orphan sweep removes.
 */
export async function recordFormFile(db: Queryable, key: string, file: FormFile): Promise<string> {
  const row = await recordStoredAttachment(db, { kind: key, filename: file.filename }, file);
  file.keep();
  return String(row.id);
}
