/**
 * Route schemas of the account calls, their bodies src/wire/accountBodies.ts's. The forms
 * (`formRoute`) hear the schema's refusals and their code's in one 422; the other calls answer
 * the schema's refusals alone.
 */
import { Type, type Static, type TSchema } from 'typebox';
import {
  AdminProfileAttributes,
  document,
  EmailAttributes,
  PasswordChangeAttributes,
  PasswordResetAttributes,
  RegistrationAttributes,
  SmsConfirmationBody,
  UserProfileAttributes,
} from '../../../src/wire/accountBodies';
import { ErrorDocument, ListQuery, open, resourceDocument, responses } from '../../http/schemas';

const Sent = open({ meta: open({ sent: Type.Boolean() }) }, 'Письмо отправлено');
export const TokenPair = open(
  { jwt: Type.String(), refresh_token: Type.String() },
  'JWT для `Authorization: Bearer` и токен его обновления',
);

/** The options of a form's route: its refusals reach the handler (server/http/schemaErrors.ts `judgedAttributes`). */
export const formRoute = { attachValidation: true } as const;

/** The typed body of a route whose schema is `document(A)` (validated, not a form route). */
export type Judged<A extends TSchema> = { data: { attributes: Static<A> } };

/** `POST /v1/users`: the applicant's registration (person, requisites, password, consent). */
export const registrationSchema = {
  body: document(RegistrationAttributes),
  response: responses({ 201: resourceDocument(), 429: ErrorDocument }),
};

/** `GET …/confirmation?confirmation_token=`: the mailed link. */
export const confirmLinkSchema = {
  querystring: open({
    confirmation_token: Type.Optional(Type.String({ description: 'Из письма' })),
  }),
  response: responses({ 200: resourceDocument(), 429: ErrorDocument }),
};

/** `PATCH /v1/users/confirmation`: the phone and its SMS code. */
export const confirmSmsSchema = {
  body: SmsConfirmationBody,
  response: responses({ 200: resourceDocument(), 429: ErrorDocument }),
};

/** `POST …/confirmation` and `POST …/password`: an e-mail to write to. */
export const emailSchema = {
  body: document(EmailAttributes),
  response: responses({ 200: Sent, 429: ErrorDocument }),
};

/** `PATCH …/password`: the mailed token and the new password. */
export const resetSchema = {
  body: document(PasswordResetAttributes),
  response: responses({ 200: resourceDocument(), 429: ErrorDocument }),
};

/** `GET` / `PATCH …/current`: the signed-in account. */
export const currentSchemas = {
  read: { querystring: ListQuery, response: responses({ 200: resourceDocument() }) },
  update: {
    admin: {
      querystring: ListQuery,
      body: document(AdminProfileAttributes),
      response: responses({ 200: resourceDocument() }),
    },
    user: {
      querystring: ListQuery,
      body: document(UserProfileAttributes),
      response: responses({ 200: resourceDocument() }),
    },
  },
  password: {
    body: document(PasswordChangeAttributes),
    response: responses({ 200: TokenPair }),
  },
};
