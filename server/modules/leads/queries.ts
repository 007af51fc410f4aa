/**
 * Lead lists: the console's `GET /v1/admin/leads` with every filter key of seed 000 §3 Lead, the
 * report export that reads the same filters, the uid suggestions, and the applicant's own list.
 * Filters are checked before any SQL runs (a bad one is a 400); values always travel as `$n`.
 * Every condition is self-contained on `leads l` (related tables only inside EXISTS / IN), so a
 * page's ids are picked over the leads and their indexes alone (./listQuery.ts).
 */
import type { Scope } from '../../../src/access/scoping';
import { isAccountType } from '../../../src/domain/accountTypes';
import { isLeadStatus } from '../../../src/domain/leadStatuses';
import { toCalendarDate, toIsoDate } from '../../../src/format/date';
import { closedLeadStatuses } from '../../../src/domain/sla';
import type { Queryable } from '../../db';
import { BadRequest } from '../../jsonapi/errors';
import { filterBool, filterIds, filterList, type ListQuery } from '../../jsonapi/query';
import { list, type Document } from '../../jsonapi/serialize';
import { leadScopeWhere } from '../people/userScope';
import { Where } from '../../db/sql';
import { fetchLeadPage, leadRowsOf, type LeadPage } from './listQuery';
import { leadResources, type LeadRow, type LeadViewer } from './serialize';

/**
 * The statuses whose SLA clock runs, written literally (the closed ones are a fixed code table):
 * the open leads' index of migration 0034 has this predicate, and the planner uses a partial
 * index only for a query whose condition it can prove to imply it — a parameter it cannot.
 */
const openLeadSql = `l.status <> 'draft' AND l.status <> ALL ('{${closedLeadStatuses.join(',')}}'::text[])`;

/**
 * Whether the lead's SLA days left (lead_sla_days_left, the SQL twin of src/domain/sla.ts) are
 * at most `days` (a placeholder), as a bound on its submission time. lead_sla_due_before (migration 0013) is computed once per query for
 * every service into an array indexed by the service id (an InitPlan; ids are a dictionary's
 * sequence, a few dozen), and each lead walked only looks its bound up and compares
 * submitted_at — columns the list's indexes carry. A service id without a service, or a service
 * without a period, gets '-infinity': nothing is before it. A lead without a service or not
 * submitted, a draft or a closed one has no SLA days: the match is not true.
 * A match is written as a plain conjunction, so that it implies the open leads' index.
 */
function slaDueSql(days: string, match: boolean): string {
  const bounds = `(SELECT array_agg(coalesce(lead_sla_due_before(fsv.sla_kind, fsv.sla_period,
      ${days}, now()), '-infinity') ORDER BY g)
    FROM generate_series(1, (SELECT max(id) FROM services)::integer) g
    LEFT JOIN services fsv ON fsv.id = g)`;
  const due = `${openLeadSql} AND l.submitted_at < ${bounds}[l.service_id]`;
  return match ? due : `(${due}) IS NOT TRUE`;
}

/**
 * `column` equal to one of `values`: a plain `=` for a single value, which the planner matches
 * to the leading column of an index in the list's order (an `= ANY` of one element it does not).
 */
function oneOf(where: Where, column: string, values: string[], type: 'bigint' | 'text'): string {
  return values.length === 1
    ? `${column} = ${where.p(values[0])}::${type}`
    : `${column} = ANY(${where.p(values)}::${type}[])`;
}

/**
 * The applicant's full name as the search matches it: concat_ws(' ', last, first, middle) for
 * the NOT NULL last and first names, written with immutable operators so that the trigram
 * index of migration 0013 (users_full_name_trgm_idx) is built on the very same expression.
 */
const fullNameSql = (u: string) =>
  `(${u}.last_name || ' ' || ${u}.first_name || coalesce(' ' || ${u}.middle_name, ''))`;

/** The digits of a phone number typed in the search ('+7 (900) 123-45-67' → '9001234567'). */
export function phoneDigits(text: string): string | undefined {
  if (!/^[+\d\s()-]+$/.test(text)) return undefined;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && /^[78]/.test(digits)) digits = digits.slice(1);
  return digits.length >= 5 ? digits : undefined;
}

