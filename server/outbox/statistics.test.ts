/* eslint-disable @typescript-eslint/no-explicit-any */
import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../test/helpers';
import { tokenFor } from '../modules/reference/testAuth';
import { enqueueMessage, type OutboxQueue } from './enqueue';
import { amqpPublisher, MAX_ATTEMPTS, relayPending, type OutboxPublisher } from './relay';

type Doc = { data: any[]; meta: any };

// The rabbitmq statistics page's data (issue 19): the outbox per queue, and with AMQP_URL
// (e.g. amqp://guest:guest@127.0.0.1:5672) the real broker's counts of the relayed messages.
describe('rabbitmq statistics', () => {
  let ctx: TestContext;
  let broker: TestContext | undefined;
  const tokens: Record<string, { authorization: string }> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of ['etp_admin', 'operator'])
      tokens[role] = await tokenFor(ctx.app, `${role}@eog.test`);
  });
  afterAll(async () => {
    await broker?.close();
    await ctx.close();
  });

  const enqueue = (app: TestContext, queue: string) =>
    enqueueMessage(app.db, {
      queue: queue as OutboxQueue,
      messageableType: 'Lead',
      messageableId: 1,
      message: { n: 1 },
    });
  const stats = (app: TestContext, token = tokens.etp_admin) =>
    call<Doc>(app.app, { url: '/v1/admin/rabbitmq_statistics', headers: token });
  const queueOf = (doc: Doc, name: string) =>
    doc.data.find((q) => q.id === name)?.attributes as Record<string, any>;

  it('counts waiting, relayed and failed messages per queue; resend puts failed ones back', async () => {
    const queue = 'leads.epgu';
    await ctx.db.query('DELETE FROM rabbit_messages');
    const waiting = await enqueue(ctx, queue);
    const failed = await enqueue(ctx, queue);
    await enqueue(ctx, 'leads.attachments');
    await ctx.db.query(
      `UPDATE rabbit_messages SET status = 'failed', attempts = $2, last_error = 'NACK'
        WHERE id = $1`,
      [failed, MAX_ATTEMPTS],
    );
    await ctx.db.query(
      `UPDATE rabbit_messages SET created_at = now() - interval '1 hour' WHERE id = $1`,
      [waiting],
    );
    const res = await stats(ctx);
    expect(res.status).toBe(200);
    expect(res.body.meta.relay_enabled).toBe(false);
    const q = queueOf(res.body, queue);
    expect(q).toMatchObject({ waiting: 1, sent: 0, failed: 1, last_error: 'NACK', broker: null });
    expect(q.oldest_waiting_seconds).toBeGreaterThanOrEqual(3600);
    // Every known queue is listed, even without messages.
    expect(queueOf(res.body, 'registries.coordinate_center')).toMatchObject({ waiting: 0 });
    // Only holders of `rabbitmq statistics` read it.
    expect((await stats(ctx, tokens.operator)).status).toBe(403);

    const resend = await call<{ meta: { resent: number } }>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/rabbitmq_statistics/resend',
      headers: tokens.etp_admin,
      payload: { queue_name: queue },
    });
    expect(resend.body.meta.resent).toBe(1);
    expect(queueOf((await stats(ctx)).body, queue)).toMatchObject({ waiting: 2, failed: 0 });
  });

  it.skipIf(!process.env.AMQP_URL)(
    'shows the broker’s own counts of the messages the relay published',
    async () => {
      const url = process.env.AMQP_URL!;
      broker = await createTestApp({ AMQP_URL: url });
      const queue = `test.stats.${randomBytes(4).toString('hex')}`;
      await broker.db.query('DELETE FROM rabbit_messages');
      await enqueue(broker, queue);
      await enqueue(broker, queue);
      let publisher: OutboxPublisher | undefined;
      try {
        publisher = await amqpPublisher(url);
        expect(await relayPending(broker.db, publisher)).toMatchObject({ sent: 2 });
        const token = await tokenFor(broker.app, 'etp_admin@eog.test');
        const res = await stats(broker, token);
        expect(res.body.meta.relay_enabled).toBe(true);
        const q = queueOf(res.body, queue);
        expect(q).toMatchObject({ waiting: 0, sent: 2, broker: { messages: 2, consumers: 0 } });
        expect(q.last_relay_at).toBeTruthy();
        // A queue the broker never saw is reported as such, not as an error of the page.
        expect(queueOf(res.body, 'registries.coordinate_center').broker.error).toBeTruthy();
      } finally {
        await publisher?.close();
        const connection = await amqp.connect(url);
        const channel = await connection.createChannel();
        await channel.deleteQueue(queue);
        await connection.close();
      }
    },
  );
});
