/**
 * The account verbs (server/modules/auth): the signed-in account and its password, and the
 * anonymous calls of registration, confirmation, password recovery and the SMS code. One verb
 * serves both contexts; its paths and body come from the provider's apiUrl:
 *
 *                          console (apiUrl /v1/admin)         site (apiUrl /v1)
 * currentAccount           GET   /v1/admin/current            GET   /v1/users/current
 * updateCurrentAccount     PATCH /v1/admin/current            PATCH /v1/users/current
 *                          {data: {type: admin, attributes}}  {data: {type: user, attributes}}
 * changePassword           PUT   /v1/admin/current/password   PUT   /v1/users/current/password
 *                          {admin: {…}} → {jwt, refresh_token} {data: {type: user, …}} → {jwt, refresh_token}
 * resetPassword            PATCH /v1/admin/password           PATCH /v1/users/password
 * requestPasswordReset     POST  /v1/admin/password           POST  /v1/users/password  {email}
 * register                                                    POST  /v1/users
 * confirmAccount                                              GET   /v1/users/confirmation
 *                                                                   ?confirmation_token=…
 * resendConfirmation                                          POST  /v1/users/confirmation {email}
 * confirmBySms                                                PATCH /v1/users/confirmation
 *                                                                   {auth: {phone, sms_code}}
 *                                                                   {auth: {phone}}
 * (the sign-in with the SMS code is the authProvider's login({phone, sms_code})).
 *
 * The anonymous calls have no session to lose: a 401 there (a blocked account) is a message,
 * so their errors carry `skipAuthRedirect` and the authProvider's checkError leaves them be.
 */
import type { RaRecord } from 'ra-core';
import type { RequestOptions } from '../src/api';
import type {
  EmailAttributes,
  PasswordChangeAttributes,
  PasswordResetAttributes,
  SmsConfirmationBody,
} from '../src/wire/accountBodies';
import { errorMessages } from '../i18n/messages';
import type { VerbContext } from './files';
import { outsideSession } from './outsideSession';
import { toDocument } from './jsonapi';

/** The signed-in account, flattened as getOne flattens a record. */
export type Account = RaRecord;

export interface CurrentAccountParams {
  /** Relations to include (the console asks for authProvider's CURRENT_INCLUDED). */
  included?: string;
  signal?: AbortSignal;
}

/**
 * The react-query key of the signed-in account ('current' stands for its resource in both
 * contexts: each has its own cache).
 */
export const currentAccountKey = (params: { included?: string } = {}) =>
  ['current', 'currentAccount', params] as const;

export interface UpdateCurrentAccountParams {
  /** Only these attributes are sent, checked and written (the server's PATCH is partial). */
  data: Record<string, unknown>;
  included?: string;
}

/** A form's attributes as the server's schema takes them, each one filled in. */
type Filled<T> = { [K in keyof T]-?: NonNullable<T[K]> };

export type PasswordChange = Filled<PasswordChangeAttributes>;
export type PasswordReset = Filled<PasswordResetAttributes>;

export interface AccountVerbs {
  currentAccount(params?: CurrentAccountParams): Promise<{ data: Account }>;
  updateCurrentAccount(params: UpdateCurrentAccountParams): Promise<{ data: Account }>;
  /** Answers a new session's pair: the change ends every session, this one too. */
  changePassword(
    params: PasswordChange,
  ): Promise<{ data: { jwt: string; refresh_token?: string } }>;
  resetPassword(params: PasswordReset): Promise<{ data: null }>;
  requestPasswordReset(params: Filled<EmailAttributes>): Promise<{ data: null }>;
  register(params: { data: Record<string, unknown> }): Promise<{ data: null }>;
  confirmAccount(params: { token: string }): Promise<{ data: null }>;
  /** The registration's SMS code confirms the account as the mailed link does. */
  confirmBySms(params: Filled<NonNullable<SmsConfirmationBody['auth']>>): Promise<{ data: null }>;
  resendConfirmation(params: Filled<EmailAttributes>): Promise<{ data: null }>;
  /** `phone` as the server stores it, 11 digits from 7. */
}

export function accountVerbs(ctx: VerbContext): AccountVerbs {
  const { apiUrl, httpClient, record } = ctx;
  const admin = /\/admin$/.test(apiUrl);
  // The console's accounts live at /v1/admin/…, the site's at /v1/users/….
  const base = admin ? apiUrl : `${apiUrl}/users`;
  const current = `${base}/current`;
  const type = admin ? 'admin' : 'user';
  // The console's password calls wrap the attributes in {admin: …}, the site's are JSON:API.
  const passwordBody = (values: object) =>
    admin ? { admin: values } : toDocument(type, { ...values });

  const accountOf = (account: RaRecord | undefined) => {
    if (!account) throw new Error(errorMessages.userNotFound);
    return { data: account };
  };

  const anonymous = async (url: string, request: RequestOptions) => {
    await outsideSession(httpClient, url, request);
    return { data: null };
  };

  return {
    currentAccount: async ({ included, signal } = {}) => {
      const query = included ? { included } : undefined;
      return accountOf(await record(current, { query, signal }));
    },

    updateCurrentAccount: async ({ data, included }) => {
      const account = await record(current, {
        method: 'PATCH',
        query: included ? { included } : undefined,
        body: toDocument(type, data),
      });
      return accountOf(account);
    },

    changePassword: async (values) => {
      const { json } = await httpClient<{ jwt?: string; refresh_token?: string }>(
        `${current}/password`,
        { method: 'PUT', body: passwordBody(values) },
      );
      if (!json?.jwt) throw new Error(errorMessages.default);
      return { data: { jwt: json.jwt, refresh_token: json.refresh_token } };
    },

    resetPassword: (values) =>
      anonymous(`${base}/password`, { method: 'PATCH', body: passwordBody(values) }),

    requestPasswordReset: ({ email }) =>
      anonymous(`${base}/password`, { method: 'POST', body: passwordBody({ email }) }),

    register: ({ data }) => anonymous(base, { method: 'POST', body: toDocument(type, data) }),

    confirmAccount: ({ token }) =>
      anonymous(`${base}/confirmation`, { query: { confirmation_token: token } }),

    confirmBySms: ({ phone, sms_code }) =>
      anonymous(`${base}/confirmation`, { method: 'PATCH', body: { auth: { phone, sms_code } } }),

    resendConfirmation: ({ email }) =>
      anonymous(`${base}/confirmation`, { method: 'POST', body: toDocument(type, { email }) }),
  };
}
