/**
 * The multipart upload of seed 001 §7 (instructions, GRO request and reporting document
 * attachments): start → per 5 MiB part: ask a part URL, PUT the part, keep its ETag → complete.
 * Parts go one after another, so progress only grows and a failure stops before `complete`.
 * A failed step carries where the upload stood ({@link uploadResume}): passing it back as
 * `resume` tries that step again without a new `start`, so a retry re-sends only what is missing.
 */
import { HttpError, type Identifier, type RaRecord } from 'ra-core';
import { errorMessages } from '../i18n/messages';
import type { ApiErrorBody } from '../src/api';
import { uploadChunkBytes, uploadPartCount } from '../src/domain/uploads';
import { validateUpload } from '../src/validation/files';
import type { Validator } from '../src/validation/messages';
import type { VerbContext } from './files';
import { firstRecord, readField, toDocument, type JsonApiDocument } from './jsonapi';

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
  /** Done parts over all parts, after each part (and once at the start of a resumed upload). */
  onProgress?: (fraction: number) => void;
  /** Cancels the upload: the verb rejects with the AbortError itself, never an upload failure. */
  signal?: AbortSignal;
  /**
   * How many times each part (its URL and its PUT) is tried before the upload fails; 1 unless
   * told, so a flaky storage is retried only where the caller wants it.
   */
  attempts?: number;
  /** Where a failed upload of the same file stood: it goes on from there (see uploadResume). */
  resume?: UploadResume;
}

export interface UploadPart {
  part_number: number;
  etag: string;
}

/** An upload under way: started, with the parts already stored. */
export interface UploadResume {
  /** The file it belongs to: a resume for another file is ignored. */
  name: string;
  size: number;
  started: unknown;
  uploadId: string | number;
  parts: readonly UploadPart[];
}

/** The errors of failed steps → where their upload stood. The error itself stays as thrown. */
const resumes = new WeakMap<object, UploadResume>();

/**
 * Where the upload that failed with `error` stood; undefined when it cannot go on (refused
 * before `start`, failed at `start`, or cancelled). Pass it back as `params.resume` to retry.
 */
export function uploadResume(error: unknown): UploadResume | undefined {
  return typeof error === 'object' && error !== null ? resumes.get(error) : undefined;
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
  if (doc?.data) return firstRecord(doc) as RaRecord;
  if (done && typeof done === 'object' && 'id' in done) return done as RaRecord;
  const id = readField(started, 'id');
  return { id: String(id) };
}

/**
 * `await dataProvider.upload('instructions', {file, kind: 'instruction', single: true,
 *  onProgress: (f) => setProgress(f * 100)})`; after a failure,
 * `dataProvider.upload('instructions', {...sameParams, resume: uploadResume(error)})`.
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

    const previous = params.resume;
    const resumed = previous && previous.name === file.name && previous.size === file.size;
    let started: unknown;
    let uploadId: string | number;
    if (resumed) {
      ({ started, uploadId } = previous);
    } else {
      started = await post(
        'start',
        toDocument('attachment', { kind: params.kind, original_filename: file.name }),
      );
      const id = readField(started, 'upload_id');
      if ((typeof id !== 'string' && typeof id !== 'number') || id === '') throw uploadFailed();
      uploadId = id;
    }

    const total = uploadPartCount(file.size);
    const parts: UploadPart[] = resumed ? previous.parts.slice(0, total) : [];
    // Any later step that fails keeps what is done, so a retry goes on from there.
    const failing = (error: unknown) => {
      if (!signal?.aborted && typeof error === 'object' && error !== null) {
        const stood = { name: file.name, size: file.size, started, uploadId, parts: [...parts] };
        resumes.set(error, stood);
      }
      return error;
    };
    if (resumed) onProgress?.(parts.length / total);

    const sendPart = async (part: number) => {
      const answer = await post('url', { upload_id: uploadId, part_number: part });
      const href = readField(answer, 'upload_url');
      if (typeof href !== 'string' || !href) throw uploadFailed();
      const chunk = file.slice((part - 1) * uploadChunkBytes, part * uploadChunkBytes);
      return putPart(ctx, href, chunk, signal);
    };

    const attempts = Math.max(1, params.attempts ?? 1);
    for (let part = parts.length + 1; part <= total; part++) {
      for (let attempt = 1; ; attempt++) {
        try {
          parts.push({ part_number: part, etag: await sendPart(part) });
          break;
        } catch (error) {
          if (signal?.aborted || attempt >= attempts) throw failing(error);
        }
      }
      onProgress?.(part / total);
    }

    let done: unknown;
    try {
      done = await post('complete', { upload_id: uploadId, parts });
    } catch (error) {
      throw failing(error);
    }
    return { data: attachment(done, started) };
  };
}
