/**
 * What every request passes before any route code runs, registered once in buildApp:
 *
 * - the JSON:API media type: a body sent as `application/vnd.api+json` is parsed like JSON, and a
 *   JSON answer goes out as `application/vnd.api+json` when the Accept header asks for it;
 * - text PostgreSQL cannot store: a NUL byte (it fails with 22021) or a lone UTF-16 surrogate
 *   (UTF-8 has no encoding for it; the driver would silently write U+FFFD instead). In the path
 *   or the query string that is a 400 naming the parameter, in the body a 422 on the attribute —
 *   for every route, signed in or not, so no list search or write reaches the database with it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessages, errorTemplates } from '../../i18n/messages';
import { interpolate } from '../../src/validation/messages';
import { ApiError, BadRequest, errorItem } from '../jsonapi/errors';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

/** A NUL byte, or a high surrogate not followed by a low one, or a low one without a high one. */
const BAD_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasBadText(text: string): boolean {
  return BAD_TEXT.test(text);
}

interface Node {
  value: unknown;
  key?: string;
  parent?: Node;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

function pathOf(node: Node): string[] {
  const path: string[] = [];
  for (let n: Node | undefined = node; n?.parent; n = n.parent) path.unshift(n.key!);
  return path;
}

/**
 * The path (keys and array indexes from the root) of the first string or object key holding bad
 * text, or undefined. Iterative, so a deeply nested body cannot overflow the stack. A form
 * body's file (server/http/formBody.ts: a class instance, not a plain object) is
 * skipped: its name is checked when it arrives, before it is stored.
 */
export function findBadText(value: unknown): string[] | undefined {
  const stack: Node[] = [{ value }];
  while (stack.length) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (BAD_TEXT.test(v)) return pathOf(node);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i] as unknown, key: String(i), parent: node });
    } else if (isPlainObject(v)) {
      for (const key of Object.keys(v)) {
        const child: Node = { value: v[key], key, parent: node };
        if (BAD_TEXT.test(key)) return pathOf(child);
        stack.push(child);
      }
    }
  }
  return undefined;
}

/** A JSON pointer shown to the client: the bad characters replaced, `~` and `/` escaped. */
function pointerPart(key: string): string {
  return key
    .replace(/[\0\uD800-\uDFFF]/g, '\uFFFD')
    .replace(/~/g, '~0')
    .replace(/\//g, '~1');
}

/**
 * The 422 for bad text at `path` of the body. Attributes keep the usual pointer
 * `/data/attributes/<field>` also when the body wraps them as `{auth|user|lead: {...}}`.
 */
export function badTextError(path: string[]): ApiError {
  const parts = path.map(pointerPart);
  let pointer: string;
  if (parts[0] === 'data' && (parts[1] === 'attributes' || parts[1] === 'relationships'))
    pointer = `/${parts.join('/')}`;
  else if (parts.length > 1) pointer = `/data/attributes/${parts.slice(1).join('/')}`;
  else pointer = `/data/attributes/${parts[0] ?? 'body'}`;
  const field = pointer.replace(/^\/data\/(attributes|relationships)\//, '').replace(/\//g, '.');
  return new ApiError(422, [
    errorItem('invalid_characters', field, errorMessages.invalidCharacters, pointer),
  ]);
}

function checkRequestText(request: FastifyRequest): void {
  // Fastify's query and params objects have their own prototypes: read them as plain records.
  const params = { ...(request.params as Record<string, unknown> | undefined) };
  if (findBadText(params)) throw new BadRequest(errorMessages.invalidPathCharacters);
  const inQuery = findBadText({ ...(request.query as Record<string, unknown> | undefined) });
  if (inQuery) {
    const name = pointerPart(inQuery[0] ?? '').replace(/\[\]$/, '');
    throw new BadRequest(
      interpolate(errorTemplates.invalidParameterCharacters, { name }),
      `/${name}`,
    );
  }
  const inBody = findBadText(request.body);
  if (inBody) throw badTextError(inBody);
}

/** Registers the media type and the text check on the root instance, before any route. */
export function registerRequestEdge(app: FastifyInstance): void {
  app.addContentTypeParser(
    JSON_API_MEDIA_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  // preValidation: the body is parsed, no route handler or guard has touched the database yet.
  app.addHook('preValidation', async (request) => checkRequestText(request));

  app.addHook('onSend', async (request, reply, payload) => {
    const accept = request.headers.accept;
    if (!accept?.includes(JSON_API_MEDIA_TYPE)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && /^application\/json\b/.test(type))
      reply.header('content-type', JSON_API_MEDIA_TYPE);
    return payload;
  });
}
