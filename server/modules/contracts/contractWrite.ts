/**
 * Writing a lead's contract from the console: create (one per lead, only once the lead reached
 * the contract phase), edit, delete while still in preparation, and the dates. Each write is one
 * transaction with its audit row; the lead is locked so two creates cannot race. The attributes
 * are the live portal's (issue 20): its dictionary values (`connection_time_to_gas_network_slug`,
 * `gas_distribution_station`, `contracts_connection_features`) and the lead's `is_complex` /
 * `home_in_schedule`, which are written to the lead; an empty string is "not given".
 */
import { holdsKey } from '../../../src/access/canAccess';
import { contractLeadStatuses } from '../../../src/domain/contractTransitions';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { Fields } from '../../http/fields';
import { mapConstraint } from '../../http/request';
import { Forbidden, NotFound, Unprocessable, type FieldError } from '../../jsonapi/errors';
import {
  connectionFeaturesKind,
  isConnectionTimeSlug,
} from '../../../src/domain/contractAttributes';
import { leadFields } from '../../../src/leads/fields';
import { validationMessages } from '../../../src/validation/messages';
import { auditWrite, changedFields } from './audit';
import { givenAttributes } from './liveFormat';
import { contractOfLead, type ContractRow } from './contractQueries';
import { staffLead, type LeadRow } from './leadAccess';
import { contractMessages as msg, fieldTitles as t } from './messages';

// The lead statuses that allow a contract live in src/domain (the console offers creation too).
export { contractLeadStatuses };

export const dateFields = [
  'concluded_on',
  'valid_until',
  'works_deadline',
  'delivery_date',
] as const;
/** The lead's own flags, which the live contract call carries: written to the lead. */
const leadFlags = ['is_complex', 'home_in_schedule'] as const;
const editableFields = [
  'number',
  'is_writing',
  'amount',
  'note',
  ...dateFields,
  'connection_time_to_gas_network_slug',
  'gas_distribution_station_id',
  'connection_feature_ids',
  ...leadFlags,
] as const;

/** What the answer carries and a client may echo back (a GET document sent again). */
const readOnlyAttributes = [
  'status',
  'id',
  'lead_id',
  'created_at',
  'updated_at',
  'status_label',
  'status_changed_at',
  'current_status_changed_days_ago',
  'current_status_changed_days_ago_text',
  'coordination_started_at',
  'lead_uid',
  'allowed_moves',
  'gas_distribution_station_name',
  'has_detached_signature',
];

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

const idText = (v: unknown) =>
  (typeof v === 'string' || typeof v === 'number') && /^\d{1,18}$/.test(String(v).trim())
    ? String(v).trim()
    : undefined;

/** The dictionary values: the connection term by slug, the ГРС by id, the features by ids. */
function dictionaryValues(f: Fields): void {
  const slug = f.raw('connection_time_to_gas_network_slug');
  if (slug === null) f.values.connection_time_to_gas_network_slug = null;
  else if (slug !== undefined) {
    if (isConnectionTimeSlug(slug)) f.values.connection_time_to_gas_network_slug = slug;
    else
      f.fail(
        'connection_time_to_gas_network_slug',
        t.connection_time_to_gas_network_slug,
        validationMessages.invalid,
      );
  }
  const station = f.raw('gas_distribution_station');
  if (station === null) f.values.gas_distribution_station_id = null;
  else if (station !== undefined) {
    const id = idText(station);
    if (id) f.values.gas_distribution_station_id = id;
    else f.fail('gas_distribution_station', t.gas_distribution_station, validationMessages.invalid);
  }
  const features = f.raw('contracts_connection_features');
  if (features === null) f.values.connection_feature_ids = [];
  else if (features !== undefined) {
    const ids =
      Array.isArray(features) && features.length <= 100 ? features.map(idText) : [undefined];
    if (ids.every(Boolean)) f.values.connection_feature_ids = [...new Set(ids as string[])];
    else
      f.fail(
        'contracts_connection_features',
        t.contracts_connection_features,
        validationMessages.invalid,
      );
  }
}

