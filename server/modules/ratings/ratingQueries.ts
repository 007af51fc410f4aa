/**
 * Reads of quality ratings (seed 000 §3 / seed 001 §3 Rating): the scoped list with its filters
 * (query, filter_by_rating, filter_by_lead), one rating with its staff comments, and the JSON:API
 * shape both the site and the console get. Which ratings a caller sees (docs/decisions.md
 * "Ratings"): an applicant their own; ЕОГ, etp_admin and the auditors all; ГРО / МФЦ / regional
 * staff only the ratings of leads inside their scope — a site-wide rating belongs to no lead and
 * so to no organization, and only the all-scope roles see it.
 */
import {
  leadRatingCriteria,
  siteRatingCriteria,
  type RatingCriterion,
} from '../../../src/domain/ratings';
import type { Scope } from '../../../src/access/scoping';
import { ratingMessages } from '../../../src/validation/rating';
import type { Queryable } from '../../db';
import { BadRequest } from '../../jsonapi/errors';
import { filterIds, filterList, type ListQuery } from '../../jsonapi/query';
import {
  list,
  ref,
  refs,
  resource,
  single,
  type Document,
  type Resource,
} from '../../jsonapi/serialize';
import { adminFullNameSql } from '../../registries/references';
import { fetchPage, Where } from '../../db/sql';
import { leadScopeWhere } from '../people/userScope';

export const ratingType = 'rating';
export const commentType = 'comment';

/** Every grade column, site-wide first (the form's order). */
export const gradeColumns: readonly RatingCriterion[] = [
  ...siteRatingCriteria,
  ...leadRatingCriteria,
];

/**
 * The mean of the grades given (NULLs of a site-wide rating's lead criteria left out), as plain
 * arithmetic: cheap per row, and the very expression migration 0035 indexes (rounded) for
 * `filter_by_rating`.
 */
export const averageSql = `((${gradeColumns.map((c) => `coalesce(r.${c}, 0)`).join(' + ')})::numeric
  / nullif(num_nonnulls(${gradeColumns.map((c) => `r.${c}`).join(', ')}), 0))`;

const userNameSql = `COALESCE(nullif(u.organization_name, ''),
  nullif(concat_ws(' ', nullif(u.last_name, ''), nullif(u.first_name, ''), nullif(u.middle_name, '')), ''))`;

export const RATING_FROM = `ratings r
  LEFT JOIN leads l ON l.id = r.lead_id
  LEFT JOIN users u ON u.id = r.user_id`;

export const RATING_COLUMNS = `r.id, r.user_id, r.lead_id, r.lead_status, r.comment, r.created_at,
  ${gradeColumns.map((c) => `r.${c}`).join(', ')},
  l.uid AS lead_uid, round(${averageSql}, 1) AS average_grade, ${userNameSql} AS user_name,
  u.email AS user_email, u.phone AS user_phone,
  (SELECT count(*) FROM rating_comments c WHERE c.rating_id = r.id) AS comments_count`;

export type RatingRow = Record<RatingCriterion, number | null> & {
  id: string;
  user_id: string | null;
  lead_id: string | null;
  lead_status: string | null;
  comment: string | null;
  created_at: Date;
  lead_uid: string | null;
  average_grade: string | number | null;
  user_name: string | null;
  user_email: string | null;
  user_phone: string | null;
  comments_count: string | number;
};

const idOf = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function serializeRating(row: RatingRow, comments?: CommentRow[]): Resource {
  const grades = Object.fromEntries(gradeColumns.map((c) => [c, row[c] ?? null]));
  return resource(
    ratingType,
    row.id,
    {
      ...grades,
      comment: row.comment,
      created_at: row.created_at,
      lead_status: row.lead_status,
      lead_id: idOf(row.lead_id),
      lead_uid: row.lead_uid,
      average_grade: row.average_grade === null ? null : Number(row.average_grade),
      user_name: row.user_name,
      comments_count: Number(row.comments_count),
    },
    {
      user: ref('user', row.user_id),
      lead: ref('lead', row.lead_id),
      ...(comments
        ? {
            comments: refs(
              commentType,
              comments.map((c) => c.id),
            ),
          }
        : {}),
    },
  );
}

/** The rating's author as seed 001 §3 shows it: name, e-mail, phone. */
function userResource(row: RatingRow): Resource | null {
  if (row.user_id === null) return null;
  return resource('user', row.user_id, {
    name: row.user_name,
    email: row.user_email,
    phone: row.user_phone,
  });
}

export interface CommentRow {
  id: string;
  text: string;
  created_at: Date;
  admin_id: string | null;
  admin_name: string | null;
}

