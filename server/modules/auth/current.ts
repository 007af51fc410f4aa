/**
 * The signed-in account (seed 000 §7):
 *   GET   /v1/admin/current, /v1/users/current   ?included=organization,mfc,region,main_organization
 *   PATCH the same paths                          own names and contacts (applicants: personal data
 *                                                 with passport, region, legal_address /
 *                                                 postal_address and the ЕГРЮЛ / ЕГРИП document,
 *                                                 and notify_by_sms / notify_by_email,
 *                                                 policy_agreement_version: agree to the consent's
 *                                                 edition in force, ./consent.ts); partial:
 *                                                 only the attributes sent are checked and written
 *   PUT   …/current/password   {current_password, password, password_confirmation} → {jwt, refresh_token}
 * Changing the password ends every other session; the answer carries a fresh token.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessages } from '../../../i18n/messages';
import type { AccountType } from '../../../src/domain/accountTypes';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { openSession } from '../../auth/sessions';
import { Unauthorized, Unprocessable } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { updateRow } from '../../http/crud';
import { mapConstraint, rawQuery } from '../../http/request';
import type {
  AdminProfileAttributes,
  PasswordChangeAttributes,
  UserProfileAttributes,
} from '../../../src/wire/accountBodies';
import { AfterSchema } from '../../http/afterSchema';
import { isRogAdmin } from '../organizations/rog';
import { addressFields, documentField, documentFieldOf } from '../people/applicantFields';
import { saveAddresses } from '../people/userWrite';
import { accountDocument } from './accountResources';
import { consentVersionField, recordConsent } from './consent';
import { contexts, findAccountBy, setPasswordHash, type AccountContext } from './accounts';
import { passwordFields } from './registration';
import { currentSchemas, formRoute, type Judged } from './schemas';
import { rootBody } from '../../http/formBody';
import { judgedAttributes } from '../../http/schemaErrors';
import {
  checkRegion,
  checkUnique,
  nameFields,
  personFields,
  requisiteFields,
  uniqueAccountConstraints,
} from './userFields';

function principalId(request: FastifyRequest): string {
  const id = request.principal?.id;
  if (!id) throw new Unauthorized();
  return id;
}

/** A staff member's own names and contacts; the echoes of the read are not written. */
async function updateAdmin(app: FastifyInstance, id: string, request: FastifyRequest) {
  const { attributes, errors: refused } = judgedAttributes<AdminProfileAttributes>(request);
  const f = new AfterSchema(attributes, true);
  nameFields(f, false);
  await checkUnique(app.db, 'admin_users', f, id);
  const values = f.done(refused);
  await updateRow(app.db, 'admin_users', id, values).catch((e) =>
    mapConstraint(e, uniqueAccountConstraints),
  );
}

/** The notice channels an applicant chooses on /profile/notifications, with their titles. */
const CHANNELS = [
  ['notify_by_sms', 'СМС'],
  ['notify_by_email', 'Электронная почта'],
] as const;

/** Profile decision: lead and contract notices carry deadlines, so one channel stays on. */
export const NO_CHANNEL_MESSAGE = 'Выберите хотя бы один способ уведомления';

interface UserRow {
  account_type: AccountType;
  notify_by_sms: boolean;
  notify_by_email: boolean;
  legal_address: string | null;
  postal_address: string | null;
}

/** Reads the flags sent (a partial body may carry one) and refuses turning both off. */
function notificationFields(f: AfterSchema, row: UserRow | undefined): void {
  for (const [name] of CHANNELS) f.flag(name);
  if (!row) return;
  const after = (name: (typeof CHANNELS)[number][0]) =>
    (f.values[name] as boolean | undefined) ?? row[name];
  if (CHANNELS.some(([name]) => after(name))) return;
  // The message goes under the flag this request turned off (the first, when it was both).
  const [name, title] = CHANNELS.find(([n]) => f.values[n] === false) ?? CHANNELS[0];
  f.fail(name, title, NO_CHANNEL_MESSAGE);
}

