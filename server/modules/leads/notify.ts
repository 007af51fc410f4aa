/**
 * The applicant hears of every status change of their lead by the channels chosen in their
 * profile (users.notify_by_sms / notify_by_email), through the portal's SMS and mail senders
 * (the dev mailbox by default). The notice is gathered inside the change's transaction and
 * sent after the commit: nothing is sent for a change that did not happen, and PGlite's single
 * connection is never held by a transaction while a sender writes to dev_messages.
 */
import type { FastifyInstance } from 'fastify';
import { leadStatusLabel } from '../../../src/domain/leadStatuses';
import { interpolate } from '../../../src/validation/messages';
import type { Queryable } from '../../db';

/** Our texts, in one place. */
export const leadNoticeTexts = {
  sms: 'Статус заявки № {uid} изменён: {label}',
  subject: 'Статус заявки № {uid} изменён',
  greeting: 'Здравствуйте!',
  body: 'Статус вашей заявки № {uid} изменён на «{label}».',
  note: 'Комментарий: {note}',
  link: 'Подробности — в личном кабинете: {url}',
} as const;

export interface LeadNotice {
  uid: string;
  label: string;
  note: string | null;
  email: string | null;
  phone: string | null;
}

/** Who to tell and what, read inside the transaction; null when no channel is chosen. */
export async function leadNoticeFor(
  tx: Queryable,
  leadId: string,
  note: string | null,
): Promise<LeadNotice | null> {
  const [row] = await tx.query<{
    uid: string | null;
    status: string;
    email: string | null;
    phone: string | null;
    notify_by_sms: boolean;
    notify_by_email: boolean;
  }>(
    `SELECT l.uid, l.status, u.email, u.phone, u.notify_by_sms, u.notify_by_email
       FROM leads l JOIN users u ON u.id = l.user_id WHERE l.id = $1`,
    [leadId],
  );
  if (!row) return null;
  const email = row.notify_by_email && row.email ? row.email : null;
  const phone = row.notify_by_sms && row.phone ? row.phone : null;
  if (!email && !phone) return null;
  return {
    uid: row.uid ?? leadId,
    label: leadStatusLabel(row.status),
    note,
    email,
    phone,
  };
}

/** Sends the notice; a failing channel is logged, never thrown (the change is committed). */
export async function sendLeadNotice(app: FastifyInstance, notice: LeadNotice): Promise<void> {
  const values = { uid: notice.uid, label: notice.label };
  if (notice.phone) {
    await app.sms
      .send(notice.phone, interpolate(leadNoticeTexts.sms, values))
      .catch((err: unknown) => app.log.warn({ err }, 'lead status SMS failed'));
  }
  if (notice.email) {
    const text = [
      leadNoticeTexts.greeting,
      '',
      interpolate(leadNoticeTexts.body, values),
      ...(notice.note ? [interpolate(leadNoticeTexts.note, { note: notice.note })] : []),
      '',
      interpolate(leadNoticeTexts.link, { url: `${app.config.publicUrl}/leads` }),
    ].join('\n');
    await app.mailer
      .send({ to: notice.email, subject: interpolate(leadNoticeTexts.subject, values), text })
      .catch((err: unknown) => app.log.warn({ err }, 'lead status e-mail failed'));
  }
}
