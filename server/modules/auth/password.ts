/**
 * Password recovery in both contexts (seed 000 §7, §8):
 *   POST  /v1/users/password, /v1/admin/password  {email}  → a reset link is mailed
 *   PATCH /v1/users/password, /v1/admin/password  {reset_password_token, password,
 *                                                  password_confirmation} → the new password
 * Messages: 'Учетная запись не найдена', 'Не заполнено', 'Имеет неверное значение',
 * 'Пароли не совпадают', 'Ссылка на восстановление пароля устарела'.
 */
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '../../../i18n/messages';
import { hashPassword } from '../../auth/passwords';
import { TooManyRequests, Unauthorized, Unprocessable } from '../../jsonapi/errors';
import type { EmailAttributes, PasswordResetAttributes } from '../../../src/wire/accountBodies';
import { AfterSchema } from '../../http/afterSchema';
import {
  accountByEmail,
  contexts,
  findAccountBy,
  setPasswordHash,
  type AccountContext,
} from './accounts';
import { limited } from './login';
import { passwordFields } from './registration';
import { emailSchema, resetSchema, type Judged } from './schemas';
import { rootBody } from '../../http/formBody';
import { linkToken, sha256 } from './secrets';

/** How long a reset link works, and how often a new one may be asked for. */
export const RESET_TOKEN_TTL_MS = 6 * 3600 * 1000;
export const RESEND_INTERVAL_MS = 60 * 1000;

/** The recovery forms' own message of an empty field (seed 000 §8). */
const NOT_FILLED = errorMessages.notFilled;

async function requestReset(
  app: FastifyInstance,
  ctx: AccountContext,
  body: Judged<typeof EmailAttributes>,
) {
  const { account, email } = await accountByEmail(app.db, ctx, body.data.attributes, NOT_FILLED);
  if (account.blocked) throw new Unauthorized(errorMessages.blocked, 'blocked');
  const sentAt = account.reset_password_sent_at?.getTime();
  if (sentAt !== undefined && Date.now() - sentAt < RESEND_INTERVAL_MS) {
    throw new TooManyRequests();
  }
  const token = linkToken();
  await app.db.query(
    `UPDATE ${ctx.table} SET reset_password_token_hash = $2, reset_password_sent_at = now()
      WHERE id = $1`,
    [account.id, sha256(token)],
  );
  const link = `${app.config.publicUrl}${ctx.resetPath}?reset_password_token=${token}`;
  await app.mailer.send({
    to: email,
    subject: 'Восстановление пароля на портале ЕОГ',
    text:
      'Здравствуйте!\n\nЧтобы задать новый пароль, перейдите по ссылке (она действует ' +
      `6 часов):\n${link}\n\nЕсли вы не запрашивали восстановление пароля, удалите это письмо.`,
  });
  return { meta: { sent: true } };
}

async function resetPassword(
  app: FastifyInstance,
  ctx: AccountContext,
  body: Judged<typeof PasswordResetAttributes>,
) {
  const f = new AfterSchema(body.data.attributes, false, NOT_FILLED);
  f.string('reset_password_token', 'Ссылка', true);
  passwordFields(f);
  const values = f.done();
  const tokenError = (detail: string) =>
    Unprocessable.field('reset_password_token', detail, 'Ссылка');
  const account = await findAccountBy(
    app.db,
    ctx,
    'reset_password_token_hash',
    sha256(values.reset_password_token as string),
  );
  if (!account) throw tokenError(errorMessages.invalidValue);
  const sentAt = account.reset_password_sent_at?.getTime() ?? 0;
  if (Date.now() - sentAt > RESET_TOKEN_TTL_MS) throw tokenError(errorMessages.resetTokenExpired);
  if (account.blocked) throw new Unauthorized(errorMessages.blocked, 'blocked');
  await setPasswordHash(app.db, ctx, account.id, await hashPassword(values.password as string));
  // The link reached the mailbox: that confirms the address as well.
  await app.db.query(
    `UPDATE ${ctx.table} SET confirmed_at = COALESCE(confirmed_at, now()) WHERE id = $1`,
    [account.id],
  );
  return { meta: { password_updated: true } };
}

export function registerPasswordRoutes(app: FastifyInstance): void {
  for (const [ctx, path] of [
    [contexts.user, '/v1/users/password'],
    [contexts.admin, '/v1/admin/password'],
  ] as const) {
    // The console sends its forms under `admin`, the site under `user` or as JSON:API.
    const preValidation = rootBody(ctx.name);
    app.post<{ Body: Judged<typeof EmailAttributes> }>(
      path,
      { ...limited(app), preValidation, schema: emailSchema },
      (request) => requestReset(app, ctx, request.body),
    );
    app.patch<{ Body: Judged<typeof PasswordResetAttributes> }>(
      path,
      { ...limited(app), preValidation, schema: resetSchema },
      (request) => resetPassword(app, ctx, request.body),
    );
  }
}
