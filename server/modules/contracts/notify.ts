/**
 * Letters sent after a contract or agreement change commits (never inside the transaction:
 * PGlite has one connection). The executor of a lead is its personal manager, or, without one,
 * the ГРО staff (administrators and operators) of the lead's organization (seed 000 §4 "the
 * executor is notified").
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db';
import type { LeadRow } from './leadAccess';

export type AfterCommit = (app: FastifyInstance) => Promise<void>;

export const nothingAfter: AfterCommit = async () => undefined;

export async function executorEmails(db: Queryable, lead: LeadRow): Promise<string[]> {
  if (lead.manager_id) {
    const rows = await db.query<{ email: string }>(
      'SELECT email FROM admin_users WHERE id = $1 AND NOT blocked',
      [lead.manager_id],
    );
    if (rows.length) return rows.map((r) => r.email);
  }
  if (!lead.organization_id) return [];
  const rows = await db.query<{ email: string }>(
    `SELECT email FROM admin_users
      WHERE organization_id = $1 AND role IN ('senior_manager', 'operator') AND NOT blocked
      ORDER BY id`,
    [lead.organization_id],
  );
  return rows.map((r) => r.email);
}

/** Sends one letter to each executor; a failing mailer is logged, the change stays done. */
export function mailExecutors(lead: LeadRow, subject: string, text: string): AfterCommit {
  return async (app) => {
    const recipients = await executorEmails(app.db, lead);
    for (const to of recipients) {
      await app.mailer
        .send({ to, subject, text })
        .catch((err: unknown) => app.log.warn({ err, to }, 'executor letter failed'));
    }
  };
}

/**
 * The applicant hears by the channels chosen in their profile, like a lead's status change: a
 * letter (`subject` and `text`) and an SMS (the subject alone, short enough for one).
 */
export function notifyApplicant(lead: LeadRow, subject: string, text: string): AfterCommit {
  return async (app) => {
    const [user] = await app.db.query<{
      email: string | null;
      phone: string | null;
      notify_by_email: boolean;
      notify_by_sms: boolean;
    }>('SELECT email, phone, notify_by_email, notify_by_sms FROM users WHERE id = $1', [
      lead.user_id,
    ]);
    if (user?.email && user.notify_by_email) {
      await app.mailer
        .send({ to: user.email, subject, text })
        .catch((err: unknown) => app.log.warn({ err }, 'applicant letter failed'));
    }
    if (user?.phone && user.notify_by_sms) {
      await app.sms
        .send(user.phone, `${subject}. Заявка № ${lead.uid ?? lead.id}`)
        .catch((err: unknown) => app.log.warn({ err }, 'applicant SMS failed'));
    }
  };
}

/** Runs the after-commit work; its failure never turns a committed change into an error. */
export async function runAfter(app: FastifyInstance, after: AfterCommit): Promise<void> {
  await after(app).catch((err: unknown) => app.log.warn({ err }, 'after-commit work failed'));
}