const addressFilters = {
  gas_object_area: 'area',
  gas_object_city: 'city',
  gas_object_region: 'region',
  gas_object_settlement: 'settlement',
  gas_object_title: 'title',
} as const;

const flagFilters = [
  'home_in_schedule',
  'is_complex',
  'social_assistance_approved',
  'preferential_category',
  'has_confidant',
] as const;

/**
 * A flag some filters compute: `home_in_schedule` is the lead's own flag or a schedule plan
 * linking the lead (issue 16; object_schedule_plans_lead_idx).
 */
const flagSql: Partial<Record<(typeof flagFilters)[number], string>> = {
  home_in_schedule: `(l.home_in_schedule OR EXISTS (SELECT 1 FROM object_schedule_plans sp
    WHERE sp.lead_id = l.id))`,
};

const badParameter = (key: string) =>
  new BadRequest(`Некорректное значение параметра ${key}`, `/${key}`);

/** One text filter value (not a list), at most 255 characters. */
function textFilter(q: ListQuery, key: string): string | undefined {
  const v = q.filters[key];
  if (v === undefined) return undefined;
  if (Array.isArray(v) || v.length > 255) throw badParameter(key);
  return v.trim() || undefined;
}

const like = (where: Where, text: string) =>
  where.p(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/** The status and number filters the console's and the site's lists share. */
function statusAndUid(where: Where, q: ListQuery): void {
  const statuses = filterList(q.filters, 'status');
  if (statuses.length) {
    if (!statuses.every(isLeadStatus)) throw badParameter('status');
    where.and(oneOf(where, 'l.status', statuses, 'text'));
  }
  const uid = textFilter(q, 'uid');
  if (uid) where.and(`l.uid ILIKE ${like(where, uid)}`);
}

/** The WHERE of the console's list and of the report: scope first, then every filter sent. */
export function leadListWhere(q: ListQuery, scope: Scope): Where {
  const where = new Where();
  leadScopeWhere(where, scope);
  const f = q.filters;

  for (const [key, column] of [
    ['admin_id', 'admin_id'],
    ['user_id', 'user_id'],
    ['branch_ids', 'branch_id'],
    ['organization_ids', 'organization_id'],
    ['region_ids', 'region_id'],
    ['source_ids', 'source_id'],
  ] as const) {
    const values = filterIds(f, key);
    if (values.length) where.and(oneOf(where, `l.${column}`, values, 'bigint'));
  }

  // `service`: ids, or service kinds ('dogasification').
  const services = filterList(f, 'service');
  if (services.length) {
    const numeric = services.filter((s) => /^\d{1,18}$/.test(s));
    const kinds = services.filter((s) => !/^\d{1,18}$/.test(s));
    if (kinds.some((k) => !/^[a-z_]{1,64}$/.test(k))) throw badParameter('service');
    where.and(
      !kinds.length
        ? oneOf(where, 'l.service_id', numeric, 'bigint')
        : // An array, not an IN-join: the list's index is walked in order, checking service_id
          // on the index alone, instead of sorting every lead of a popular service.
          `l.service_id = ANY(ARRAY(SELECT fs.id FROM services fs
             WHERE fs.id = ANY(${where.p(numeric)}::bigint[])
                OR fs.kind = ANY(${where.p(kinds)}::text[])))`,
    );
  }

  statusAndUid(where, q);
  const epgu = textFilter(q, 'epgu_order_id');
  if (epgu) where.and(`l.epgu_order_id = ${where.p(epgu)}`);
  const spec = filterList(f, 'specification_agreement_status');
  if (spec.length) where.and(oneOf(where, 'l.specification_agreement_status', spec, 'text'));

  const address = Object.entries(addressFilters).flatMap(([key, column]) => {
    const text = textFilter(q, key);
    return text ? [`fa.${column} ILIKE ${like(where, text)}`] : [];
  });
  if (address.length) {
    where.and(
      `EXISTS (SELECT 1 FROM addresses fa WHERE fa.id = l.gas_object_address_id
                 AND ${address.join(' AND ')})`,
    );
  }

  for (const key of flagFilters) {
    const v = filterBool(f, key);
    if (v !== undefined) where.and(`${flagSql[key] ?? `l.${key}`} = ${where.p(v)}`);
  }
  const writing = filterBool(f, 'is_writing');
  if (writing !== undefined) {
    where.and(
      `EXISTS (SELECT 1 FROM contracts fc WHERE fc.lead_id = l.id AND fc.is_writing = ${where.p(writing)})`,
    );
  }

  // Expired: fewer than 0 days left, i.e. at most -1.
  const expired = filterBool(f, 'expired');
  if (expired !== undefined) where.and(slaDueSql('-1', expired));
  // At most N days left (overdue ones included): the leads due soonest.
  const days = textFilter(q, 'sla_days_remaining');
  if (days !== undefined) {
    if (!/^-?\d{1,4}$/.test(days)) throw badParameter('sla_days_remaining');
    where.and(slaDueSql(`${where.p(Number(days))}::integer`, true));
  }

  // The analytics' drill-down (issue 19): the Moscow days of submission and the applicant type.
  for (const [key, op, shift] of [
    ['submitted_from', '>=', 0],
    ['submitted_to', '<', 1],
  ] as const) {
    const day = textFilter(q, key);
    if (day === undefined) continue;
    const date = toCalendarDate(day);
    if (!date) throw new BadRequest(`Параметр ${key} должен быть датой`, `/${key}`);
    where.and(`l.submitted_at ${op} ((${where.p(toIsoDate(date))}::date + ${shift})::timestamp
      AT TIME ZONE 'Europe/Moscow')`);
  }
  const applicantTypes = filterList(f, 'account_types');
  if (applicantTypes.length) {
    if (!applicantTypes.every(isAccountType)) throw badParameter('account_types');
    where.and(`EXISTS (SELECT 1 FROM users fu WHERE fu.id = l.user_id
      AND fu.account_type = ANY(${where.p(applicantTypes)}::text[]))`);
  }

  if (q.query) where.and(searchSql(where, q.query));
  return where;
}

/** What a search text's shape says it can only be. */
function searchShape(text: string) {
  // A uid from its start ('60-02-05…'): both hyphens in place, so it can only match other uids
  // from their start too — the same matches as the substring, by the uid's prefix index.
  const uidStart = /^\d{2}-[А-ЯЁа-яё\d]{2}-\d*$/.test(text);
  return {
    uidStart,
    phone: uidStart ? undefined : phoneDigits(text),
    // A whole e-mail address names its account: matched in any case by the address's own
    // index, not as a substring — the trigram index would read the lists of its domain's
    // trigrams, which nearly every address shares (50–75 ms on 400 000 applicants; a partial
    // address still does).
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text),
  };
}

