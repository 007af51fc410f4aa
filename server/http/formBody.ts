/**
 * Form bodies for the reference writes. Seed 000 §7: the console saves a service "as form data
 * under the key service" (multipart, because of the passport PDF). Fields named like
 * `service[name]`, `service[account_types][]` become `{service: {name, account_types: [...]}}`.
 *
 * Multipart bodies are read by `@fastify/multipart` as a stream, after the route's access guards
 * (a preHandler appended behind them), so nothing is read for a caller who may not write. A file
 * goes straight into the app's storage as it arrives — 5 MiB parts through the storage's
 * multipart protocol (one `put` when it is smaller than a part) — and the handler finds a
 * `FormFile` in the tree: the storage key, size, name, content type and the first bytes for the
 * format check. The server's memory stays flat whatever the file's size (issue 20).
 *
 * A route takes files only in the attributes its `config.formBody.files` names, each up to its
 * own limit: a bigger file is a 413 with the seeds' size message on that attribute and its
 * partial upload is aborted. A file the handler does not keep (`keep()`, once it is recorded as
 * an attachment) is deleted from the storage before the response is sent, so a refused form
 * leaves nothing behind. Limits on the rest: the fields together at most the JSON body limit
 * (BODY_LIMIT_BYTES), at most 200 fields and the declared number of files (413); a malformed
 * body or field name is a 400.
 */
import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import { errorMessages } from '../../i18n/messages';
import { SIGNATURE_BYTES } from '../../src/domain/fileSignatures';
import { fileExtension, uploadChunkBytes } from '../../src/domain/uploads';
import { badTextError, findBadText, hasBadText } from './edge';
import { ApiError, BadRequest, errorItem, PayloadTooLarge } from '../jsonapi/errors';
import { contentTypeOf } from '../storage/disposition';
import { storageCall } from '../storage/errors';
import { newStorageKey } from '../storage/index';
import type { CompletedPart, Storage } from '../storage/types';
import { isObject } from '../../src/wire/isObject';

/** What a route takes as a file in one attribute. */
export interface FormFileRule {
  /** The attribute's Russian label (the error's title). */
  title: string;
  maxBytes: number;
  /** The seeds' message for a file over `maxBytes`. */
  tooLarge: string;
}

export interface FormBodyRoute {
  /** By attribute name: `passport` takes the field `service[passport]`. */
  files: Record<string, FormFileRule>;
  /**
   * The schema a multipart form is judged by once read — the route's JSON body schema, which
   * Fastify could not apply: it validates before the guards, and the form is read after them.
   * A refusal is the same 400 or 422 a JSON body would get (server/http/schemaErrors.ts).
   */
  judge?: TSchema;
  /**
   * The form's root key (`organization[name]` → `organization`): a read form is handed on — and
   * judged — as the JSON:API document `{data: {attributes: <that object>}}`, so one schema and
   * one handler serve JSON and forms alike. A form without that root stays as read (the schema
   * answers it as a JSON body without `data`).
   */
  key?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The files a route's form body may carry (server/http/formBody.ts). */
    formBody?: FormBodyRoute;
  }
}

/** A file of a form body, already in the storage under `key`. */
export class FormFile {
  #kept = false;
  constructor(
    readonly filename: string,
    /** The type it is stored and served with (by its extension). */
    readonly contentType: string,
    readonly key: string,
    readonly size: number,
    /** The first bytes (up to SIGNATURE_BYTES), for the format check. */
    readonly head: Buffer,
  ) {}
  /** The handler recorded the file: it stays in the storage after the response. */
  keep(): void {
    this.#kept = true;
  }
  get kept(): boolean {
    return this.#kept;
  }
}

export function isFormFile(value: unknown): value is FormFile {
  return value instanceof FormFile;
}

type Tree = Record<string, unknown>;

/** The path of a bracketed field name: `service[account_types][]` → service, account_types, ''. */
function pathOf(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new BadRequest(errorMessages.formFieldName);
  const parts = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
  if (parts.length > 4 || parts.some((p) => p === '__proto__' || p === 'constructor')) {
    throw new BadRequest(errorMessages.formFieldName);
  }
  return parts;
}

/** Sets `value` at the path of a bracketed key; `[]` appends to an array. */
function assign(root: Tree, key: string, value: unknown): void {
  const parts = pathOf(key);
  let node: Tree = root;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const next = parts[i + 1];
    if (last) {
      if (part === '') (node as unknown as unknown[]).push(value);
      else node[part] = value;
      return;
    }
    if (next === '') {
      if (!Array.isArray(node[part])) node[part] = [];
    } else if (typeof node[part] !== 'object' || node[part] === null) {
      node[part] = {};
    }
    node = node[part] as Tree;
  });
}

