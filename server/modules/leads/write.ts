/**
 * Creating and editing a lead, for the console and the site alike. The body is judged by its
 * schema (src/wire/leadRecordBody.ts), whose refusals are answered with the write's own. One
 * transaction per write, every error at once; a submitted lead's status is set through the
 * status machine's `changeLeadStatus`, whose after-commit function notifies the applicant.
 */
import type { FastifyRequest } from 'fastify';
import { holdsKey } from '../../../src/access/canAccess';
import { scopeFor } from '../../../src/access/scoping';
import { defaultLeadSource } from '../../../src/domain/sources';
import {
  addressTitle,
  leadAddressKeys,
  leadAddressParts,
  leadFieldTitle,
  leadCompletenessErrors,
  leadRecordErrors,
  leadSubmissionErrors,
  sntServiceKinds,
  parseLeadAttributes,
  type GroupValue,
  type LeadAddressKey,
  type LeadSubmissionState,
  type LeadValues,
} from '../../../src/leads/fields';
import { accountTypeLabel } from '../../../src/domain/accountTypes';
import { isDocumentKind } from '../../../src/domain/documentKinds';
import { leadMessage, leadMessages as msg } from '../../../src/leads/messages';
import { validationMessages as m } from '../../../src/validation/messages';
import type { LeadRecordAttributes, LeadRecordBody } from '../../../src/wire/leadRecordBody';
import { errorMessages } from '../../../i18n/messages';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { insertRow, updateRow } from '../../http/crud';
import { bodyRefusals } from '../../http/schemaErrors';
import {
  BadRequest,
  Forbidden,
  NotFound,
  Unprocessable,
  type FieldError,
} from '../../jsonapi/errors';
import { enqueueLateLeadAttachment } from '../../outbox/leadMessages';
import { readDataUriFiles, storeDataUriFiles, type DataUriFile } from '../../storage/dataUri';
import type { Storage } from '../../storage/types';
import { changeLeadStatus, type AfterCommit, type LeadActor } from './statusChange';
import { leadFileRules } from './documents';
import { assertLeadOpen, lockLead } from './leadRows';
import { findLeadRow, type LeadRow } from './serialize';
import { assignLeadUid } from './uid';
import { isObject } from '../../../src/wire/isObject';

export const leadRelations = ['service', 'organization', 'branch', 'source'] as const;
export type LeadRelationKey = (typeof leadRelations)[number];

/** The attributes a lead's write reads as its values (relation ids and the lists apart). */
export type LeadAttributeValues = Omit<
  LeadRecordAttributes,
  `${LeadRelationKey}_id` | 'submit' | 'additional_activity_ids'
>;

export interface LeadBody {
  /** Judged by the schema (src/wire/leadRecordBody.ts); the addresses nested or not. */
  attributes: LeadAttributeValues;
  /** Relations sent: an id, or null to clear. */
  relations: Partial<Record<LeadRelationKey, string | null>>;
  /** The site's "send for registration" flag. */
  submit: boolean;
  /** `additional_activity_ids` when sent (ids of the 'additional_activities' dictionary). */
  additionalActivityIds?: string[];
  /** Documents sent inside the body as data URIs (`relationships.attachments`). */
  files: DataUriFile[];
  /** Those files once stored (storeLeadFiles), linked to the lead by the write. */
  stored?: { id: string; kind: string }[];
  /** The schema's refusals and the files' own, answered with the write's. */
  errors: FieldError[];
}

/**
 * Where a refusal of the schema is answered: the attribute the write reads, as the seeds'
 * clients point at it. A relationship's refusal already names its relation, a nested address's
 * part under the address (server/http/schemaErrors.ts); here a relation named by id is the
 * relation (`service_id` → `service`), a document is answered at its place in `attachments`
 * (its kind apart), the list of activities as a whole.
 */
