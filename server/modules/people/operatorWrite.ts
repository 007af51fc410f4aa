/**
 * Writing staff accounts: create, update, remove, block and unblock, and the letters. Each write
 * runs in one transaction — lock the row, validate, check superior reach (src/access/reach.ts:
 * inside the caller's scope, a role the caller may give, never one's own role / blocked flag),
 * write, and add the audit row (server/registries/audit.ts, so /changes and /action_histories
 * show it). A refused write leaves nothing behind. Letters go out after the commit: the mailer
 * must not run inside a database transaction (PGlite has one connection).
 */
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '../../../i18n/messages';
import { holdsKey } from '../../../src/access/canAccess';
import { canSeeAccount, writeDenial, type AccountWrite } from '../../../src/access/reach';
import { operatorFlags, operators } from '../../../src/registries/operators';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { insertRow, updateRow } from '../../http/crud';
import { mapConstraint } from '../../http/request';
import { Forbidden, NotFound } from '../../jsonapi/errors';
import { recordAudit, type AuditAction } from '../../registries/audit';
import { phoneTakenByStaff, validateOperator, type OperatorForm } from './operatorFields';
import {
  assertLetterAllowed,
  issueLetterToken,
  mailLetter,
  type OperatorLetter,
} from './operatorMail';
import { findOperator, operatorSnapshot, staffAccount, type OperatorRow } from './operatorQueries';

/** The unique indexes for the race the pre-check cannot close, with the same messages. */
const constraints = {
  unique: {
    admin_users_email_idx: ['email', errorMessages.emailTaken],
    admin_users_phone_idx: ['phone', phoneTakenByStaff],
  },
} as const;

const removeConstraints = {
  inUse: 'Учётная запись используется в других разделах и не может быть удалена — заблокируйте её',
} as const;

/** Reads an account the principal can see; 404 otherwise (its existence is not revealed). */
export async function visibleOperator(
  db: Queryable,
  admin: AdminPrincipal,
  id: string,
  lock = false,
): Promise<OperatorRow> {
  const row = await findOperator(db, id, lock);
  if (!row || !canSeeAccount(admin, staffAccount(row))) throw new NotFound();
  return row;
}

function assertReach(admin: AdminPrincipal, write: AccountWrite): void {
  if (writeDenial(admin, write)) throw new Forbidden();
}

/** Setting the form's flags needs admin_operators_form_fields; echoing stored values does not. */
function assertFlagsAllowed(
  admin: AdminPrincipal,
  values: Record<string, unknown>,
  before?: OperatorRow,
): void {
  if (holdsKey(admin, 'admin_operators_form_fields')) return;
  const changed = operatorFlags.some(
    (key) => values[key] !== undefined && values[key] !== (before?.[key] ?? false),
  );
  if (changed) throw new Forbidden();
}

async function audit(
  tx: Queryable,
  admin: AdminPrincipal,
  action: AuditAction,
  before: OperatorRow | undefined,
  after: OperatorRow | undefined,
): Promise<void> {
  await recordAudit(tx, {
    definition: operators,
    action,
    adminId: admin.id,
    before: before ? operatorSnapshot(before) : null,
    after: after ? operatorSnapshot(after) : null,
  });
}

const lockedRow = async (tx: Queryable, id: string) => (await findOperator(tx, id))!;

type Authorize = Parameters<typeof validateOperator>[4];

export interface Created {
  row: OperatorRow;
  /** False when the invitation could not be mailed (the account exists; send it again). */
  invitationSent: boolean;
}

/** Creates an unconfirmed account and mails it the invitation to set a password. */
export async function createOperator(
  app: FastifyInstance,
  admin: AdminPrincipal,
  form: OperatorForm,
): Promise<Created> {
  const { row, token } = await app.db
    .transaction(async (tx) => {
      const authorize: Authorize = (values, after) => {
        assertFlagsAllowed(admin, values);
        assertReach(admin, { after: staffAccount(after) });
      };
      const values = await validateOperator(tx, admin, form, undefined, authorize);
      const id = await insertRow(tx, 'admin_users', values);
      const token = await issueLetterToken(tx, id, 'confirmation');
      const created = await lockedRow(tx, id);
      await audit(tx, admin, 'create', undefined, created);
      return { row: created, token };
    })
    .catch((e: unknown) => mapConstraint(e, constraints));
  const invitationSent = await mailLetter(app, row.email, 'confirmation', token).then(
    () => true,
    (error: unknown) => {
      app.log.error({ err: error, adminUserId: row.id }, 'operator invitation not sent');
      return false;
    },
  );
  return { row: (await findOperator(app.db, row.id))!, invitationSent };
}

export async function updateOperator(
  app: FastifyInstance,
  admin: AdminPrincipal,
  id: string,
  form: OperatorForm,
): Promise<OperatorRow> {
  return app.db
    .transaction(async (tx) => {
      const before = await visibleOperator(tx, admin, id, true);
      const authorize: Authorize = (values, after) => {
        assertFlagsAllowed(admin, values, before);
        assertReach(admin, {
          before: staffAccount(before),
          after: staffAccount(after),
          changesRole: values.role !== undefined && values.role !== before.role,
        });
      };
      const values = await validateOperator(tx, admin, form, before, authorize);
      await updateRow(tx, 'admin_users', id, values);
      const updated = await lockedRow(tx, id);
      await audit(tx, admin, 'update', before, updated);
      return updated;
    })
    .catch((e: unknown) => mapConstraint(e, constraints));
}

export async function removeOperator(app: FastifyInstance, admin: AdminPrincipal, id: string) {
  await app.db
    .transaction(async (tx) => {
      const before = await visibleOperator(tx, admin, id, true);
      assertReach(admin, { before: staffAccount(before), removes: true });
      await audit(tx, admin, 'destroy', before, undefined);
      await tx.query('DELETE FROM admin_users WHERE id = $1', [id]);
    })
    .catch((e: unknown) => mapConstraint(e, removeConstraints));
}

/** Blocks or unblocks; the guard refuses a blocked account's next request and its logins. */
export async function setOperatorBlocked(
  app: FastifyInstance,
  admin: AdminPrincipal,
  id: string,
  blocked: boolean,
): Promise<OperatorRow> {
  return app.db.transaction(async (tx) => {
    const before = await visibleOperator(tx, admin, id, true);
    assertReach(admin, { before: staffAccount(before), changesBlocked: true });
    if (before.blocked === blocked) return before;
    await updateRow(tx, 'admin_users', id, { blocked });
    const after = await lockedRow(tx, id);
    await audit(tx, admin, 'update', before, after);
    return after;
  });
}

/** Mails an invitation (unconfirmed accounts) or a recovery link to an account within reach. */
export async function sendOperatorLetter(
  app: FastifyInstance,
  admin: AdminPrincipal,
  id: string,
  letter: OperatorLetter,
): Promise<void> {
  const { email, token } = await app.db.transaction(async (tx) => {
    const row = await visibleOperator(tx, admin, id, true);
    assertReach(admin, { before: staffAccount(row) });
    assertLetterAllowed(row, letter);
    return { email: row.email, token: await issueLetterToken(tx, id, letter) };
  });
  await mailLetter(app, email, letter, token);
}
