/**
 * The outage part of the soak (issue 22). PostgreSQL: a throwaway cluster (./cluster.ts), the
 * server on it under a steady load of readers and writers, then the cluster is stopped
 * (`immediate`, as a crash or a cut network would): every request must be answered within 2 s —
 * 503 with the seeds' 'Данный функционал временно недоступен' — the server must stay up and
 * `/health` name the database as down; once the cluster is back the answers must be 200 again
 * within 5 s. RabbitMQ: the relay reaches the machine's broker (a vhost of the run's own)
 * through a TCP proxy (./proxy.ts) that is cut while leads are submitted; the outbox must keep
 * the messages and relay every one once the proxy mends, none lost.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import amqp from 'amqplib';
import { errorMessages } from '../../../i18n/messages';
import { openPostgres } from '../../db';
import { outboxQueues } from '../../outbox/enqueue';
import { Api, leadBody, leadTarget } from './client';
import { startCluster } from './cluster';
import { startProxy } from './proxy';
import { ownDatabase, start, stop, tempDir } from './server';

export interface OutageFigures {
  /** Longest wait for an answer to a request in flight or sent while the database was down. */
  timeTo503Ms: number;
  /** From the cluster accepting connections again to the last refused answer. */
  timeToRecoverMs: number;
  answeredDuringOutage: number;
  /** Answers while down that were not 503 with the seeds' message (or a refused connection). */
  wrongAnswers: string[];
  healthSaysDown: boolean;
  serverSurvived: boolean;
  amqp?: AmqpFigures;
}

export interface AmqpFigures {
  keptWhileCut: number;
  relayedAfterMs: number;
  messages: number;
  lost: number;
  duplicates: number;
}

