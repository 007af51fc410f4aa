/**
 * The outbox relay: publishes the pending rows of `rabbit_messages` to RabbitMQ when AMQP_URL is
 * set. Each message goes to the durable queue named by its row, persistent, on a confirm
 * channel; only a broker confirmation marks the row sent. A round claims its batch with
 * `FOR UPDATE SKIP LOCKED` inside one transaction, so instances relaying side by side take
 * different rows: none is published twice by them, none skipped. Delivery is still at least
 * once (a crash between the confirmation and the commit repeats a message): consumers
 * deduplicate by the AMQP message id, which is the row id.
 *
 * `main.ts` starts it next to the orphan sweep; it polls every few seconds and reconnects after
 * a lost connection. A broker that is down only delays the messages: rows are touched only
 * when a publish itself is refused, and after MAX_ATTEMPTS refusals a row is marked failed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { pollLoop } from '../background/pollLoop';
import type { Db, Queryable } from '../db';

export const RELAY_EVERY_MS = 3000;
export const RELAY_BATCH = 100;
export const MAX_ATTEMPTS = 5;

export interface OutboxPublisher {
  /** Resolves once the broker confirms the message; rejects when it refuses it. */
  publish(
    queue: string,
    body: Buffer,
    properties: { messageId: string; type: string },
  ): Promise<void>;
  /** False once the connection or channel is gone. */
  readonly open: boolean;
  close(): Promise<void>;
}

/** A publisher on one connection and one confirm channel; queues are asserted durable once. */
export async function amqpPublisher(url: string): Promise<OutboxPublisher> {
  // amqplib is loaded with the first connection: a start without a broker never needs it.
  const { default: amqp } = await import('amqplib');
  const connection = await amqp.connect(url);
  let open = true;
  const lost = () => {
    open = false;
  };
  connection.on('close', lost);
  connection.on('error', lost);
  const channel = await connection.createConfirmChannel();
  channel.on('close', lost);
  channel.on('error', lost);
  const asserted = new Set<string>();
  return {
    get open() {
      return open;
    },
    async publish(queue, body, properties) {
      if (!asserted.has(queue)) {
        await channel.assertQueue(queue, { durable: true });
        asserted.add(queue);
      }
      await new Promise<void>((resolve, reject) => {
        channel.sendToQueue(
          queue,
          body,
          {
            persistent: true,
            contentType: 'application/json',
            contentEncoding: 'utf-8',
            messageId: properties.messageId,
            type: properties.type,
            timestamp: Math.floor(Date.now() / 1000),
          },
          (err: unknown) =>
            err ? reject(err instanceof Error ? err : new Error('nack')) : resolve(),
        );
      });
    },
    async close() {
      open = false;
      await channel.close().catch(() => undefined);
      await connection.close().catch(() => undefined);
    },
  };
}

interface PendingRow {
  id: string;
  queue_name: string;
  messageable_type: string;
  message: unknown;
  attempts: number;
}

export interface RelayResult {
  sent: number;
  refused: number;
  /** Why the round stopped early: the connection or channel was lost. */
  lost?: string;
}

/**
 * Publishes up to `batch` pending rows, oldest first, that no other relay holds; stops early if
 * the connection drops. The rows stay locked until the round's updates commit.
 */
export function relayPending(db: Db, publisher: OutboxPublisher, batch = RELAY_BATCH) {
  return db.transaction((tx) => relayClaimed(tx, publisher, batch));
}

async function relayClaimed(db: Queryable, publisher: OutboxPublisher, batch: number) {
  const rows = await db.query<PendingRow>(
    `SELECT id, queue_name, messageable_type, message, attempts FROM rabbit_messages
      WHERE status = 'pending' ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [batch],
  );
  const result: RelayResult = { sent: 0, refused: 0 };
  for (const row of rows) {
    if (!publisher.open) break;
    try {
      await publisher.publish(row.queue_name, Buffer.from(JSON.stringify(row.message)), {
        messageId: String(row.id),
        type: row.messageable_type,
      });
    } catch (err) {
      // A dropped connection is not the message's fault: leave the row for the next round.
      if (!publisher.open) {
        result.lost = err instanceof Error ? err.message : String(err);
        break;
      }
      result.refused++;
      await db.query(
        `UPDATE rabbit_messages SET attempts = attempts + 1, last_error = $2,
                status = CASE WHEN attempts + 1 >= $3 THEN 'failed' ELSE 'pending' END
          WHERE id = $1`,
        [row.id, err instanceof Error ? err.message : String(err), MAX_ATTEMPTS],
      );
      continue;
    }
    result.sent++;
    await db.query(
      `UPDATE rabbit_messages SET status = 'sent', sent_at = now(), attempts = attempts + 1,
              last_error = NULL
        WHERE id = $1 AND status = 'pending'`,
      [row.id],
    );
  }
  return result;
}

/**
 * Relays every few seconds while the app runs; returns the stop function (closes the
 * connection). Without a URL nothing starts.
 */
export function startOutboxRelay(
  db: Db,
  url: string,
  log: FastifyBaseLogger,
  options: { everyMs?: number; connect?: (url: string) => Promise<OutboxPublisher> } = {},
): () => Promise<void> {
  if (!url) return async () => undefined;
  const connect = options.connect ?? amqpPublisher;
  let publisher: OutboxPublisher | undefined;

  const round = async () => {
    if (!publisher?.open) {
      await publisher?.close();
      publisher = await connect(url);
    }
    const r = await relayPending(db, publisher);
    if (r.sent || r.refused) log.info(r, 'outbox relay: published pending messages');
    if (r.lost) log.warn({ reason: r.lost }, 'outbox relay: connection lost; reconnecting');
    // A full batch means more are waiting: go again at once.
    return r.sent + r.refused >= RELAY_BATCH;
  };
  const stop = pollLoop(round, {
    everyMs: options.everyMs ?? RELAY_EVERY_MS,
    log,
    failure: 'outbox relay failed; retrying',
  });
  return async () => {
    await stop();
    await publisher?.close();
  };
}
