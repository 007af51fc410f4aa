/**
 * HS256 JSON Web Tokens with node:crypto. Claims: sub, scp ('v1_admin' | 'v1_user'), iat, exp,
 * jti, and sid — the session its refresh tokens belong to (server/auth/sessions.ts). Verification is constant-time and rejects any other algorithm, so a forged `alg: none`
 * or RS/HS confusion token never passes.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export type Scope = 'v1_admin' | 'v1_user';

export interface Claims {
  sub: string;
  scp: Scope;
  iat: number;
  exp: number;
  jti: string;
  sid?: string;
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signToken(
  secret: string,
  sub: string,
  scp: Scope,
  ttlSeconds: number,
  now = Date.now(),
  sid?: string,
): string {
  const iat = Math.floor(now / 1000);
  const claims: Claims = { sub, scp, iat, exp: iat + ttlSeconds, jti: randomUUID(), sid };
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${b64url(createHmac('sha256', secret).update(body).digest())}`;
}

export type VerifyResult =
  { ok: true; claims: Claims } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyToken(secret: string, token: string, now = Date.now()): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return { ok: false, reason: 'invalid' };
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (
    typeof claims.sub !== 'string' ||
    (claims.scp !== 'v1_admin' && claims.scp !== 'v1_user') ||
    typeof claims.exp !== 'number' ||
    typeof claims.iat !== 'number' ||
    // Every token we sign has one; without it a token could not be revoked by logout.
    typeof claims.jti !== 'string' ||
    claims.jti === '' ||
    (claims.sid !== undefined && typeof claims.sid !== 'string')
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
