/**
 * Login in both contexts (seed 000 §7):
 *   POST /v1/admin/token, /v1/user/token   {auth: {email | phone, password}} or
 *                                          {auth: {phone, sms_code}}   → {jwt, refresh_token}
 *   POST /v1/admin/admin_sms_tokens, /v1/user/sms_token   {auth: {phone}}   → the code by SMS
 * Unknown account → 404 'Пользователь не найден или заблокирован'; wrong password → 401
 * 'Неверный логин или пароль'; blocked → 401 'Ваша учётная запись заблокирована.'.
 * Every route here is rate limited per client address (429). LOGIN_MAX_FAILURES wrong passwords
 * or SMS codes of one account within LOGIN_FAILURE_WINDOW_SECONDS lock its logins for
 * LOGIN_LOCK_SECONDS: 429 'Слишком много запросов. Попробуйте позже.' (lockout.ts).
 *   POST /v1/admin/token/refresh, /v1/user/token/refresh   {auth: {refresh_token}} → the
 *                                          session's next {jwt, refresh_token} (sessions.ts)
 *   DELETE /v1/admin/token, /v1/user/token   logout: the presented token is revoked and its
 *                                          session ended → 204
 * A login answers {jwt, refresh_token}: the jwt lives JWT_TTL_SECONDS (15 min by default).
 */
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { errorMessages } from '../../../i18n/messages';
import { validateSmsCode } from '../../../src/validation/basic';
import { normalizePhone, validatePhoneStrict } from '../../../src/validation/phone';
import { verifyPassword } from '../../auth/passwords';
import { revokeToken } from '../../auth/revocation';
import { closeSession, openSession, refreshSession } from '../../auth/sessions';
import { ApiError, BadRequest, NotFound, Unauthorized } from '../../jsonapi/errors';
import { resource } from '../../jsonapi/serialize';
import { LoginBody, RefreshBody, SmsTokenBody } from '../../../src/wire/accountBodies';
import { AfterSchema } from '../../http/afterSchema';
import {
  contexts,
  findAccount,
  type AccountContext,
  type AccountRow,
  type Login,
} from './accounts';
import { accountActor, recordEvent } from '../../registries/events';
import { assertNotLocked, underLockout } from './lockout';
import { ErrorDocument, NoContent, resourceDocument, responses } from '../../http/schemas';
import { TokenPair } from './schemas';
import { consumeSmsCode, issueSmsCode } from './smsCodes';

/**
 * The `{auth: {...}}` object of a login body, judged an object by the route's schema (a wrong
 * one is a 400 there); a body without it is a malformed request too.
 */
export function authOf<A extends object>(body: { auth?: A }): A {
  if (!body.auth) throw new BadRequest();
  return body.auth;
}

const loginSchema = {
  body: LoginBody,
  response: responses({ 200: TokenPair, 429: ErrorDocument }),
};
const smsTokenSchema = {
  body: SmsTokenBody,
  response: responses({ 201: resourceDocument(), 429: ErrorDocument }),
};
const refreshSchema = {
  body: RefreshBody,
  response: responses({ 200: TokenPair, 429: ErrorDocument }),
};

/** Rate limit of the login-like routes: TOKEN_RATE_LIMIT_PER_MINUTE per client address. */
export function limited(app: FastifyInstance): RouteShorthandOptions {
  return {
    config: {
      access: 'anonymous',
      rateLimit: { max: app.config.tokenRateLimitPerMinute, timeWindow: 60_000 },
    },
  };
}

/** A phone as the login forms take it (validatePhoneStrict), stored as 7XXXXXXXXXX. */
export function strictPhone(f: AfterSchema, required = true): void {
  f.rule('phone', 'Телефон', validatePhoneStrict, {
    required,
    normalize: (text) => normalizePhone(text) ?? text,
  });
}

/** Refuses accounts that may not sign in, after the credentials were checked. */
function assertCanSignIn(account: AccountRow): void {
  if (account.blocked) throw new Unauthorized(errorMessages.blocked, 'blocked');
  if (!account.confirmed_at) throw new Unauthorized(errorMessages.notConfirmed, 'not_confirmed');
}

async function issueToken(app: FastifyInstance, ctx: AccountContext, id: string) {
  await app.db.query(`UPDATE ${ctx.table} SET last_sign_in_at = now() WHERE id = $1`, [id]);
  return openSession(app, ctx.scope, id);
}

