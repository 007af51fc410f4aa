/**
 * Form bodies for the reference writes. Seed 000 §7: the console saves a service "as form data
 * under the key service" (multipart, because of the passport PDF). Fields named like
 * `service[name]`, `service[account_types][]` become `{service: {name, account_types: [...]}}`,
 * files become UploadedFile. Parsing uses the platform's own multipart reader (undici's
 * Response.formData), with a limit that fits a 70 MB passport.
 */
import type { FastifyInstance } from 'fastify';
import { maxServicePassportBytes } from '../../../src/domain/uploads';
import { BadRequest } from '../../jsonapi/errors';

export interface UploadedFile {
  kind: 'file';
  filename: string;
  contentType: string;
  size: number;
  head: string;
  /** The bytes, for the one file that is stored (the service passport). */
  data: Buffer;
}

type Tree = Record<string, unknown>;

function isFile(v: FormDataEntryValue): v is File {
  return typeof v !== 'string';
}

/** Sets `value` at the path of a bracketed key; `[]` appends to an array. */
function assign(root: Tree, key: string, value: unknown): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new BadRequest('Некорректное имя поля формы');
  const parts = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
  if (parts.length > 4 || parts.some((p) => p === '__proto__' || p === 'constructor')) {
    throw new BadRequest('Некорректное имя поля формы');
  }
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

export async function formToObject(body: Buffer, contentType: string): Promise<Tree> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new BadRequest();
  }
  const root: Tree = Object.create(null) as Tree;
  for (const [key, value] of form.entries()) {
    if (!isFile(value)) {
      assign(root, key, value);
      continue;
    }
    const bytes = Buffer.from(await value.arrayBuffer());
    assign(root, key, {
      kind: 'file',
      filename: value.name,
      contentType: value.type,
      size: bytes.length,
      head: bytes.subarray(0, 5).toString('latin1'),
      data: bytes,
    } satisfies UploadedFile);
  }
  return { ...root };
}

/** A form may carry the service passport: up to 70 MB (seed 001 §9) plus the other fields. */
const FORM_BODY_LIMIT = maxServicePassportBytes + 1024 * 1024;

export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['multipart/form-data', 'application/x-www-form-urlencoded'],
    { parseAs: 'buffer', bodyLimit: Math.max(app.initialConfig.bodyLimit ?? 0, FORM_BODY_LIMIT) },
    (request, body, done) => {
      formToObject(body as Buffer, String(request.headers['content-type'])).then(
        (tree) => done(null, tree),
        (err: Error) => done(err),
      );
    },
  );
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as UploadedFile).kind === 'file';
}
