/**
 * Writing a lead's contract from the console: create (one per lead, only once the lead reached
 * the contract phase), edit, delete while still in preparation, and the dates. Each write is one
 * transaction with its audit row; the lead is locked so two creates cannot race, and every value
 * is checked before anything is written. The attributes are the live portal's (issues 20, 36):
 * its dates and texts, the dictionary entries by slug (`<name>_slug`), the ГРС and the
 * connection features as `relationships`, and the lead's `is_complex`, `home_in_schedule` and
 * `lead_category_slug`, which are written to the lead. An empty string is "not given"; on a
 * create `null` is too, on an edit it clears.
 */
import { holdsKey } from '../../../src/access/canAccess';
import {
  connectionFeaturesKind,
  contractDateAttributes,
  contractSlugAttributes,
  contractSlugKinds,
  type ContractSlugAttribute,
} from '../../../src/domain/contractAttributes';
import { contractLeadStatuses } from '../../../src/domain/contractTransitions';
import { toCalendarDate, toIsoDate } from '../../../src/format/date';
import { interpolate, validationMessages } from '../../../src/validation/messages';
import type { ContractAttributes } from '../../../src/wire/contractBodies';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { insertRow, updateRow } from '../../http/crud';
import { mapConstraint } from '../../http/request';
import { Forbidden, NotFound, Unprocessable, type FieldError } from '../../jsonapi/errors';
import { changedFields } from '../../registries/audit';
import { auditWrite } from './audit';
import {
  contractOfLead,
  leadSlugAttributes,
  slugColumns,
  type ContractRow,
} from './contractQueries';
import { staffLead, type LeadRow } from './leadAccess';
import { givenAttributes } from './liveFormat';
import type { ContractRelationships } from './schemas';
import { contractMessages as msg, fieldTitles as t } from './messages';

/** A write body's judged attributes and relationships (none: `{}`), and the schema's refusals. */
export interface ContractInput {
  attributes: ContractAttributes;
  relationships: ContractRelationships;
  refused?: readonly FieldError[];
}

/** The contract's own one-line texts, as the audit trail lists them first. */
const lineTexts = [
  'number',
  'act_number',
  'order_number',
  'construction_code',
  'mail_number',
  'extension_period',
] as const;
/** Texts (their length is the schema's); a slug's entry is looked up in the transaction. */
const texts = [...lineTexts, 'note', 'delivery_method', ...contractSlugAttributes] as const;
/** The lead's own flags, which the live contract call carries: written to the lead. */
const leadFlags = ['is_complex', 'home_in_schedule'] as const;
const flags = ['is_writing', 'pipe_shortage', ...leadFlags] as const;
/** The year technical restrictions are planned to be lifted: a plain year. */
const years = { min: 2000, max: 2100 };

/** What the audit trail compares: the answer's names of what a write may change. */
const auditedFields = [
  ...lineTexts,
  'is_writing',
  'amount',
  'note',
  ...contractDateAttributes,
  'delivery_method',
  'pipe_shortage',
  'planned_tech_restrictions_removal_year',
  'pickup_branch_id',
  'gas_distribution_station_id',
  'connection_feature_ids',
  ...contractSlugAttributes,
  ...leadFlags,
] as const;

/**
 * An amount's value: its text without spaces and with a point, or a number's digits. That a
 * number has at most two decimals needs its digits (the schema takes any number ≥ 0 below 10¹²).
 */
function amountOf(v: number | string): string | undefined {
  if (typeof v === 'string') return v.replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(String(v)) ? String(v) : undefined;
}

/**
 * The column values of a judged body (what the schema refused, `judgedAttributes` left out). An
 * empty text is not given, as is a null on a create; a null on an edit clears. The schema's
 * errors come with the code's — a date that is no calendar day, an amount's decimals, a year
 * given as text outside 2000–2100, the relationships.
 */