/** The bracketed names and their values as one tree (`{service: {name, account_types: []}}`). */
export function formTree(entries: Iterable<[string, unknown]>): Tree {
  const root: Tree = Object.create(null) as Tree;
  for (const [key, value] of entries) assign(root, key, value);
  return { ...root };
}

/** The attribute a file field names: the last named part (`service[passport]` → passport). */
function attributeOf(field: string): string {
  return (
    pathOf(field)
      .filter((p) => p !== '')
      .at(-1) ?? field
  );
}

function fileTooLarge(attribute: string, rule: FormFileRule): ApiError {
  const pointer = `/data/attributes/${attribute}`;
  return new ApiError(413, [errorItem('file_too_large', rule.title, rule.tooLarge, pointer)]);
}

/** A storage call failed while a file was streamed: the server's fault, not the request's. */
class StoreFailed extends Error {
  constructor(readonly error: unknown) {
    super('storage failed');
  }
}

/** Runs a storage call; a failure that is not already an API error is marked as the storage's. */
async function store<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await storageCall(fn);
  } catch (e) {
    throw e instanceof ApiError ? e : new StoreFailed(e);
  }
}

/** @fastify/multipart's and busboy's refusals as our errors; the storage's are passed on. */
function multipartError(e: unknown): unknown {
  if (e instanceof ApiError) return e;
  if (e instanceof StoreFailed) return e.error;
  const code = (e as { code?: string }).code;
  switch (code) {
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new PayloadTooLarge(errorMessages.formTooManyFields);
    case 'FST_FILES_LIMIT':
      return new PayloadTooLarge(errorMessages.formTooManyFiles);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLarge();
    case 'FST_PROTO_VIOLATION':
      return new BadRequest(errorMessages.formFieldName);
  }
  // A malformed body (no boundary, a part cut short, a JSON field that is not JSON) or a client
  // gone mid-upload: the request is at fault, never the server.
  return new BadRequest();
}

/**
 * Streams one file into the storage under `key`: the parts go out as 5 MiB fill up, so at most
 * one part is in memory. Over `maxBytes` it stops reading and throws `tooLarge`; whatever
 * failed, the partial upload is aborted.
 */
export async function streamToStorage(
  storage: Storage,
  key: string,
  contentType: string,
  body: AsyncIterable<Buffer> & { truncated?: boolean },
  maxBytes: number,
  tooLarge: () => Error,
): Promise<{ size: number; head: Buffer }> {
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  const head: Buffer[] = [];
  let headBytes = 0;

  const flush = async () => {
    uploadId ??= await store(() => storage.createUpload(key, contentType));
    const part = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    const partNumber = parts.length + 1;
    const id = uploadId;
    const { etag } = await store(() => storage.putPart(key, id, partNumber, Readable.from([part])));
    parts.push({ partNumber, etag });
  };

  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      if (headBytes < SIGNATURE_BYTES) {
        head.push(chunk.subarray(0, SIGNATURE_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SIGNATURE_BYTES - headBytes);
      }
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= uploadChunkBytes) await flush();
    }
    // busboy's own limit (the largest of the route's) cut the file short.
    if (body.truncated) throw tooLarge();
    if (uploadId === undefined) {
      const whole = Buffer.concat(pending, pendingBytes);
      await store(() => storage.put(key, whole, contentType));
    } else {
      if (pendingBytes > 0) await flush();
      const id = uploadId;
      await store(() => storage.completeUpload(key, id, parts));
    }
  } catch (e) {
    if (uploadId !== undefined) {
      const id = uploadId;
      await storage.abortUpload(key, id).catch(() => undefined);
    }
    throw e;
  }
  return { size, head: Buffer.concat(head, headBytes) };
}

const MAX_FIELDS = 200;
const kFiles = Symbol('formFiles');
type WithFiles = FastifyRequest & { [kFiles]?: FormFile[] };

