/**
 * One move of a document's workflow and its status history (src/domain/documentWorkflows):
 * the move checked against the table — who, what it needs (a comment, a file attached since the
 * document entered its status), the due date it sets, the executor — written with its history
 * and audit rows; the history read newest first with each move's author and due date.
 */
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  documentCommentMaxLength,
  documentMoveErrors,
  documentMoveFieldTitles,
  documentStatusLabel,
  documentTransition,
  documentWorkflows,
  moveDeadline,
  type DocumentWorkflow,
  type DocumentWorkflowKind,
} from '../../../src/domain/documentWorkflows';
import type { RegistryDefinition } from '../../../src/registries';
import { adminOf } from '../../auth/guard';
import type { Queryable } from '../../db';
import { pathId } from '../../http/request';
import { judgedBody, open, optionalText } from '../../http/schemas';
import { Forbidden, NotFound, Unprocessable } from '../../jsonapi/errors';
import type { ListQuery } from '../../jsonapi/query';
import { list, resource, type Document } from '../../jsonapi/serialize';
import { recordAudit } from '../../registries/audit';
import { readRecord, type FlatRecord } from '../../registries/record';
import { adminFullNameSql } from '../../registries/references';
import { adminScope, assertInScope } from '../../registries/scope';

type WithId = { Params: { id: string } };

export function workflowOf(definition: RegistryDefinition): DocumentWorkflow {
  return documentWorkflows[definition.type as DocumentWorkflowKind];
}

/** A history entry of a move (or of the creation, `from` null). */
export async function addHistory(
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

/**
 * `update_status`'s body (issue 37 item 4): its schema judges the kinds and lengths — the status
 * a string, the comment (or, failing it, `note`) text of at most 5,000 characters or null;
 * which move needs a comment is the workflow table's rule (`documentMoveErrors`).
 */
export const DocumentMoveBody = judgedBody(
  open({
    status: Type.String({ title: documentMoveFieldTitles.status, description: 'Новый статус' }),
    comment: optionalText(
      documentCommentMaxLength,
      documentMoveFieldTitles.comment,
      'Комментарий к переходу, до 5000 символов',
    ),
    note: optionalText(
      documentCommentMaxLength,
      documentMoveFieldTitles.comment,
      'Комментарий, если нет comment',
    ),
  }),
);

function moveInput(body: unknown): { status: string; comment?: string } {
  const { status, comment, note } = (body as Static<typeof DocumentMoveBody>).data.attributes;
  const text = (comment ?? note ?? '').trim();
  return { status, ...(text ? { comment: text } : {}) };
}

/** One move inside `tx`; answers the document after it. */
export async function moveDocument(
  tx: Queryable,
  definition: RegistryDefinition,
  request: FastifyRequest<WithId>,
): Promise<FlatRecord> {
  const workflow = workflowOf(definition);
  const admin = adminOf(request);
  const id = pathId(request.params.id);
  const input = moveInput(request.body);
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
export async function statusHistory(
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
