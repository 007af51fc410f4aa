/**
 * Additional agreements (ДС) of a contract (seed 000 §3–§4): reading, creating and moving them
 * along src/domain/agreementTransitions. Staff reach an agreement through the contract's lead
 * scope; on the site the lead's applicant, or the new rights holder of a counterparty change
 * (new_user_id), sees it — drafts stay with the staff.
 */
import {
  agreementStatusLabel,
  isAgreementInCoordination,
  isAgreementStatus,
  type AgreementStatus,
} from '../../../src/domain/agreements';
import {
  agreementActionWarnings,
  agreementMoveNeedsConfirmation,
  agreementMoveOptions,
  agreementSigningStatuses,
  canMoveAgreement,
} from '../../../src/domain/agreementTransitions';
import type { ActorKind } from '../../../src/domain/workflow';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { insertRow } from '../../http/crud';
import { pathId } from '../../http/request';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { list, ref, resource, single, type Resource } from '../../jsonapi/serialize';
import { validationMessages } from '../../../src/validation/messages';
import type { AgreementAttributes } from '../../../src/wire/contractBodies';
import { changedFields } from '../../registries/audit';
import { auditWrite } from './audit';
import { contractById, type ContractRow } from './contractQueries';
import { checkMove, recordMove, type ContractActor, type MoveInput } from './contractStatus';
import { findLead, staffMaySee, type LeadRow } from './leadAccess';
import { agreementLetters, contractMessages as msg, fieldTitles as t } from './messages';
import { mailExecutors, nothingAfter, type AfterCommit } from './notify';
import { workingDaysSinceSql, workingDaysText } from './workingDays';

export interface AgreementRow {
  id: string;
  contract_id: string;
  number: string | null;
  status: string;
  is_writing: boolean;
  source: string | null;
  delivery: string | null;
  agreement_term_id: string | null;
  subject: string | null;
  status_changed_at: Date;
  coordination_started_at: Date | null;
  signed_at: Date | null;
  new_user_id: string | null;
  created_at: Date;
  updated_at: Date;
  days_in_status: number;
}

const COLUMNS = `g.id, g.contract_id, g.number, g.status, g.is_writing, g.source, g.delivery,
  g.agreement_term_id, g.subject, g.status_changed_at, g.coordination_started_at, g.signed_at,
  g.new_user_id, g.created_at, g.updated_at,
  ${workingDaysSinceSql('g.status_changed_at')} AS days_in_status`;

/** Where an agreement lives: its contract and lead, read once per request. */
export interface AgreementParent {
  contract: ContractRow;
  lead: LeadRow;
}

export type Viewer =
  { kind: 'staff'; admin: AdminPrincipal } | { kind: 'applicant'; userId: string };

/** The contract and its lead as the viewer may reach them, else 404. */
export async function agreementParent(db: Queryable, viewer: Viewer, contractId: string) {
  const contract = await contractById(db, pathId(contractId));
  const lead = contract && (await findLead(db, contract.lead_id));
  if (!contract || !lead) throw new NotFound();
  if (viewer.kind === 'staff') {
    if (!staffMaySee(viewer.admin, lead)) throw new NotFound();
  } else if (String(lead.user_id) !== String(viewer.userId)) {
    // A new rights holder reaches only the agreements naming them.
    const [named] = await db.query(
      'SELECT 1 FROM contract_agreements WHERE contract_id = $1 AND new_user_id = $2 LIMIT 1',
      [contract.id, viewer.userId],
    );
    if (!named) throw new NotFound();
  }
  return { contract, lead };
}

/** The site's condition on agreements (alias g): not drafts, own lead or naming the user. */
function viewerWhere(parent: AgreementParent, viewer: Viewer, params: unknown[]): string {
  if (viewer.kind === 'staff') return '';
  if (String(parent.lead.user_id) === String(viewer.userId)) return ` AND g.status <> 'draft'`;
  params.push(viewer.userId);
  return ` AND g.status <> 'draft' AND g.new_user_id = $${params.length}`;
}

