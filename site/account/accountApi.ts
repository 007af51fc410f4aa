/**
 * The anonymous account calls of the site (server/modules/auth/registration.ts, password.ts,
 * login.ts), through the site's HTTP client:
 *   POST  /v1/users                  JSON:API user → 201, a confirmation link is mailed
 *   GET   /v1/users/confirmation     ?confirmation_token=… → confirms the e-mail
 *   POST  /v1/users/confirmation     JSON:API user {email} → the link again
 *   POST  /v1/users/password         JSON:API user {email} → a reset link is mailed
 *   PATCH /v1/users/password         JSON:API user {reset_password_token, password, …}
 *   POST  /v1/user/sms_token         {auth: {phone}} → the code by SMS
 *   POST  /v1/user/token             {auth: {phone, sms_code}} → {jwt}
 * None of them has a session to lose: a 401 here (a blocked account) is a message, not a logout.
 */
import { toDocument } from '../../dataProvider/jsonapi';
import { authProvider, httpClient } from '../providers';

const anonymous = { skipAuthRedirect: true } as const;

const userDocument = (attributes: Record<string, unknown>) => toDocument('user', attributes);

export async function registerUser(attributes: Record<string, unknown>): Promise<void> {
  await httpClient('/v1/users', { ...anonymous, method: 'POST', body: userDocument(attributes) });
}

// One request per token: React's StrictMode runs effects twice, and a second GET would find the
// token already spent and report a failure over the success.
const confirmations = new Map<string, Promise<unknown>>();

export async function confirmAccount(token: string): Promise<void> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = httpClient('/v1/users/confirmation', {
      ...anonymous,
      query: { confirmation_token: token },
    });
    confirmations.set(token, pending);
  }
  await pending;
}

export async function resendConfirmation(email: string): Promise<void> {
  await httpClient('/v1/users/confirmation', {
    ...anonymous,
    method: 'POST',
    body: userDocument({ email }),
  });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await httpClient('/v1/users/password', {
    ...anonymous,
    method: 'POST',
    body: userDocument({ email }),
  });
}

export interface PasswordReset {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
}

export async function resetPassword(values: PasswordReset): Promise<void> {
  await httpClient('/v1/users/password', {
    ...anonymous,
    method: 'PATCH',
    body: userDocument({ ...values }),
  });
}

/** `phone` as the server stores it, 11 digits from 7. */
export async function requestSmsCode(phone: string): Promise<void> {
  await httpClient('/v1/user/sms_token', {
    ...anonymous,
    method: 'POST',
    body: { auth: { phone } },
  });
}

/** Signs in with the code from the SMS; fails like the password login, codes on `sms_code`. */
export async function signInBySms(phone: string, code: string): Promise<void> {
  await authProvider.login({ phone, sms_code: code });
}