function registerLogin(app: FastifyInstance, ctx: AccountContext, path: string): void {
  app.post<{ Body: LoginBody }>(path, { ...limited(app), schema: loginSchema }, async (request) => {
    const auth = authOf(request.body);
    const f = new AfterSchema(auth, false);
    const bySms = auth.sms_code !== undefined;
    // A login is by phone or by e-mail, by code or by password: the other member is unknown.
    if (auth.phone !== undefined || bySms) {
      strictPhone(f);
      if (auth.email !== undefined) f.unknown('email');
    } else {
      f.email('email', 'Электронная почта', true);
    }
    if (bySms) {
      f.rule('sms_code', 'Код из СМС', validateSmsCode, { required: true });
      if (auth.password !== undefined) f.unknown('password');
    }
    // Checked as sent: a password is never trimmed.
    else f.rule('password', 'Пароль', () => undefined, { required: true, asSent: true });
    const values = f.done();

    const login: Login =
      typeof values.email === 'string'
        ? { email: values.email }
        : { phone: values.phone as string };
    const account = await findAccount(app.db, ctx, login);
    const type = ctx.name === 'admin' ? 'admin_user' : 'user';
    // Sign-ins and failed sign-ins are events of the log (issue 19), scoped by the account.
    const event = async (action: 'sign_in' | 'sign_in_failed', reason?: string) =>
      recordEvent(app.db, request, {
        action,
        type,
        id: account?.id ?? null,
        changes: {
          login: 'email' in login ? login.email : login.phone,
          ...(reason ? { reason } : {}),
        },
        actor: account ? await accountActor(app.db, ctx.name, account.id) : {},
      });
    if (!account) {
      await event('sign_in_failed', 'user_not_found');
      throw new NotFound(errorMessages.userNotFound, 'user_not_found');
    }
    try {
      await underLockout(app.db, app.config, ctx.name, account.id, async () => {
        if (bySms) {
          const code = values.sms_code as string;
          await consumeSmsCode(app.db, app.config, ctx.name, account.phone!, code);
        } else {
          const password = auth.password!;
          if (!(await verifyPassword(account.encrypted_password, password))) {
            throw new Unauthorized(errorMessages.wrongPassword, 'invalid_credentials');
          }
        }
      });
      assertCanSignIn(account);
    } catch (err) {
      await event('sign_in_failed', err instanceof ApiError ? err.items[0]?.code : 'refused');
      throw err;
    }
    await event('sign_in');
    return issueToken(app, ctx, account.id);
  });
}

function registerSmsToken(app: FastifyInstance, ctx: AccountContext, path: string): void {
  const options = { ...limited(app), schema: smsTokenSchema };
  app.post<{ Body: SmsTokenBody }>(path, options, async (request, reply) => {
    const f = new AfterSchema(authOf(request.body), false);
    strictPhone(f);
    const { phone } = f.done() as { phone: string };
    const account = await findAccount(app.db, ctx, { phone });
    if (!account) throw new NotFound(errorMessages.userNotFound, 'user_not_found');
    if (account.blocked) throw new Unauthorized(errorMessages.blocked, 'blocked');
    // A locked account gets no codes either: nothing to enter until the lock ends.
    await assertNotLocked(app.db, ctx.name, account.id);
    const issued = await issueSmsCode(app.db, app.config, ctx.name, phone);
    await app.sms.send(
      phone,
      `Код для входа на портал ЕОГ: ${issued.code}. Никому не сообщайте этот код.`,
    );
    return reply.status(201).send({
      data: resource('sms_token', issued.id, {
        phone,
        expires_at: issued.expiresAt,
        ttl_seconds: app.config.smsCodeTtlSeconds,
      }),
    });
  });
}

/** Logout: the token that calls it is revoked for every instance; a second call is a 401. */
function registerLogout(app: FastifyInstance, access: 'admin' | 'user', path: string): void {
  const schema = { response: responses({ 204: NoContent }) };
  app.delete(path, { config: { access }, schema }, async (request, reply) => {
    if (!request.tokenClaims) throw new Unauthorized();
    await revokeToken(app.db, request.tokenClaims);
    await closeSession(app.db, request.tokenClaims.sid);
    return reply.status(204).send();
  });
}

/** The next pair of a session, for its single-use refresh token. */
function registerRefresh(app: FastifyInstance, ctx: AccountContext, path: string): void {
  app.post<{ Body: RefreshBody }>(
    path,
    { ...limited(app), schema: refreshSchema },
    async (request) => {
      const f = new AfterSchema(authOf(request.body), false);
      f.string('refresh_token', 'Токен обновления', true);
      const { refresh_token } = f.done() as { refresh_token: string };
      return refreshSession(app, ctx.scope, refresh_token);
    },
  );
}

export function registerLoginRoutes(app: FastifyInstance): void {
  registerLogin(app, contexts.admin, '/v1/admin/token');
  registerLogin(app, contexts.user, '/v1/user/token');
  registerLogout(app, 'admin', '/v1/admin/token');
  registerLogout(app, 'user', '/v1/user/token');
  registerRefresh(app, contexts.admin, '/v1/admin/token/refresh');
  registerRefresh(app, contexts.user, '/v1/user/token/refresh');
  registerSmsToken(app, contexts.admin, '/v1/admin/admin_sms_tokens');
  registerSmsToken(app, contexts.user, '/v1/user/sms_token');
}
