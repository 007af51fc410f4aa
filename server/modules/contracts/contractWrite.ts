/**
 * Writing a lead's contract from the console: create (one per lead, only once the lead reached
 * the contract phase), edit, delete while still in preparation, and the dates. Each write is one
 * transaction with its audit row; the lead is locked so two creates cannot race.
 */
import { holdsKey } from '../../../src/access/canAccess';
import { contractLeadStatuses } from '../../../src/domain/contractTransitions';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { Fields } from '../../http/fields';
import { mapConstraint } from '../../http/request';
import { Forbidden, NotFound, Unprocessable } from '../../jsonapi/errors';
import { validationMessages } from '../../../src/validation/messages';
import { auditWrite, changedFields } from './audit';
import { contractOfLead, type ContractRow } from './contractQueries';
import { staffLead, type LeadRow } from './leadAccess';
import { contractMessages as msg, fieldTitles as t } from './messages';

// The lead statuses that allow a contract live in src/domain (the console offers creation too).
export { contractLeadStatuses };

export const dateFields = ['concluded_on', 'valid_until', 'works_deadline'] as const;
const editableFields = ['number', 'is_writing', 'amount', 'note', ...dateFields] as const;

/** Amounts as numbers or text with a comma or a point, two decimals at most. */
function amount(f: Fields): void {
  const v = f.raw('amount');
  if (v === undefined) return;
  if (v === null || v === '') {
    f.values.amount = null;
    return;
  }
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,12}([.,]\d{1,2})?$/.test(text.replace(/\s/g, ''))) {
    return f.fail('amount', t.amount, validationMessages.invalid);
  }
  f.values.amount = text.replace(/\s/g, '').replace(',', '.');
}

function dates(f: Fields): void {
  for (const key of dateFields) f.date(key, t[key]);
}

/** valid_until after concluded_on, against what is stored when only one is sent. */
function checkDateOrder(values: Record<string, unknown>, current?: ContractRow): void {
  const concluded = (values.concluded_on ?? current?.concluded_on) as string | null | undefined;
  const until = (values.valid_until ?? current?.valid_until) as string | null | undefined;
  if (concluded && until && until < concluded) {
    throw Unprocessable.field('valid_until', msg.datesOrder, t.valid_until);
  }
}

function contractFields(attrs: Record<string, unknown>, partial: boolean): Record<string, unknown> {
  const f = new Fields(attrs, partial, ['status', 'id', 'lead_id', 'created_at', 'updated_at']);
  f.string('number', t.number, { max: 64 });
  f.bool('is_writing', t.is_writing);
  amount(f);
  f.string('note', t.note, { max: 2000 });
  dates(f);
  return f.done();
}

const snapshot = (row: ContractRow | undefined) =>
  row
    ? Object.fromEntries(
        editableFields.map((k) => [
          k,
          k === 'amount' && row.amount !== null ? Number(row.amount) : row[k],
        ]),
      )
    : null;

async function lockedLeadAndContract(
  tx: Queryable,
  admin: AdminPrincipal,
  leadId: string,
): Promise<{ lead: LeadRow; contract: ContractRow }> {
  const lead = await staffLead(tx, admin, leadId, true);
  const contract = await contractOfLead(tx, lead.id, true);
  if (!contract) throw new NotFound();
  return { lead, contract };
}

export async function createContract(
  tx: Queryable,
  admin: AdminPrincipal,
  leadId: string,
  attrs: Record<string, unknown>,
): Promise<string> {
  const values = contractFields(attrs, false);
  if (dateFields.some((k) => k in values) && !holdsKey(admin, 'admin_leads_contract_date_edit')) {
    throw new Forbidden();
  }
  checkDateOrder(values);
  const lead = await staffLead(tx, admin, leadId, true);
  if (await contractOfLead(tx, lead.id)) throw Unprocessable.field('base', msg.contractExists);
  if (!(contractLeadStatuses as readonly string[]).includes(lead.status)) {
    throw Unprocessable.field('base', msg.leadNotReady);
  }
  const keys = Object.keys(values);
  const [row] = await tx
    .query<{ id: string }>(
      `INSERT INTO contracts (lead_id, created_by_admin_id${keys.map((k) => `, ${k}`).join('')})
       VALUES ($1, $2${keys.map((_, i) => `, $${i + 3}`).join('')}) RETURNING id`,
      [lead.id, admin.id, ...keys.map((k) => values[k])],
    )
    .catch((err: unknown) =>
      mapConstraint(err, { unique: { contracts_lead_id_key: ['base', msg.contractExists] } }),
    );
  await tx.query(
    `INSERT INTO contract_status_changes (contract_id, from_status, to_status, admin_id)
     VALUES ($1, NULL, 'offer_preparation', $2)`,
    [row!.id, admin.id],
  );
  const created = await contractOfLead(tx, lead.id);
  await auditWrite(tx, {
    type: 'contract',
    id: row!.id,
    action: 'create',
    adminId: admin.id,
    lead,
    changes: changedFields(null, snapshot(created), editableFields),
  });
  return row!.id;
}

async function writeFields(
  tx: Queryable,
  admin: AdminPrincipal,
  lead: LeadRow,
  contract: ContractRow,
  values: Record<string, unknown>,
): Promise<void> {
  const keys = Object.keys(values);
  if (!keys.length) return;
  await tx.query(
    `UPDATE contracts SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now()
      WHERE id = $1`,
    [contract.id, ...keys.map((k) => values[k])],
  );
  const after = await contractOfLead(tx, lead.id);
  await auditWrite(tx, {
    type: 'contract',
    id: contract.id,
    action: 'update',
    adminId: admin.id,
    lead,
    changes: changedFields(snapshot(contract), snapshot(after), editableFields),
  });
}

/** PATCH: dates in the body also need the date-edit key (the same as /update_dates). */
export async function updateContract(
  tx: Queryable,
  admin: AdminPrincipal,
  leadId: string,
  attrs: Record<string, unknown>,
): Promise<void> {
  const values = contractFields(attrs, true);
  if (dateFields.some((k) => k in values) && !holdsKey(admin, 'admin_leads_contract_date_edit')) {
    throw new Forbidden();
  }
  const { lead, contract } = await lockedLeadAndContract(tx, admin, leadId);
  checkDateOrder(values, contract);
  await writeFields(tx, admin, lead, contract, values);
}

export async function updateContractDates(
  tx: Queryable,
  admin: AdminPrincipal,
  leadId: string,
  attrs: Record<string, unknown>,
): Promise<void> {
  const f = new Fields(attrs, true);
  dates(f);
  const values = f.done();
  const { lead, contract } = await lockedLeadAndContract(tx, admin, leadId);
  checkDateOrder(values, contract);
  await writeFields(tx, admin, lead, contract, values);
}

export async function deleteContract(
  tx: Queryable,
  admin: AdminPrincipal,
  leadId: string,
): Promise<void> {
  const { lead, contract } = await lockedLeadAndContract(tx, admin, leadId);
  if (contract.status !== 'offer_preparation') {
    throw Unprocessable.field('status', msg.deleteOnlyPreparation, t.status);
  }
  // Its files lose their owner and go with the orphan sweep (server/storage/sweep.ts).
  await tx.query('DELETE FROM contracts WHERE id = $1', [contract.id]);
  await auditWrite(tx, {
    type: 'contract',
    id: contract.id,
    action: 'destroy',
    adminId: admin.id,
    lead,
    changes: changedFields(snapshot(contract), null, editableFields),
  });
}
