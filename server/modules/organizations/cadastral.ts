/**
 * Which branch serves a land plot (seed 001 §3 "a district is matched by cadastral number"):
 *
 *   GET /v1/branches/by_cadastral_number?cadastral_number=60:27:0100101:15        (site)
 *   GET /v1/admin/branches/by_cadastral_number?cadastral_number=…                 (console)
 *
 * A cadastral quarter ('NN:NN:NNNNNNN') listed for a branch wins; otherwise the district whose
 * prefix the number starts with, the longest prefix first ('60:27:01' before '60:27'). A
 * two-group prefix matches whole groups only ('60:2' never matches '60:27:…'). The site sees
 * only active branches of active organizations. The answer is the branch with its
 * organization included and `meta.matched_by` (cadastral_quater | district).
 */
import type { FastifyInstance } from 'fastify';
import { validateCadastralNumber } from '../../../src/validation/basic';
import type { Queryable } from '../../db';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { single } from '../../jsonapi/serialize';
import { rawQuery } from '../../http/request';
import { branchesByIds } from '../reference/branchData';
import { organizationsByIds } from '../reference/organizationData';
import { answer } from '../../http/moreSchemas';
import { open, queryValue } from '../../http/schemas';

export const cadastralMessages = {
  notFound: 'Филиал, обслуживающий участок с этим кадастровым номером, не найден',
  title: 'Кадастровый номер',
} as const;

export type CadastralMatch = { branchId: string; matchedBy: 'cadastral_quater' | 'district' };

/** The first number of the value (a field may hold a list), or a 422 naming the field. */
export function firstCadastralNumber(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const error = text ? validateCadastralNumber(text) : undefined;
  if (!text || error) {
    throw Unprocessable.field(
      'cadastral_number',
      error ?? validateCadastralNumber('x')!,
      cadastralMessages.title,
    );
  }
  return text.split(/[;,\s]+/)[0]!;
}

export async function matchBranch(
  db: Queryable,
  cadastralNumber: string,
  activeOnly: boolean,
): Promise<CadastralMatch | undefined> {
  const active = activeOnly
    ? 'AND b.active AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = b.organization_id AND o.active)'
    : '';
  const quarter = /^\d{2}:\d{2}:\d{6,7}/.exec(cadastralNumber)?.[0];
  if (quarter) {
    const [row] = await db.query<{ id: string }>(
      `SELECT b.id FROM branch_cadastral_quarters q JOIN branches b ON b.id = q.branch_id
        WHERE q.number = $1 ${active} LIMIT 1`,
      [quarter],
    );
    if (row) return { branchId: String(row.id), matchedBy: 'cadastral_quater' };
  }
  const [row] = await db.query<{ id: string }>(
    `SELECT b.id FROM branch_districts d JOIN branches b ON b.id = d.branch_id
      WHERE ($1 = d.cadastral_prefix
             OR starts_with($1, d.cadastral_prefix ||
                  CASE WHEN d.cadastral_prefix ~ '^[0-9]{2}:[0-9]{2}$' THEN ':' ELSE '' END))
        ${active}
      ORDER BY length(d.cadastral_prefix) DESC, d.id LIMIT 1`,
    [cadastralNumber],
  );
  return row ? { branchId: String(row.id), matchedBy: 'district' } : undefined;
}

async function branchDocument(db: Queryable, match: CadastralMatch) {
  const [branch] = await branchesByIds(db, [match.branchId]);
  const organizationId = String(branch!.attributes.organization_id);
  const included = await organizationsByIds(db, [organizationId]);
  return { ...single(branch!, included), meta: { matched_by: match.matchedBy } };
}

/** The query the lookup reads; the number's format is its own check. */
const lookupSchema = {
  querystring: open({ cadastral_number: queryValue('Кадастровый номер участка') }),
  response: answer.document,
};

export function registerCadastralLookup(app: FastifyInstance): void {
  const db = app.db;
  for (const [path, site] of [
    ['/v1/branches/by_cadastral_number', true],
    ['/v1/admin/branches/by_cadastral_number', false],
  ] as const) {
    const access = site ? 'public' : { permission: 'admin_branches_read' as const };
    app.get(path, { config: { access }, schema: lookupSchema }, async (req) => {
      const number = firstCadastralNumber(rawQuery(req).cadastral_number);
      const match = await matchBranch(db, number, site);
      if (!match) throw new NotFound(cadastralMessages.notFound);
      return branchDocument(db, match);
    });
  }
}
