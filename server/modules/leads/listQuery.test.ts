/**
 * The lead list at scale (issue 21): on some 30 000 generated leads with the bench's
 * distributions (server/bench/leadsData.ts), VACUUM ANALYZE'd so the planner sees a real table,
 * every statement the console's list runs is EXPLAINed — the default order, the common filters
 * and scopes, a deep page, and (where pg_trgm is installed, i.e. PostgreSQL) the search — and
 * none may read `leads` with a sequential scan. Also: the deferred join returns the same page
 * as the plain query, and a big total is capped and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../../src/access/scoping';
import type { Queryable } from '../../db';
import { parseListQuery } from '../../jsonapi/query';
import type { Document } from '../../jsonapi/serialize';
import { generateLeads, streets } from '../../bench/leadsData';
import { call, createTestApp, loginAs, type TestContext } from '../../test/helpers';
import { COUNT_CAP as LEAD_COUNT_CAP } from '../../db/sql';
import { listLeads, phoneDigits } from './queries';

const LEADS = 30_000;
let ctx: TestContext;
let trgm = false;
let sample: {
  uid: string;
  epgu: string;
  surname: string;
  phone: string;
  email: string;
  title: string;
};

beforeAll(async () => {
  ctx = await createTestApp();
  await generateLeads(ctx.db, LEADS, () => undefined);
  trgm = (await ctx.db.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'")).length > 0;
  const [row] = await ctx.db.query<typeof sample>(
    `SELECT l.uid, (SELECT epgu_order_id FROM leads WHERE epgu_order_id IS NOT NULL
                     ORDER BY id DESC LIMIT 1) AS epgu,
            u.last_name AS surname, u.phone, u.email, ga.title
       FROM leads l JOIN users u ON u.id = l.user_id
       JOIN addresses ga ON ga.id = l.gas_object_address_id
      WHERE u.email LIKE '%@bench.test' AND ga.title LIKE '%ул. %' ORDER BY l.id DESC LIMIT 1`,
  );
  sample = row!;
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

/** The statements `listLeads` runs for the query string, recorded as it runs them. */
async function statementsOf(raw: Record<string, string | string[]>, scope: Scope) {
  const seen: { sql: string; params: unknown[] }[] = [];
  const recording: Queryable = {
    query: (sql, params = []) => {
      seen.push({ sql, params });
      return ctx.db.query(sql, params);
    },
    exec: (sql) => ctx.db.exec(sql),
  };
  const doc = await listLeads(recording, parseListQuery(raw), scope);
  return { seen, doc };
}

