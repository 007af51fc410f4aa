import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSms } from './http';

const calls: { auth?: string; body: unknown }[] = [];
let status = 200;
const gateway = createServer((req: IncomingMessage, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
  req.on('end', () => {
    calls.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    res.writeHead(status).end();
  });
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe('httpSms', () => {
  it('posts the phone, text and sender with the token', async () => {
    await httpSms({ url, token: 'secret', sender: 'EOG' }).send('79110000001', 'Код: 123456');
    expect(calls.at(-1)).toEqual({
      auth: 'Bearer secret',
      body: { phone: '79110000001', text: 'Код: 123456', sender: 'EOG' },
    });
  });

  it('throws when the gateway refuses', async () => {
    status = 503;
    await expect(httpSms({ url, token: '', sender: 'EOG' }).send('7911', 'x')).rejects.toThrow(
      /503/,
    );
    status = 200;
  });
});
