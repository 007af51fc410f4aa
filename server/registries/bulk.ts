/**
 * The engine's calls over many records of a registry at once (seed 001 §7 `mass_update`,
 * `resend_to_cc`). Both act on the selected records (`data.ids` in the body) or, without ids,
 * on every record the list's filters in the query string match, always within the caller's
 * scope:
 *
 *   PATCH /v1/admin/<path>/mass_update   one of the definition's `massUpdate` fields set on
 *                                        each record, validated and audited per record, all
 *                                        or nothing; at most 1000 records  admin_<f>_mass_update
 *   POST  /v1/admin/<path>/resend_to_cc  each record queued to the coordination centre through
 *                                        the outbox (`registries.coordinate_center`), in one
 *                                        statement; no cap                admin_<f>_resend
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RegistryDefinition } from '../../src/registries';
import { adminOf } from '../auth/guard';
import type { Queryable } from '../db';
import { rawQuery } from '../http/request';
import { NotFound, Unprocessable } from '../jsonapi/errors';
import { parseListQuery } from '../jsonapi/query';
import { mapDbError, permissionOf, updateRecord } from './crud';
import { listWhere } from './list';
import { Type } from 'typebox';
import { open } from '../http/schemas';
import { answers, registrySchemas } from './schemas';
import { adminScope } from './scope';

/** The most records one mass update changes (each is validated and audited). */
export const MAX_MASS_UPDATE = 1000;

/** 'Населённых пунктов' → 'населённых пунктов'; an abbreviation ('МФЦ') stays. */
function lowerTitle(definition: RegistryDefinition): string {
  const many = definition.title[2];
  return /^.\p{Ll}/u.test(many) ? many[0]!.toLowerCase() + many.slice(1) : many;
}

/** Russian messages of the bulk calls, worded with the registry's own title. */
export const bulkMessages = {
  ids: (d: RegistryDefinition) => `Выберите от 1 до ${MAX_MASS_UPDATE} ${lowerTitle(d)}`,
  tooMany: (d: RegistryDefinition) =>
    `Под фильтр попадает больше ${MAX_MASS_UPDATE} ${lowerTitle(d)}: уточните фильтр или выберите записи`,
  field: (d: RegistryDefinition) =>
    `Укажите одно поле из списка: ${(d.massUpdate ?? []).map((k) => `«${d.fields[k]!.label}»`).join(', ')}`,
} as const;

interface BulkBody {
  data?: { ids?: unknown; attributes?: unknown };
}

/**
 * `{data: {ids?, attributes?}}`; the handler checks both with its own messages. Without ids the
 * list's filters in the query string select the records.
 */
function bulkBody(attributes?: string) {
  return open({
    data: Type.Optional(
      open({
        ids: Type.Optional(
          Type.Unknown({ description: `Идентификаторы записей, до ${MAX_MASS_UPDATE}` }),
        ),
        ...(attributes
          ? { attributes: Type.Optional(Type.Unknown({ description: attributes })) }
          : {}),
      }),
    ),
  });
}

/** The ids given in the body, checked; undefined when the body names none (use the filters). */
function bodyIds(definition: RegistryDefinition, body: unknown): string[] | undefined {
  const ids = (body as BulkBody | undefined)?.data?.ids;
  if (ids === undefined) return undefined;
  if (
    !Array.isArray(ids) ||
    !ids.length ||
    ids.length > MAX_MASS_UPDATE ||
    ids.some((id) => !/^\d{1,18}$/.test(String(id)))
  )
    throw Unprocessable.field('ids', bulkMessages.ids(definition));
  return [...new Set(ids.map(String))];
}

/** The WHERE of the selection: the given ids, or the list's filters; the caller's scope. */
function selectionWhere(definition: RegistryDefinition, request: FastifyRequest) {
  const ids = bodyIds(definition, request.body);
  const raw = rawQuery(request);
  const q = parseListQuery(ids ? { 'ids[]': ids } : raw);
  return { ids, where: listWhere(definition, q, { site: false, scope: adminScope(request) }) };
}