/** The plan; `noSeqScan` makes a sequential scan the planner's last resort (SET LOCAL). */
async function planOf(sql: string, params: unknown[], noSeqScan = false): Promise<string> {
  const rows = await ctx.db.transaction(async (tx) => {
    if (noSeqScan) await tx.query('SET LOCAL enable_seqscan = off');
    return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
  });
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const all: Scope = { kind: 'all', readOnly: false };

/**
 * Filters that no index leads are checked while the list's index is walked (it carries their
 * columns). On a million leads the planner walks it (docs/bench.md); on these 30 000 reading
 * the whole table is honestly cheaper for the count, so for them the test asks only that a
 * plan without a sequential scan exists (enable_seqscan off).
 */
const slaFilters = new Set(['expired', 'sla_days_remaining']);
const walked = new Set([...slaFilters, 'a flag']);

const cases: [string, Record<string, string | string[]>, Scope?][] = [
  ['default order, page 1', { page: '1', per: '20' }],
  ['default order, page 50', { page: '50', per: '20' }],
  ['oldest first', { page: '1', per: '20', order_type: 'asc' }],
  ['status', { 'status[]': 'registered' }],
  ['region + status', { 'region_ids[]': '__region__', 'status[]': 'in_progress' }],
  ['organization + status', { 'organization_ids[]': '__org__', 'status[]': 'finished' }],
  ['region, page 50', { 'region_ids[]': '__region__', page: '50' }],
  ['service id', { 'service[]': '__service__' }],
  ['service kind', { 'service[]': 'dogasification' }],
  ['expired', { expired: 'true' }],
  ['sla_days_remaining', { sla_days_remaining: '3' }],
  ['a flag', { home_in_schedule: 'true' }],
  ['ГРО scope', {}, { kind: 'organization', id: '__org__', readOnly: false }],
  [
    'region scope + status',
    { 'status[]': 'registered' },
    { kind: 'region', id: '__region__', readOnly: false },
  ],
];

describe('the lead list on tens of thousands of leads', () => {
  let region = '';
  let org = '';
  let service = '';
  beforeAll(async () => {
    const [big] = await ctx.db.query<{ region_id: string; organization_id: string }>(
      `SELECT region_id, organization_id FROM leads GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
    );
    const [sv] = await ctx.db.query<{ service_id: string }>(
      'SELECT service_id FROM leads GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    );
    region = String(big!.region_id);
    org = String(big!.organization_id);
    service = String(sv!.service_id);
  });
  const fill = (v: string) =>
    v.replace('__region__', region).replace('__org__', org).replace('__service__', service);
  const resolve = (raw: Record<string, string | string[]>) =>
    Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.map(fill) : fill(v)]),
    );

  it.each(cases)('%s: no sequential scan over leads', async (name, raw, scope) => {
    const s = scope ? { ...scope, id: fill(scope.id ?? '') } : all;
    const { seen } = await statementsOf(resolve(raw), s);
    const onLeads = seen.filter((st) => /\bleads l\b/.test(st.sql));
    expect(onLeads.length).toBeGreaterThanOrEqual(2); // the capped count and the page
    for (const st of onLeads) {
      const plan = await planOf(st.sql, st.params, walked.has(name));
      expect(plan, `${st.sql}\n${plan}`).not.toMatch(/Seq Scan on leads\b/);
      // The SLA filters walk the open leads alone (migration 0034): their condition has to
      // imply that index's predicate.
      if (slaFilters.has(name)) expect(plan, st.sql).toMatch(/leads_open_created_idx/);
    }
  });

  it('search by uid, ЕПГУ order id, surname, phone, e-mail, address: no sequential scan (pg_trgm)', async (t) => {
    if (!trgm) t.skip(); // PGlite without the extension: the same queries, as scans
    for (const text of [sample.uid, sample.epgu, sample.surname, sample.phone, sample.email]) {
      const { seen, doc } = await statementsOf({ query: text }, all);
      expect((doc.data as unknown[]).length, text).toBeGreaterThan(0);
      for (const st of seen.filter((x) => /\bleads l\b/.test(x.sql))) {
        // Users and addresses are small here, and when a surname matches hundreds of
        // addresses a hash join over all 30 000 leads is honestly the cheaper plan (the CI
        // run of stop 25 drew such a sample); so, as for the walked filters, ask only that a
        // plan without a sequential scan over leads exists — a missing index still fails.
        const plan = await planOf(st.sql, st.params, true);
        expect(plan, `${text}\n${plan}`).not.toMatch(/Seq Scan on leads\b/);
      }
    }
    // An address with its abbreviations: the trigram index is asked for the pieces between them.
    const street = sample.title.slice(sample.title.indexOf('ул. '));
    const { seen } = await statementsOf({ query: street }, all);
    const page = seen.find((st) => st.sql.includes('ARRAY('))!;
    const plan = await planOf(page.sql, page.params);
    const cond = plan.split('\n').find((line) => /Index Cond: .*title ~~\*/.test(line));
    expect(cond, plan).toMatch(/title ~~\* '% [^'%]+, %'/);
    expect(cond, plan).not.toMatch(/ул\.|д\./);
  });

  it('search finds a lead by each key on every database', async () => {
    for (const text of [sample.uid, sample.epgu, sample.surname, sample.phone, sample.email]) {
      const { doc } = await statementsOf({ query: text, per: '100' }, all);
      expect((doc.data as unknown[]).length, text).toBeGreaterThan(0);
    }
    // A whole address in any case; its local part alone as a fragment.
    for (const text of [sample.email.toUpperCase(), sample.email.split('@')[0]!]) {
      const { doc } = await statementsOf({ query: text, per: '100' }, all);
      expect((doc.data as unknown[]).length, text).toBeGreaterThan(0);
    }
    // An address as ФИАС writes it, abbreviations and all: exactly the leads whose gas object's
    // address holds the text (the index is asked for the pieces between the abbreviations).
    const street = sample.title.slice(sample.title.indexOf('ул. '));
    const city = sample.title.slice(sample.title.indexOf('г. '), sample.title.indexOf(', д.'));
    for (const text of [street, city, street.replace(/\d+$/, '').trimEnd()]) {
      const { doc } = await statementsOf({ query: text, per: '100' }, all);
      const [{ n } = { n: '0' }] = await ctx.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM leads l JOIN addresses a ON a.id = l.gas_object_address_id
          WHERE a.title ILIKE '%' || $1 || '%'`,
        [text],
      );
      expect(Number(n), text).toBeGreaterThan(0);
      expect(doc.meta?.total_count, text).toBe(Math.min(Number(n), LEAD_COUNT_CAP));
    }
    expect(phoneDigits('+7 (900) 123-45-67')).toBe('9001234567');
    expect(phoneDigits('Иванов')).toBeUndefined();
  });

  it('a broad text walks the newest leads: the page collecting every match gives', async () => {
    // A street alone: one address in 15 holds it (the generator's streets). The commonest among
    // the newest thousand leads, so they hold two pages of matches and one more whatever the
    // random data gave: a street drawn at random fell short of 41 there in a CI run.
    const [{ street } = { street: '' }] = await ctx.db.query<{ street: string }>(
      `SELECT a.street FROM (SELECT gas_object_address_id FROM leads
                              ORDER BY created_at DESC, id DESC LIMIT 1000) l
         JOIN addresses a ON a.id = l.gas_object_address_id
        WHERE a.street = ANY($1::text[]) GROUP BY a.street ORDER BY count(*) DESC LIMIT 1`,
      [streets],
    );
    /** Every match of the text in every field, newest first: the plain statement. */
    const newest = async (text: string, offset: number, status?: string) =>
      (
        await ctx.db.query<{ id: string }>(
          `SELECT l.id::text AS id FROM leads l
             LEFT JOIN users u ON u.id = l.user_id
             LEFT JOIN addresses a ON a.id = l.gas_object_address_id
            WHERE (l.uid ILIKE $1 OR l.epgu_order_id ILIKE $1 OR u.organization_name ILIKE $1
               OR concat_ws(' ', u.last_name, u.first_name, u.middle_name) ILIKE $1
               OR u.email ILIKE $1 OR u.phone LIKE $1 OR a.title ILIKE $1)
              AND ($3::text IS NULL OR l.status = $3)
            ORDER BY l.created_at DESC, l.id DESC LIMIT 20 OFFSET $2`,
          [`%${text}%`, offset, status ?? null],
        )
      ).map((r) => r.id);
    const idsOf = (doc: Document) => (doc.data as { id: string }[]).map((r) => r.id);
    const walks = (seen: { sql: string }[]) =>
      seen.some((st) => st.sql.includes('LEFT JOIN addresses qa'));
    const collects = (seen: { sql: string }[]) => seen.some((st) => st.sql.includes('ARRAY('));
    for (const [page, status] of [[1], [2], [1, 'registered']] as const) {
      const raw = { query: street, page: String(page), ...(status ? { 'status[]': status } : {}) };
      const { seen, doc } = await statementsOf(raw, all);
      expect(idsOf(doc), JSON.stringify(raw)).toEqual(
        await newest(street, (page - 1) * 20, status),
      );
      // A lower bound a row past the page, so the pager offers the next one.
      expect(doc.meta).toMatchObject({
        total_count: page * 20 + 1,
        total_pages: page + 1,
        total_count_exact: false,
      });
      expect([walks(seen), collects(seen)]).toEqual([true, false]);
    }
    // A narrow word (an e-mail's local part) finds too few in the walk: every match is then
    // collected, and counted exactly. Two words (the whole address) are not walked at all.
    const word = sample.email.split('@')[0]!;
    const address = sample.title.slice(sample.title.indexOf('ул. '));
    for (const [text, walked] of [
      [word, true],
      [address, false],
    ] as const) {
      const { seen, doc } = await statementsOf({ query: text }, all);
      expect(idsOf(doc), text).toEqual(await newest(text, 0));
      expect(doc.meta, text).not.toHaveProperty('total_count_exact');
      expect([walks(seen), collects(seen)], text).toEqual([walked, true]);
    }
  });

  it('the SLA filters pick exactly the leads whose days left say so', async () => {
    const [small] = await ctx.db.query<{ organization_id: string }>(
      `SELECT organization_id FROM leads WHERE organization_id IS NOT NULL
        GROUP BY 1 HAVING count(*) > 100 ORDER BY count(*) LIMIT 1`,
    );
    const orgId = String(small!.organization_id);
    const closed = "('finished', 'cancelled', 'annulled', 'denied')";
    const days = `CASE WHEN l.status = 'draft' OR l.status IN ${closed} THEN NULL
      ELSE lead_sla_days_left(l.submitted_at, sv.sla_kind, sv.sla_period, now()) END`;
    for (const [raw, cond] of [
      [{ expired: 'true' }, `(${days} < 0) IS TRUE`],
      [{ expired: 'false' }, `(${days} < 0) IS NOT TRUE`],
      [{ sla_days_remaining: '3' }, `${days} <= 3`],
      [{ sla_days_remaining: '-20' }, `${days} <= -20`],
      [{ sla_days_remaining: '40' }, `${days} <= 40`],
    ] as const) {
      const [{ n } = { n: '0' }] = await ctx.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM leads l LEFT JOIN services sv ON sv.id = l.service_id
          WHERE l.organization_id = $1 AND ${cond}`,
        [orgId],
      );
      const { doc } = await statementsOf({ ...raw, 'organization_ids[]': orgId }, all);
      expect(doc.meta?.total_count, JSON.stringify(raw)).toBe(Number(n));
    }
  });

  it('the deferred join returns the page the plain query would', async () => {
    for (const [qs, order] of [
      [{ page: '3', per: '20' }, 'created_at DESC, id DESC'],
      [{ page: '2', per: '50', order_type: 'asc' }, 'created_at ASC, id ASC'],
    ] as const) {
      const { doc } = await statementsOf(qs, all);
      const per = Number(qs.per);
      const expected = await ctx.db.query<{ id: string }>(
        `SELECT id FROM leads ORDER BY ${order} LIMIT $1 OFFSET $2`,
        [per, (Number(qs.page) - 1) * per],
      );
      expect((doc.data as { id: string }[]).map((d) => d.id)).toEqual(
        expected.map((r) => String(r.id)),
      );
    }
  });

  it('a total over the cap is reported as the rows counted, flagged inexact; a small one is exact', async () => {
    const auth = await loginAs(ctx.app, 'etp_admin@eog.test');
    const big = await call<{ meta: Record<string, unknown> }>(ctx.app, {
      method: 'GET',
      url: '/v1/admin/leads?page=1&per=20',
      headers: auth,
    });
    expect(big.status).toBe(200);
    expect(big.body.meta).toEqual({
      total_count: LEAD_COUNT_CAP + 1,
      total_pages: LEAD_COUNT_CAP / 20 + 1,
      current_page: 1,
      per: 20,
      total_count_exact: false,
    });
    // The pager reaches past the cap: each page's total is a row past its end, so the next page
    // is always offered, and a page past the cap still answers.
    for (const page of [500, 600]) {
      const deep = await call<{ data: unknown[]; meta: Record<string, unknown> }>(ctx.app, {
        method: 'GET',
        url: `/v1/admin/leads?page=${page}&per=20`,
        headers: auth,
      });
      expect(deep.body.data).toHaveLength(20);
      expect(deep.body.meta).toMatchObject({
        total_count: Math.max(LEAD_COUNT_CAP, page * 20) + 1,
        total_pages: page + 1,
        total_count_exact: false,
      });
    }
    const [{ n } = { n: '0' }] = await ctx.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM leads WHERE status = 'awaiting'",
    );
    const small = await call<{ meta: Record<string, unknown> }>(ctx.app, {
      method: 'GET',
      url: '/v1/admin/leads?status[]=awaiting',
      headers: auth,
    });
    expect(Number(n)).toBeLessThan(LEAD_COUNT_CAP);
    expect(small.body.meta.total_count).toBe(Number(n));
    expect(small.body.meta).not.toHaveProperty('total_count_exact');
  });
});
