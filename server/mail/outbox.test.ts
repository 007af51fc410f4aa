import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../test/helpers';
import { startProxy, type Proxy } from '../test/soak/proxy';
import { smtpTransportFor, type Mailer } from './index';
import { MAIL_MAX_ATTEMPTS, queuedMailer, relayLetters, retryDelaySeconds } from './outbox';

// The SMTP outage (issue 22): with SMTP configured a letter is stored with the request and sent
// by the relay, against a real SMTP server in the test process behind a TCP proxy the test cuts.
const received: { to: string[]; raw: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (!address.address.startsWith('bounce')) return callback();
    const refusal = Object.assign(new Error('Нет такого ящика'), { responseCode: 550 });
    callback(refusal);
  },
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

/** The text of a received letter (nodemailer sends Cyrillic text as base64). */
const bodyOf = (raw: string) =>
  Buffer.from(
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join(''),
    'base64',
  ).toString('utf8');

describe('the mail outbox', () => {
  let ctx: TestContext;
  let proxy: Proxy;
  let transport: Mailer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy = await startProxy('127.0.0.1', (server.server.address() as AddressInfo).port);
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${proxy.port}?ignoreTLS=true` });
    transport = smtpTransportFor(ctx.config)!;
  });
  afterAll(async () => {
    await ctx.close();
    await proxy.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(async () => {
    received.length = 0;
    proxy.mend();
    await ctx.db.query(`UPDATE outgoing_letters SET status = 'sent' WHERE status = 'pending'`);
  });

  const letters = () =>
    ctx.db.query<{
      recipient: string;
      status: string;
      attempts: number;
      last_error: string | null;
    }>(
      `SELECT recipient, status, attempts, last_error FROM outgoing_letters
        WHERE status <> 'sent' OR sent_at > now() - interval '1 minute' ORDER BY id`,
    );
  /** Skips the pause before the next attempt, as time passing would. */
  const due = () => ctx.db.query('UPDATE outgoing_letters SET next_attempt_at = now()');

  it('answers a password reset at once while SMTP is down and sends the letter once it is back', async () => {
    proxy.cut();
    const asked = await call(ctx.app, {
      method: 'POST',
      url: '/v1/admin/password',
      payload: { admin: { email: 'operator@eog.test' } },
    });
    expect(asked.status).toBe(200);
    expect(await letters()).toEqual([
      { recipient: 'operator@eog.test', status: 'pending', attempts: 0, last_error: null },
    ]);

    const down = await relayLetters(ctx.db, transport);
    expect(down.sent).toBe(0);
    expect(down.down).toBeTruthy();
    const [waiting] = await letters();
    // An unreachable server is not the letter's fault: no attempt is counted.
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    expect(waiting!.last_error).toBeTruthy();
    // The pause after an outage: not due again at once.
    expect((await relayLetters(ctx.db, transport)).sent).toBe(0);

    proxy.mend();
    await due();
    expect(await relayLetters(ctx.db, transport)).toEqual({ sent: 1, refused: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['operator@eog.test']);
    expect(bodyOf(received[0]!.raw)).toMatch(/reset_password_token=/);
    expect(await letters()).toMatchObject([{ status: 'sent', attempts: 1, last_error: null }]);

    await due();
    expect((await relayLetters(ctx.db, transport)).sent).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('retries a letter its recipient refuses after a growing pause and fails it after the last attempt', async () => {
    const mailer = queuedMailer(ctx.db);
    await mailer.send({ to: 'bounce@eog.test', subject: 'Тема', text: 'Текст' });
    await mailer.send({ to: 'fl@eog.test', subject: 'Тема', text: 'Текст' });
    expect(await relayLetters(ctx.db, transport)).toEqual({ sent: 1, refused: 1 });
    const [refused] = await ctx.db.query<{ attempts: number; wait: number }>(
      `SELECT attempts, extract(epoch FROM next_attempt_at - now())::int AS wait
         FROM outgoing_letters WHERE recipient = 'bounce@eog.test'`,
    );
    expect(refused!.attempts).toBe(1);
    expect(refused!.wait).toBeGreaterThan(retryDelaySeconds(1) - 5);
    for (let i = 1; i < MAIL_MAX_ATTEMPTS; i++) {
      await due();
      expect((await relayLetters(ctx.db, transport)).refused).toBe(1);
    }
    const [bounced] = (await letters()).filter((l) => l.recipient === 'bounce@eog.test');
    expect(bounced).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(bounced!.last_error).toMatch(/Нет такого ящика/);
    expect(received.map((r) => r.to[0])).toEqual(['fl@eog.test']);
  });

  it('sends a letter again under the same Message-ID when its first sending was not recorded', async () => {
    const mailer = queuedMailer(ctx.db);
    await mailer.send({ to: 'again@eog.test', subject: 'Тема', text: 'Текст' });
    await mailer.send({ to: 'other@eog.test', subject: 'Тема', text: 'Текст' });
    expect((await relayLetters(ctx.db, transport)).sent).toBe(2);
    // A relay killed between the send and its update: the lease ends, the letter is due again.
    await ctx.db.query(
      `UPDATE outgoing_letters SET status = 'pending', next_attempt_at = now()
        WHERE recipient = 'again@eog.test'`,
    );
    expect((await relayLetters(ctx.db, transport)).sent).toBe(1);
    const ids = received.map((r) => /^Message-ID: (<[^>]+>)/im.exec(r.raw)?.[1]);
    expect(received.map((r) => r.to[0])).toEqual([
      'again@eog.test',
      'other@eog.test',
      'again@eog.test',
    ]);
    expect(ids[0]).toMatch(/^<letter-\d+-\d+@/);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('sends each letter once when two relays run side by side', async () => {
    const mailer = queuedMailer(ctx.db);
    for (let i = 0; i < 30; i++) {
      await mailer.send({ to: `user${i}@eog.test`, subject: 'Тема', text: `Письмо ${i}` });
    }
    const rounds = await Promise.all([
      relayLetters(ctx.db, transport, 20),
      relayLetters(ctx.db, transport, 20),
    ]);
    await due();
    rounds.push(await relayLetters(ctx.db, transport, 20));
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(30);
    const to = received.map((r) => r.to[0]);
    expect(to).toHaveLength(30);
    expect(new Set(to).size).toBe(30);
  });
});