export async function findAgreement(
  db: Queryable,
  parent: AgreementParent,
  viewer: Viewer,
  id: string,
  lock = false,
): Promise<AgreementRow> {
  if (lock) {
    await db.query('SELECT id FROM contract_agreements WHERE id = $1 FOR UPDATE', [pathId(id)]);
  }
  const params: unknown[] = [pathId(id), parent.contract.id];
  const extra = viewerWhere(parent, viewer, params);
  const [row] = await db.query<AgreementRow>(
    `SELECT ${COLUMNS} FROM contract_agreements g WHERE g.id = $1 AND g.contract_id = $2${extra}`,
    params,
  );
  if (!row) throw new NotFound();
  return row;
}

/**
 * `allowed_moves` for `actor`; `mayMove` false (an applicant who is not the one to sign this
 * ДС) offers none, so the site shows no button the server would refuse.
 */
export function agreementResource(row: AgreementRow, actor?: ActorKind, mayMove = true): Resource {
  return resource(
    'contract_agreement',
    row.id,
    {
      number: row.number,
      status: row.status,
      status_label: agreementStatusLabel(row.status),
      is_writing: row.is_writing,
      source: row.source,
      delivery: row.delivery,
      subject: row.subject,
      status_changed_at: row.status_changed_at,
      current_status_changed_days_ago: row.days_in_status,
      current_status_changed_days_ago_text: workingDaysText(row.days_in_status),
      coordination_started_at: row.coordination_started_at,
      signed_at: row.signed_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
      ...(actor
        ? {
            allowed_moves: mayMove
              ? agreementMoveOptions(row.status, actor, { isWriting: row.is_writing })
              : [],
          }
        : {}),
    },
    {
      contract: ref('contract', row.contract_id),
      agreement_term: ref('dictionary', row.agreement_term_id),
      new_user: ref('user', row.new_user_id),
    },
  );
}

export async function listAgreements(db: Queryable, parent: AgreementParent, viewer: Viewer) {
  const params: unknown[] = [parent.contract.id];
  const extra = viewerWhere(parent, viewer, params);
  const rows = await db.query<AgreementRow>(
    `SELECT ${COLUMNS} FROM contract_agreements g WHERE g.contract_id = $1${extra}
      ORDER BY g.id DESC`,
    params,
  );
  return list(
    rows.map((r) => viewedAgreement(parent, r, viewer)),
    { page: 1, per: Math.max(rows.length, 1), total: rows.length },
  );
}

/**
 * The ДС as `viewer` sees it: staff all their moves, with its contract's number and its lead
 * (the console's agreement screen links back to the card); an applicant only as its signer.
 */
function viewedAgreement(parent: AgreementParent, row: AgreementRow, viewer: Viewer) {
  if (viewer.kind === 'applicant') {
    return agreementResource(row, 'applicant', applicantMayMove(parent, row, viewer.userId));
  }
  const staffView = agreementResource(row, 'staff');
  return {
    ...staffView,
    attributes: {
      ...staffView.attributes,
      contract_number: parent.contract.number,
      lead_uid: parent.lead.uid,
    },
    relationships: { ...staffView.relationships, lead: ref('lead', parent.lead.id) },
  };
}

export const agreementDocument = (parent: AgreementParent, row: AgreementRow, viewer: Viewer) =>
  single(viewedAgreement(parent, row, viewer));

const editable = [
  'number',
  'is_writing',
  'source',
  'delivery',
  'agreement_term_id',
  'subject',
  'new_user_id',
] as const;

/**
 * A draft agreement from judged attributes (src/wire/contractBodies.ts: the types, lengths and
 * allowed values); what is left is the database's — the term and the new rights holder exist,
 * the contract is in force. An empty text or id is none (null), an empty flag false.
 */
