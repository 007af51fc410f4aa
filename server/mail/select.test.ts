import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { smsSenderFor } from '../sms';
import { mailerFor } from './index';

const db = { query: async () => [] } as never;

describe('choosing the real or the embedded mail and SMS', () => {
  it('uses the dev mailbox without configuration', () => {
    const config = loadConfig({});
    expect(mailerFor(config, db).kind).toBe('dev');
    expect(smsSenderFor(config, db).kind).toBe('dev');
  });

  it('uses SMTP and the HTTP gateway when configured', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SMS_GATEWAY_URL: 'https://sms.example.ru/send',
    });
    expect(mailerFor(config, db).kind).toBe('smtp');
    expect(smsSenderFor(config, db).kind).toBe('http');
  });

  it('refuses a mail URL of another protocol', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });
});