function leadErrorField(field: string): string {
  const [head = '', ...rest] = field.split('.');
  const [index, part] = rest;
  if (head === 'attachments' && index !== undefined)
    return `${head}.${index}${part === 'kind' ? '.kind' : ''}`;
  const relation = /^(service|organization|branch|source)_id$/.exec(head);
  if (relation && !rest.length) return relation[1]!;
  return head === 'additional_activity_ids' ? head : field;
}

/**
 * The body without the value at `path` (the refused field's keys; a key may hold dots): the
 * write reads only what the schema let through, and a list holding a refused value goes whole.
 */
function without(value: unknown, path: readonly string[]): unknown {
  if (!isObject(value) || !path.length) return undefined;
  const whole = path.join('.');
  const [key = '', ...rest] = whole in value ? [whole] : path;
  if (!(key in value)) return value;
  const copy = { ...value };
  const inner = rest.length ? without(copy[key], rest) : undefined;
  if (inner === undefined) delete copy[key];
  else copy[key] = inner;
  return copy;
}

/**
 * Where a refused field sits in the body: the form's; or the attributes' and, under that name,
 * `data.relationships` — a relation refused (or missing a member) goes whole, a nested address
 * keeps its other parts.
 */
function bodyPaths(field: string, form: boolean): string[][] {
  const keys = field.split('.');
  if (form) return keys[0] === 'lead' ? [keys] : [];
  const [rel = '', ...part] = keys;
  const addressPart = (leadAddressKeys as readonly string[]).includes(rel) && part.length > 0;
  return [
    ['data', 'attributes', ...keys],
    ['data', 'relationships', ...(addressPart ? [rel, 'data', 'attributes', ...part] : [rel])],
  ];
}

/**
 * The schema's refusals where the write answers them, titled by the lead's labels, one per
 * field; a value refused inside a list or an object is answered there alone (a union's other
 * branches also refuse the whole). Relationships of another type are a malformed document, and
 * so is the console's form `{lead: …}` of another type when it is the document (beside `data`
 * it is not read).
 */
function leadSchemaErrors(refused: FieldError[], form: boolean): FieldError[] {
  const malformed = (e: FieldError) =>
    e.code !== 'unknown_field' && (e.field === 'relationships' || (form && e.field === 'lead'));
  if (refused.some(malformed)) throw new BadRequest();
  const byField = new Map<string, FieldError>();
  for (const e of refused) {
    if (!form && (e.field === 'lead' || e.field.startsWith('lead.'))) continue;
    const field = leadErrorField(form ? e.field.replace(/^lead\./, '') : e.field);
    if (byField.has(field)) continue;
    const title = e.title ?? (e.code === 'unknown_field' ? undefined : leadFieldTitle(field));
    byField.set(field, { ...e, field, ...(title ? { title } : {}) });
  }
  const fields = [...byField.keys()];
  return [...byField.values()].filter(
    (e) => !fields.some((other) => other.startsWith(`${e.field}.`)),
  );
}

/** `relationships.attachments`: data-URI documents, each of a known document kind. */
function bodyFiles(raw: unknown, errors: FieldError[]): DataUriFile[] {
  const before = errors.length;
  const files = readDataUriFiles(
    raw,
    leadFileRules,
    'attachments',
    leadFieldTitle('attachments'),
    errors,
  );
  files.forEach((f, i) => {
    if (!isDocumentKind(f.kind))
      errors.push({
        field: `attachments.${i}.kind`,
        title: 'Вид документа',
        detail: msg.unknownDocumentKind,
      });
  });
  return errors.length > before ? [] : files;
}

/**
 * A relation a judged body names: the attribute `<relation>_id` (it wins), else the
 * relationship `{data: {id}}`; null or '' clears, nothing sent is undefined.
 */
export function sentRelationId(
  attribute: string | number | null | undefined,
  link: { data: { id?: string | number | null } | null } | undefined,
): string | null | undefined {
  const id = attribute !== undefined ? attribute : link && (link.data?.id ?? null);
  return id === undefined ? undefined : id === null || id === '' ? null : String(id);
}

