/**
 * preHandlers that authenticate a request for one context. A user token on an admin path
 * (or the reverse) is refused; a blocked account gets 401 with the seeds' blocked message so
 * the client clears the session and shows the modal. A token ended by logout (its jti on the
 * deny-list) or issued before the account's last password change or block is a 401 too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '../../i18n/messages';
import { Unauthorized } from '../jsonapi/errors';
import type { AdminPrincipal, Principal, UserPrincipal } from './principal';
import { verifyToken, type Claims, type Scope } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /** The verified claims of the presented token (logout revokes its jti). */
    tokenClaims?: Claims;
  }
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new Unauthorized();
  // `Bearer <jwt>`, or the bare `<jwt>` as the live portal's integrators send it (issue 20).
  const match = /^(?:Bearer\s+)?([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header.trim());
  if (!match?.[1]) throw new Unauthorized(errorMessages.invalidToken, 'invalid_token');
  return match[1];
}

async function authenticate(request: FastifyRequest, scope: Scope): Promise<Principal> {
  const result = verifyToken(request.server.jwtSecret, bearer(request));
  if (!result.ok) {
    throw result.reason === 'expired'
      ? new Unauthorized(errorMessages.tokenExpired, 'token_expired')
      : new Unauthorized(errorMessages.invalidToken, 'invalid_token');
  }
  if (result.claims.scp !== scope) throw new Unauthorized(errorMessages.wrongScope, 'wrong_scope');
  const { sub, jti, iat } = result.claims;
  const account = await request.server.accounts.load(scope, sub, jti);
  if (!account) throw new Unauthorized(errorMessages.userNotFound, 'user_not_found');
  if (account.blocked) throw new Unauthorized(errorMessages.blocked, 'blocked');
  if (account.revoked) throw new Unauthorized(errorMessages.tokenExpired, 'token_revoked');
  // A password change or reset, or a block, ends the sessions opened before it.
  const validAfter = account.tokensValidAfter?.getTime();
  if (validAfter !== undefined && iat < Math.floor(validAfter / 1000)) {
    throw new Unauthorized(errorMessages.tokenExpired, 'token_expired');
  }
  request.tokenClaims = result.claims;
  const { blocked: _blocked, tokensValidAfter: _after, revoked: _revoked, ...principal } = account;
  return principal;
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.principal = await authenticate(request, 'v1_admin');
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.principal = await authenticate(request, 'v1_user');
}

/** For routes both anonymous visitors and signed-in applicants may call. */
export async function optionalUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.headers.authorization) request.principal = await authenticate(request, 'v1_user');
}

export function adminOf(request: FastifyRequest): AdminPrincipal {
  const p = request.principal;
  if (!p || p.kind !== 'admin') throw new Unauthorized();
  return p;
}

export function userOf(request: FastifyRequest): UserPrincipal {
  const p = request.principal;
  if (!p || p.kind !== 'user') throw new Unauthorized();
  return p;
}
