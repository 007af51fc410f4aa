/**
 * Text messages through an HTTP SMS gateway, used when SMS_GATEWAY_URL is set: one POST per
 * message with `{phone, text, sender}` as JSON and `Authorization: Bearer SMS_GATEWAY_TOKEN`.
 * Most Russian gateways take such a call directly or through a small adapter; any answer but
 * 2xx is an error, so the caller's transaction is rolled back and the user sees it.
 */
import type { SmsSender } from './index';

export interface HttpSmsOptions {
  url: string;
  token: string;
  sender: string;
  /** Milliseconds before the call is abandoned. */
  timeoutMs?: number;
}

export function httpSms({ url, token, sender, timeoutMs = 10_000 }: HttpSmsOptions): SmsSender {
  return {
    kind: 'http',
    async send(phone, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ phone, text, sender }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        throw new Error(`SMS gateway answered ${response.status}`);
      }
    },
  };
}
