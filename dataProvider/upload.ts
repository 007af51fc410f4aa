/**
 * The multipart upload of seed 001 §7 (instructions, GRO request and reporting document
 * attachments): start → per 5 MiB part: ask a part URL, PUT the part, keep its ETag → complete.
 * Parts go one after another, so progress only grows and a failure stops before `complete`.
 */
import { HttpError, type Identifier, type RaRecord } from 'ra-core';
import { errorMessages } from '../i18n/messages';
import type { ApiErrorBody } from '../src/api';
import { uploadChunkBytes, uploadPartCount } from '../src/domain/uploads';
import { validateUpload } from '../src/validation/files';
import type { Validator } from '../src/validation/messages';
import type { VerbContext } from './files';
import { readField, toDocument, toRecords, type JsonApiDocument } from './jsonapi';

/** What the upload needs of a File; tests pass a fake with a `size` getter. */
export type UploadFile = Pick<Blob, 'size' | 'slice'> & { name: string };

export interface UploadParams {
  file: UploadFile;
  /** The attachment kind the server files the upload under. */
  kind?: string;
  /** Appended to `<apiUrl>/<resource>` for uploads that belong to a record. */
  recordId?: Identifier;
  /** A full path used instead of `<apiUrl>/<resource>[/<recordId>]`. */
  basePath?: string;
  /** Instructions use `single_multipart_upload_{start,url,complete}`. */
  single?: boolean;
  /**
   * The file's own rules when they differ from the generic upload's (extensions, size), e.g. a
   * registry's file field; checked before any request.
   */
  validate?: Validator;
  /** Done parts over all parts, after each part. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadPart {
  part_number: number;
  etag: string;
}

export type UploadVerb = (resource: string, params: UploadParams) => Promise<{ data: RaRecord }>;

function errorBody(errors: Record<string, string> = {}): ApiErrorBody {
  return { errors, items: [] };
}

/**
 * 'Ошибка при загрузке файла'. Not the storage's own status: a 401 from S3 must not end our
 * session through the authProvider's checkError.
 */
function uploadFailed(cause?: unknown): HttpError {
  const error = new HttpError(errorMessages.uploadFailed, 502, errorBody());
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** Presigned storage URLs on another origin get no token (and no preflight-triggering headers). */
function isForeign(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  const here = typeof location === 'undefined' ? undefined : location.origin;
  return new URL(href).origin !== here;
}

async function putPart(ctx: VerbContext, href: string, body: Blob, signal?: AbortSignal) {
  let etag: string | null;
  try {
    if (isForeign(href)) {
      const response = await ctx.fetch(href, { method: 'PUT', body, signal });
      // S3 must expose ETag through CORS (ExposeHeaders), or the browser hides it.
      etag = response.ok ? response.headers.get('ETag') : null;
    } else {
      // Our own storage: the shared client adds the Bearer token and the base URL.
      etag = (await ctx.httpClient(href, { method: 'PUT', body, signal })).headers.get('ETag');
    }
  } catch (error) {
    if (signal?.aborted) throw error; // a cancel is not a failure
    throw uploadFailed(error);
  }
  if (!etag) throw uploadFailed();
  return etag;
}

/** The attachment the server answered, flattened; else what `start` said about it. */
function attachment(done: unknown, started: unknown): RaRecord {
  const doc = done as JsonApiDocument | null;
  if (doc?.data) return toRecords(doc)[0] as RaRecord;
  if (done && typeof done === 'object' && 'id' in done) return done as RaRecord;
  const id = readField(started, 'id');
  return { id: String(id) };
}

/**
 * `await dataProvider.upload('instructions', {file, kind: 'instruction', single: true,
 *  onProgress: (f) => setProgress(f * 100)})`
 */
export function uploadVerb(ctx: VerbContext): UploadVerb {
  return async (resource, params) => {
    const { file, onProgress, signal } = params;
    // Checked before any request: the server would refuse it only after a wasted start.
    const invalid = (params.validate ?? validateUpload)(file);
    if (invalid) throw new HttpError(invalid, 422, errorBody({ file: invalid }));

    const base =
      params.basePath ??
      (params.recordId === undefined ? ctx.url(resource) : ctx.url(resource, params.recordId));
    const prefix = `${base}/${params.single ? 'single_' : ''}multipart_upload`;
    const post = async (step: string, body: unknown) =>
      (await ctx.httpClient(`${prefix}_${step}`, { method: 'POST', body, signal })).json;

    const started = await post(
      'start',
      toDocument('attachment', { kind: params.kind, original_filename: file.name }),
    );
    const uploadId = readField(started, 'upload_id');
    if (uploadId === undefined || uploadId === null || uploadId === '') throw uploadFailed();

    const total = uploadPartCount(file.size);
    const parts: UploadPart[] = [];
    for (let part = 1; part <= total; part++) {
      const answer = await post('url', { upload_id: uploadId, part_number: part });
      const href = readField(answer, 'upload_url');
      if (typeof href !== 'string' || !href) throw uploadFailed();
      const chunk = file.slice((part - 1) * uploadChunkBytes, part * uploadChunkBytes);
      parts.push({ part_number: part, etag: await putPart(ctx, href, chunk, signal) });
      onProgress?.(part / total);
    }

    const done = await post('complete', { upload_id: uploadId, parts });
    return { data: attachment(done, started) };
  };
}
