/**
 * The integration queues as the people who run the portal watch them (issue 19, seed 001
 * `/crm/action_histories/rabbitmq_statistics`, permission `rabbitmq statistics`):
 *
 *   GET  /v1/admin/rabbitmq_statistics           per queue: waiting in the outbox, relayed,
 *                                                failed, the last error, the last relay time,
 *                                                the oldest waiting message's age; with
 *                                                AMQP_URL the broker's own counts (ready
 *                                                messages and consumers, AMQP queue.declare
 *                                                passive), or why it could not be asked
 *   POST /v1/admin/rabbitmq_statistics/resend    failed messages back to 'pending' (all, or
 *                                                `{queue_name}`); the relay sends them again
 *
 * The counts are one GROUP BY over rabbit_messages (index rabbit_messages_queue_status_idx).
 */
import type { ChannelModel } from 'amqplib';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db';
import { BadRequest } from '../jsonapi/errors';
import { list, resource } from '../jsonapi/serialize';
import { Type } from 'typebox';
import { listDocument, open, responses } from '../http/schemas';
import { outboxQueues } from './enqueue';

/** A queue's row, its counts as integers, in the answer's order. */
type QueueRow = { queue_name: string; oldest_waiting_at: Date | null } & Record<string, unknown>;

export interface BrokerCounts {
  messages: number | null;
  consumers: number | null;
  error?: string;
}

/** The outbox per queue: every known queue, with zeros when it never had a message. */
export async function outboxStatistics(db: Queryable) {
  const rows = await db.query<QueueRow>(
    `SELECT q.queue_name,
            (count(*) FILTER (WHERE m.status = 'pending'))::int AS waiting,
            (count(*) FILTER (WHERE m.status = 'sent'))::int AS sent,
            (count(*) FILTER (WHERE m.status = 'failed'))::int AS failed,
            (SELECT e.last_error FROM rabbit_messages e
              WHERE e.queue_name = q.queue_name AND e.last_error IS NOT NULL
              ORDER BY e.id DESC LIMIT 1) AS last_error,
            max(m.sent_at) AS last_relay_at,
            min(m.created_at) FILTER (WHERE m.status = 'pending') AS oldest_waiting_at
       FROM (SELECT unnest($1::text[]) AS queue_name
             UNION SELECT DISTINCT queue_name FROM rabbit_messages) q
       LEFT JOIN rabbit_messages m ON m.queue_name = q.queue_name
      GROUP BY q.queue_name
      ORDER BY q.queue_name`,
    [outboxQueues],
  );
  const now = Date.now();
  return rows.map((r) => ({
    ...r,
    oldest_waiting_seconds: r.oldest_waiting_at
      ? Math.max(0, Math.round((now - new Date(r.oldest_waiting_at).getTime()) / 1000))
      : null,
  }));
}

/**
 * The broker's counts of `queues` over one AMQP connection: a passive declare per queue (a
 * queue the broker does not have closes the channel: it is reported and a new channel opened).
 */
export async function brokerCounts(
  url: string,
  queues: string[],
  timeoutMs = 3000,
): Promise<Record<string, BrokerCounts>> {
  const out: Record<string, BrokerCounts> = {};
  let connection: ChannelModel | undefined;
  try {
    const { default: amqp } = await import('amqplib');
    connection = await amqp.connect(url, { timeout: timeoutMs });
    connection.on('error', () => undefined);
    let channel = await connection.createChannel();
    channel.on('error', () => undefined);
    for (const queue of queues) {
      try {
        const q = await channel.checkQueue(queue);
        out[queue] = { messages: q.messageCount, consumers: q.consumerCount };
      } catch (err) {
        out[queue] = {
          messages: null,
          consumers: null,
          error: /NOT_FOUND|404/.test(String(err)) ? 'Очередь не создана в брокере' : String(err),
        };
        channel = await connection.createChannel();
        channel.on('error', () => undefined);
      }
    }
  } catch (err) {
    const error = `Брокер недоступен: ${err instanceof Error ? err.message : String(err)}`;
    for (const queue of queues) out[queue] ??= { messages: null, consumers: null, error };
  } finally {
    await connection?.close().catch(() => undefined);
  }
  return out;
}

export function registerOutboxStatistics(app: FastifyInstance): void {
  const access = { access: { permission: 'admin_rabbitmq_statistics_read' } } as const;

  app.get(
    '/v1/admin/rabbitmq_statistics',
    { config: access, schema: { response: responses({ 200: listDocument() }) } },
    async () => {
      const queues = await outboxStatistics(app.db);
      const url = app.config.amqpUrl;
      const broker = url
        ? await brokerCounts(
            url,
            queues.map((q) => q.queue_name),
          )
        : {};
      const data = queues.map((q) =>
        resource('rabbitmq_queue', q.queue_name, {
          ...q,
          broker: url ? (broker[q.queue_name] ?? null) : null,
        }),
      );
      const doc = list(data, { page: 1, per: Math.max(1, data.length), total: data.length });
      return { ...doc, meta: { ...doc.meta, relay_enabled: Boolean(url) } };
    },
  );

  app.post(
    '/v1/admin/rabbitmq_statistics/resend',
    {
      config: access,
      schema: {
        body: Type.Union([
          Type.Object(
            { queue_name: Type.Optional(Type.String({ maxLength: 100 })) },
            { additionalProperties: false },
          ),
          Type.Null(),
        ]),
        response: responses({ 200: open({ meta: open({ resent: Type.Integer() }) }) }),
      },
    },
    async (request) => {
      const queue = (request.body as { queue_name?: string } | undefined)?.queue_name;
      if (queue !== undefined && !/^[\w.-]{1,100}$/.test(queue))
        throw new BadRequest('Некорректное значение параметра queue_name', '/queue_name');
      const rows = await app.db.query<{ id: string }>(
        `UPDATE rabbit_messages SET status = 'pending', attempts = 0, last_error = NULL
          WHERE status = 'failed' AND ($1::text IS NULL OR queue_name = $1)
          RETURNING id`,
        [queue ?? null],
      );
      return { meta: { resent: rows.length } };
    },
  );
}
