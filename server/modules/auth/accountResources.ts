/**
 * The current account as a JSON:API resource (seed 000 §3 User): type `admin` for staff,
 * `user` for applicants, with the relations organization, branch, mfc, region, source,
 * addresses and main_organization — the main organization of the account's current region
 * (for staff: the region whose code is their organization's region_code, else their region).
 */
import { roleLabel } from '../../../src/domain/roles';
import { operatorFlags } from '../../../src/registries/operators';
import type { Queryable } from '../../db';
import { NotFound } from '../../jsonapi/errors';
import type { ListQuery } from '../../jsonapi/query';
import { ref, resource, single, type Document, type Resource } from '../../jsonapi/serialize';
import { addressesByIds } from '../reference/addressData';
import { branchesByIds } from '../reference/branchData';
import { mfcsByIds } from '../reference/mfcData';
import { organizationsByIds } from '../reference/organizationData';
import { regions, sources } from '../../../src/registries';
import { resourcesByIds } from '../../registries/read';
import type { ContextName } from './accounts';
import { CONSENT_VERSION_SQL } from './consent';

type Row = Record<string, unknown> & { id: string };

export function fullName(row: Record<string, unknown>): string {
  return [row.last_name, row.first_name, row.middle_name].filter(Boolean).join(' ');
}

const ADMIN_SQL = `
  SELECT a.id, a.email, a.phone, a.first_name, a.last_name, a.middle_name, a.role,
         a.executor_selection, a.social_assistance, a.citizen_category_approval,
         a.specification_approvement, a.blocked, a.confirmed_at, a.last_sign_in_at,
         a.created_at, a.updated_at, a.organization_id, a.branch_id, a.region_id, a.mfc_id,
         COALESCE(cr.id, a.region_id) AS current_region_id,
         COALESCE(cr.main_organization_id, r.main_organization_id) AS main_organization_id
    FROM admin_users a
    LEFT JOIN organizations o ON o.id = a.organization_id
    LEFT JOIN regions cr ON cr.code = o.region_code
    LEFT JOIN regions r ON r.id = a.region_id
   WHERE a.id = $1`;

const USER_SQL = `
  SELECT u.id, u.account_type, u.email, u.phone, u.first_name, u.last_name, u.middle_name,
         u.birth_date::text AS birth_date, u.gender, u.snils, u.valide_snils, u.passport,
         u.organization_name, u.organization_full_name, u.inn, u.ogrn, u.kpp,
         u.entrepreneur_registration_document, u.egrul_document, u.blocked, u.confirmed_at,
         u.policy_agreed_at, ${CONSENT_VERSION_SQL} AS policy_version, u.notify_by_sms, u.notify_by_email, u.last_sign_in_at, u.created_at, u.updated_at, u.region_id,
         u.source_id, u.legal_address_id, u.postal_address_id,
         r.main_organization_id
    FROM users u
    LEFT JOIN regions r ON r.id = u.region_id
   WHERE u.id = $1`;

/** The values of `keys` in `row`, in that order: the attributes read as they are stored. */
export const pick = (row: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]]));

const NAMES = ['email', 'phone', 'first_name', 'last_name', 'middle_name'];
const TIMES = ['last_sign_in_at', 'created_at', 'updated_at'];

function serializeAdmin(row: Row): Resource {
  const name = fullName(row);
  return resource(
    'admin',
    row.id,
    {
      ...pick(row, NAMES),
      user_full_name: name,
      name,
      role: row.role,
      role_label: roleLabel(row.role as string),
      ...pick(row, [...operatorFlags, 'blocked', 'confirmed_at', ...TIMES]),
    },
    {
      organization: ref('organization', row.organization_id as string | null),
      branch: ref('branch', row.branch_id as string | null),
      region: ref('region', (row.current_region_id ?? row.region_id) as string | null),
      mfc: ref('mfc', row.mfc_id as string | null),
      main_organization: ref('organization', row.main_organization_id as string | null),
    },
  );
}

function serializeUser(row: Row): Resource {
  const name = fullName(row);
  return resource(
    'user',
    row.id,
    {
      account_type: row.account_type,
      ...pick(row, NAMES),
      user_full_name: name,
      name: row.organization_name ?? name,
      user_name: name,
      ...pick(row, ['birth_date', 'gender', 'snils', 'valide_snils', 'passport']),
      ...pick(row, ['organization_name', 'organization_full_name']),
      // Seed 000 §3: the applicant's organization "with full_name" (legal entities).
      organization: row.organization_name
        ? { name: row.organization_name, full_name: row.organization_full_name }
        : null,
      ...pick(row, ['inn', 'ogrn', 'kpp', 'entrepreneur_registration_document', 'egrul_document']),
      // policy_version: the consent edition in force (./consent.ts); notify_by_*: the channels
      // of the lead and contract notices (server/modules/leads/notify.ts).
      ...pick(row, ['region_id', 'blocked', 'confirmed_at', 'policy_agreed_at', 'policy_version']),
      ...pick(row, ['notify_by_sms', 'notify_by_email', ...TIMES]),
    },
    {
      region: ref('region', row.region_id as string | null),
      source: ref('source', row.source_id as string | null),
      legal_address: ref('address', row.legal_address_id as string | null),
      postal_address: ref('address', row.postal_address_id as string | null),
      main_organization: ref('organization', row.main_organization_id as string | null),
    },
  );
}

/** Loads each requested relation of the resources `data` in one query per kind. */
export async function includedFor(db: Queryable, data: Resource[], wanted: readonly string[]) {
  const idOf = (name: string) =>
    data.flatMap((r) => {
      const rel = r.relationships?.[name]?.data;
      return rel && !Array.isArray(rel) ? [rel.id] : [];
    });
  const has = (name: string) => wanted.includes(name) && idOf(name).length > 0;
  const orgIds = ['organization', 'main_organization'].filter(has).flatMap(idOf);
  const addressIds = ['legal_address', 'postal_address'].filter(has).flatMap(idOf);
  const parts = await Promise.all([
    organizationsByIds(db, orgIds),
    has('branch') ? branchesByIds(db, idOf('branch')) : [],
    has('region') ? resourcesByIds(db, regions, idOf('region')) : [],
    has('mfc') ? mfcsByIds(db, idOf('mfc')) : [],
    has('source') ? resourcesByIds(db, sources, idOf('source')) : [],
    addressesByIds(db, addressIds),
  ]);
  return parts.flat();
}

/** The account document of GET /v1/admin/current and /v1/users/current. */
export async function accountDocument(
  db: Queryable,
  context: ContextName,
  id: string,
  q: Pick<ListQuery, 'included'>,
): Promise<Document> {
  const [row] = await db.query<Row>(context === 'admin' ? ADMIN_SQL : USER_SQL, [id]);
  if (!row) throw new NotFound();
  const data = context === 'admin' ? serializeAdmin(row) : serializeUser(row);
  return single(data, await includedFor(db, [data], q.included));
}