/**
 * Each searched field's condition for the text: the lead's own (`lead` its alias), the
 * applicant's (`qu`) and the gas object's address (`qa`) — one list for the collected search
 * and the walked one, so both match the same.
 */
function searchConditions(where: Where, text: string, lead: string) {
  const ph = like(where, text);
  const shape = searchShape(text);
  return {
    lead: [
      `${lead}.uid ILIKE ${shape.uidStart ? where.p(`${text}%`) : ph}`,
      `${lead}.epgu_order_id ILIKE ${ph}`,
    ],
    user: [
      `${fullNameSql('qu')} ILIKE ${ph}`,
      `qu.organization_name ILIKE ${ph}`,
      shape.email ? `lower(qu.email) = lower(${where.p(text)})` : `qu.email ILIKE ${ph}`,
      `qu.phone LIKE ${shape.phone ? like(where, shape.phone) : ph}`,
    ],
    address: addressMatch(where, text, ph),
  };
}

/**
 * Free text (`query=`): the uid, the ЕПГУ order id, the applicant's name, organization, e-mail
 * or phone, or a fragment of the gas object's address. One branch per table, so that each
 * uses its own trigram index (migration 0013; without pg_trgm, as on PGlite, each is a scan)
 * and the leads they name are then ordered and cut like any other list.
 */
