/**
 * Reads of applicants for the console (seed 001 §7 Users): the scoped list and its filters,
 * one applicant's card, the pickers' short list (`/v2/admin/users/short`, ten per page) and
 * the exact-key account search. The card is the site's account document
 * (server/modules/auth/accountResources.ts) plus what staff see: МФЦ, author, lead count.
 */
import { accountTypes } from '../../../src/domain/accountTypes';
import type { Scope } from '../../../src/access/scoping';
import { users } from '../../../src/registries/users';
import type { Queryable } from '../../db';
import { BadRequest } from '../../jsonapi/errors';
import { filterBool, filterIds, filterList, type ListQuery } from '../../jsonapi/query';
import { list, ref, resource, type Document, type Resource } from '../../jsonapi/serialize';
import { accountDocument, pick } from '../auth/accountResources';
import { adminFullNameSql } from '../../registries/references';
import { fetchPage, orderBy, Where } from '../../db/sql';
import { applicantScopeWhere } from './userScope';

/** An applicant's own name (an organization's name aside), as staff's is written. */
const fullNameSql = adminFullNameSql('u');

/** Columns of a list row; `leads_count` counts the leads the caller may see. */
const SUMMARY_COLUMNS = `u.id, u.account_type, u.last_name, u.first_name, u.middle_name,
  ${fullNameSql} AS user_full_name, u.organization_name, u.email, u.phone, u.snils, u.inn,
  u.region_id::text AS region_id, u.source_id::text AS source_id, u.mfc_id::text AS mfc_id,
  u.blocked, u.confirmed_at, u.policy_agreed_at, u.created_at, u.updated_at`;

export type SummaryRow = Record<string, unknown> & { id: string; user_full_name: string };

export function serializeSummary(row: SummaryRow): Resource {
  return resource(
    users.type,
    row.id,
    {
      account_type: row.account_type,
      user_full_name: row.user_full_name,
      name: row.organization_name ?? row.user_full_name,
      ...pick(row, ['last_name', 'first_name', 'middle_name', 'organization_name']),
      ...pick(row, ['email', 'phone', 'snils', 'inn', 'region_id', 'mfc_id']),
      ...pick(row, ['blocked', 'confirmed_at', 'policy_agreed_at', 'created_at', 'updated_at']),
    },
    {
      region: ref('region', row.region_id as string | null),
      source: ref('source', row.source_id as string | null),
      mfc: ref('mfc', row.mfc_id as string | null),
    },
  );
}

