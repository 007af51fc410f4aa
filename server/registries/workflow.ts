/**
 * The status routes of a registry with a workflow (issue 37 item 2), one shape for all:
 *
 *   PUT|PATCH /v1/admin/<base>/{id}/update_status   one move (the move key, scoped): the record
 *   GET       /v1/admin/<base>/{id}/history         its status changes (the history key)
 *
 * The move runs in one transaction with its history and audit rows (the registry's `move`);
 * what is sent once it is committed (a letter, an SMS) comes after. The history is read only
 * for a record the caller may read in their scope.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import type { RegistryDefinition } from '../../src/registries';
import type { Queryable } from '../db';
import { pathId, rawQuery } from '../http/request';
import { IdParams, ListQuery, routeSchemas } from '../http/schemas';
import { parseListQuery } from '../jsonapi/query';
import type { Document } from '../jsonapi/serialize';
import { findRecord, recordDocument } from './read';
import type { FlatRecord } from './record';
import { answers, registrySchemas } from './schemas';
import { adminScope } from './scope';

type WithId = { Params: { id: string } };

export interface StatusRoutes {
  definition: RegistryDefinition;
  /** The routes' path under /v1/admin (the registry's, or a sub-path: appeals/consultations). */
  path: string;
  moveKey: PermissionKey;
  historyKey: PermissionKey;
  /** The move's body: its schema judges the attributes (server/http/schemas.ts judgedBody). */
  body: TSchema;
  /** One move inside `tx`: the record after it, and what to send once it is committed. */
  move: (
    tx: Queryable,
    request: FastifyRequest<WithId>,
  ) => Promise<{ record: FlatRecord; afterCommit?: () => Promise<void> }>;
  /** The record's status changes as a JSON:API list. */
  history: (db: Queryable, id: string, request: FastifyRequest<WithId>) => Promise<Document>;
}

export function registerStatusRoutes(app: FastifyInstance, spec: StatusRoutes): void {
  const { definition } = spec;
  const base = `/v1/admin/${spec.path}/:id`;
  const schemas = registrySchemas(definition);
  app.route<WithId>({
    method: ['PUT', 'PATCH'],
    url: `${base}/update_status`,
    config: { access: { permission: spec.moveKey, scoped: true } },
    schema: {
      tags: schemas.tags,
      params: IdParams,
      querystring: ListQuery,
      body: spec.body,
      response: answers(200, schemas.document),
    },
    handler: async (request) => {
      const { record, afterCommit } = await app.db.transaction((tx) => spec.move(tx, request));
      await afterCommit?.();
      const included = parseListQuery(rawQuery(request)).included;
      return recordDocument(app.db, definition, record, included, false);
    },
  });
  app.get<WithId>(
    `${base}/history`,
    { config: { access: { permission: spec.historyKey } }, schema: routeSchemas.idList },
    async (request) => {
      const id = pathId(request.params.id);
      await findRecord(app.db, definition, id, { site: false, scope: adminScope(request) });
      return spec.history(app.db, id, request);
    },
  );
}
