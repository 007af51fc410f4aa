/**
 * Route schemas of the account calls (issue 20): what the registration, confirmation, password
 * and profile calls read. The handlers keep their `Fields` rules and messages; these type the
 * attributes (a non-text where text belongs is refused earlier, with the same message) and
 * document the answers. The console may also send the attributes under `user` / `admin`.
 */
import { Type } from 'typebox';
import {
  attr,
  ErrorDocument,
  ListQuery,
  open,
  resourceDocument,
  responses,
  writeBody,
} from '../../http/schemas';

const Sent = open({ meta: open({ sent: Type.Boolean() }) }, 'Письмо отправлено');
const TokenPair = open({ jwt: Type.String(), refresh_token: Type.String() });

const password = {
  password: Type.Optional(attr.text('Пароль')),
  password_confirmation: Type.Optional(attr.text('Подтверждение пароля')),
};

/** `POST /v1/users`: the applicant's registration (person, requisites, password, consent). */
export const registrationSchema = {
  body: writeBody(
    open({
      ...password,
      email: Type.Optional(attr.text('Электронная почта')),
      phone: Type.Optional(attr.text('Телефон')),
      account_type: Type.Optional(attr.text('Тип учётной записи')),
      policy_agreement: Type.Optional(attr.flag('Согласие на обработку персональных данных')),
    }),
  ),
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
  body: open({
    auth: Type.Optional(
      Type.Object(
        {
          phone: Type.Optional(attr.text('Телефон')),
          sms_code: Type.Optional(attr.text('Код из СМС')),
        },
        { additionalProperties: false },
      ),
    ),
  }),
  response: responses({ 200: resourceDocument(), 429: ErrorDocument }),
};

/** `POST …/confirmation` and `POST …/password`: an e-mail to write to. */
export const emailSchema = {
  body: writeBody(open({ email: Type.Optional(attr.text('Электронная почта')) })),
  response: responses({ 200: Sent, 429: ErrorDocument }),
};

/** `PATCH …/password`: the mailed token and the new password. */
export const resetSchema = {
  body: writeBody(open({ reset_password_token: Type.Optional(attr.text('Ссылка')), ...password })),
  response: responses({ 200: resourceDocument(), 429: ErrorDocument }),
};

/** `GET` / `PATCH …/current`: the signed-in account. */
export const currentSchemas = {
  read: { querystring: ListQuery, response: responses({ 200: resourceDocument() }) },
  update: {
    querystring: ListQuery,
    body: writeBody(),
    response: responses({ 200: resourceDocument() }),
  },
  password: {
    body: writeBody(
      open({ current_password: Type.Optional(attr.text('Текущий пароль')), ...password }),
    ),
    response: responses({ 200: TokenPair }),
  },
};