function contractFields(input: ContractInput, partial: boolean): Record<string, unknown> {
  const attrs: Record<string, unknown> = givenAttributes(input.attributes, !partial);
  const errors: FieldError[] = [...(input.refused ?? [])];
  const sent = (key: string) => key in attrs;
  const values: Record<string, unknown> = {};
  const fail = (key: keyof typeof t, detail: string = validationMessages.invalid) =>
    errors.push({ field: key, title: t[key], detail });

  for (const key of texts.filter(sent)) {
    const v = attrs[key] as string | null;
    values[key] = v === null ? null : v.trim();
  }
  for (const key of flags.filter(sent)) values[key] = attrs[key] === true || attrs[key] === 'true';
  if (sent('amount')) {
    const v = attrs.amount as number | string | null;
    const amount = v === null ? null : amountOf(v);
    if (amount === undefined) fail('amount');
    else values.amount = amount;
  }
  for (const key of contractDateAttributes.filter(sent)) {
    const v = attrs[key] as string | null;
    const date = v === null ? null : toCalendarDate(v);
    if (date === undefined) fail(key);
    else values[key] = date && toIsoDate(date);
  }
  const yearKey = 'planned_tech_restrictions_removal_year';
  if (sent(yearKey)) {
    const v = attrs[yearKey] as number | string | null;
    const year = v === null ? null : Number(v);
    if (year !== null && year < years.min) {
      fail(yearKey, interpolate(validationMessages.minValue, { min: years.min }));
    } else if (year !== null && year > years.max) fail(yearKey);
    else values[yearKey] = year;
  }
  if (sent('pickup_branch_id')) {
    const v = attrs.pickup_branch_id as number | string | null;
    values.pickup_branch_id = v === null ? null : String(v);
  }
  relations(values, input.relationships, new Set(errors.map((e) => e.field)));
  if (errors.length) throw new Unprocessable(errors);
  return values;
}

/**
 * The ГРС and the features from `relationships` (the live shape), as the schema judged them; a
 * relation it refused is not read. An id '' or left out is "not given"; `{data: null}` clears.
 */
function relations(
  values: Record<string, unknown>,
  relationships: ContractRelationships,
  refused: ReadonlySet<string>,
): void {
  const { gas_distribution_station: station, contracts_connection_features: features } =
    relationships;
  if (station && !refused.has('gas_distribution_station')) {
    const id = station.data === null ? null : station.data.id;
    if (id !== undefined && id !== '') {
      values.gas_distribution_station_id = id === null ? null : String(id);
    }
  }
  if (features && !refused.has('contracts_connection_features')) {
    values.connection_feature_ids =
      features.data === null ? [] : [...new Set(features.data.attributes.map(String))];
  }
}

/** A date needs the date key only when one is given (a create's nulls are not). */
function assertDateKey(admin: AdminPrincipal, values: Record<string, unknown>): void {
  if (
    contractDateAttributes.some((k) => k in values) &&
    !holdsKey(admin, 'admin_leads_contract_date_edit')
  ) {
    throw new Forbidden();
  }
}

/** valid_until after concluded_at, against what is stored when only one is sent. */
function checkDateOrder(values: Record<string, unknown>, current?: ContractRow): void {
  const concluded = (values.concluded_at ?? current?.concluded_at) as string | null | undefined;
  const until = (values.valid_until ?? current?.valid_until) as string | null | undefined;
  if (concluded && until && until < concluded) {
    throw Unprocessable.field('valid_until', msg.datesOrder, t.valid_until);
  }
}

const invalid = (field: string, title: string): FieldError => ({
  field,
  title,
  detail: validationMessages.invalid,
});

/**
 * Resolves the slugs to their entries' ids (the columns of `slugColumns`) and checks the other
 * references: each must be an active entry of its list — the ГРС, the features, the slugs' own
 * dictionaries — and the pickup branch one of the lead's organization's. A value the contract
 * already names stays acceptable after its entry was retired.
 */
async function resolveReferences(
  tx: Queryable,
  lead: LeadRow,
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
    if (!found) errors.push(invalid('gas_distribution_station', t.gas_distribution_station));
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
      errors.push(invalid('contracts_connection_features', t.contracts_connection_features));
    }
  }
  const branch = values.pickup_branch_id as string | null | undefined;
  if (branch && branch !== current?.pickup_branch_id) {
    const [found] = await tx.query(
      'SELECT 1 FROM branches WHERE id = $1 AND organization_id = $2 AND active',
      [branch, lead.organization_id],
    );
    if (!found) errors.push(invalid('pickup_branch_id', t.pickup_branch_id));
  }
  const given = contractSlugAttributes.filter((a) => typeof values[a] === 'string');
  const entries = given.length
    ? await tx.query<{ type: string; slug: string; id: string; active: boolean }>(
        `SELECT d.dictionary_type AS type, d.slug, d.id::text, d.active FROM dictionaries d
           JOIN unnest($1::text[], $2::text[]) AS v (type, slug)
             ON d.dictionary_type = v.type AND d.slug = v.slug`,
        [given.map((a) => contractSlugKinds[a]), given.map((a) => values[a])],
      )
    : [];
  for (const a of contractSlugAttributes) {
    if (!(a in values)) continue;
    const slug = values[a] as string | null;
    delete values[a];
    if (slug === null) {
      values[slugColumns[a]] = null;
      continue;
    }
    const entry = entries.find((e) => e.type === contractSlugKinds[a] && e.slug === slug);
    if (entry && (entry.active || slug === current?.[a])) {
      values[slugColumns[a]] = entry.id;
    } else errors.push(invalid(a, t[a]));
  }
  if (errors.length) throw new Unprocessable(errors);
}

