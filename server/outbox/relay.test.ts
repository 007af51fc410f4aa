import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { openTestDb } from '../test/helpers';
import { enqueueMessage, type OutboxQueue } from './enqueue';
import {
  amqpPublisher,
  MAX_ATTEMPTS,
  relayPending,
  startOutboxRelay,
  type OutboxPublisher,
} from './relay';

// The outbox relay: rows leave 'pending' only on a broker confirmation, refusals are counted
// up to 'failed', a lost connection touches nothing. Against the real RabbitMQ when AMQP_URL is
// set (e.g. amqp://guest:guest@127.0.0.1:5672), publishing and consuming the message back.
describe('outbox relay', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await migrate(db);
  });
  afterAll(() => drop());

  const row = async (id: string) =>
    (
      await db.query<{ status: string; attempts: number; last_error: string | null }>(
        'SELECT status, attempts, last_error FROM rabbit_messages WHERE id = $1',
        [id],
      )
    )[0]!;
  const enqueue = (queue: string, message: Record<string, unknown>) =>
    enqueueMessage(db, {
      queue: queue as OutboxQueue,
      messageableType: 'Lead',
      messageableId: 1,
      message,
    });
  const clear = () => db.query(`UPDATE rabbit_messages SET status = 'sent'`);

  it('reads AMQP_URL as an amqp(s) URL, empty by default', () => {
    expect(loadConfig({}).amqpUrl).toBe('');
    expect(loadConfig({ AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672' }).amqpUrl).toMatch(/^amqp:/);
    expect(() => loadConfig({ AMQP_URL: 'http://broker' })).toThrow(ConfigError);
  });

  it('counts refusals and gives up after the last attempt; a lost connection costs nothing', async () => {
    await clear();
    const id = await enqueue('leads.epgu', { status: 'registered' });
    let open = true;
    const refusing: OutboxPublisher = {
      get open() {
        return open;
      },
      publish: () => Promise.reject(new Error('NACK')),
      close: async () => undefined,
    };
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      expect(await relayPending(db, refusing)).toEqual({ sent: 0, refused: 1 });
      expect(await row(id)).toEqual({ status: 'pending', attempts: i, last_error: 'NACK' });
    }
    // The connection drops during the publish: the row keeps its count.
    const dropping: OutboxPublisher = {
      ...refusing,
      get open() {
        return open;
      },
      publish: () => {
        open = false;
        return Promise.reject(new Error('Connection closed'));
      },
    };
    expect(await relayPending(db, dropping)).toMatchObject({ sent: 0, lost: 'Connection closed' });
    expect((await row(id)).attempts).toBe(MAX_ATTEMPTS - 1);
    open = true;
    await relayPending(db, refusing);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    // Failed rows are not retried.
    expect(await relayPending(db, refusing)).toEqual({ sent: 0, refused: 0 });
  });

  it('marks sent in id order what the publisher confirmed', async () => {
    await clear();
    const first = await enqueue('leads.epgu', { n: 1 });
    const second = await enqueue('leads.coordinate_center', { n: 2 });
    const seen: [string, string, string][] = [];
    const accepting: OutboxPublisher = {
      open: true,
      publish: async (queue, body, props) => {
        seen.push([queue, body.toString(), props.messageId]);
      },
      close: async () => undefined,
    };
    expect(await relayPending(db, accepting)).toEqual({ sent: 2, refused: 0 });
    expect(seen).toEqual([
      ['leads.epgu', '{"n":1}', first],
      ['leads.coordinate_center', '{"n":2}', second],
    ]);
    expect(await row(first)).toEqual({ status: 'sent', attempts: 1, last_error: null });
    expect(await relayPending(db, accepting)).toEqual({ sent: 0, refused: 0 });
  });

  it('relays each message once when two instances relay side by side (SKIP LOCKED)', async () => {
    await clear();
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push(await enqueue('leads.epgu', { n: i }));
    const published: string[] = [];
    // Each publish yields, so the two relays' rounds overlap on a server database.
    const publisher = (): OutboxPublisher => ({
      open: true,
      publish: async (_queue, _body, props) => {
        await new Promise((resolve) => setImmediate(resolve));
        published.push(props.messageId);
      },
      close: async () => undefined,
    });
    const drain = async (p: OutboxPublisher) => {
      while ((await relayPending(db, p, 7)).sent > 0);
    };
    await Promise.all([drain(publisher()), drain(publisher())]);
    expect(published.sort()).toEqual([...ids].sort());
    expect(new Set(published).size).toBe(60);
    const [left] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rabbit_messages WHERE status = 'pending'",
    );
    expect(left!.n).toBe(0);
  });

  it.skipIf(!process.env.AMQP_URL)(
    'publishes to RabbitMQ and the message can be consumed back',
    async () => {
      await clear();
      const url = process.env.AMQP_URL!;
      const queue = `test.outbox.${randomBytes(4).toString('hex')}`;
      const id = await enqueue(queue, { uid: '60-ПС-000101', org_code: 1001 });
      const publisher = await amqpPublisher(url);
      try {
        expect(await relayPending(db, publisher)).toEqual({ sent: 1, refused: 0 });
      } finally {
        await publisher.close();
      }
      expect((await row(id)).status).toBe('sent');

      const connection = await amqp.connect(url);
      try {
        const channel = await connection.createChannel();
        const declared = await channel.checkQueue(queue);
        expect(declared.messageCount).toBe(1);
        const got = await channel.get(queue, { noAck: true });
        expect(got).not.toBe(false);
        if (got === false) return;
        expect(JSON.parse(got.content.toString())).toEqual({
          uid: '60-ПС-000101',
          org_code: 1001,
        });
        expect(got.properties).toMatchObject({
          messageId: id,
          contentType: 'application/json',
          deliveryMode: 2,
          type: 'Lead',
        });
        await channel.deleteQueue(queue);
      } finally {
        await connection.close();
      }
    },
  );

  it.skipIf(!process.env.AMQP_URL)('relays on its own once started, until stopped', async () => {
    await clear();
    const url = process.env.AMQP_URL!;
    const queue = `test.outbox.${randomBytes(4).toString('hex')}`;
    const id = await enqueue(queue, { n: 3 });
    const log = { info: () => undefined, warn: () => undefined } as never;
    const stop = startOutboxRelay(db, url, log, { everyMs: 50 });
    try {
      for (let i = 0; i < 100 && (await row(id)).status !== 'sent'; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await stop();
    }
    expect((await row(id)).status).toBe('sent');
    const connection = await amqp.connect(url);
    const channel = await connection.createChannel();
    expect((await channel.checkQueue(queue)).messageCount).toBe(1);
    await channel.deleteQueue(queue);
    await connection.close();
  });
});
