/**
 * Files sent inside a JSON body as data URIs — the live portal's wire format for lead
 * documents, contract files, activity files, a denial's notification and the site's appeals:
 * `{original_filename, kind?, file: 'data:application/pdf;base64,…'}`, bare or wrapped as a
 * JSON:API resource `{data: {type: 'attachment', attributes: {…}}}`.
 *
 * They pass the multipart upload's checks (extension, emptiness, size, the bytes' signature)
 * and are stored through the same storage (`storeAttachment`); only the transport differs. The
 * whole body is in memory, so the routes that take them raise their body limit to
 * DATA_URI_BODY_LIMIT and no further: big files belong to the multipart upload.
 */
import { SIGNATURE_BYTES } from '../../src/domain/fileSignatures';
import { extensionOfMimeType } from '../../src/domain/uploads';
import { validationMessages as m } from '../../src/validation/messages';
import type { Queryable } from '../db';
import type { FieldError } from '../jsonapi/errors';
import { fileRuleError, storeAttachment, type FileRules } from './attachments';
import type { Storage } from './types';
import { isObject } from '../../src/wire/isObject';

/** The body limit of a route that takes data-URI files: 64 MiB of JSON. */
export const DATA_URI_BODY_LIMIT = 64 * 1024 * 1024;

export interface DataUriFile {
  name: string;
  /** The kind the item names ('' when none); the caller judges it. */
  kind: string;
  body: Buffer;
}

const DATA_URI = /^data:([^;,]*)(;[^,;]*)*;base64,([A-Za-z0-9+/=\s]*)$/;

/** `{data: {attributes}}`, `{attributes}` or the attributes themselves. */
function attributesOfItem(item: unknown): Record<string, unknown> | null {
  if (!isObject(item)) return null;
  const data = isObject(item.data) ? item.data : item;
  return isObject(data.attributes) ? data.attributes : data;
}

/**
 * One file item; pushes a field error at `field` (the item's path) and answers null when the
 * item is not a file that fits `rules`. With `unnamed`, a file sent without a name is named so,
 * with the extension of its MIME type (then checked against its bytes like any other).
 */
export function readDataUriFile(
  item: unknown,
  rules: FileRules,
  field: string,
  title: string,
  errors: FieldError[],
  unnamed?: string,
): DataUriFile | null {
  const attrs = attributesOfItem(item);
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const match = DATA_URI.exec(str(attrs?.file));
  const extension = match ? extensionOfMimeType(match[1]!) : '';
  const sent = str(attrs?.original_filename ?? attrs?.name).slice(0, 255);
  const name = sent || (unnamed && extension ? `${unnamed}.${extension}` : '');
  const fail = (detail: string) => {
    errors.push({ field, title: name || title, detail });
    return null;
  };
  if (!name || !match) return fail(m.invalid);
  const body = Buffer.from(match[3]!, 'base64');
  const refused = fileRuleError(rules, {
    name,
    size: body.length,
    head: body.subarray(0, SIGNATURE_BYTES),
  });
  if (refused) return fail(refused);
  return { name, kind: str(attrs?.kind), body };
}

/** A list of file items (undefined / null: none); at most `max` of them when given. */
export function readDataUriFiles(
  raw: unknown,
  rules: FileRules & { max?: number; tooMany?: string },
  field: string,
  title: string,
  errors: FieldError[],
): DataUriFile[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw)) {
    errors.push({ field, title, detail: m.invalid });
    return [];
  }
  if (rules.max !== undefined && raw.length > rules.max) {
    errors.push({ field, title, detail: rules.tooMany ?? m.invalid });
    return [];
  }
  const files: DataUriFile[] = [];
  raw.forEach((item, i) => {
    const file = readDataUriFile(item, rules, `${field}.${i}`, title, errors);
    if (file) files.push(file);
  });
  return files;
}

/**
 * Stores the files (outside any transaction: they are bytes in the storage) as complete,
 * unowned attachments; the caller's transaction then links them to their record. A failed
 * transaction leaves them unowned, and the sweep removes unowned files.
 */
export async function storeDataUriFiles(
  db: Queryable,
  storage: Storage,
  files: readonly DataUriFile[],
  author: { adminId?: string; userId?: string },
  kindOf: (file: DataUriFile) => string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const f of files) {
    const row = await storeAttachment(
      db,
      storage,
      { kind: kindOf(f), filename: f.name, ...author },
      f.body,
    );
    ids.push(row.id);
  }
  return ids;
}
