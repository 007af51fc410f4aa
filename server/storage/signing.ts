/**
 * HMAC signatures of the embedded storage's own URLs (part uploads and downloads): the signed
 * fields joined by line breaks, plus an expiry in Unix seconds, HMAC-SHA256 in base64url.
 * Every instance derives the same key from the JWT secret, so any of them accepts the URL.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function deriveStorageKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('eog-storage-url-v1').digest('base64url');
}

export function sign(secret: string, fields: readonly string[], expires: number): string {
  return createHmac('sha256', secret)
    .update([...fields, String(expires)].join('\n'))
    .digest('base64url');
}

export type Verdict = 'ok' | 'expired' | 'invalid';

/** Checks `signature` over `fields` and that `expires` (Unix seconds) is still ahead of now. */
export function verify(
  secret: string,
  fields: readonly string[],
  expires: unknown,
  signature: unknown,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Verdict {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
  if (typeof signature !== 'string' || !signature) return 'invalid';
  const expected = Buffer.from(sign(secret, fields, Number(expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(expires) < nowSeconds ? 'expired' : 'ok';
}
