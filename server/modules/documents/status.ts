/**
 * One move of a document's workflow and its status history (src/domain/documentWorkflows):
 * the move checked against the table — who, what it needs (a comment, a file attached since the
 * document entered its status), the due date it sets, the executor — written with its history
 * and audit rows (the engine's one status history, server/registries/statusChanges.ts, keeps
 * each move's due date in its details).
 */
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  documentCommentMaxLength,
  documentMoveErrors,
  documentMoveFieldTitles,
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
import { recordAudit } from '../../registries/audit';
import { readRecord, type FlatRecord } from '../../registries/record';
import { recordStatusChange } from '../../registries/statusChanges';
import { adminScope, assertInScope } from '../../registries/scope';

type WithId = { Params: { id: string } };

export function workflowOf(definition: RegistryDefinition): DocumentWorkflow {
  return documentWorkflows[definition.type as DocumentWorkflowKind];
}

/** A history entry of a move (or of the creation, `from` null), with the due date it left. */
export async function addHistory(
  tx: Queryable,
  definition: RegistryDefinition,
  record: FlatRecord,
  entry: { from: string | null; to: string; comment: string | null; adminId: string },
): Promise<void> {
  const dueDate = typeof record.due_date === 'string' ? record.due_date : null;
  await recordStatusChange(tx, {
    registry: definition.name,
    id: record.id,
    ...entry,
    details: dueDate ? { due_date: dueDate } : {},
  });
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
  const after = (await readRecord(tx, definition, id))!;
  await addHistory(tx, definition, after, {
    from,
    to,
    comment: input.comment ?? null,
    adminId: admin.id,
  });
  await recordAudit(tx, { definition, action: 'update', adminId: admin.id, before, after });
  return after;
}