interface Answer {
  sent: number;
  done: number;
  status: number;
  body: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rabbitctl(args: string[]): void {
  execFileSync('rabbitmqctl', args, { stdio: 'pipe', timeout: 60_000 });
}

export async function runOutagePart(options: {
  log: (line: string) => void;
  amqpUrl: string;
}): Promise<OutageFigures> {
  const { log } = options;
  const cluster = await startCluster();
  const dir = tempDir('eog-soak-outage-');
  const vhost = `eog_soak_${process.pid}`;
  const broker = new URL(options.amqpUrl);
  let amqpReady = false;
  try {
    rabbitctl(['add_vhost', vhost]);
    rabbitctl([
      'set_permissions',
      '-p',
      vhost,
      decodeURIComponent(broker.username),
      '.*',
      '.*',
      '.*',
    ]);
    amqpReady = true;
  } catch (err) {
    log(
      `outage: no vhost of its own on the broker (${String(err).slice(0, 120)}); RabbitMQ skipped`,
    );
  }
  const proxy = await startProxy(broker.hostname, Number(broker.port || 5672));
  const relayUrl = `amqp://${broker.username}:${broker.password}@127.0.0.1:${proxy.port}/${vhost}`;
  const db = await ownDatabase('soak_outage', cluster.url);
  const child = await start({
    DATA_DIR: dir.dir,
    DATABASE_URL: db.url,
    ...(amqpReady ? { AMQP_URL: relayUrl } : {}),
  });
  log(`outage: server on the throwaway cluster ready in ${(child.startupMs / 1000).toFixed(1)} s`);
  const api = new Api(child.baseUrl, 32, 10_000);
  try {
    const staff = await api.signIn('operator@eog.test');
    const applicant = await api.signIn('fl@eog.test');
    const target = await leadTarget(api);
    const answers: Answer[] = [];
    let running = true;
    const reader = async () => {
      while (running) {
        const sent = performance.now();
        const res = await api.call('GET', '/v1/admin/leads?per=20', staff);
        answers.push({ sent, done: performance.now(), status: res.status, body: res.body });
        await sleep(50);
      }
    };
    const writer = async () => {
      while (running) {
        const sent = performance.now();
        const res = await api.call(
          'POST',
          '/v1/leads',
          applicant,
          leadBody(target, false, 'outage'),
        );
        answers.push({ sent, done: performance.now(), status: res.status, body: res.body });
        await sleep(200);
      }
    };
    const workers = [...Array.from({ length: 6 }, reader), writer(), writer()];
    await sleep(2000);
    const downAt = performance.now();
    cluster.stop('immediate');
    await sleep(1500);
    const health = await api.call('GET', '/health');
    const healthSaysDown =
      health.status === 503 &&
      (JSON.parse(health.body) as { database?: { status?: string } }).database?.status === 'down';
    await sleep(1500);
    cluster.start();
    const upAt = performance.now();
    await sleep(6000);
    running = false;
    await Promise.all(workers);

    const during = answers.filter((a) => a.done >= downAt && a.sent < upAt);
    const wrongAnswers = during
      .filter((a) => a.status !== 200 && a.status !== 201)
      .filter((a) => a.status !== 503 || !a.body.includes(errorMessages.unavailable))
      .map((a) => `${a.status} ${a.body.slice(0, 120)}`);
    const timeTo503Ms = Math.max(0, ...during.map((a) => a.done - Math.max(a.sent, downAt)));
    // Recovered once the last refusal is behind and a request sent after the return succeeded.
    const after = answers.filter((a) => a.done >= upAt);
    const refused = after.filter((a) => a.status >= 300).map((a) => a.done - upAt);
    const firstOk = after.find((a) => a.sent >= upAt && a.status < 300);
    const timeToRecoverMs = Math.max(0, ...refused, firstOk ? firstOk.done - upAt : Infinity);
    const serverSurvived = child.child.exitCode === null && child.child.signalCode === null;
    log(
      `outage PostgreSQL: ${during.length} answers while down, ${wrongAnswers.length} wrong, ` +
        `time to 503 ${timeTo503Ms.toFixed(0)} ms, recovery ${timeToRecoverMs.toFixed(0)} ms`,
    );
    const figures: OutageFigures = {
      timeTo503Ms,
      timeToRecoverMs,
      answeredDuringOutage: during.length,
      wrongAnswers: wrongAnswers.slice(0, 10),
      healthSaysDown,
      serverSurvived,
    };
    if (amqpReady)
      figures.amqp = await amqpOutage(api, applicant, target, proxy, db.url, broker, vhost, log);
    return figures;
  } finally {
    api.close();
    await stop(child);
    await proxy.close();
    await db.drop().catch(() => undefined);
    cluster.remove();
    dir.remove();
    if (amqpReady) {
      try {
        rabbitctl(['delete_vhost', vhost]);
      } catch {
        log(`outage: could not delete the vhost ${vhost}`);
      }
    }
  }
}

/** Cuts the relay's way to the broker while leads are submitted, mends it, counts deliveries. */
async function amqpOutage(
  api: Api,
  applicant: string,
  target: Awaited<ReturnType<typeof leadTarget>>,
  proxy: Awaited<ReturnType<typeof startProxy>>,
  dbUrl: string,
  broker: URL,
  vhost: string,
  log: (line: string) => void,
): Promise<AmqpFigures> {
  const db = await openPostgres(dbUrl);
  const pending = async () =>
    Number(
      (
        await db.query<{ n: string }>(
          "SELECT count(*) AS n FROM rabbit_messages WHERE status = 'pending'",
        )
      )[0]!.n,
    );
  try {
    const submit = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const res = await api.call('POST', '/v1/leads', applicant, leadBody(target, true, 'amqp'));
        if (res.status !== 201) throw new Error(`lead: ${res.status} ${res.body.slice(0, 200)}`);
      }
    };
    // Everything already queued goes out first, so the cut's effect is measured alone.
    await submit(5);
    for (let i = 0; i < 100 && (await pending()) > 0; i++) await sleep(200);
    proxy.cut();
    await submit(20);
    await sleep(4000); // longer than a relay round: it tries and fails
    const keptWhileCut = await pending();
    const mendedAt = performance.now();
    proxy.mend();
    while ((await pending()) > 0 && performance.now() - mendedAt < 30_000) await sleep(100);
    const relayedAfterMs = performance.now() - mendedAt;
    const rows = await db.query<{ id: string; status: string }>(
      'SELECT id, status FROM rabbit_messages',
    );
    const connection = await amqp.connect(
      `amqp://${broker.username}:${broker.password}@${broker.host}/${vhost}`,
    );
    const channel = await connection.createChannel();
    const received: string[] = [];
    for (const queue of outboxQueues) {
      await channel.assertQueue(queue, { durable: true });
      for (;;) {
        const msg = await channel.get(queue, { noAck: true });
        if (!msg) break;
        received.push(String(msg.properties.messageId));
      }
    }
    await connection.close();
    const got = new Set(received);
    const lost =
      rows.filter((r) => r.status === 'sent' && !got.has(String(r.id))).length +
      rows.filter((r) => r.status !== 'sent').length;
    log(
      `outage RabbitMQ: ${keptWhileCut} kept while cut, relayed ${relayedAfterMs.toFixed(0)} ms ` +
        `after, ${rows.length} messages, ${received.length} received, ${lost} lost`,
    );
    return {
      keptWhileCut,
      relayedAfterMs,
      messages: rows.length,
      lost,
      duplicates: received.length - got.size,
    };
  } finally {
    await db.close();
  }
}
