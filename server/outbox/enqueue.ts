/**
 * The integration outbox (docs/decisions.md "Leads"): a message is a row of `rabbit_messages`
 * written in the same transaction as the change it reports, so a rolled-back change never
 * leaves a message behind and a committed one never loses it. The relay (./relay.ts) publishes
 * pending rows to RabbitMQ when AMQP_URL is set; without it they stay readable at
 * GET /v1/admin/rabbit_messages.
 */
import type { Queryable } from '../db';

/**
 * The queues the portal writes to (issue 6 "Integration messages"); `registries.coordinate_center`
 * carries registry records resent to the coordination centre (server/registries/bulk.ts).
 */
export const outboxQueues = [
  'leads.epgu',
  'leads.coordinate_center',
  'leads.attachments',
  'registries.coordinate_center',
] as const;
export type OutboxQueue = (typeof outboxQueues)[number];

export interface OutboxMessage {
  queue: OutboxQueue;
  /** The record the message is about: 'Lead', 'Contract', 'ContractAgreement'. */
  messageableType: string;
  messageableId: string | number;
  message: Record<string, unknown>;
}

/** `await enqueueMessage(tx, {queue: 'leads.epgu', messageableType: 'Lead', …})` */
export async function enqueueMessage(db: Queryable, m: OutboxMessage): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO rabbit_messages (queue_name, messageable_type, messageable_id, message)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [m.queue, m.messageableType, m.messageableId, JSON.stringify(m.message)],
  );
  return row!.id;
}