/** The list's filters and the caller's scope (shared with the base report). */
export function applicantListWhere(q: ListQuery, scope: Scope): Where {
  const where = new Where();
  applicantScopeWhere(where, scope);
  const ids = filterIds(q.filters, 'ids');
  if (ids.length) where.and(`u.id = ANY(${where.p(ids)}::bigint[])`);
  const types = filterList(q.filters, 'account_type');
  if (types.some((t) => !(accountTypes as readonly string[]).includes(t)))
    throw new BadRequest('Некорректный тип учётной записи в account_type', '/account_type');
  if (types.length) where.and(`u.account_type = ANY(${where.p(types)}::text[])`);
  const blocked = filterBool(q.filters, 'blocked');
  if (blocked !== undefined) where.and(`u.blocked = ${where.p(blocked)}`);
  const regions = filterIds(q.filters, 'region_id');
  if (regions.length) where.and(`u.region_id = ANY(${where.p(regions)}::bigint[])`);
  const sources = filterIds(q.filters, 'source_id');
  if (sources.length) where.and(`u.source_id = ANY(${where.p(sources)}::bigint[])`);
  if (q.query) {
    const text = `%${q.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const p = where.p(text);
    const conditions = [
      `${fullNameSql} ILIKE ${p}`,
      `u.organization_name ILIKE ${p}`,
      `u.email ILIKE ${p}`,
      `u.inn ILIKE ${p}`,
    ];
    // '+7 (911) 000' finds 7911000…: phones and SNILS are compared by their digits.
    const digits = q.query.replace(/\D/g, '');
    if (digits.length >= 3) {
      const d = where.p(`%${digits}%`);
      conditions.push(`u.phone LIKE ${d}`, `regexp_replace(u.snils, '\\D', '', 'g') LIKE ${d}`);
    }
    where.and(`(${conditions.join(' OR ')})`);
  }
  return where;
}

const sortable = { created_at: 'u.created_at', last_name: 'lower(u.last_name)' };

/** `GET /v1/admin/users`: newest first unless `order_by` / `order_type` say otherwise. */
export async function listApplicants(
  db: Queryable,
  raw: Record<string, unknown>,
  q: ListQuery,
  scope: Scope,
): Promise<Document> {
  const where = applicantListWhere(q, scope);
  const order = orderBy(q, raw, 'u.id DESC', sortable);
  const page = await fetchPage<SummaryRow>(db, SUMMARY_COLUMNS, 'users u', where, order, q);
  return list(page.rows.map(serializeSummary), { ...q, total: page.total });
}

/** `GET /v2/admin/users/short`: id, full name, phone and e-mail for pickers. */
export async function shortApplicants(db: Queryable, q: ListQuery, scope: Scope) {
  const where = applicantListWhere(q, scope);
  const page = await fetchPage<SummaryRow>(
    db,
    `u.id, ${fullNameSql} AS user_full_name, u.organization_name, u.phone, u.email`,
    'users u',
    where,
    'u.id DESC',
    q,
  );
  return list(
    page.rows.map((r) =>
      resource(users.type, r.id, {
        user_full_name: r.user_full_name,
        name: r.organization_name ?? r.user_full_name,
        phone: r.phone,
        email: r.email,
      }),
    ),
    { ...q, total: page.total },
  );
}

/** One applicant's card with `included` relations (region, source, addresses, mfc, created_by). */
export async function applicantDocument(db: Queryable, id: string, included: string[]) {
  const doc = await accountDocument(db, 'user', id, { included });
  const [extra] = await db.query<{
    mfc_id: string | null;
    created_by_id: string | null;
    created_by_name: string | null;
    leads_count: string;
  }>(
    `SELECT u.mfc_id::text AS mfc_id, u.created_by_id::text AS created_by_id, nullif(${adminFullNameSql('a')}, '') AS created_by_name,
            (SELECT count(*) FROM leads l WHERE l.user_id = u.id) AS leads_count
       FROM users u LEFT JOIN admin_users a ON a.id = u.created_by_id
      WHERE u.id = $1`,
    [id],
  );
  const data = doc.data as Resource;
  const mfcId = extra?.mfc_id ?? null;
  const authorId = extra?.created_by_id ?? null;
  data.attributes = {
    ...data.attributes,
    mfc_id: mfcId,
    created_by_id: authorId,
    created_by_name: extra?.created_by_name ?? null,
    leads_count: Number(extra?.leads_count ?? 0),
  };
  data.relationships = {
    ...data.relationships,
    mfc: ref('mfc', mfcId),
    created_by: ref('admin', authorId),
  };
  return doc;
}

/** The keys of the account search, one at a time, already validated and normalized. */
export type SearchKey = { column: 'phone' | 'email' | 'snils'; value: string };

/**
 * `GET /v1/admin/users/search`: the applicants matching one exact key, whatever the caller's
 * list scope (staff look for an existing account before creating a lead). The answer is the
 * summary only, with `in_scope` telling whether the card may be opened.
 */
export async function searchApplicants(db: Queryable, key: SearchKey, scope: Scope) {
  const where = new Where();
  const condition =
    key.column === 'email'
      ? `lower(u.email) = lower(${where.p(key.value)})`
      : key.column === 'phone'
        ? `u.phone = ${where.p(key.value)}`
        : `regexp_replace(u.snils, '\\D', '', 'g') = ${where.p(key.value.replace(/\D/g, ''))}`;
  const inScope = new Where();
  inScope.params.push(...where.params);
  applicantScopeWhere(inScope, scope);
  const scoped = String(inScope).replace(/^WHERE /, '') || 'true';
  const rows = await db.query<SummaryRow & { in_scope: boolean }>(
    `SELECT ${SUMMARY_COLUMNS}, COALESCE(${scoped}, false) AS in_scope FROM users u WHERE ${condition}
      ORDER BY u.id DESC LIMIT 20`,
    inScope.params,
  );
  const data = rows.map((row) => {
    const r = serializeSummary(row);
    r.attributes.in_scope = row.in_scope;
    return r;
  });
  return list(data, { page: 1, per: 20, total: data.length });
}
