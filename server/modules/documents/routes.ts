/**
 * The document workflows of issue 18 on the registry engine: ГРО requests and reporting
 * documents (src/registries/documents.ts; seed 001 §7 "GRO requests", "Reporting documents").
 * The engine serves, per kind under /v1/admin/<path>, the list (its filters, among them
 * `status[]`, `region_id`, `organization_id`, `overdue`), `export`, `{id}`, PATCH `{id}`,
 * `{id}/changes` and the files (`{id}/attachments`, multipart_upload_{start,url,complete},
 * download, removal; attachment kind = the JSON:API type); here:
 *
 *   POST      /<path>                       create in the workflow's first status, with its
 *                                           first history entry             admin_<family>_create
 *   PUT|PATCH /<path>/{id}/update_status    {status, comment?}: one move of the workflow table
 *                                           (src/domain/documentWorkflows), its requirements,
 *                                           deadline and executor; an illegal move is a 422, a
 *                                           move of another role's a 403     admin_<family>_update_status
 *   GET       /<path>/{id}/history          the status history: who, when, from, to, comment,
 *                                           the due date the move left (newest first)
 *                                                                            admin_<family>_history
 * and a document in a final status takes no edit and no new or removed file (422).
 */
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import {
  documentMoveErrors,
  documentMoveFieldTitles,
  documentMoveMessages,
  documentStatusLabel,
  documentTransition,
  documentWorkflows,
  isFinalDocumentStatus,
  moveDeadline,
  type DocumentWorkflow,
  type DocumentWorkflowKind,
} from '../../../src/domain/documentWorkflows';
import { keyOf, type PermissionKey } from '../../../src/access/permissionFamilies';
import type { RegistryDefinition } from '../../../src/registries';
import { groRequests, reportingDocuments } from '../../../src/registries/documents';
import { interpolate } from '../../../src/validation/messages';
import { adminOf } from '../../auth/guard';
import type { Queryable } from '../../db';
import { attributesOf, pathId, rawQuery } from '../../http/request';
import { Forbidden, NotFound, Unprocessable } from '../../jsonapi/errors';
import { MAX_PER, parseListQuery, type ListQuery } from '../../jsonapi/query';
import { list, resource, type Document } from '../../jsonapi/serialize';
import { recordAudit } from '../../registries/audit';
import { registerAdminRoutes } from '../../registries/crud';
import { findRecord } from '../../registries/read';
import { filesModule, readRecord, type FlatRecord } from '../../registries/record';
import { adminFullNameSql } from '../../registries/references';
import { adminScope, assertInScope } from '../../registries/scope';
import { open, writeBody } from '../../http/schemas';
import { loose } from '../../http/moreSchemas';
import { registerStatusRoutes } from '../../registries/workflow';

type WithId = { Params: { id: string } };

export const documentDefinitions: readonly RegistryDefinition[] = [groRequests, reportingDocuments];

function workflowOf(definition: RegistryDefinition): DocumentWorkflow {
  return documentWorkflows[definition.type as DocumentWorkflowKind];
}

function key(definition: RegistryDefinition, action: string): PermissionKey {
  const found = keyOf(definition.permissions, action);
  if (!found) throw new Error(`${definition.name}: no ${action} key`);
  return found;
}

/** A history entry of a move (or of the creation, `from` null). */
async function addHistory(
  tx: Queryable,
  definition: RegistryDefinition,
  id: string,
  entry: { from: string | null; to: string; comment: string | null; adminId: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO document_status_changes
       (document_type, document_id, from_status, to_status, comment, due_date, admin_id)
     SELECT $1, id, $3, $4, $5, due_date, $6 FROM ${definition.table} WHERE id = $2`,
    [definition.type, id, entry.from, entry.to, entry.comment, entry.adminId],
  );
}

/** A file of the document completed since it entered its current status. */
async function hasNewAttachment(
  tx: Queryable,
  definition: RegistryDefinition,
  record: FlatRecord,
): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM attachments
      WHERE record_type = $1 AND record_id = $2 AND status = 'complete'
        AND coalesce(completed_at, created_at) >= $3::timestamptz
      LIMIT 1`,
    [definition.table, record.id, record.status_changed_at],
  );
  return rows.length > 0;
}

/** The text attributes of a move; anything but a string (or nothing) there is refused. */
function moveInput(body: unknown, type: string): { status: unknown; comment?: string } {
  const attrs = attributesOf(body, type);
  const comment = attrs.comment ?? attrs.note;
  if (comment !== undefined && comment !== null && typeof comment !== 'string')
    throw Unprocessable.field('comment', documentMoveMessages.invalid, 'Комментарий');
  const text = typeof comment === 'string' ? comment.trim() : '';
  return { status: attrs.status, ...(text ? { comment: text } : {}) };
}

/** The body of `update_status`, as `moveInput` reads it. */
const moveBody = writeBody(
  open({
    status: loose('Новый статус'),
    comment: loose('Комментарий (строка); или note'),
    note: loose('Комментарий, если нет comment'),
  }),
);