/**
 * The lead's write as its schema judged it (src/wire/leadRecordBody.ts; the route attaches the
 * schema's refusals, `attachValidation`): `{data: {type: 'lead', attributes, relationships}}` or
 * `{lead: {…}}`. A relation may come as the attribute `<relation>_id` (it wins), the addresses
 * also as nested resources and the documents as data URIs (the live API's creation format). The
 * refusals are answered with the write's own errors, after its 404 and closed-lead checks.
 */
export function readLeadBody(raw: unknown, refused?: FastifyRequest['validationError']): LeadBody {
  const schemaErrors = bodyRefusals(refused);
  const form = !isObject(raw) || !isObject(raw.data);
  let checked = raw;
  for (const e of schemaErrors)
    for (const path of bodyPaths(e.field, form)) checked = without(checked, path) ?? {};
  const { data, lead } = checked as LeadRecordBody;
  const errors = leadSchemaErrors(schemaErrors, form);
  const {
    additional_activity_ids: activityIds,
    submit,
    service_id,
    organization_id,
    branch_id,
    source_id,
    ...attributes
  } = data ? data.attributes : (lead ?? {});
  const rels = data?.relationships ?? {};
  for (const key of leadAddressKeys) {
    const nested = rels[key];
    if (nested !== undefined && !(key in attributes))
      attributes[key] = nested.data === null ? null : nested.data.attributes;
  }
  const files = bodyFiles(rels.attachments, errors);
  const named = {
    service: service_id,
    organization: organization_id,
    branch: branch_id,
    source: source_id,
  };
  const relations: LeadBody['relations'] = {};
  for (const rel of leadRelations) {
    const id = sentRelationId(named[rel], rels[rel]);
    if (id !== undefined) relations[rel] = id;
  }
  return {
    attributes,
    relations,
    submit: submit === true || submit === 'true',
    files,
    ...(activityIds === undefined
      ? {}
      : {
          additionalActivityIds: Array.isArray(activityIds)
            ? [...new Set(activityIds.map(String))]
            : [],
        }),
    errors,
  };
}

/**
 * Stores the body's data-URI documents before the write's transaction (bytes in the storage,
 * unowned until the write links them; a failed write leaves them to the orphan sweep). A body
 * already refused stores nothing.
 */
export async function storeLeadFiles(
  db: Queryable,
  storage: Storage,
  body: LeadBody,
  author: { adminId?: string; userId?: string },
): Promise<LeadBody> {
  if (!body.files.length || body.errors.length) return body;
  const ids = await storeDataUriFiles(db, storage, body.files, author, (f) => f.kind);
  return { ...body, stored: ids.map((id, i) => ({ id, kind: body.files[i]!.kind })) };
}

interface Resolved {
  service_id: string | null;
  organization_id: string | null;
  branch_id: string | null;
  source_id: string | null;
  region_id: string | null;
  service_kind: string | null;
}

const fieldError = (field: string, detail: string): FieldError => ({
  field,
  title: leadFieldTitle(field),
  detail,
});

/**
 * Checks the relations the lead will have after the write (`next`), reporting only on those
 * sent: the service exists (and is active for a new lead), the organization exists, is active
 * and provides the service, the branch belongs to it, the source exists. The lead's region is
 * its organization's (regions.code = organizations.region_code), else its branch's.
 */
