/**
 * One-time secrets sent by e-mail or SMS (confirmation and reset links, SMS codes) and the
 * sessions' refresh tokens. Only their SHA-256 is stored: a leaked table does not let anyone
 * confirm, reset or log in.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A URL-safe token for links: 32 random bytes. */
export function linkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six random digits, leading zeros kept (seed 000 §9: the SMS code length is 6). */
export function smsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