/** Reads the multipart body of `request` into the tree; its files into the storage. */
async function readMultipart(
  request: FastifyRequest,
  storage: Storage,
  route: FormBodyRoute | undefined,
  fieldBytes: number,
): Promise<Tree> {
  const rules = route?.files ?? {};
  const maxFile = Math.max(0, ...Object.values(rules).map((r) => r.maxBytes));
  const files = ((request as WithFiles)[kFiles] = [] as FormFile[]);
  const entries: [string, unknown][] = [];
  let fieldTotal = 0;
  const parts = request.parts({
    limits: {
      fields: MAX_FIELDS,
      // At least one, so a file where none is taken reaches the loop and gets its own answer.
      files: Math.max(1, Object.keys(rules).length),
      parts: MAX_FIELDS + Math.max(1, Object.keys(rules).length),
      fieldSize: fieldBytes,
      // busboy's own cut-off, one byte past the largest file the route takes.
      fileSize: maxFile + 1,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated) throw new BadRequest(errorMessages.formFieldName);
        if (typeof part.value !== 'string') throw new BadRequest();
        fieldTotal += Buffer.byteLength(part.value);
        if (part.valueTruncated || fieldTotal > fieldBytes) throw new PayloadTooLarge();
        entries.push([part.fieldname, part.value]);
        continue;
      }
      const attribute = attributeOf(part.fieldname);
      const rule = Object.hasOwn(rules, attribute) ? rules[attribute] : undefined;
      const pointer = `/data/attributes/${attribute}`;
      if (!rule) throw new BadRequest(errorMessages.formFileNotAllowed, pointer);
      const filename = part.filename;
      if (hasBadText(filename)) throw badTextError(pathOf(part.fieldname));
      const contentType = contentTypeOf(filename);
      const key = newStorageKey('attachments', fileExtension(filename));
      const stored = await streamToStorage(
        storage,
        key,
        contentType,
        part.file,
        rule.maxBytes,
        () => fileTooLarge(attribute, rule),
      );
      const file = new FormFile(filename, contentType, key, stored.size, stored.head);
      files.push(file);
      entries.push([part.fieldname, file]);
    }
  } catch (e) {
    // Stop reading: what is left of the body is drained and dropped, so the answer goes out now
    // and the connection stays usable.
    request.raw.unpipe();
    request.raw.resume();
    throw multipartError(e);
  }
  const tree = formTree(entries);
  // The edge's check (server/http/edge.ts) ran before the body was read: the same rule here.
  const bad = findBadText(tree);
  if (bad) throw badTextError(bad);
  return tree;
}

/**
 * A body of the console's form shape — an object under the root `key` (`{service: {name}}`) and
 * no `data` object — as the JSON:API document `{data: {attributes: <that object>}}`, so that the
 * route's body schema judges it as it judges JSON:API; any other body as it is (the schema then
 * answers a missing root as a body without `data`, 400). JSON bodies of the registry engine
 * (server/registries/crud.ts) and read forms (`FormBodyRoute.key`) alike.
 */
export function rootDocument(body: unknown, key: string | undefined): unknown {
  if (key === undefined || !isObject(body) || isObject(body.data)) return body;
  const attributes = body[key];
  return isObject(attributes) ? { data: { attributes } } : body;
}

/**
 * `rootDocument` as a route's `preValidation` hook (after the access guards), so the handler
 * reads `body.data.attributes` alone.
 */
export function rootBody(key: string) {
  return async (request: FastifyRequest): Promise<void> => {
    request.body = rootDocument(request.body, key);
  };
}

/**
 * Judges a request's body (or query) by a schema known only once the request is in hand — a
 * read form's, a run-time registry's — refusing it as Fastify refuses a route schema's.
 */
export function judge(
  request: FastifyRequest,
  schema: TSchema,
  part: 'body' | 'querystring' = 'body',
): void {
  const validate = request.compileValidationSchema(schema, part);
  if (validate(part === 'body' ? request.body : request.query)) return;
  throw Object.assign(new Error(`${part} is not valid`), {
    statusCode: 400,
    validation: validate.errors ?? [],
    validationContext: part,
  });
}

/** Deletes the files of the request's form that the handler did not keep. */
async function dropUnkept(request: FastifyRequest, storage: Storage): Promise<void> {
  const files = (request as WithFiles)[kFiles];
  if (!files?.length) return;
  (request as WithFiles)[kFiles] = [];
  for (const file of files) {
    if (!file.kept) await storage.delete(file.key).catch(() => undefined);
  }
}

/** Form bodies on this plugin's write routes (multipart and urlencoded). */
export async function registerFormBodies(app: FastifyInstance): Promise<void> {
  const fieldBytes = app.initialConfig.bodyLimit ?? 1024 * 1024;
  await app.register(fastifyMultipart, { limits: { fieldSize: fieldBytes } });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      try {
        const tree = formTree(new URLSearchParams(body as string));
        done(null, rootDocument(tree, request.routeOptions.config.formBody?.key));
      } catch (e) {
        done(e as Error);
      }
    },
  );
  const readForm = async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const route = request.routeOptions.config.formBody;
    const tree = await readMultipart(request, app.storage, route, fieldBytes);
    request.body = rootDocument(tree, route?.key);
    if (route?.judge) judge(request, route.judge);
  };
  // Behind the access guards (server/auth/routeAccess.ts puts them first in route.preHandler).
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH')) return;
    route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), readForm];
  });
  // Before the answer goes out (also an error's), so a refused form has left nothing behind.
  app.addHook('onSend', async (request, _reply, payload) => {
    await dropUnkept(request, app.storage);
    return payload;
  });
}