function searchSql(where: Where, text: string): string {
  const c = searchConditions(where, text, 'ql');
  // An array of ids, not an IN-join: the planner then fetches the matches by primary key
  // however many it expects (as a join it would rather read all of leads for a common name).
  return `l.id = ANY(ARRAY(
      SELECT ql.id FROM leads ql WHERE ${c.lead[0]}
      UNION SELECT ql.id FROM leads ql WHERE ${c.lead[1]}
      UNION SELECT ql.id FROM users qu JOIN leads ql ON ql.user_id = qu.id
             WHERE ${c.user.join(' OR ')}
      UNION SELECT ql.id FROM addresses qa JOIN leads ql ON ql.gas_object_address_id = qa.id
             WHERE ${c.address}))`;
}

/**
 * The abbreviations nearly every address title holds ('ул.', 'д.', 'г.' …, as ФИАС and the
 * address suggestions write them). Their trigrams select nothing, yet the trigram index reads
 * their posting lists, the longest it has: 'ул. Пушкина, д. 81' took 16 ms on a million
 * addresses, its pieces without them 7 ms.
 */
const addressAbbreviation =
  /(?<![\p{L}\p{N}])(?:обл|р-н|г|пгт|рп|пос|п|с|дер|ст-ца|х|мкр|ул|пер|пр-кт|пр-т|пр|ш|наб|пл|б-р|туп|д|корп|к|стр|кв)\./giu;

/** The text's pieces between the address abbreviations (the whole text when it has none). */
const withoutAbbreviations = (text: string) => text.split(addressAbbreviation);

/**
 * The gas object's address contains the text. With abbreviations in it, the trigram index is
 * asked for the pieces between them — each a substring of the text, so a title containing the
 * text contains each piece — and the whole text is then checked on the titles found, as
 * `lower() LIKE` (what ILIKE does), which the index cannot take and so does not read after all.
 */
function addressMatch(where: Where, text: string, whole: string): string {
  const pieces = withoutAbbreviations(text).filter((p) => /[\p{L}\p{N}]{2}/u.test(p));
  if (pieces.length === 0 || pieces[0] === text) {
    return `qa.title ILIKE ${whole}`;
  }
  const indexed = pieces.map((p) => `qa.title ILIKE ${like(where, p)}`);
  return [...indexed, `lower(qa.title) LIKE lower(${whole})`].join(' AND ');
}

/** The text is one word once the address abbreviations are left out. */
const oneWord = (text: string) =>
  withoutAbbreviations(text)
    .flatMap((piece) => piece.split(/[\s,.;]+/))
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length === 1;

/** How many of the list's newest leads a search checks before it collects its matches instead. */
const SEARCH_WALK = 1000;

/**
 * A broad search text's page, found by walking the list: its newest SEARCH_WALK leads (the
 * list's order, scope and filters, by the index that serves the order) are checked one by one,
 * and when they hold the page and one match more, those are the page, and the total is the
 * matches found — a lower bound, flagged inexact like a capped count, so the pager offers the
 * next page. `searchSql` collects every match before the newest are cut: a street alone matches
 * 66 000 of a million leads (700 ms), two digits most of them (2.4 s); walked, a few ms. A
 * narrower text pays the walk (~13 ms) and falls through (undefined). Only a single word is
 * walked (besides the address abbreviations: 'ул. Пушкина' is one): the broad texts are one
 * word — a surname, a street, a town, a few digits — while a second word ('Соколов Иван',
 * 'Пушкина, д. 81') narrows the matches to what collecting costs little; a uid, phone number
 * or e-mail address is narrow by its shape.
 */
async function walkedSearch(
  db: Queryable,
  q: ListQuery,
  scope: Scope,
): Promise<{ ids: string[]; total: number } | undefined> {
  const text = q.query;
  const need = q.offset + q.per + 1;
  if (!text || need > SEARCH_WALK) return undefined;
  const shape = searchShape(text);
  if (shape.uidStart || shape.phone || shape.email || !oneWord(text)) return undefined;
  const where = leadListWhere({ ...q, query: undefined }, scope);
  const c = searchConditions(where, text, 'l');
  const order = leadOrder(q);
  const rows = await db.query<{ id: string }>(
    `SELECT l.id
       FROM (SELECT l.id, l.uid, l.epgu_order_id, l.user_id, l.gas_object_address_id,
                    l.created_at, l.updated_at, l.submitted_at, l.status_changed_at
               FROM leads l ${where} ORDER BY ${order} LIMIT ${SEARCH_WALK}) l
       LEFT JOIN users qu ON qu.id = l.user_id
       LEFT JOIN addresses qa ON qa.id = l.gas_object_address_id
      WHERE ${[...c.lead, ...c.user, `(${c.address})`].join(' OR ')}
      ORDER BY ${order} LIMIT ${need}`,
    where.params,
  );
  if (rows.length < need) return undefined;
  return { ids: rows.slice(q.offset, q.offset + q.per).map((r) => String(r.id)), total: need };
}

