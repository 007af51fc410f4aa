/**
 * E-mail: SMTP when SMTP_URL is set — stored in the mail outbox and sent by its relay
 * (./outbox.ts, ./smtp.ts), so an SMTP outage loses no letter. The embedded default keeps every letter in the
 * `dev_messages` table and writes it whole to the log (at info), so confirmation and
 * password-reset links work without a mail server.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Queryable } from '../db';
import { queuedMailer } from './outbox';
import { smtpMailer } from './smtp';

export interface Letter {
  to: string;
  subject: string;
  text: string;
  /**
   * The letter's idempotency key (the mail outbox's letter): sent as its Message-ID, the same on
   * every attempt, so a letter sent again after an answer was lost in a cut connection (delivery
   * is at least once) is one message to the mail server and the recipient's client.
   */
  key?: string;
}

export interface Mailer {
  readonly kind: string;
  send(letter: Letter): Promise<void>;
}

/** `devMailer(db, app.log)` — the default when SMTP is not configured. */
export function devMailer(db: Queryable, log?: FastifyBaseLogger): Mailer {
  return {
    kind: 'dev',
    async send({ to, subject, text }) {
      await db.query(
        `INSERT INTO dev_messages (channel, recipient, subject, body) VALUES ('email', $1, $2, $3)`,
        [to, subject, text],
      );
      log?.info({ to }, `E-mail (dev): ${subject}\n${text}`);
    },
  };
}

/** The app's mailer: the mail outbox when SMTP_URL is set, else the dev mailbox. */
export function mailerFor(config: Pick<Config, 'smtpUrl'>, db: Queryable, log?: FastifyBaseLogger) {
  return config.smtpUrl ? queuedMailer(db) : devMailer(db, log);
}

/** What the mail relay sends the stored letters through: SMTP when configured. */
export function smtpTransportFor(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer | undefined {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : undefined;
}
