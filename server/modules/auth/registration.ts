/**
 * Registration of applicants and confirmation of their e-mail (seed 000 §2, §7):
 *   POST /v1/users                       → 201, the new (unconfirmed) account; a link is mailed;
 *        policy_agreement + policy_agreement_version (the consent edition shown, ./consent.ts),
 *        g-recaptcha-response when RECAPTCHA_SECRET_KEY is set
 *   GET  /v1/users/confirmation?confirmation_token=…   → confirms
 *   POST /v1/users/confirmation {email}  → mails the link again
 *   PATCH /v1/users/confirmation {auth: {phone, sms_code}} → confirms by the code the
 *        registration sent by SMS (issue 17: an applicant without the letter at hand)
 *   GET  /v1/admin/confirmation?confirmation_token=…   → confirms a staff account
 * An account signs in only once confirmed. Nothing is written when any field is wrong.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessages } from '../../../i18n/messages';
import { validationMessages as m } from '../../../src/validation/messages';
import { passwordConfirmation, validatePassword } from '../../../src/validation/password';
import { hashPassword } from '../../auth/passwords';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { insertRow } from '../../http/crud';
import { assertHuman, recaptchaToken } from '../../http/recaptcha';
import { mapConstraint } from '../../http/request';
import type {
  EmailAttributes,
  RegistrationAttributes,
  SmsConfirmationBody,
} from '../../../src/wire/accountBodies';
import { AfterSchema } from '../../http/afterSchema';
import { accountDocument } from './accountResources';
import { CONSENT_TITLE, consentVersionField, recordConsent } from './consent';
import {
  accountByEmail,
  contexts,
  findAccount,
  findAccountBy,
  type AccountContext,
} from './accounts';
import { validateSmsCode } from '../../../src/validation/basic';
import { underLockout } from './lockout';
import { authOf, limited, strictPhone } from './login';
import { consumeSmsCode, issueSmsCode } from './smsCodes';
import { linkToken, sha256 } from './secrets';
import {
  confirmLinkSchema,
  confirmSmsSchema,
  emailSchema,
  formRoute,
  registrationSchema,
  type Judged,
} from './schemas';
import { rootBody } from '../../http/formBody';
import { judgedAttributes } from '../../http/schemaErrors';
import {
  accountTypeField,
  checkRegion,
  checkUnique,
  personFields,
  requisiteFields,
  uniqueAccountConstraints,
} from './userFields';

/** The attribute the reCAPTCHA widget's answer comes in (its own form field name). */
const RECAPTCHA_FIELD = 'g-recaptcha-response';

/** The new password and its confirmation, with the seeds' policy and messages. */
export function passwordFields(f: AfterSchema, name = 'password'): void {
  // Checked and stored exactly as typed: a password is never trimmed.
  f.rule(name, 'Пароль', validatePassword, { required: true, asSent: true });
  f.rule(`${name}_confirmation`, 'Подтверждение пароля', passwordConfirmation(name), {
    required: true,
    asSent: true,
  });
}

/** Stores a fresh confirmation token for the account and mails the link. */
export async function sendConfirmation(
  app: FastifyInstance,
  ctx: AccountContext,
  account: { id: string; email: string },
): Promise<void> {
  const token = linkToken();
  await app.db.query(
    `UPDATE ${ctx.table} SET confirmation_token_hash = $2, confirmation_sent_at = now()
      WHERE id = $1`,
    [account.id, sha256(token)],
  );
  const link = `${app.config.publicUrl}${ctx.confirmPath}?confirmation_token=${token}`;
  await app.mailer.send({
    to: account.email,
    subject: 'Подтверждение учётной записи на портале ЕОГ',
    text:
      'Здравствуйте!\n\nДля подтверждения учётной записи на портале Единого оператора ' +
      `газификации перейдите по ссылке:\n${link}\n\n` +
      'Если вы не регистрировались на портале, просто удалите это письмо.',
  });
}

async function register(app: FastifyInstance, request: FastifyRequest) {
  const { attributes, errors: refused } = judgedAttributes<RegistrationAttributes>(request);
  // reCAPTCHA v2 when RECAPTCHA_SECRET_KEY is set (issue 17), before anything else is looked up.
  await assertHuman(app.config, recaptchaToken(attributes), request.ip, fetch, RECAPTCHA_FIELD);
  const f = new AfterSchema(attributes, false);
  const accountType = accountTypeField(f);
  personFields(f);
  requisiteFields(f, accountType, true);
  passwordFields(f);
  const agreed = attributes.policy_agreement === true || attributes.policy_agreement === 'true';
  if (!agreed) f.fail('policy_agreement', CONSENT_TITLE, m.required);
  const consentVersion = agreed ? consentVersionField(f, true) : undefined;
  await checkRegion(app.db, f);
  await checkUnique(app.db, 'users', f);
  const values = f.done(refused);
  const { password, password_confirmation: _c, ...columns } = values;

  const [portal] = await app.db.query<{ id: string }>(
    "SELECT id FROM sources WHERE slug = 'portal'",
  );
  const encrypted = await hashPassword(password as string);
  const id = await app.db
    .transaction(async (tx) => {
      const created = await insertRow(tx, 'users', {
        ...columns,
        encrypted_password: encrypted,
        password_changed_at: new Date(),
        source_id: portal?.id ?? null,
      });
      await recordConsent(tx, created, consentVersion!);
      return created;
    })
    .catch((e) => mapConstraint(e, uniqueAccountConstraints));
  await sendConfirmation(app, contexts.user, { id, email: columns.email as string });
  await sendConfirmationCode(app, columns.phone as string);
  return accountDocument(app.db, 'user', id, { included: [] });
}

