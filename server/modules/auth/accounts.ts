/**
 * The two account tables behind the two login contexts (seed 000 §1): staff in `admin_users`
 * (the console) and applicants in `users` (the site). Everything in this module that differs
 * between them is in `contexts`.
 */
import { errorMessages } from '../../../i18n/messages';
import type { Queryable } from '../../db';
import { AfterSchema } from '../../http/afterSchema';
import { NotFound } from '../../jsonapi/errors';
import type { Scope } from '../../auth/tokens';

export type ContextName = 'admin' | 'user';

export interface AccountContext {
  name: ContextName;
  table: 'admin_users' | 'users';
  scope: Scope;
  /** Site path (relative to PUBLIC_URL) where a password-reset link lands. */
  resetPath: string;
  /** Site path where an e-mail confirmation link lands. */
  confirmPath: string;
}

export const contexts: Record<ContextName, AccountContext> = {
  admin: {
    name: 'admin',
    table: 'admin_users',
    scope: 'v1_admin',
    resetPath: '/crm/new_password',
    confirmPath: '/crm/new_password',
  },
  user: {
    name: 'user',
    table: 'users',
    scope: 'v1_user',
    resetPath: '/profile/new_password',
    confirmPath: '/user_confirm',
  },
};

/** What login, confirmation and password reset need of an account. */
export interface AccountRow {
  id: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  blocked: boolean;
  confirmed_at: Date | null;
  confirmation_token_hash: string | null;
  reset_password_token_hash: string | null;
  reset_password_sent_at: Date | null;
}

const COLUMNS = `id, email, phone, encrypted_password, blocked, confirmed_at,
  confirmation_token_hash, reset_password_token_hash, reset_password_sent_at`;

/** The login is either an e-mail (case-insensitive) or a phone already normalized to 7XXXXXXXXXX. */
export type Login = { email: string } | { phone: string };

export async function findAccount(db: Queryable, ctx: AccountContext, login: Login) {
  const [row] =
    'email' in login
      ? await db.query<AccountRow>(
          `SELECT ${COLUMNS} FROM ${ctx.table} WHERE lower(email) = lower($1)`,
          [login.email],
        )
      : await db.query<AccountRow>(`SELECT ${COLUMNS} FROM ${ctx.table} WHERE phone = $1`, [
          login.phone,
        ]);
  return row && { ...row, id: String(row.id) };
}

/**
 * The account of the e-mail a confirmation or recovery form sent (`email`: as typed), 404
 * without one; `requiredMessage`: the form's message of an empty field.
 */
export async function accountByEmail(
  db: Queryable,
  ctx: AccountContext,
  attributes: { email?: string | null },
  requiredMessage?: string,
): Promise<{ account: AccountRow; email: string }> {
  const f = new AfterSchema(attributes, false, requiredMessage);
  f.email('email', 'Электронная почта', true);
  const { email } = f.done() as { email: string };
  const account = await findAccount(db, ctx, { email });
  if (!account) throw new NotFound(errorMessages.accountNotFound, 'account_not_found');
  return { account, email };
}

export async function findAccountBy(
  db: Queryable,
  ctx: AccountContext,
  column: 'id' | 'confirmation_token_hash' | 'reset_password_token_hash',
  value: string,
): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM ${ctx.table} WHERE ${column} = $1`,
    [value],
  );
  return row && { ...row, id: String(row.id) };
}

/** Stores a new password hash and marks the moment, so tokens issued before it stop working. */
export async function setPasswordHash(
  db: Queryable,
  ctx: AccountContext,
  id: string,
  hash: string,
): Promise<void> {
  await db.query(
    `UPDATE ${ctx.table} SET encrypted_password = $2, password_changed_at = now(),
       reset_password_token_hash = NULL, reset_password_sent_at = NULL, updated_at = now()
     WHERE id = $1`,
    [id, hash],
  );
}
