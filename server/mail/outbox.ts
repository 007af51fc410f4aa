/**
 * The mail outbox (issue 22, the SMTP outage). With SMTP configured, `app.mailer.send` only
 * stores the letter (`outgoing_letters`, migration 0032); the mail relay started by main.ts
 * sends the stored letters through SMTP. So a mail server that is down or slow neither fails
 * nor holds the request that wrote the letter (a registration, a password reset, a status
 * notice), and the letter is not lost: it waits for the server to come back.
 *
 * A round claims the due letters with a lease (`next_attempt_at` moved ahead, `FOR UPDATE SKIP
 * LOCKED`: instances side by side take different letters) and sends them outside any
 * transaction, so a slow SMTP server never holds a database connection. Delivery is at least
 * once: a relay killed between the send and its update sends the letter again when the lease
 * ends. When the server cannot be reached (connection, time-out, a 4xx answer, its own
 * authentication) the letter is put back untouched and the round stops; only a refusal of the
 * letter itself (a 5xx to its envelope or message) counts as an attempt, retried after a growing
 * pause and marked failed after the last.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db';
import { pollLoop } from '../background/pollLoop';
import type { Mailer } from './index';

export const MAIL_RELAY_EVERY_MS = 2000;
export const MAIL_BATCH = 20;
export const MAIL_MAX_ATTEMPTS = 6;
/** How long a claimed letter is held by the relay sending it. */
const LEASE_SECONDS = 120;
/** The pause before a letter is tried again after the server could not be reached. */
const SERVER_DOWN_PAUSE_SECONDS = 10;

/** The pause after a letter's n-th refusal: 1, 2, 4 … minutes, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));
}

/** The mailer the app uses with SMTP configured: the letter is stored, the relay sends it. */
export function queuedMailer(db: Queryable): Mailer {
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      await db.query(
        'INSERT INTO outgoing_letters (recipient, subject, body) VALUES ($1, $2, $3)',
        [to, subject, text],
      );
    },
  };
}

/** A refusal of this letter (a permanent answer to its envelope or body), not of the server. */
export function letterRefused(err: unknown): boolean {
  const e = err as { code?: string; responseCode?: number };
  return (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') && (e.responseCode ?? 0) >= 500;
}

interface LetterRow {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  created_ms: string;
}

export interface MailRelayResult {
  sent: number;
  refused: number;
  /** Why the round stopped early: the SMTP server could not be reached. */
  down?: string;
}

/** Sends up to `batch` due letters, oldest first, through `transport` (the SMTP mailer). */
export async function relayLetters(db: Queryable, transport: Mailer, batch = MAIL_BATCH) {
  const rows = await db.query<LetterRow>(
    `UPDATE outgoing_letters SET attempts = attempts + 1,
            next_attempt_at = now() + $2 * interval '1 second'
      WHERE id IN (SELECT id FROM outgoing_letters
                    WHERE status = 'pending' AND next_attempt_at <= now()
                    ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id, recipient, subject, body, attempts,
                (extract(epoch FROM created_at) * 1000)::bigint AS created_ms`,
    [batch, LEASE_SECONDS],
  );
  rows.sort((a, b) => Number(a.id) - Number(b.id));
  const result: MailRelayResult = { sent: 0, refused: 0 };
  for (const [i, row] of rows.entries()) {
    try {
      await transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        // The id and the moment it was written: unique across the databases a sender uses.
        key: `letter-${row.id}-${row.created_ms}`,
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (!letterRefused(err)) {
        // The server's trouble, not the letters': this one and the rest of the round go back.
        result.down = reason;
        await db.query(
          `UPDATE outgoing_letters SET attempts = attempts - 1, last_error = $2,
                  next_attempt_at = now() + $3 * interval '1 second'
            WHERE id = ANY($1::bigint[]) AND status = 'pending'`,
          [rows.slice(i).map((r) => r.id), reason, SERVER_DOWN_PAUSE_SECONDS],
        );
        break;
      }
      result.refused++;
      await db.query(
        `UPDATE outgoing_letters SET last_error = $2,
                status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'pending' END,
                next_attempt_at = now() + $4 * interval '1 second'
          WHERE id = $1`,
        [row.id, reason, MAIL_MAX_ATTEMPTS, retryDelaySeconds(row.attempts)],
      );
      continue;
    }
    result.sent++;
    await db.query(
      `UPDATE outgoing_letters SET status = 'sent', sent_at = now(), last_error = NULL
        WHERE id = $1`,
      [row.id],
    );
  }
  return result;
}

/**
 * Relays every few seconds while the app runs (at once again after a full batch); returns the
 * stop function, which waits for a round in flight. Without a transport nothing starts.
 */
export function startMailRelay(
  db: Db,
  transport: Mailer | undefined,
  log: FastifyBaseLogger,
  options: { everyMs?: number } = {},
): () => Promise<void> {
  if (!transport) return async () => undefined;
  let wasDown = false;

  const round = async () => {
    const r = await relayLetters(db, transport);
    if (r.sent || r.refused) log.info(r, 'mail relay: letters sent');
    if (r.down && !wasDown) log.warn({ reason: r.down }, 'mail relay: SMTP server unreachable');
    if (!r.down && wasDown) log.info('mail relay: SMTP server reachable again');
    wasDown = r.down !== undefined;
    return !r.down && r.sent + r.refused >= MAIL_BATCH;
  };
  return pollLoop(round, {
    everyMs: options.everyMs ?? MAIL_RELAY_EVERY_MS,
    log,
    failure: 'mail relay failed; retrying',
  });
}