async function resolveRelations(
  tx: Queryable,
  next: Omit<Resolved, 'region_id' | 'service_kind'>,
  sent: LeadBody['relations'],
  isNew: boolean,
  errors: FieldError[],
  accountType: string | null,
): Promise<Resolved> {
  let serviceKind: string | null = null;
  if (next.service_id) {
    const [s] = await tx.query<{ kind: string; active: boolean; account_types: string[] }>(
      'SELECT kind, active, account_types FROM services WHERE id = $1',
      [next.service_id],
    );
    const choosing = isNew || sent.service !== undefined;
    if (!s) errors.push(fieldError('service', msg.serviceMissing));
    else if (!s.active && isNew) errors.push(fieldError('service', msg.serviceInactive));
    // A service names the account types it serves (none named: all of them).
    else if (
      choosing &&
      s.account_types.length > 0 &&
      !s.account_types.includes(accountType ?? '')
    ) {
      errors.push(
        fieldError(
          'service',
          leadMessage(msg.serviceNotForAccountType, { type: accountTypeLabel(accountType) }),
        ),
      );
    } else serviceKind = s.kind;
  }
  let regionId: string | null = null;
  if (next.organization_id) {
    const [o] = await tx.query<{ active: boolean; region_id: string | null; provides: boolean }>(
      `SELECT o.active, r.id AS region_id,
              EXISTS (SELECT 1 FROM organization_services os WHERE os.organization_id = o.id
                      AND os.service_id = $2) AS provides
         FROM organizations o LEFT JOIN regions r ON r.code = o.region_code
        WHERE o.id = $1`,
      [next.organization_id, next.service_id],
    );
    if (!o) errors.push(fieldError('organization', msg.organizationMissing));
    else {
      if (!o.active && sent.organization !== undefined) {
        errors.push(fieldError('organization', msg.organizationInactive));
      }
      if (
        next.service_id &&
        serviceKind &&
        !o.provides &&
        (sent.service !== undefined || sent.organization !== undefined)
      ) {
        errors.push(fieldError('service', msg.serviceNotProvided));
      }
      regionId = o.region_id;
    }
  }
  if (next.branch_id) {
    const [b] = await tx.query<{ organization_id: string; region_id: string | null }>(
      'SELECT organization_id, region_id FROM branches WHERE id = $1',
      [next.branch_id],
    );
    if (!b) errors.push(fieldError('branch', msg.branchMissing));
    else if (String(b.organization_id) !== String(next.organization_id)) {
      errors.push(fieldError('branch', msg.branchOfOtherOrganization));
    } else regionId ??= b.region_id;
  }
  if (next.source_id && sent.source !== undefined) {
    const [s] = await tx.query('SELECT 1 FROM sources WHERE id = $1', [next.source_id]);
    if (!s) errors.push(fieldError('source', msg.sourceMissing));
  }
  return { ...next, region_id: regionId, service_kind: serviceKind };
}

/** Organization- and region-scoped staff write leads of their own organization / region only. */
function checkStaffScope(admin: AdminPrincipal, r: Resolved, errors: FieldError[]): void {
  const scope = scopeFor(admin);
  const outside =
    (scope.kind === 'organization' && r.organization_id !== scope.id) ||
    (scope.kind === 'region' && r.region_id !== scope.id);
  if (r.organization_id && outside) {
    errors.push(fieldError('organization', msg.organizationOutOfScope));
  }
}

function unknownErrors(keys: string[]): FieldError[] {
  return keys.map((field) => ({
    field,
    detail: errorMessages.unknownField,
    code: 'unknown_field',
  }));
}

/** The address parts to store: only declared parts, with the one-line title filled in. */
function addressColumns(value: GroupValue): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(leadAddressParts)) out[key] = value[key] ?? null;
  out.title = addressTitle(value);
  return out;
}

const addressKind: Record<LeadAddressKey, string> = {
  gas_object_address: 'gas_object',
  correspondence_address: 'correspondence',
};

/** Inserts, replaces or drops the address; returns the id the lead keeps. */
async function writeAddress(
  tx: Queryable,
  key: LeadAddressKey,
  value: GroupValue | null,
  currentId: string | null,
): Promise<string | null> {
  if (value === null) return null;
  const cols = addressColumns(value);
  if (!currentId) return insertRow(tx, 'addresses', { kind: addressKind[key], ...cols });
  await updateRow(tx, 'addresses', currentId, cols);
  return currentId;
}