function contractFields(attrs: Record<string, unknown>, partial: boolean): Record<string, unknown> {
  const f = new Fields(givenAttributes(attrs), partial, readOnlyAttributes);
  f.string('number', t.number, { max: 64 });
  f.bool('is_writing', t.is_writing);
  amount(f);
  f.string('note', t.note, { max: 2000 });
  dates(f);
  for (const flag of leadFlags) f.bool(flag, leadFields[flag].label);
  dictionaryValues(f);
  return f.done();
}

/**
 * The ГРС and the features must be active entries of their lists; one the contract already
 * names stays acceptable after it was retired.
 */
async function checkDictionaryValues(
  tx: Queryable,
  values: Record<string, unknown>,
  current?: ContractRow,
): Promise<void> {
  const errors: FieldError[] = [];
  const station = values.gas_distribution_station_id as string | null | undefined;
  if (station && station !== current?.gas_distribution_station_id) {
    const [found] = await tx.query(
      'SELECT 1 FROM gas_distribution_stations WHERE id = $1 AND active',
      [station],
    );
    if (!found) {
      errors.push({
        field: 'gas_distribution_station',
        title: t.gas_distribution_station,
        detail: validationMessages.invalid,
      });
    }
  }
  const features = values.connection_feature_ids as string[] | undefined;
  const added = (features ?? []).filter((id) => !current?.connection_feature_ids.includes(id));
  if (added.length) {
    const [found] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM dictionaries
        WHERE id = ANY($1::bigint[]) AND dictionary_type = $2 AND active`,
      [added, connectionFeaturesKind],
    );
    if (found!.n !== added.length) {
      errors.push({
        field: 'contracts_connection_features',
        title: t.contracts_connection_features,
        detail: validationMessages.invalid,
      });
    }
  }
  if (errors.length) throw new Unprocessable(errors);
}

/** Splits the values into the contract's columns and the lead's flags. */
function split(values: Record<string, unknown>) {
  const own: Record<string, unknown> = {};
  const lead: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if ((leadFlags as readonly string[]).includes(k)) lead[k] = v;
    else own[k] = v;
  }
  return { own, lead };
}

async function writeLeadFlags(tx: Queryable, leadId: string, flags: Record<string, unknown>) {
  const keys = Object.keys(flags);
  if (!keys.length) return;
  await tx.query(
    `UPDATE leads SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now()
      WHERE id = $1`,
    [leadId, ...keys.map((k) => flags[k])],
  );
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
  await checkDictionaryValues(tx, values);
  const { own, lead: flags } = split(values);
  const keys = Object.keys(own);
  const [row] = await tx
    .query<{ id: string }>(
      `INSERT INTO contracts (lead_id, created_by_admin_id${keys.map((k) => `, ${k}`).join('')})
       VALUES ($1, $2${keys.map((_, i) => `, $${i + 3}`).join('')}) RETURNING id`,
      [lead.id, admin.id, ...keys.map((k) => own[k])],
    )
    .catch((err: unknown) =>
      mapConstraint(err, { unique: { contracts_lead_id_key: ['base', msg.contractExists] } }),
    );
  await writeLeadFlags(tx, lead.id, flags);
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
  if (!Object.keys(values).length) return;
  await checkDictionaryValues(tx, values, contract);
  const { own, lead: flags } = split(values);
  const keys = Object.keys(own);
  await tx.query(
    `UPDATE contracts SET ${keys.map((k, i) => `${k} = $${i + 2}, `).join('')}updated_at = now()
      WHERE id = $1`,
    [contract.id, ...keys.map((k) => own[k])],
  );
  await writeLeadFlags(tx, lead.id, flags);
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
  const f = new Fields(givenAttributes(attrs), true, readOnlyAttributes);
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