async function updateUser(app: FastifyInstance, id: string, request: FastifyRequest) {
  const { attributes, errors: refused } = judgedAttributes<UserProfileAttributes>(request);
  const [row] = await app.db.query<UserRow>(
    `SELECT account_type, notify_by_sms, notify_by_email,
            legal_address_id::text AS legal_address, postal_address_id::text AS postal_address
       FROM users WHERE id = $1`,
    [id],
  );
  const f = new AfterSchema(attributes, true);
  personFields(f);
  if (row) requisiteFields(f, row.account_type, true);
  // Issue 17: the applicant edits their addresses and the ЕГРЮЛ / ЕГРИП document too, by the
  // console's rules (../people/applicantFields.ts).
  const document = row && documentFieldOf[row.account_type];
  if (document) documentField(f, document);
  const addresses = addressFields(f);
  notificationFields(f, row);
  // /profile/policy_agreement: agreeing to the edition in force (issue 17).
  const consentVersion = consentVersionField(f, false);
  await checkRegion(app.db, f);
  await checkUnique(app.db, 'users', f, id);
  const values = f.done(refused);
  await app.db
    .transaction(async (tx) => {
      const addressColumns = await saveAddresses(tx, addresses, row);
      await updateRow(tx, 'users', id, { ...values, ...addressColumns });
      if (consentVersion) await recordConsent(tx, id, consentVersion);
    })
    .catch((e) => mapConstraint(e, uniqueAccountConstraints));
}

async function changePassword(
  app: FastifyInstance,
  ctx: AccountContext,
  id: string,
  body: Judged<typeof PasswordChangeAttributes>,
) {
  const f = new AfterSchema(body.data.attributes, false);
  f.string('current_password', 'Текущий пароль', true);
  passwordFields(f);
  const values = f.done();
  const account = await findAccountBy(app.db, ctx, 'id', id);
  if (!account) throw new Unauthorized();
  if (!(await verifyPassword(account.encrypted_password, values.current_password as string))) {
    throw Unprocessable.field('current_password', errorMessages.invalidValue, 'Текущий пароль');
  }
  await setPasswordHash(app.db, ctx, id, await hashPassword(values.password as string));
  // The change ended every session (password_changed_at); this one goes on in a new one.
  return openSession(app, ctx.scope, id);
}

export function registerCurrentRoutes(app: FastifyInstance): void {
  for (const [ctx, base, access, update] of [
    [contexts.admin, '/v1/admin/current', 'admin', updateAdmin],
    [contexts.user, '/v1/users/current', 'user', updateUser],
  ] as const) {
    const doc = async (request: FastifyRequest) => {
      const id = principalId(request);
      const document = await accountDocument(
        app.db,
        ctx.name,
        id,
        parseListQuery(rawQuery(request)),
      );
      // Seed 000 §3: staff of their current region's main organization count as РОГ.
      if (ctx.name === 'admin' && document.data && !Array.isArray(document.data))
        document.data.attributes = {
          ...document.data.attributes,
          is_rog: await isRogAdmin(app.db, id),
        };
      return document;
    };
    app.get(base, { config: { access }, schema: currentSchemas.read }, doc);
    // The console may send its forms under `admin` (the site's are JSON:API).
    const preValidation = rootBody(ctx.name);
    const updateOptions = {
      config: { access },
      ...formRoute,
      preValidation,
      schema: currentSchemas.update[ctx.name],
    };
    app.patch(base, updateOptions, async (request) => {
      await update(app, principalId(request), request);
      return doc(request);
    });
    const passwordOptions = { config: { access }, preValidation, schema: currentSchemas.password };
    app.put<{ Body: Judged<typeof PasswordChangeAttributes> }>(
      `${base}/password`,
      passwordOptions,
      (request) => changePassword(app, ctx, principalId(request), request.body),
    );
  }
}