/** Plain columns of the lead from the parsed values (groups as JSON, consent as a time). */
function columnValues(values: LeadValues, hadConsent: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if ((leadAddressKeys as readonly string[]).includes(key)) continue;
    if (key === 'informed_consent') {
      if (value === true && !hadConsent) out.informed_consent_at = new Date();
      if (value === false) out.informed_consent_at = null;
      continue;
    }
    if (key === 'owner' || key === 'contact_info') {
      out[key] = value === null ? null : JSON.stringify(value);
      continue;
    }
    out[key] = value;
  }
  return out;
}

/** The lead's values as stored, in the shape the submission rules read. */
function storedState(row: LeadRow | undefined): LeadSubmissionState {
  if (!row) return {};
  return {
    has_confidant: row.has_confidant,
    owner: row.owner as GroupValue | null,
    contact_info: row.contact_info as GroupValue | null,
    feedback_type: row.feedback_type,
    gas_object_address: row.gas_object_address as GroupValue | null,
    correspondence_address: row.correspondence_address as GroupValue | null,
    planned_gas_consumption: row.planned_gas_consumption,
    snt: row.snt,
    snt_name: row.snt_name,
    snt_inn: row.snt_inn,
    contract_sign_type: row.contract_sign_type,
    informed_consent: row.informed_consent_at !== null,
  };
}

export interface LeadWriteResult {
  id: string;
  afterCommit: AfterCommit;
}

/**
 * The ТУ agreement status (specification_agreement_status) is set by holders of
 * admin_leads_specification alone (seed 001 §6 "specification"); the stored value sent again (a
 * whole form) is no change and needs no key.
 */
function assertSpecificationKey(
  admin: AdminPrincipal,
  values: LeadValues,
  current: LeadRow | undefined,
): void {
  if (!('specification_agreement_status' in values)) return;
  const sent = values.specification_agreement_status ?? null;
  if (sent === (current?.specification_agreement_status ?? null)) return;
  if (!holdsKey(admin, 'admin_leads_specification')) throw new Forbidden();
}

