/**
 * The personal cabinet's calls (server/modules/auth/current.ts), through the site's client:
 *   GET   /v1/users/current            the applicant's own account
 *   PATCH /v1/users/current            partial: only the attributes sent are checked and written
 *   PUT   /v1/users/current/password   {current_password, password, password_confirmation} → {jwt}
 */
import { toDocument, toRecords, type JsonApiDocument } from '../../dataProvider/jsonapi';
import { errorMessages } from '../../i18n/messages';
import { authProvider, httpClient, tokenStore } from '../providers';

export type Account = Record<string, unknown> & { id: string };

const CURRENT = '/v1/users/current';

function accountOf(json: JsonApiDocument | null): Account {
  const account = toRecords(json ?? {})[0];
  if (!account) throw new Error(errorMessages.userNotFound);
  return account as Account;
}

export async function fetchAccount(): Promise<Account> {
  const { json } = await httpClient<JsonApiDocument>(CURRENT);
  return accountOf(json);
}

/** Sends `attributes` alone and answers the saved account. */
export async function updateAccount(attributes: Record<string, unknown>): Promise<Account> {
  const { json } = await httpClient<JsonApiDocument>(CURRENT, {
    method: 'PATCH',
    body: toDocument('user', attributes),
  });
  // The header and other pages read the account through the authProvider: drop its copy.
  (authProvider as { forgetAccount?: () => void }).forgetAccount?.();
  return accountOf(json);
}

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * Changing the password ends every session, this one too: the answer's fresh token replaces
 * the stored one, kept where the old one was (a remembered sign-in stays remembered).
 */
export async function changePassword(values: PasswordChange): Promise<void> {
  const { json } = await httpClient<{ jwt?: string }>(`${CURRENT}/password`, {
    method: 'PUT',
    body: toDocument('user', { ...values }),
  });
  if (!json?.jwt) throw new Error(errorMessages.default);
  tokenStore.replace(json.jwt);
}
