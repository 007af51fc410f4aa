/**
 * Text messages to phones. The embedded default keeps every message in the `dev_messages`
 * table and writes it to the log, so a developer can read SMS codes without a gateway.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db';

export interface SmsSender {
  readonly kind: string;
  send(phone: string, text: string): Promise<void>;
}

/** `devSms(db, app.log)` — the default when no SMS gateway is configured. */
export function devSms(db: Queryable, log?: FastifyBaseLogger): SmsSender {
  return {
    kind: 'dev',
    async send(phone, text) {
      await db.query(`INSERT INTO dev_messages (channel, recipient, body) VALUES ('sms', $1, $2)`, [
        phone,
        text,
      ]);
      log?.info({ phone }, `SMS (dev): ${text}`);
    },
  };
}