/** One move inside `tx`; answers the document after it. */
async function moveDocument(
  tx: Queryable,
  definition: RegistryDefinition,
  request: FastifyRequest<WithId>,
): Promise<FlatRecord> {
  const workflow = workflowOf(definition);
  const admin = adminOf(request);
  const id = pathId(request.params.id);
  const input = moveInput(request.body, definition.type);
  const before = await readRecord(tx, definition, id, true);
  if (!before) throw new NotFound();
  assertInScope(definition, adminScope(request), before);
  const from = String(before.status);
  const errors = documentMoveErrors(workflow, from, input.status, admin.role, {
    comment: input.comment,
    hasNewAttachment: await hasNewAttachment(tx, definition, before),
  });
  const refusal = errors.find((e) => e.status === 403);
  if (refusal) throw new Forbidden(refusal.message);
  if (errors.length)
    throw new Unprocessable(
      errors.map((e) => ({
        field: e.field,
        title: documentMoveFieldTitles[e.field],
        detail: e.message,
      })),
    );
  const to = String(input.status);
  const transition = documentTransition(workflow, from, to)!;
  const due = moveDeadline(transition, before.due_date) ?? null;
  const executor = transition.assignsExecutor ? admin.id : null;
  await tx.query(
    `UPDATE ${definition.table}
        SET status = $2, status_changed_at = now(), updated_at = now(),
            due_date = coalesce($3::date, due_date), executor_id = coalesce($4::bigint, executor_id)
      WHERE id = $1`,
    [id, to, due, executor],
  );
  await addHistory(tx, definition, id, {
    from,
    to,
    comment: input.comment ?? null,
    adminId: admin.id,
  });
  const after = (await readRecord(tx, definition, id))!;
  await recordAudit(tx, { definition, action: 'update', adminId: admin.id, before, after });
  return after;
}

interface HistoryRow {
  id: string;
  from_status: string | null;
  to_status: string;
  comment: string | null;
  due_date: string | null;
  admin_id: string | null;
  admin_name: string | null;
  created_at: Date;
  total: string;
}

/** The document's status history as `document_status_change` resources. */
async function statusHistory(
  db: Queryable,
  definition: RegistryDefinition,
  id: string,
  q: ListQuery,
): Promise<Document> {
  const workflow = workflowOf(definition);
  const rows = await db.query<HistoryRow>(
    `SELECT c.id, c.from_status, c.to_status, c.comment, to_char(c.due_date, 'YYYY-MM-DD') AS due_date,
            c.admin_id, nullif(${adminFullNameSql('a')}, '') AS admin_name, c.created_at,
            count(*) OVER () AS total
       FROM document_status_changes c LEFT JOIN admin_users a ON a.id = c.admin_id
      WHERE c.document_type = $1 AND c.document_id = $2
      ORDER BY c.id ${q.orderType === 'asc' ? 'ASC' : 'DESC'}
      LIMIT $3 OFFSET $4`,
    [definition.type, id, q.per, q.offset],
  );
  const data = rows.map((r) =>
    resource('document_status_change', String(r.id), {
      from_status: r.from_status,
      to_status: r.to_status,
      from_status_label:
        r.from_status === null ? null : documentStatusLabel(workflow, r.from_status),
      to_status_label: documentStatusLabel(workflow, r.to_status),
      comment: r.comment,
      due_date: r.due_date,
      admin_id: r.admin_id === null ? null : String(r.admin_id),
      author_name: r.admin_name,
      created_at: r.created_at,
    }),
  );
  return list(data, { page: q.page, per: q.per, total: rows[0] ? Number(rows[0].total) : 0 });
}

/** A preHandler refusing changes to a document in a final status (after the access guards). */
function finalGuard(definition: RegistryDefinition): preHandlerHookHandler {
  return async (request) => {
    const { id } = request.params as { id?: string };
    const record = await findRecord(request.server.db, definition, pathId(id), {
      site: false,
      scope: adminScope(request),
    });
    const workflow = workflowOf(definition);
    if (isFinalDocumentStatus(workflow, record.status)) {
      const status = documentStatusLabel(workflow, record.status);
      throw Unprocessable.field(
        'status',
        interpolate(documentMoveMessages.finalEdit, { status }),
        documentMoveFieldTitles.status,
      );
    }
  };
}

/** The engine's writes of a document that the final statuses close. */
function guardedRoute(definition: RegistryDefinition, route: RouteOptions): boolean {
  const base = `/v1/admin/${definition.path}/:id`;
  const methods = [route.method].flat();
  if (route.url === base) return methods.includes('PATCH');
  if (route.url === `${base}/attachments/multipart_upload_start`) return true;
  return route.url === `${base}/attachments/:attachmentId` && methods.includes('DELETE');
}

async function registerDocument(app: FastifyInstance, definition: RegistryDefinition) {
  const workflow = workflowOf(definition);

  // A document is created in its workflow's first status, with that first history entry.
  registerAdminRoutes(app, definition, {
    afterCreate: (tx, id, adminId) =>
      addHistory(tx, definition, id, { from: null, to: workflow.initial, comment: null, adminId }),
  });
  (await filesModule()).registerFileRoutes(app, definition);
  registerStatusRoutes(app, {
    definition,
    path: definition.path,
    moveKey: key(definition, 'update_status'),
    historyKey: key(definition, 'history'),
    body: moveBody,
    move: async (tx, request) => ({ record: await moveDocument(tx, definition, request) }),
    history: (db, id, request) =>
      statusHistory(db, definition, id, parseListQuery(rawQuery(request), MAX_PER)),
  });
}

export default async function documentRoutes(app: FastifyInstance): Promise<void> {
  // Added before the routes, so it sees the engine's writes of these documents as they come.
  app.addHook('onRoute', (route) => {
    const definition = documentDefinitions.find((d) => guardedRoute(d, route));
    if (!definition) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, finalGuard(definition)];
  });
  for (const definition of documentDefinitions) await registerDocument(app, definition);
}
