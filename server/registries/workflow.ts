/**
 * The status routes of a registry with a workflow (issue 37 item 2), one shape for all:
 *
 *   PUT|PATCH /v1/admin/<base>/{id}/update_status   one move (the move key, scoped): the record
 *   GET       /v1/admin/<base>/{id}/history         its status changes (the history key)
 *
 * The move runs in one transaction with its history and audit rows (the registry's `move`);
 * what is sent once it is committed (a letter, an SMS) comes after. The history is read only
 * for a record the caller may read in their scope. A definition that declares its `workflow`
 * gets both from the engine (`registerWorkflowRoutes`); the older workflows give their own.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { RouteAccess } from '../auth/routeAccess';
import { Type, type Static, type TSchema } from 'typebox';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import { findMove, workflowMessages } from '../../src/domain/workflow';
import { columnOf, workflowStatusTitle, type RegistryDefinition } from '../../src/registries';
import { interpolate } from '../../src/validation/messages';
import { adminOf } from '../auth/guard';
import type { Queryable } from '../db';
import { updateRow } from '../http/crud';
import { writesServedVersion } from './runtime/served';
import { pathId, rawQuery } from '../http/request';
import { IdParams, judgedBody, ListQuery, open, optionalText, routeSchemas } from '../http/schemas';
import { NotFound, Unprocessable } from '../jsonapi/errors';
import { MAX_PER, parseListQuery, type ListQuery as ListPage } from '../jsonapi/query';
import { list, resource, type Document } from '../jsonapi/serialize';
import { recordAudit } from './audit';
import { authors, requiredPermission } from './crud';
import { findRecord, recordDocument } from './read';
import { readRecord, type FlatRecord } from './record';
import { answers, registrySchemas } from './schemas';
import { adminScope, assertInScope } from './scope';
import { recordStatusChange, statusChanges } from './statusChanges';

type WithId = { Params: { id: string } };

/**
 * The one shape of a family's status routes, every family's — the registries' below, and the
 * lead's, the contract's and the agreement's, whose moves carry the live portal's bodies:
 * `PUT|PATCH <base>/update_status` runs one move, `GET <base>/<history>` reads its moves.
 */
export interface StatusRouteShape<P> {
  /** The record's URL, `:id` and any parent's params in it. */
  base: string;
  move: {
    access: RouteAccess;
    schema: FastifySchema;
    /** Where a move may carry a file as a data URI (the lead's denial letter). */
    bodyLimit?: number;
    /** The move — its transaction, what it sends after the commit — answering the record. */
    handler: (request: FastifyRequest<{ Params: P }>) => Promise<unknown>;
  };
  history?: {
    access: RouteAccess;
    schema: FastifySchema;
    /** The history's segment: 'history' unless the live portal names it otherwise. */
    segment?: string;
    handler: (request: FastifyRequest<{ Params: P }>) => Promise<unknown>;
  };
}

export function statusRoutes<P>(app: FastifyInstance, shape: StatusRouteShape<P>): void {
  const { base, move, history } = shape;
  app.route<{ Params: P }>({
    method: ['PUT', 'PATCH'],
    url: `${base}/update_status`,
    config: { access: move.access },
    schema: move.schema,
    ...(move.bodyLimit ? { bodyLimit: move.bodyLimit } : {}),
    handler: (request) => move.handler(request),
  });
  if (history)
    app.get<{ Params: P }>(
      `${base}/${history.segment ?? 'history'}`,
      { config: { access: history.access }, schema: history.schema },
      (request) => history.handler(request),
    );
}

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
  /** A status's title in the history's `from_status_label` / `to_status_label`. */
  statusTitle: (status: string) => string;
}

export function registerStatusRoutes(app: FastifyInstance, spec: StatusRoutes): void {
  const { definition } = spec;
  const base = `/v1/admin/${spec.path}/:id`;
  const schemas = registrySchemas(definition);
  statusRoutes<WithId['Params']>(app, {
    base,
    move: {
      access: { permission: spec.moveKey, scoped: true },
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
    },
    history: {
      access: { permission: spec.historyKey },
      schema: routeSchemas.idList,
      handler: async (request) => {
        const id = pathId(request.params.id);
        await findRecord(app.db, definition, id, { site: false, scope: adminScope(request) });
        const q = parseListQuery(rawQuery(request), MAX_PER);
        return historyDocument(app.db, definition.name, id, q, spec.statusTitle);
      },
    },
  });
}