export async function createAgreement(
  tx: Queryable,
  admin: AdminPrincipal,
  parent: AgreementParent,
  attrs: AgreementAttributes,
): Promise<string> {
  const values: Record<string, unknown> = {};
  for (const key of editable) {
    if (!(key in attrs)) continue;
    const v = attrs[key];
    if (key === 'is_writing') values[key] = v === true || v === 'true';
    else values[key] = typeof v === 'string' ? v.trim() || null : v === null ? null : String(v);
  }
  const references = {
    agreement_term_id: `SELECT 1 FROM dictionaries WHERE id = $1 AND dictionary_type = 'agreement_term'`,
    new_user_id: 'SELECT 1 FROM users WHERE id = $1',
  } as const;
  for (const [key, sql] of Object.entries(references) as [keyof typeof references, string][]) {
    if (values[key] && !(await tx.query(sql, [values[key]])).length) {
      throw Unprocessable.field(key, validationMessages.invalid, t[key]);
    }
  }
  const [contract] = await tx.query<{ status: string }>(
    'SELECT status FROM contracts WHERE id = $1 FOR UPDATE',
    [parent.contract.id],
  );
  if (contract?.status !== 'current') throw Unprocessable.field('base', msg.contractNotCurrent);
  const id = await insertRow(tx, 'contract_agreements', {
    contract_id: parent.contract.id,
    created_by_admin_id: admin.id,
    ...values,
  });
  await tx.query(
    `INSERT INTO contract_agreement_status_changes (agreement_id, from_status, to_status, admin_id)
     VALUES ($1, NULL, 'draft', $2)`,
    [id, admin.id],
  );
  await auditWrite(tx, {
    type: 'contract_agreement',
    id,
    action: 'create',
    adminId: admin.id,
    lead: parent.lead,
    changes: changedFields(null, values, editable),
  });
  return id;
}

export interface AgreementMoveInput extends MoveInput {
  number?: unknown;
}

export const checkAgreementMove = (
  row: AgreementRow,
  input: AgreementMoveInput,
  actor: ActorKind,
): AgreementStatus =>
  checkMove(row.status, input, {
    isStatus: isAgreementStatus,
    label: agreementStatusLabel,
    may: (to) => canMoveAgreement(row.status, to, actor, { isWriting: row.is_writing }),
    warning: (to) =>
      actor === 'applicant' && agreementMoveNeedsConfirmation(to)
        ? agreementActionWarnings[to]
        : undefined,
  });

/** Whether the applicant moves this ДС: its signer while it awaits one, else the lead's owner. */
export function applicantMayMove(parent: AgreementParent, row: AgreementRow, userId: string) {
  const signer =
    row.status === 'on_new_user_sign' && row.new_user_id ? row.new_user_id : parent.lead.user_id;
  const needsSigner = (agreementSigningStatuses as readonly string[]).includes(row.status);
  const owner = String(parent.lead.user_id) === String(userId);
  return needsSigner ? String(signer) === String(userId) : owner;
}

export function assertSigner(parent: AgreementParent, row: AgreementRow, userId: string): void {
  if (!applicantMayMove(parent, row, userId)) throw Unprocessable.field('base', msg.notSigner);
}

export async function applyAgreementMove(
  tx: Queryable,
  parent: AgreementParent,
  row: AgreementRow,
  to: AgreementStatus,
  actor: ContractActor,
  input: AgreementMoveInput,
): Promise<AfterCommit> {
  const number =
    actor.kind === 'staff' && to === 'registered' && typeof input.number === 'string'
      ? input.number.trim().slice(0, 64) || null
      : null;
  await tx.query(
    `UPDATE contract_agreements SET status = $2, status_changed_at = now(), updated_at = now(),
       coordination_started_at = CASE WHEN $3 THEN now() ELSE coordination_started_at END,
       signed_at = CASE WHEN $2 = 'current' THEN now() ELSE signed_at END,
       number = COALESCE($4, number)
     WHERE id = $1`,
    [row.id, to, isAgreementInCoordination(to) && !isAgreementInCoordination(row.status), number],
  );
  await recordMove(tx, 'contract_agreement_status_changes', row, to, actor, input.note);
  const signerAnswered =
    (agreementSigningStatuses as readonly string[]).includes(row.status) &&
    (to === 'current' || to === 'cancelled');
  if (!signerAnswered || actor.kind !== 'applicant') return nothingAfter;
  const body = agreementLetters.body
    .replace('{uid}', parent.lead.uid ?? parent.lead.id)
    .replace('{number}', row.number ?? '—')
    .replace('{contract}', parent.contract.number ?? '—')
    .replace('{label}', agreementStatusLabel(to));
  return mailExecutors(
    parent.lead,
    to === 'current' ? agreementLetters.signedSubject : agreementLetters.declinedSubject,
    body,
  );
}