/** The lead's columns among the values (its flags and its category). */
const leadColumns: readonly string[] = [
  ...leadFlags,
  ...leadSlugAttributes.map((a: ContractSlugAttribute) => slugColumns[a]),
];

/** Splits the values into the contract's columns and the lead's. */
function split(values: Record<string, unknown>) {
  const own: Record<string, unknown> = {};
  const lead: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (leadColumns.includes(k)) lead[k] = v;
    else own[k] = v;
  }
  return { own, lead };
}

async function writeLeadValues(tx: Queryable, leadId: string, values: Record<string, unknown>) {
  if (Object.keys(values).length) await updateRow(tx, 'leads', leadId, values);
}

const snapshot = (row: ContractRow | undefined) =>
  row
    ? Object.fromEntries(
        auditedFields.map((k) => [
          k,
          k === 'amount' && row.amount !== null ? Number(row.amount) : row[k],
        ]),
      )
    : null;

/** The lead in the staff member's scope and its contract, else 404; `lock` locks both. */
export async function staffLeadContract(
  db: Queryable,
  admin: AdminPrincipal,
  leadId: string,
  lock = false,
): Promise<{ lead: LeadRow; contract: ContractRow }> {
  const lead = await staffLead(db, admin, leadId, lock);
  const contract = await contractOfLead(db, lead.id, lock);
  if (!contract) throw new NotFound();
  return { lead, contract };
}

export async function createContract(
  tx: Queryable,
  admin: AdminPrincipal,
  leadId: string,
  input: ContractInput,
): Promise<string> {
  const values = contractFields(input, false);
  assertDateKey(admin, values);
  checkDateOrder(values);
  const lead = await staffLead(tx, admin, leadId, true);
  if (await contractOfLead(tx, lead.id)) throw Unprocessable.field('base', msg.contractExists);
  if (!(contractLeadStatuses as readonly string[]).includes(lead.status)) {
    throw Unprocessable.field('base', msg.leadNotReady);
  }
  await resolveReferences(tx, lead, values);
  const { own, lead: leadValues } = split(values);
  const id = await insertRow(tx, 'contracts', {
    lead_id: lead.id,
    created_by_admin_id: admin.id,
    ...own,
  }).catch((err: unknown) =>
    mapConstraint(err, { unique: { contracts_lead_id_key: ['base', msg.contractExists] } }),
  );
  await writeLeadValues(tx, lead.id, leadValues);
  await tx.query(
    `INSERT INTO contract_status_changes (contract_id, from_status, to_status, admin_id)
     VALUES ($1, NULL, 'offer_preparation', $2)`,
    [id, admin.id],
  );
  const created = await contractOfLead(tx, lead.id);
  await auditWrite(tx, {
    type: 'contract',
    id,
    action: 'create',
    adminId: admin.id,
    lead,
    changes: changedFields(null, snapshot(created), auditedFields),
  });
  return id;
}

async function writeFields(
  tx: Queryable,
  admin: AdminPrincipal,
  lead: LeadRow,
  contract: ContractRow,
  values: Record<string, unknown>,
): Promise<void> {
  if (!Object.keys(values).length) return;
  await resolveReferences(tx, lead, values, contract);
  const { own, lead: leadValues } = split(values);
  await updateRow(tx, 'contracts', contract.id, own);
  await writeLeadValues(tx, lead.id, leadValues);
  const after = await contractOfLead(tx, lead.id);
  await auditWrite(tx, {
    type: 'contract',
    id: contract.id,
    action: 'update',
    adminId: admin.id,
    lead,
    changes: changedFields(snapshot(contract), snapshot(after), auditedFields),
  });
}

/**
 * PATCH, and PUT /update_dates (the dates alone: its schema takes no other, its route holds the
 * date key): dates in the body also need the date-edit key.
 */
export async function updateContract(
  tx: Queryable,
  admin: AdminPrincipal,
  leadId: string,
  input: ContractInput,
): Promise<void> {
  const values = contractFields(input, true);
  assertDateKey(admin, values);
  const { lead, contract } = await staffLeadContract(tx, admin, leadId, true);
  checkDateOrder(values, contract);
  await writeFields(tx, admin, lead, contract, values);
}

export async function deleteContract(tx: Queryable, admin: AdminPrincipal, leadId: string) {
  const { lead, contract } = await staffLeadContract(tx, admin, leadId, true);
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
    changes: changedFields(snapshot(contract), null, auditedFields),
  });
}
