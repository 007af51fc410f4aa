/**
 * The letters an operator sends a staff account (seed 001 §6 "send confirmation or recovery"):
 * an invitation for a new, unconfirmed account and a password recovery. Both carry a one-time
 * reset token for the console's /crm/new_password, which PATCH /v1/admin/password
 * (server/modules/auth/password.ts) consumes: it sets the password and confirms the e-mail.
 * Only the token's SHA-256 is stored; the link works 6 hours and once, like any reset link.
 */
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '../../../i18n/messages';
import type { Queryable } from '../../db';
import { TooManyRequests, Unprocessable } from '../../jsonapi/errors';
import { contexts } from '../auth/accounts';
import { RESEND_INTERVAL_MS } from '../auth/password';
import { linkToken, sha256 } from '../auth/secrets';
import type { OperatorRow } from './operatorQueries';

export type OperatorLetter = 'confirmation' | 'recovery';

export const blockedAccountMessage = 'Учётная запись заблокирована — сначала разблокируйте её';

/** Refuses a letter the account cannot use, or one asked again too soon (as the public form). */
export function assertLetterAllowed(row: OperatorRow, letter: OperatorLetter): void {
  if (row.blocked) throw Unprocessable.field('base', blockedAccountMessage);
  if (letter === 'confirmation' && row.confirmed_at) {
    throw Unprocessable.field('email', errorMessages.alreadyConfirmed, 'Электронная почта');
  }
  const sentAt = row.reset_password_sent_at ? new Date(row.reset_password_sent_at).getTime() : NaN;
  if (Date.now() - sentAt < RESEND_INTERVAL_MS) throw new TooManyRequests();
}

/** Stores a fresh token for the account (inside the caller's transaction) and returns it. */
export async function issueLetterToken(db: Queryable, id: string, letter: OperatorLetter) {
  const token = linkToken();
  await db.query(
    `UPDATE admin_users SET reset_password_token_hash = $2, reset_password_sent_at = now()
       ${letter === 'confirmation' ? ', confirmation_sent_at = now()' : ''}
     WHERE id = $1`,
    [id, sha256(token)],
  );
  return token;
}

const texts: Record<OperatorLetter, { subject: string; intro: string }> = {
  confirmation: {
    subject: 'Приглашение в административную консоль портала ЕОГ',
    intro:
      'Для вас создана учётная запись в административной консоли портала Единого оператора ' +
      'газификации. Чтобы подтвердить её и задать пароль, перейдите по ссылке (она действует ' +
      '6 часов):',
  },
  recovery: {
    subject: 'Восстановление пароля на портале ЕОГ',
    intro: 'Чтобы задать новый пароль, перейдите по ссылке (она действует 6 часов):',
  },
};

/** Mails the link with the token; the mailer is SMTP or the dev mailbox. */
export async function mailLetter(
  app: FastifyInstance,
  email: string,
  letter: OperatorLetter,
  token: string,
): Promise<void> {
  const link = `${app.config.publicUrl}${contexts.admin.resetPath}?reset_password_token=${token}`;
  const { subject, intro } = texts[letter];
  await app.mailer.send({
    to: email,
    subject,
    text:
      `Здравствуйте!\n\n${intro}\n${link}\n\n` +
      'Если вы не ожидали это письмо, просто удалите его.',
  });
}
