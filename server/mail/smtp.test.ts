import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './smtp';

/** A real SMTP server in the test process: what nodemailer sends arrives as raw RFC 5322. */
const received: { from: string; to: string[]; raw: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
      });
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('smtpMailer', () => {
  it('delivers a Russian letter to the SMTP server', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'portal@eog.test');
    await mailer.send({
      to: 'fl@eog.test',
      subject: 'Подтверждение регистрации',
      text: 'Перейдите по ссылке',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('portal@eog.test');
    expect(received[0]!.to).toEqual(['fl@eog.test']);
    expect(received[0]!.raw).toMatch(/^Subject: =\?UTF-8\?/m);
  });

  it('fails loudly when the server is not there', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:1?ignoreTLS=true', 'portal@eog.test');
    await expect(mailer.send({ to: 'a@b.ru', subject: 's', text: 't' })).rejects.toThrow();
  });
});
