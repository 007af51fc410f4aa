/**
 * The calls of the profile and password pages (server/modules/auth/current.ts, password.ts):
 *   GET/PATCH /v1/admin/current ?included=…        the signed-in account, own names and phone
 *   PUT       /v1/admin/current/password           {admin: {current_password, password,
 *                                                   password_confirmation}} → {jwt}
 *   PATCH     /v1/admin/password                   {admin: {reset_password_token, password,
 *                                                   password_confirmation}}
 */
import { CURRENT_INCLUDED } from '../../authProvider';
import { toDocument, toRecords, type JsonApiDocument } from '../../dataProvider/jsonapi';
import { httpClient, tokenStore } from '../providers';

export type Account = Record<string, unknown>;

export const CURRENT_URL = '/v1/admin/current';

function accountOf(json: JsonApiDocument | null): Account {
  const account = toRecords(json ?? {})[0];
  if (!account) throw new Error();
  return account;
}

export async function fetchCurrentAccount(signal?: AbortSignal): Promise<Account> {
  const { json } = await httpClient<JsonApiDocument>(CURRENT_URL, {
    query: { included: CURRENT_INCLUDED },
    signal,
  });
  return accountOf(json);
}

/** Names and phone of the signed-in staff member; the server ignores nothing else here. */
export interface ProfileChanges {
  last_name: string;
  first_name: string;
  middle_name: string | null;
  phone: string | null;
}

export async function updateCurrentAccount(changes: ProfileChanges): Promise<Account> {
  const { json } = await httpClient<JsonApiDocument>(CURRENT_URL, {
    method: 'PATCH',
    query: { included: CURRENT_INCLUDED },
    body: toDocument('admin', { ...changes }),
  });
  return accountOf(json);
}

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * Changes the password and keeps the session going with the token the answer carries (the
 * change ends every other session), in the same storage as before ("remember me" or not).
 */
export async function changePassword(values: PasswordChange): Promise<void> {
  const { json } = await httpClient<{ jwt?: string }>(`${CURRENT_URL}/password`, {
    method: 'PUT',
    body: { admin: values },
  });
  if (!json?.jwt) throw new Error();
  tokenStore.replace(json.jwt);
}

export interface PasswordReset {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
}

/** Sets a new password from the e-mailed link; no session is involved. */
export async function resetPassword(values: PasswordReset): Promise<void> {
  await httpClient('/v1/admin/password', {
    method: 'PATCH',
    body: { admin: values },
    skipAuthRedirect: true,
  });
}