/** The move a declared workflow takes: the new status and its comment (≤ 2,000 characters). */
export const DeclaredMoveBody = judgedBody(
  open({
    status: Type.String({ title: 'Статус', description: 'Новый статус' }),
    comment: optionalText(2000, 'Комментарий', 'Комментарий к переходу, до 2000 символов'),
  }),
);

/**
 * One move of a declared workflow inside `tx`: the record locked and in the caller's scope, the
 * move in the table for the caller's role, its comment when required; then the status, the
 * history row and the audit row.
 */
export async function moveRecord(
  tx: Queryable,
  definition: RegistryDefinition,
  request: FastifyRequest<WithId>,
): Promise<FlatRecord> {
  const workflow = definition.workflow!;
  const { status: to, comment: sent } = (request.body as Static<typeof DeclaredMoveBody>).data
    .attributes;
  const id = pathId(request.params.id);
  const admin = adminOf(request);
  await writesServedVersion(tx, definition);
  const before = await readRecord(tx, definition, id, true);
  if (!before) throw new NotFound();
  assertInScope(definition, adminScope(request), before);
  const from = String(before[workflow.field]);
  const move = findMove(workflow.transitions, from, to, 'staff');
  if (!move || (move.roles && !move.roles.includes(admin.role))) {
    const labels = {
      from: workflowStatusTitle(definition, from),
      to: workflowStatusTitle(definition, to),
    };
    throw Unprocessable.field(
      'status',
      interpolate(workflowMessages.forbiddenMove, labels),
      'Статус',
    );
  }
  const comment = sent?.trim() || null;
  if (move.requires?.includes('comment') && !comment)
    throw Unprocessable.field('comment', workflowMessages.commentRequired, 'Комментарий');
  const column = columnOf(workflow.field, definition.fields[workflow.field]);
  const row = { [column]: to, ...authors(definition, admin.id, false) };
  await updateRow(tx, definition.table, id, row);
  const after = (await readRecord(tx, definition, id))!;
  await recordStatusChange(tx, {
    registry: definition.name,
    id,
    from,
    to,
    comment,
    adminId: admin.id,
  });
  await recordAudit(tx, { definition, action: 'update', adminId: admin.id, before, after });
  return after;
}

/**
 * A record's moves as a JSON:API list, a page at a time like every list (newest first unless
 * `order_type=asc`): each with its statuses' titles, its author and the move's details.
 */
export async function historyDocument(
  db: Queryable,
  registry: string,
  id: string,
  q: ListPage,
  statusTitle: (status: string) => string,
): Promise<Document> {
  const page = { per: q.per, offset: q.offset, desc: q.orderType === 'desc' };
  const { rows, total } = await statusChanges(db, registry, id, page);
  return list(
    rows.map((r) =>
      resource('status_change', r.id, {
        from_status: r.from_status,
        to_status: r.to_status,
        from_status_label: r.from_status && statusTitle(r.from_status),
        to_status_label: statusTitle(r.to_status),
        comment: r.comment,
        ...r.details,
        admin_id: r.admin_id,
        admin_name: r.admin_name,
        created_at: r.created_at,
      }),
    ),
    { page: q.page, per: q.per, total },
  );
}

/** The status routes of a definition that declares its workflow (registerRegistry calls it). */
export function registerWorkflowRoutes(app: FastifyInstance, definition: RegistryDefinition) {
  registerStatusRoutes(app, {
    definition,
    path: definition.path,
    moveKey: requiredPermission(definition, 'update_status', 'update'),
    historyKey: requiredPermission(definition, 'history', 'read'),
    body: DeclaredMoveBody,
    move: async (tx, request) => ({ record: await moveRecord(tx, definition, request) }),
    statusTitle: (status) => workflowStatusTitle(definition, status),
  });
}
