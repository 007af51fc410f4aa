/**
 * Request helpers shared by the API modules: ids from the path, the query, the
 * body of a write, and the mapping of constraint violations to 422 field errors.
 */
import type { FastifyRequest } from 'fastify';
import { BadRequest, NotFound, Unprocessable } from '../jsonapi/errors';
import type { RawQuery } from '../jsonapi/query';

/** A path id that is not a positive integer names no record: 404, never a SQL cast error. */
export function pathId(value: string | undefined): string {
  if (!value || !/^\d{1,18}$/.test(value)) throw new NotFound();
  return value;
}

export function rawQuery(request: FastifyRequest): RawQuery {
  return (request.query ?? {}) as RawQuery;
}

/**
 * The attributes of a write: a JSON:API document `{data: {attributes}}` or the console's
 * `{<resource>: {...}}` form (seed 000 §7: the service is saved under the key `service`).
 */
export function attributesOf(body: unknown, resourceKey: string): Record<string, unknown> {
  if (!body || typeof body !== 'object') throw new BadRequest();
  const b = body as Record<string, unknown>;
  const data = b.data as { attributes?: unknown } | undefined;
  const attrs = data && typeof data === 'object' ? data.attributes : b[resourceKey];
  if (!attrs || typeof attrs !== 'object' || Array.isArray(attrs)) throw new BadRequest();
  return attrs as Record<string, unknown>;
}

/**
 * Turns a unique (23505) or foreign-key (23503) violation into a 422 on `field` with a Russian
 * message; anything else is rethrown for the common error handler.
 */
export interface ConstraintMessages {
  /** Constraint or index name → [field, Russian message]. */
  unique?: Record<string, readonly [field: string, detail: string]>;
  inUse?: string;
}

export function mapConstraint(err: unknown, messages: ConstraintMessages): never {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505' && messages.unique) {
    const hit = Object.entries(messages.unique).find(
      ([name]) => e.constraint === name || e.message?.includes(name),
    );
    const [field, detail] = hit?.[1] ?? Object.values(messages.unique)[0]!;
    throw Unprocessable.field(field, detail);
  }
  if (e.code === '23503') {
    throw Unprocessable.field(
      'base',
      messages.inUse ?? 'Запись используется в других разделах и не может быть изменена',
    );
  }
  throw err;
}
