/**
 * Text messages to phones: an HTTP gateway when SMS_GATEWAY_URL is set (./http.ts). The
 * embedded default keeps every message in the `dev_messages` table and writes it to the log, so
 * a developer can read SMS codes without a gateway.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Queryable } from '../db';
import { httpSms } from './http';

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

/** The HTTP gateway when SMS_GATEWAY_URL is set, else the dev mailbox. */
export function smsSenderFor(
  config: Pick<Config, 'smsGatewayUrl' | 'smsGatewayToken' | 'smsSender'>,
  db: Queryable,
  log?: FastifyBaseLogger,
): SmsSender {
  if (!config.smsGatewayUrl) return devSms(db, log);
  return httpSms({
    url: config.smsGatewayUrl,
    token: config.smsGatewayToken,
    sender: config.smsSender,
  });
}