export function serializeComment(row: CommentRow): Resource {
  return resource(
    commentType,
    row.id,
    {
      text: row.text,
      created_at: row.created_at,
      admin_id: idOf(row.admin_id),
      admin_name: row.admin_name,
    },
    { admin: ref('admin', row.admin_id) },
  );
}

/** `filter_by_rating`: 1–5, one or several; a rating matches by its rounded average grade. */
function ratingFilter(q: ListQuery): number[] {
  const values = filterList(q.filters, 'filter_by_rating');
  return values.map((v) => {
    if (!/^[1-5]$/.test(v))
      throw new BadRequest(ratingMessages.filterByRating, '/filter_by_rating');
    return Number(v);
  });
}

/** The ratings a caller may see (alias `r`, its lead `l`). */
function ratingScopeWhere(where: Where, scope: Scope): Where {
  if (scope.kind === 'own') {
    return where.and(scope.id ? `r.user_id = ${where.p(scope.id)}::bigint` : 'false');
  }
  // The rating's copy of its lead's scope (migration 0036). A site-wide rating has no lead:
  // its scope columns are NULL and a scoped condition on them is never true.
  leadScopeWhere(where, scope, 'r');
  return where;
}

/** The list's filters and the caller's scope (shared by the list and the export). */
export function ratingListWhere(q: ListQuery, scope: Scope): Where {
  const where = ratingScopeWhere(new Where(), scope);
  const grades = ratingFilter(q);
  // One grade is a plain `=`, so the index of migration 0035 also gives the list's order.
  if (grades.length === 1) where.and(`round(${averageSql}) = ${where.p(grades[0])}::numeric`);
  else if (grades.length) where.and(`round(${averageSql}) = ANY(${where.p(grades)}::numeric[])`);
  // `ids[]`: the card's export of its one rating.
  const ids = filterIds(q.filters, 'ids');
  if (ids.length) where.and(`r.id = ANY(${where.p(ids)}::bigint[])`);
  const leads = filterIds(q.filters, 'filter_by_lead');
  if (leads.length) where.and(`r.lead_id = ANY(${where.p(leads)}::bigint[])`);
  if (q.query) {
    const p = where.p(`%${q.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const conditions = [
      `${userNameSql} ILIKE ${p}`,
      `u.email ILIKE ${p}`,
      `l.uid ILIKE ${p}`,
      `r.comment ILIKE ${p}`,
    ];
    // '+7 (911) 000' finds 7911000…: phones are compared by their digits.
    const digits = q.query.replace(/\D/g, '');
    if (digits.length >= 3) conditions.push(`u.phone LIKE ${where.p(`%${digits}%`)}`);
    where.and(`(${conditions.join(' OR ')})`);
  }
  return where;
}

/** `GET /v1/ratings` and `/v1/admin/ratings`: newest first (order_type=asc turns it). */
export async function listRatings(db: Queryable, q: ListQuery, scope: Scope): Promise<Document> {
  const where = ratingListWhere(q, scope);
  const dir = q.orderType === 'asc' ? 'ASC' : 'DESC';
  const page = await fetchPage<RatingRow>(
    db,
    RATING_COLUMNS,
    RATING_FROM,
    where,
    `r.created_at ${dir}, r.id ${dir}`,
    q,
    { key: 'r.id' },
  );
  const included = q.included.includes('user')
    ? page.rows.map(userResource).filter((r): r is Resource => r !== null)
    : [];
  return list(
    page.rows.map((row) => serializeRating(row)),
    { ...q, total: page.total },
    included,
  );
}

/** One rating inside the scope, or undefined (missing and outside look the same: 404). */
export async function findRating(db: Queryable, id: string, scope: Scope) {
  const where = ratingScopeWhere(new Where(), scope);
  where.and(`r.id = ${where.p(id)}::bigint`);
  const [row] = await db.query<RatingRow>(
    `SELECT ${RATING_COLUMNS} FROM ${RATING_FROM} ${where}`,
    where.params,
  );
  return row;
}

export async function ratingComments(db: Queryable, ratingId: string): Promise<CommentRow[]> {
  return db.query<CommentRow>(
    `SELECT c.id, c.text, c.created_at, c.admin_id, nullif(${adminFullNameSql('a')}, '') AS admin_name
       FROM rating_comments c LEFT JOIN admin_users a ON a.id = c.admin_id
      WHERE c.rating_id = $1 ORDER BY c.id`,
    [ratingId],
  );
}

/** The card: the rating with its author and the staff comments, oldest first. */
export async function ratingDocument(db: Queryable, row: RatingRow): Promise<Document> {
  const comments = await ratingComments(db, row.id);
  const user = userResource(row);
  return single(serializeRating(row, comments), [
    ...(user ? [user] : []),
    ...comments.map(serializeComment),
  ]);
}
