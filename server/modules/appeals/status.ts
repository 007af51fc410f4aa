/**
 * The status moves of appeals and consultations (src/domain/appeals is the table): one
 * transaction locks the record, checks the move and what it needs (the answer's text, a
 * comment, the consultation's executor), writes the status (and the answer), one row of the
 * engine's status history (server/registries/statusChanges.ts) and one audit row; the
 * applicant's notice is returned to be sent after the commit. Assigning a consultation's
 * executor is recorded the same way.
 */
import {
  appealMessages as msg,
  appealStatusLabel,
  findAppealMove,
  type AppealKind,
} from '../../../src/domain/appeals';
import type { RegistryDefinition } from '../../../src/registries';
import { appeals, consultations } from '../../../src/registries/appeals';
import { interpolate } from '../../../src/validation/messages';
import type { Scope } from '../../../src/access/scoping';
import type { AppealMoveAttributes } from '../../../src/wire/appealBodies';
import type { Queryable } from '../../db';
import { Unprocessable } from '../../jsonapi/errors';
import { recordAudit } from '../../registries/audit';
import { readRecord, type FlatRecord } from '../../registries/record';
import { assertInScope } from '../../registries/scope';
import { recordStatusChange, type StatusChangeDetails } from '../../registries/statusChanges';
import { NotFound } from '../../jsonapi/errors';
import { noticeChannel, type ApplicantNotice, type ExecutorNotice } from './notify';

export const definitionOf: Record<AppealKind, RegistryDefinition> = {
  appeal: appeals,
  consultation: consultations,
};

/** A text the route's schema judged (kind, length): trimmed, null when blank. */
const text = (value: string | null | undefined): string | null => value?.trim() || null;

export function noticeOf(kind: AppealKind, record: FlatRecord, extra: Partial<ApplicantNotice>) {
  return {
    kind,
    id: record.id,
    applicant: String(record.applicant_name ?? ''),
    channel: record.answer_channel === 'sms' ? 'sms' : 'email',
    email: (record.email as string | null) ?? null,
    phone: (record.phone as string | null) ?? null,
    status: String(record.status),
    ...extra,
  } satisfies ApplicantNotice;
}

async function locked(
  tx: Queryable,
  kind: AppealKind,
  id: string,
  scope: Scope,
): Promise<FlatRecord> {
  const def = definitionOf[kind];
  const before = await readRecord(tx, def, id, true);
  if (!before) throw new NotFound();
  assertInScope(def, scope, before);
  return before;
}

/** A move's history detail: the channel the applicant was told by. */
const notified = (record: FlatRecord): StatusChangeDetails => {
  const channel = noticeChannel(noticeOf('appeal', record, {}));
  return channel ? { notified_by: channel } : {};
};

/** Moves the record; returns it and the applicant's notice. */
export async function moveAppeal(
  tx: Queryable,
  kind: AppealKind,
  id: string,
  input: AppealMoveAttributes,
  adminId: string,
  scope: Scope,
): Promise<{ record: FlatRecord; notice: ApplicantNotice }> {
  const def = definitionOf[kind];
  const before = await locked(tx, kind, id, scope);
  const from = String(before.status);
  const to = input.status;
  const move = findAppealMove(kind, from, to);
  if (!move)
    throw Unprocessable.field(
      'status',
      interpolate(msg.forbiddenMove, { from: appealStatusLabel(from), to: appealStatusLabel(to) }),
      'Статус',
    );
  const answer = text(input.answer);
  const comment = text(input.comment);
  if (move.requires.includes('answer') && !answer)
    throw Unprocessable.field('answer', msg.answerRequired, 'Ответ');
  if (move.requires.includes('comment') && !comment)
    throw Unprocessable.field('comment', msg.commentRequired, 'Комментарий');
  if (move.requires.includes('executor') && !before.executor_id)
    throw Unprocessable.field('executor_id', msg.executorRequired, 'Исполнитель');
  const answering = move.requires.includes('answer');
  await tx.query(
    answering
      ? `UPDATE ${def.table} SET status = $2, answer = $3, answered_at = now(), answered_by_id = $4,
           updated_at = now() WHERE id = $1`
      : `UPDATE ${def.table} SET status = $2, updated_at = now() WHERE id = $1`,
    answering ? [id, to, answer, adminId] : [id, to],
  );
  const after = (await readRecord(tx, def, id))!;
  const notice = noticeOf(kind, after, { answer: answering ? answer : null, comment });
  const details = notified(after);
  await recordStatusChange(tx, {
    registry: def.name,
    id,
    from,
    to,
    comment: answer ?? comment,
    adminId,
    details,
  });
  await recordAudit(tx, { definition: def, action: 'update', adminId, before, after });
  return { record: after, notice };
}

/**
 * Gives a consultation its executor: an active staff member of the consultation's
 * organization (`executorId` record id digits, judged by the route's schema). A new
 * consultation goes into work with it.
 */
export async function assignExecutor(
  tx: Queryable,
  id: string,
  executorId: string,
  adminId: string,
  scope: Scope,
): Promise<{
  record: FlatRecord;
  notice: ExecutorNotice | null;
  applicant: ApplicantNotice | null;
}> {
  const before = await locked(tx, 'consultation', id, scope);
  const [executor] = await tx.query<{ organization_id: string | null; email: string }>(
    `SELECT organization_id::text AS organization_id, email FROM admin_users
      WHERE id = $1 AND NOT blocked AND role IN ('operator', 'senior_manager')`,
    [executorId],
  );
  if (!executor) throw Unprocessable.field('executor_id', msg.executorInvalid, 'Исполнитель');
  if (executor.organization_id !== String(before.organization_id))
    throw Unprocessable.field('executor_id', msg.executorOrganization, 'Исполнитель');
  if (['closed', 'cancelled'].includes(String(before.status)))
    throw Unprocessable.field('status', msg.alreadyFinal, 'Статус');
  const starts = before.status === 'new';
  await tx.query(
    `UPDATE consultations SET executor_id = $2, status = $3, updated_at = now() WHERE id = $1`,
    [id, executorId, starts ? 'in_work' : before.status],
  );
  const after = (await readRecord(tx, consultations, id))!;
  if (starts)
    await recordStatusChange(tx, {
      registry: consultations.name,
      id,
      from: 'new',
      to: 'in_work',
      comment: null,
      adminId,
      details: notified(after),
    });
  await recordAudit(tx, { definition: consultations, action: 'update', adminId, before, after });
  return {
    record: after,
    applicant: starts ? noticeOf('consultation', after, {}) : null,
    notice: executor.email
      ? {
          id,
          email: executor.email,
          applicant: String(after.applicant_name ?? ''),
          due: String(after.due_date ?? ''),
        }
      : null,
  };
}