/** The selected records' ids; every given id must be found in scope, filters ≤ the cap. */
async function selectedIds(db: Queryable, definition: RegistryDefinition, request: FastifyRequest) {
  const { ids, where } = selectionWhere(definition, request);
  const rows = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM ${definition.table} ${where.toString()} ORDER BY id
     LIMIT ${MAX_MASS_UPDATE + 1}`,
    where.params,
  );
  if (ids && rows.length !== ids.length) throw new NotFound();
  if (rows.length > MAX_MASS_UPDATE)
    throw Unprocessable.field('ids', bulkMessages.tooMany(definition));
  if (!rows.length) throw Unprocessable.field('ids', bulkMessages.ids(definition));
  return rows.map((r) => r.id);
}

/** `{data: {attributes: {<one massUpdate field>: value}}}` → that attribute. */
function massAttributes(definition: RegistryDefinition, body: unknown): Record<string, unknown> {
  const attributes = (body as BulkBody | undefined)?.data?.attributes;
  const keys =
    attributes && typeof attributes === 'object' && !Array.isArray(attributes)
      ? Object.keys(attributes)
      : [];
  if (keys.length !== 1 || !definition.massUpdate?.includes(keys[0]!))
    throw Unprocessable.field('attributes', bulkMessages.field(definition));
  return attributes as Record<string, unknown>;
}

export function registerBulkRoutes(app: FastifyInstance, definition: RegistryDefinition): void {
  const db = app.db;
  const base = `/v1/admin/${definition.path}`;
  const scoped = definition.scoping ? { scoped: true } : {};
  const schemas = registrySchemas(definition);
  const { tags } = schemas;

  const massKey = definition.massUpdate?.length && permissionOf(definition, 'mass_update');
  if (massKey)
    app.patch(
      `${base}/mass_update`,
      {
        config: { access: { permission: massKey, ...scoped } },
        schema: {
          tags,
          querystring: schemas.listQuery,
          body: Type.Union([
            bulkBody(`Одно из полей: ${definition.massUpdate?.join(', ')}`),
            Type.Null(),
          ]),
          response: answers(200, open({ meta: open({ updated: Type.Integer() }) })),
        },
      },
      async (request) => {
        const attributes = massAttributes(definition, request.body);
        const admin = adminOf(request);
        const scope = adminScope(request);
        // Each record is edited like a PATCH: its scope before and after, validated, audited.
        const updated = await db
          .transaction(async (tx) => {
            const ids = await selectedIds(tx, definition, request);
            for (const id of ids)
              await updateRecord(tx, definition, id, attributes, admin.id, scope);
            return ids.length;
          })
          .catch((e: unknown) => mapDbError(definition, e));
        return { meta: { updated } };
      },
    );

  const resendKey = permissionOf(definition, 'resend');
  if (resendKey)
    app.post(
      `${base}/resend_to_cc`,
      {
        config: { access: { permission: resendKey } },
        schema: {
          tags,
          querystring: schemas.listQuery,
          body: Type.Union([bulkBody(), Type.Null()]),
          response: answers(202, open({ meta: open({ queued: Type.Integer() }) })),
        },
      },
      async (request, reply) => {
        const { ids, where } = selectionWhere(definition, request);
        const type = definition.type.replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase());
        const queued = await db.transaction(async (tx) => {
          const t = where.p(definition.type);
          const rows = await tx.query<{ id: string }>(
            `INSERT INTO rabbit_messages (queue_name, messageable_type, messageable_id, message)
             SELECT 'registries.coordinate_center', ${where.p(type)}::text, ${definition.table}.id,
                    jsonb_build_object('type', ${t}::text, 'id', ${definition.table}.id::text,
                                       'attributes', to_jsonb(${definition.table}) - 'id')
               FROM ${definition.table} ${where.toString()}
             RETURNING messageable_id::text AS id`,
            where.params,
          );
          if (ids && rows.length !== ids.length) throw new NotFound();
          return rows.length;
        });
        return reply.status(202).send({ meta: { queued } });
      },
    );
}