const sortable: Record<string, string> = {
  created_at: 'l.created_at',
  updated_at: 'l.updated_at',
  submitted_at: 'l.submitted_at',
  status_changed_at: 'l.status_changed_at',
  uid: 'l.uid',
};

/** The sortable columns that are NOT NULL: no NULLS clause, one index serves both ways. */
const notNull = new Set(['created_at', 'updated_at', 'status_changed_at']);

/**
 * Newest first by default (seed 000 §3: order desc); `order_by` picks one of `sortable`. Nulls
 * last in both directions; on the NOT NULL columns that needs no NULLS clause, and without one
 * `created_at DESC, id DESC` (the default list) is exactly a backward walk of leads_created_idx.
 */
export function leadOrder(q: ListQuery): string {
  const key = typeof q.filters.order_by === 'string' ? q.filters.order_by : 'created_at';
  const column = sortable[key];
  if (!column) throw badParameter('order_by');
  const dir = q.orderType === 'asc' ? 'ASC' : 'DESC';
  return `${column} ${dir}${notNull.has(key) ? '' : ' NULLS LAST'}, l.id ${dir}`;
}

async function page(
  db: Queryable,
  where: Where,
  q: ListQuery,
  viewer: LeadViewer,
): Promise<Document> {
  return pageDocument(db, await fetchLeadPage<LeadRow>(db, where, leadOrder(q), q), q, viewer);
}

async function pageDocument(
  db: Queryable,
  { rows, total, exact }: LeadPage<LeadRow>,
  q: ListQuery,
  viewer: LeadViewer,
): Promise<Document> {
  const { data, included } = await leadResources(db, rows, viewer);
  // An inexact total (a capped count, a walked search) is a lower bound past the page's end.
  return list(data, { ...q, total, exact }, included);
}

export async function listLeads(db: Queryable, q: ListQuery, scope: Scope): Promise<Document> {
  const walked = await walkedSearch(db, q, scope);
  if (!walked) return page(db, leadListWhere(q, scope), q, 'staff');
  const rows = await leadRowsOf<LeadRow>(db, walked.ids, leadOrder(q));
  return pageDocument(db, { rows, total: walked.total, exact: false }, q, 'staff');
}

/** The applicant's own leads, with the filters of the site's list: the statuses and the number. */
export function listOwnLeads(db: Queryable, userId: string, q: ListQuery): Promise<Document> {
  const where = new Where();
  where.and(`l.user_id = ${where.p(userId)}::bigint`);
  statusAndUid(where, q);
  return page(db, where, q, 'applicant');
}

/** Up to 10 leads in scope whose uid starts with (else contains) the text typed. */
export async function uidSuggestions(db: Queryable, text: string, scope: Scope): Promise<Document> {
  const typed = text.trim().slice(0, 20);
  const where = new Where();
  leadScopeWhere(where, scope);
  const escaped = typed.replace(/[\\%_]/g, (c) => `\\${c}`);
  where.and(`l.uid ILIKE ${where.p(`%${escaped}%`)}`);
  const prefix = where.p(`${escaped}%`);
  const rows = await db.query<{ id: string; uid: string; status: string }>(
    `SELECT l.id, l.uid, l.status FROM leads l ${where}
      ORDER BY (l.uid LIKE ${prefix}) DESC, l.uid LIMIT 10`,
    where.params,
  );
  return {
    data: rows.map((r) => ({
      type: 'lead',
      id: String(r.id),
      attributes: { uid: r.uid, status: r.status },
    })),
  };
}