async function write(
  tx: Queryable,
  writer: LeadActor,
  body: LeadBody,
  current: LeadRow | undefined,
  userId: string,
): Promise<LeadWriteResult> {
  const staff = writer.kind === 'staff';
  const parsed = parseLeadAttributes(body.attributes, { staff });
  if (staff) assertSpecificationKey(writer.principal, parsed.values, current);
  const errors: FieldError[] = [...body.errors, ...parsed.errors, ...unknownErrors(parsed.unknown)];
  const isNew = current === undefined;
  const submitted = current !== undefined && current.status !== 'draft';

  // Relations: an applicant never picks the source; after submission the service and the
  // organization change only through change_service / application management.
  if (!staff && body.relations.source !== undefined) errors.push(...unknownErrors(['source']));
  if (submitted) {
    for (const rel of ['service', 'organization'] as const) {
      const sent = body.relations[rel];
      if (
        sent !== undefined &&
        sent !== (current[`${rel}_id`] ? String(current[`${rel}_id`]) : null)
      ) {
        errors.push(fieldError(rel, msg.relationLocked));
      }
    }
  }
  const pick = (rel: LeadRelationKey): string | null => {
    const sent = body.relations[rel];
    if (sent !== undefined && !(rel === 'source' && !staff)) return sent;
    const stored = current?.[`${rel}_id`];
    return stored === null || stored === undefined ? null : String(stored);
  };
  const scope = staff ? scopeFor(writer.principal) : undefined;
  let organizationId = pick('organization');
  // A ГРО staff member's new lead belongs to their organization unless they say otherwise.
  if (isNew && !organizationId && scope?.kind === 'organization' && scope.id) {
    organizationId = scope.id;
  }
  let sourceId = pick('source');
  if (isNew && !sourceId) {
    const slug = staff
      ? defaultLeadSource('admin', writer.principal.role)
      : defaultLeadSource('site');
    const [s] = await tx.query<{ id: string }>('SELECT id FROM sources WHERE slug = $1', [slug]);
    sourceId = s ? String(s.id) : null;
  }
  const [applicant] = await tx.query<{ account_type: string | null }>(
    'SELECT account_type FROM users WHERE id = $1',
    [userId],
  );
  const resolved = await resolveRelations(
    tx,
    {
      service_id: pick('service'),
      organization_id: organizationId,
      branch_id: pick('branch'),
      source_id: sourceId,
    },
    body.relations,
    isNew,
    errors,
    applicant?.account_type ?? null,
  );
  if (staff) checkStaffScope(writer.principal, resolved, errors);
  // Every lead names its service: the wizard starts from one.
  if (!resolved.service_id && !errors.some((e) => e.field === 'service')) {
    errors.push(fieldError('service', m.required));
  }

  const submitting = (isNew && (staff || body.submit)) || (!isNew && !submitted && body.submit);
  if (submitting || submitted) {
    const state: LeadSubmissionState = {
      ...storedState(current),
      ...parsed.values,
      service_id: resolved.service_id,
      organization_id: resolved.organization_id,
      service_kind: resolved.service_kind,
    };
    // The applicant's site submission is complete; staff filing for an applicant may leave the
    // rest for later (checked at the move into work: checkLeadCompleteness).
    const rules = staff ? leadRecordErrors : leadSubmissionErrors;
    errors.push(...rules(state).filter((e) => !errors.some((x) => x.field === e.field)));
  }
  if (body.additionalActivityIds?.length) {
    const [found] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM dictionaries WHERE id = ANY($1::bigint[])
          AND dictionary_type = 'additional_activities' AND active`,
      [body.additionalActivityIds],
    );
    if (found?.n !== body.additionalActivityIds.length)
      errors.push(fieldError('additional_activity_ids', m.invalid));
  }
  if (errors.length) throw new Unprocessable(errors);

  // Addresses first, then the lead's row; a cleared address row goes once nothing points at it.
  const columns = columnValues(parsed.values, current?.informed_consent_at != null);
  const drop: string[] = [];
  for (const key of leadAddressKeys) {
    const value = parsed.values[key];
    if (value === undefined) continue;
    const stored = current?.[key] as { id?: unknown } | null | undefined;
    const currentId = stored?.id ? String(stored.id) : null;
    columns[`${key}_id`] = await writeAddress(tx, key, value, currentId);
    if (value === null && currentId) drop.push(currentId);
  }
  if (body.additionalActivityIds) columns.additional_activity_ids = body.additionalActivityIds;
  // The СНТ service's object lies in a partnership by definition.
  if ((sntServiceKinds as readonly (string | null)[]).includes(resolved.service_kind)) {
    columns.snt = true;
  }
  Object.assign(columns, {
    service_id: resolved.service_id,
    organization_id: resolved.organization_id,
    branch_id: resolved.branch_id,
    source_id: resolved.source_id,
    region_id: resolved.region_id,
  });

  let leadId: string;
  if (isNew) {
    if (staff) {
      columns.created_by_admin_id = writer.principal.id;
      if (writer.principal.mfcId && scope?.kind === 'mfc') columns.mfc_id = writer.principal.mfcId;
      // The author becomes the personal manager when they work in the lead's organization.
      if (
        writer.principal.organizationId &&
        writer.principal.organizationId === resolved.organization_id
      ) {
        columns.admin_id = writer.principal.id;
      }
    }
    leadId = await insertRow(tx, 'leads', { user_id: userId, status: 'draft', ...columns });
  } else {
    leadId = String(current.id);
    await updateRow(tx, 'leads', leadId, columns);
  }
  for (const addressId of drop) await tx.query('DELETE FROM addresses WHERE id = $1', [addressId]);
  // The body's documents join the lead before its registration, which reports them all.
  for (const file of body.stored ?? []) {
    await tx.query(
      `UPDATE attachments SET record_type = 'Lead', record_id = $2, kind = $3
        WHERE id = $1 AND record_id IS NULL`,
      [file.id, leadId, file.kind],
    );
    if (!isNew && !submitting) await enqueueLateLeadAttachment(tx, leadId, file.id);
  }

  if (resolved.organization_id) await assignLeadUid(tx, leadId);
  let afterCommit: AfterCommit = async () => undefined;
  if (isNew) {
    afterCommit = await changeLeadStatus(
      tx,
      leadId,
      { status: submitting ? 'registered' : 'draft' },
      writer,
      { initial: true },
    );
  } else if (submitting) {
    afterCommit = await changeLeadStatus(tx, leadId, { status: 'registered' }, writer);
  }
  return { id: leadId, afterCommit };
}

/**
 * For a draft submitted by a status move (`update_status` draft → registered): the same
 * completeness rules as the write paths (every missing piece as a 422) and the uid drawn, inside
 * the mover's transaction, before `changeLeadStatus`.
 */
export async function prepareLeadSubmission(tx: Queryable, leadId: string): Promise<void> {
  const errors = leadSubmissionErrors(await savedLeadState(tx, leadId));
  if (errors.length) throw new Unprocessable(errors);
  await assignLeadUid(tx, leadId);
}

/**
 * Before a lead moves into work (`leadWorkStatuses`): what the organization needs to work on it
 * (src/leads/fields `leadCompletenessErrors`), every missing piece as a 422. A lead the applicant
 * submitted on the site passed it then; one staff filed for an applicant is checked here.
 */
export async function checkLeadCompleteness(tx: Queryable, leadId: string): Promise<void> {
  const state = await savedLeadState(tx, leadId);
  const errors = [...leadRecordErrors(state), ...leadCompletenessErrors(state)];
  if (errors.length) throw new Unprocessable(errors);
}

/** A stored lead as the completeness rules read it: its values, service kind, documents' kinds. */
async function savedLeadState(tx: Queryable, leadId: string): Promise<LeadSubmissionState> {
  const row = await findLeadRow(tx, leadId);
  if (!row) throw new NotFound();
  const [facts] = await tx.query<{ kind: string | null; document_kinds: string[] }>(
    `SELECT (SELECT kind FROM services WHERE id = $2) AS kind,
            ARRAY(SELECT DISTINCT kind FROM attachments
                   WHERE record_type = 'Lead' AND record_id = $1 AND kind IS NOT NULL)
              AS document_kinds`,
    [leadId, row.service_id],
  );
  return {
    ...storedState(row),
    service_id: row.service_id,
    organization_id: row.organization_id,
    service_kind: facts?.kind ?? null,
    document_kinds: facts?.document_kinds ?? [],
  };
}

/** A new lead of applicant `userId`: staff's is submitted at once, the site's on `submit`. */
export async function createLead(
  tx: Queryable,
  writer: LeadActor,
  userId: string,
  body: LeadBody,
): Promise<LeadWriteResult> {
  const [user] = await tx.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  if (!user) throw new NotFound(msg.applicantMissing);
  return write(tx, writer, body, undefined, userId);
}

/**
 * An edit. Staff edit any lead in their scope that is not closed; the applicant edits their
 * drafts only (a draft sent with `submit` is submitted), and a postponed lead takes documents
 * only (their own calls).
 */
export async function updateLead(
  tx: Queryable,
  writer: LeadActor,
  leadId: string,
  body: LeadBody,
): Promise<LeadWriteResult> {
  await lockLead(tx, leadId);
  const current = await findLeadRow(tx, leadId);
  if (!current) throw new NotFound();
  if (writer.kind === 'applicant') {
    if (String(current.user_id) !== writer.userId) throw new NotFound();
    if (current.status === 'pending') throw Unprocessable.field('base', msg.onlyDocuments);
    if (current.status !== 'draft') throw Unprocessable.field('base', msg.notDraft);
  } else assertLeadOpen(current.status);
  if (writer.kind === 'staff' && body.submit) {
    throw new Unprocessable(unknownErrors(['submit']));
  }
  return write(tx, writer, body, current, String(current.user_id));
}
