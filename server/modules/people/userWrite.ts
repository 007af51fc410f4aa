/**
 * Creating and editing applicants from the console. One transaction per save: validate (the
 * registration's rules, applicantFields.ts), write the addresses and the row, add the audit
 * row — a refused field leaves nothing behind. An account staff create is confirmed at once
 * (they saw the person's documents) and has no password: staff never know it; the applicant
 * signs in by an SMS code or sets a password through recovery (the notice mailed says so).
 */
import type { FastifyInstance } from 'fastify';
import type { AccountType } from '../../../src/domain/accountTypes';
import { scopeFor } from '../../../src/access/scoping';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { insertRow, updateRow } from '../../http/crud';
import { mapConstraint } from '../../http/request';
import { Forbidden, NotFound } from '../../jsonapi/errors';
import { addressLineParts } from '../../../src/domain/addresses';
import { uniqueAccountConstraints } from '../auth/userFields';
import {
  addressKinds,
  validateApplicant,
  type ApplicantForm,
  type AddressKind,
  type AddressValues,
} from './applicantFields';
import { applicantSnapshot, recordApplicantAudit } from './userAudit';
import { applicantVisibility } from './userScope';

const mfcRoles: readonly string[] = ['mfc', 'mfc_admin', 'mfc_operator'];

/** The address as one line, the form the lists and the audit show. */
function addressTitle(a: AddressValues): string {
  return addressLineParts
    .map((part) => a[part])
    .filter(Boolean)
    .join(', ');
}

/** Inserts, updates or clears one address of the applicant; returns the column to set. */
async function saveAddress(
  tx: Queryable,
  kind: AddressKind,
  value: AddressValues | null,
  currentId: string | null,
): Promise<Record<string, unknown>> {
  const column = `${kind}_id`;
  if (value === null) {
    if (currentId) {
      await tx.query(`UPDATE users SET ${column} = NULL WHERE ${column} = $1`, [currentId]);
      await tx.query('DELETE FROM addresses WHERE id = $1', [currentId]);
    }
    return { [column]: null };
  }
  const row = {
    ...value,
    title: addressTitle(value),
    kind: kind === 'legal_address' ? 'legal' : 'postal',
  };
  if (currentId) {
    await updateRow(tx, 'addresses', currentId, row);
    return {};
  }
  return { [column]: await insertRow(tx, 'addresses', row) };
}

export async function saveAddresses(
  tx: Queryable,
  addresses: Partial<Record<AddressKind, AddressValues | null>>,
  current: Partial<Record<AddressKind, string | null>> = {},
): Promise<Record<string, unknown>> {
  let columns: Record<string, unknown> = {};
  for (const kind of addressKinds) {
    const value = addresses[kind];
    if (value === undefined) continue;
    columns = { ...columns, ...(await saveAddress(tx, kind, value, current[kind] ?? null)) };
  }
  return columns;
}

/** The source of an account staff create: МФЦ staff → 'mfc', everyone else → 'operator'. */
async function sourceOf(tx: Queryable, admin: AdminPrincipal): Promise<string | null> {
  const slug = mfcRoles.includes(admin.role) ? 'mfc' : 'operator';
  const [row] = await tx.query<{ id: string }>('SELECT id FROM sources WHERE slug = $1', [slug]);
  return row ? String(row.id) : null;
}

/** `POST /v1/admin/users`: returns the new applicant's id. */
export async function createApplicant(
  app: FastifyInstance,
  admin: AdminPrincipal,
  form: ApplicantForm,
): Promise<string> {
  const { id, email } = await app.db
    .transaction(async (tx) => {
      const { columns, addresses } = await validateApplicant(tx, form);
      const id = await insertRow(tx, 'users', {
        ...columns,
        ...(await saveAddresses(tx, addresses)),
        source_id: await sourceOf(tx, admin),
        created_by_id: admin.id,
        mfc_id: mfcRoles.includes(admin.role) ? admin.mfcId : null,
        confirmed_at: new Date(),
      });
      await recordApplicantAudit(tx, {
        admin,
        action: 'create',
        before: null,
        after: (await applicantSnapshot(tx, id))!,
      });
      return { id, email: columns.email as string };
    })
    .catch((e: unknown) => mapConstraint(e, uniqueAccountConstraints));
  // After the commit (the dev mailbox writes through its own connection). The account stands
  // even when the notice fails: staff tell the applicant how to sign in at the desk anyway.
  await mailNotice(app, email).catch((err: unknown) =>
    app.log.error({ err }, 'applicant notice not sent'),
  );
  return id;
}

async function mailNotice(app: FastifyInstance, email: string): Promise<void> {
  await app.mailer.send({
    to: email,
    subject: 'Учётная запись на портале ЕОГ',
    text:
      'Здравствуйте!\n\nДля вас создана учётная запись на портале Единого оператора ' +
      `газификации: ${app.config.publicUrl}/\n\nВойти можно по коду из СМС, отправленному на ` +
      'указанный вами номер телефона, или задать пароль по ссылке «Забыли пароль?» на ' +
      'странице входа.\n\nЕсли вы не обращались за подключением к газу, сообщите об этом ' +
      'на горячую линию.',
  });
}

/**
 * The applicant locked for a write by a staff member: 404 when there is none, 403 when it
 * lies outside the caller's scope (reads answer 404 there; writes say they are refused).
 */
export async function lockApplicant(tx: Queryable, admin: AdminPrincipal, id: string) {
  const [row] = await tx.query<{ accountType: AccountType } & Record<AddressKind, string | null>>(
    `SELECT account_type AS "accountType", legal_address_id::text AS legal_address,
            postal_address_id::text AS postal_address FROM users WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw new NotFound();
  if ((await applicantVisibility(tx, scopeFor(admin), id)) !== 'inside') throw new Forbidden();
  return row;
}

/** `PATCH /v1/admin/users/{id}`: only the fields sent; the account type stays. */
export async function updateApplicant(
  app: FastifyInstance,
  admin: AdminPrincipal,
  id: string,
  form: ApplicantForm,
): Promise<void> {
  await app.db
    .transaction(async (tx) => {
      const current = await lockApplicant(tx, admin, id);
      const before = (await applicantSnapshot(tx, id))!;
      const { columns, addresses } = await validateApplicant(tx, form, {
        id,
        accountType: current.accountType,
      });
      const addressColumns = await saveAddresses(tx, addresses, current);
      await updateRow(tx, 'users', id, { ...columns, ...addressColumns });
      await recordApplicantAudit(tx, {
        admin,
        action: 'update',
        before,
        after: (await applicantSnapshot(tx, id))!,
      });
    })
    .catch((e: unknown) => mapConstraint(e, uniqueAccountConstraints));
}