/** The registration's SMS: a code that confirms the account as the mailed link does. */
async function sendConfirmationCode(app: FastifyInstance, phone: string) {
  const issued = await issueSmsCode(app.db, app.config, 'user', phone);
  await app.sms.send(
    phone,
    `Код подтверждения регистрации на портале ЕОГ: ${issued.code}. Никому не сообщайте этот код.`,
  );
}

/** PATCH /v1/users/confirmation: the phone and its SMS code confirm the account. */
async function confirmBySms(app: FastifyInstance, body: SmsConfirmationBody) {
  const f = new AfterSchema(authOf(body), false);
  strictPhone(f);
  f.rule('sms_code', 'Код из СМС', validateSmsCode, { required: true });
  const { phone, sms_code } = f.done() as { phone: string; sms_code: string };
  const account = await findAccount(app.db, contexts.user, { phone });
  if (!account) throw new NotFound(errorMessages.accountNotFound, 'account_not_found');
  if (account.confirmed_at) {
    throw Unprocessable.field('phone', errorMessages.alreadyConfirmed, 'Телефон');
  }
  // Wrong codes count towards the account's lockout like wrong login codes.
  await underLockout(app.db, app.config, 'user', account.id, () =>
    consumeSmsCode(app.db, app.config, 'user', phone, sms_code),
  );
  return confirm(app, contexts.user, account.id);
}

/** Confirms the account (its link is spent) and answers its document. */
async function confirm(app: FastifyInstance, ctx: AccountContext, id: string) {
  await app.db.query(
    `UPDATE ${ctx.table} SET confirmed_at = now(), confirmation_token_hash = NULL,
       updated_at = now() WHERE id = $1`,
    [id],
  );
  return accountDocument(app.db, ctx.name, id, { included: [] });
}

function registerConfirm(app: FastifyInstance, ctx: AccountContext, path: string): void {
  const options = { ...limited(app), schema: confirmLinkSchema };
  app.get<{ Querystring: { confirmation_token?: string } }>(path, options, async (request) => {
    const token = request.query.confirmation_token;
    if (typeof token !== 'string' || !token || token.length > 128) {
      throw Unprocessable.field('confirmation_token', errorMessages.notFilled, 'Ссылка');
    }
    const account = await findAccountBy(app.db, ctx, 'confirmation_token_hash', sha256(token));
    if (!account) {
      throw Unprocessable.field('confirmation_token', errorMessages.invalidValue, 'Ссылка');
    }
    if (account.confirmed_at) {
      throw Unprocessable.field('email', errorMessages.alreadyConfirmed, 'Электронная почта');
    }
    return confirm(app, ctx, account.id);
  });
}

export function registerRegistrationRoutes(app: FastifyInstance): void {
  const registration = {
    ...limited(app),
    ...formRoute,
    preValidation: rootBody('user'),
    schema: registrationSchema,
  };
  app.post('/v1/users', registration, async (request, reply) =>
    reply.status(201).send(await register(app, request)),
  );
  registerConfirm(app, contexts.user, '/v1/users/confirmation');
  registerConfirm(app, contexts.admin, '/v1/admin/confirmation');
  app.patch<{ Body: SmsConfirmationBody }>(
    '/v1/users/confirmation',
    { ...limited(app), schema: confirmSmsSchema },
    (request) => confirmBySms(app, request.body),
  );
  const resend = { ...limited(app), preValidation: rootBody('user'), schema: emailSchema };
  app.post<{ Body: Judged<typeof EmailAttributes> }>(
    '/v1/users/confirmation',
    resend,
    async (request) => {
      const attributes = request.body.data.attributes;
      const { account, email } = await accountByEmail(app.db, contexts.user, attributes);
      if (account.confirmed_at) {
        throw Unprocessable.field('email', errorMessages.alreadyConfirmed, 'Электронная почта');
      }
      await sendConfirmation(app, contexts.user, { id: account.id, email });
      return { meta: { sent: true } };
    },
  );
}
