import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { ratingCriterionLabels, siteRatingCriteria } from '../../../src/domain/ratings';
import { validationMessages } from '../../../src/validation/messages';
import { ratingMessages } from '../../../src/validation/rating';
import { ratedDemoLeadUid } from '../../db/seed/ratings';
import { parseListQuery } from '../../jsonapi/query';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';
import type { Scope } from '../../../src/access/scoping';
import { RATING_FROM, ratingListWhere } from './ratingQueries';

type Row = {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
};
type ListBody = { data: Row[]; included?: Row[]; meta: { total_count: number } };
type OneBody = { data: Row; included?: Row[] };
type ErrorBody = { errors: { detail: string; title: string; source?: { pointer: string } }[] };

const siteGrades = { ...Object.fromEntries(siteRatingCriteria.map((c) => [c, 4])) };
const leadGrades = {
  service_quality: 5,
  application_review_time: 3,
  contract_timeline: 4,
  communication_convenience: 5,
};

// Quality ratings end to end on the server: the applicant's site-wide and lead-bound ratings
// with their rules, and the console's scoped list, card, comments and export.
describe('ratings', () => {
  let ctx: TestContext;
  const as = (email: string) => tokenFor(ctx.app, email);
  const leadId = async (uid: string) =>
    String(
      (await ctx.db.query<{ id: string }>('SELECT id FROM leads WHERE uid = $1', [uid]))[0]!.id,
    );
  const count = async () =>
    Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM ratings'))[0]!.n);
  const rate = async (email: string, attributes: Record<string, unknown>) =>
    call<OneBody & ErrorBody>(ctx.app, {
      method: 'POST',
      url: '/v1/ratings',
      headers: await as(email),
      payload: { data: { type: 'rating', attributes } },
    });
  const get = async <T = ListBody>(email: string, url: string) =>
    call<T & ErrorBody>(ctx.app, { method: 'GET', url, headers: await as(email) });

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  describe('site: POST /v1/ratings', () => {
    it('creates a site-wide rating with the five grades only', async () => {
      const res = await rate('ul@eog.test', { ...siteGrades, comment: '  Всё понятно  ' });
      expect(res.status).toBe(201);
      expect(res.body.data.attributes).toMatchObject({
        ...siteGrades,
        service_quality: null,
        lead_id: null,
        lead_status: null,
        comment: 'Всё понятно',
        average_grade: 4,
      });
      expect(res.body.data.relationships!.user!.data).toMatchObject({ type: 'user' });
    });

    it('refuses anonymous ratings (seed 000 §2: the button is for signed-in users)', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/ratings',
        payload: { data: { type: 'rating', attributes: siteGrades } },
      });
      expect(res.statusCode).toBe(401);
    });

    it('rates the applicant’s own finished lead once, recording its status', async () => {
      const uid = '60-ПС-000101';
      await ctx.db.query("UPDATE leads SET status = 'finished' WHERE uid = $1", [uid]);
      const lead = await leadId(uid);
      const res = await rate('fl@eog.test', { ...siteGrades, ...leadGrades, lead_id: lead });
      expect(res.status).toBe(201);
      expect(res.body.data.attributes).toMatchObject({
        ...leadGrades,
        lead_id: lead,
        lead_uid: uid,
        lead_status: 'finished',
        average_grade: 4.1,
      });
      const again = await rate('fl@eog.test', { ...siteGrades, ...leadGrades, lead_id: lead });
      expect(again.status).toBe(422);
      expect(again.body.errors[0]).toMatchObject({
        detail: ratingMessages.leadRated,
        source: { pointer: '/data/attributes/lead_id' },
      });
    });

    it('takes the lead from JSON:API relationships too', async () => {
      const lead = await leadId(ratedDemoLeadUid);
      const res = await call<ErrorBody>(ctx.app, {
        method: 'POST',
        url: '/v1/ratings',
        headers: await as('fl@eog.test'),
        payload: {
          data: {
            type: 'rating',
            attributes: { ...siteGrades, ...leadGrades },
            relationships: { lead: { data: { type: 'lead', id: lead } } },
          },
        },
      });
      // The demo lead is already rated in the seed: the relationship was read.
      expect(res.status).toBe(422);
      expect(res.body.errors[0]!.detail).toBe(ratingMessages.leadRated);
    });

    it('answers 404 for another applicant’s lead and 422 for a lead not finished', async () => {
      const before = await count();
      const foreign = await rate('fl@eog.test', {
        ...siteGrades,
        ...leadGrades,
        lead_id: await leadId('60-ПС-000104'),
      });
      expect(foreign.status).toBe(404);
      const missing = await rate('fl@eog.test', {
        ...siteGrades,
        ...leadGrades,
        lead_id: '999999999',
      });
      expect(missing.status).toBe(404);
      const running = await rate('fl@eog.test', {
        ...siteGrades,
        ...leadGrades,
        lead_id: await leadId('50-МО-000103'),
      });
      expect(running.status).toBe(422);
      expect(running.body.errors[0]!.detail).toBe(ratingMessages.leadNotFinished);
      expect(await count()).toBe(before);
    });

    it('answers 422 with Russian messages for bad, missing and foreign grades', async () => {
      const before = await count();
      const res = await rate('fl@eog.test', {
        ...siteGrades,
        portal_application_convenience: 6,
        website_convenience: '2.5',
        support_quality: undefined,
        service_quality: 5,
      });
      expect(res.status).toBe(422);
      const byField = Object.fromEntries(
        res.body.errors.map((e) => [e.source!.pointer.split('/').pop(), e]),
      );
      expect(byField.portal_application_convenience).toMatchObject({
        detail: ratingMessages.grade,
        title: ratingCriterionLabels.portal_application_convenience,
      });
      expect(byField.website_convenience!.detail).toBe(ratingMessages.grade);
      expect(byField.support_quality!.detail).toBe(validationMessages.required);
      // Lead grades without a lead are not part of a site-wide rating.
      expect(byField.service_quality!.detail).toBe(errorMessages.unknownField);
      const leadBound = await rate('fl@eog.test', {
        ...siteGrades,
        lead_id: await leadId('50-МО-000103'),
      });
      expect(leadBound.status).toBe(422);
      expect(leadBound.body.errors.map((e) => e.source!.pointer)).toContain(
        '/data/attributes/service_quality',
      );
      expect(await count()).toBe(before);
    });

    it('judges grades, the lead and the comment by its schema, with the form’s rules', async () => {
      const before = await count();
      const res = await call<OneBody & ErrorBody>(ctx.app, {
        method: 'POST',
        url: '/v1/ratings',
        headers: await as('fl@eog.test'),
        payload: {
          rating: {
            ...siteGrades,
            portal_application_convenience: true,
            website_convenience: '',
            comment: 'я'.repeat(2001),
            stars: 5,
          },
        },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e) => [e.source!.pointer, e.title, e.detail])).toEqual([
        [
          '/data/attributes/portal_application_convenience',
          ratingCriterionLabels.portal_application_convenience,
          ratingMessages.grade,
        ],
        ['/data/attributes/comment', 'Комментарий', 'Длина должна быть не больше 2000 символов'],
        [
          '/data/attributes/website_convenience',
          ratingCriterionLabels.website_convenience,
          validationMessages.required,
        ],
        ['/data/attributes/stars', 'stars', errorMessages.unknownField],
      ]);
      const related = await call<OneBody & ErrorBody>(ctx.app, {
        method: 'POST',
        url: '/v1/ratings',
        headers: await as('fl@eog.test'),
        payload: {
          data: {
            type: 'rating',
            attributes: siteGrades,
            relationships: { lead: { data: { type: 'lead', id: 'x1' } } },
          },
        },
      });
      expect(related.status).toBe(422);
      expect(related.body.errors.map((e) => [e.source!.pointer, e.detail])).toContainEqual([
        '/data/attributes/lead_id',
        validationMessages.invalid,
      ]);
      expect(await count()).toBe(before);
    });

    it('lists the applicant’s own ratings only, filtered by lead', async () => {
      const own = await get('fl@eog.test', '/v1/ratings?included=user');
      expect(own.status).toBe(200);
      const authors = new Set(own.body.data.map((r) => JSON.stringify(r.relationships!.user)));
      expect(own.body.data.length).toBeGreaterThan(1);
      expect(authors.size).toBe(1);
      expect(own.body.included!.map((u) => u.attributes.email)).toEqual(['fl@eog.test']);
      const lead = await leadId(ratedDemoLeadUid);
      const one = await get('fl@eog.test', `/v1/ratings?filter_by_lead=${lead}`);
      expect(one.body.data.map((r) => r.attributes.lead_uid)).toEqual([ratedDemoLeadUid]);
      const other = await get('ul@eog.test', `/v1/ratings?filter_by_lead=${lead}`);
      expect(other.body.meta.total_count).toBe(0);
    });
  });

  describe('console', () => {
    it('lists every rating to the all-scope roles with the user included', async () => {
      const res = await get('etp_admin@eog.test', '/v1/admin/ratings?included=user&per=50');
      expect(res.status).toBe(200);
      expect(res.body.meta.total_count).toBe(await count());
      const demo = res.body.data.find((r) => r.attributes.lead_uid === ratedDemoLeadUid)!;
      expect(demo.attributes).toMatchObject({ lead_status: 'finished', comments_count: 1 });
      expect(res.body.included!.find((u) => u.attributes.email === 'fl@eog.test')).toBeTruthy();
      const auditor = await get('auditor@eog.test', '/v1/admin/ratings');
      expect(auditor.body.meta.total_count).toBe(res.body.meta.total_count);
    });

    it('shows a ГРО manager only the ratings of its organization’s leads', async () => {
      const pskov = await get('senior_manager@eog.test', '/v1/admin/ratings');
      expect(pskov.status).toBe(200);
      expect(pskov.body.data.map((r) => r.attributes.lead_uid).sort()).toEqual([
        '60-ПС-000101',
        ratedDemoLeadUid,
        // The finished leads of the legal entity's and the entrepreneur's cabinets (cabinets.ts).
        '60-ПС-000113',
        '60-ПС-000118',
      ]);
      const mosobl = await get('senior_manager_mosobl@eog.test', '/v1/admin/ratings');
      expect(mosobl.status).toBe(200);
      expect(mosobl.body.meta.total_count).toBe(0);
      const siteWide = await ctx.db.query<{ id: string }>(
        'SELECT id FROM ratings WHERE lead_id IS NULL LIMIT 1',
      );
      const card = await get('senior_manager@eog.test', `/v1/admin/ratings/${siteWide[0]!.id}`);
      expect(card.status).toBe(404);
    });

    it('moves a rating with its lead to another organization', async () => {
      // The rating's copy of its lead's scope (migration 0036) follows the lead.
      const move = (email: string) =>
        ctx.db.query(
          `UPDATE leads SET organization_id = (SELECT organization_id FROM admin_users
                                                 WHERE email = $1)
            WHERE uid = '60-ПС-000101'`,
          [email],
        );
      await move('senior_manager_mosobl@eog.test');
      const mosobl = await get('senior_manager_mosobl@eog.test', '/v1/admin/ratings');
      expect(mosobl.body.data.map((r) => r.attributes.lead_uid)).toEqual(['60-ПС-000101']);
      const pskov = await get('senior_manager@eog.test', '/v1/admin/ratings');
      expect(pskov.body.meta.total_count).toBe(3);
      await move('senior_manager@eog.test');
      expect(
        (await get('senior_manager@eog.test', '/v1/admin/ratings')).body.meta.total_count,
      ).toBe(4);
    });

    it('filters by query, rounded average grade and lead', async () => {
      const byName = await get(
        'eog@eog.test',
        `/v1/admin/ratings?query=${encodeURIComponent('000102')}`,
      );
      expect(byName.body.data.map((r) => r.attributes.lead_uid)).toEqual([ratedDemoLeadUid]);
      const byComment = await get(
        'eog@eog.test',
        `/v1/admin/ratings?query=${encodeURIComponent('больш')}`,
      );
      expect(byComment.body.data.map((r) => r.attributes.comment)).toEqual([
        'Долго загружаются большие документы.',
      ]);
      const low = await get('eog@eog.test', '/v1/admin/ratings?filter_by_rating=3');
      expect(low.body.data.map((r) => r.attributes.average_grade)).toEqual([2.6]);
      const high = await get(
        'eog@eog.test',
        '/v1/admin/ratings?filter_by_rating[]=4&filter_by_rating[]=5',
      );
      expect(high.body.data.every((r) => Number(r.attributes.average_grade) >= 3.5)).toBe(true);
      expect(high.body.meta.total_count + low.body.meta.total_count).toBe(await count());
      const bad = await get('eog@eog.test', '/v1/admin/ratings?filter_by_rating=7');
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]!.detail).toBe(ratingMessages.filterByRating);
      const lead = await leadId(ratedDemoLeadUid);
      const byLead = await get('eog@eog.test', `/v1/admin/ratings?filter_by_lead=${lead}`);
      expect(byLead.body.meta.total_count).toBe(1);
    });

    it('shows one rating with its user and staff comments', async () => {
      const lead = await leadId(ratedDemoLeadUid);
      const [row] = await ctx.db.query<{ id: string }>(
        'SELECT id FROM ratings WHERE lead_id = $1',
        [lead],
      );
      const res = await get<OneBody>('eog@eog.test', `/v1/admin/ratings/${row!.id}`);
      expect(res.status).toBe(200);
      expect(res.body.data.attributes).toMatchObject({
        service_quality: 5,
        lead_uid: ratedDemoLeadUid,
      });
      const comments = res.body.included!.filter(
        (r) => (r as { type?: string }).type === 'comment',
      );
      expect(comments.map((c) => c.attributes.text)).toEqual([
        'Благодарность передана в АО «Газпром газораспределение Псков».',
      ]);
      expect(comments[0]!.attributes.admin_name).toBeTruthy();
      expect(res.body.data.relationships!.comments!.data).toHaveLength(1);
      expect((await get('eog@eog.test', '/v1/admin/ratings/999999999')).status).toBe(404);
    });

    it('adds a comment for etp_admin only, with the text required', async () => {
      const [row] = await ctx.db.query<{ id: string }>(
        'SELECT id FROM ratings WHERE lead_id IS NULL ORDER BY id LIMIT 1',
      );
      const url = `/v1/admin/ratings/${row!.id}/comments`;
      const post = async (email: string, attributes: Record<string, unknown>) =>
        call<OneBody & ErrorBody>(ctx.app, {
          method: 'POST',
          url,
          headers: await as(email),
          payload: { data: { type: 'comment', attributes } },
        });
      for (const email of ['eog@eog.test', 'auditor@eog.test', 'senior_manager@eog.test']) {
        const refused = await post(email, { text: 'Проверено' });
        expect(refused.status).toBe(403);
        expect(refused.body.errors[0]!.detail).toBe(errorMessages.forbidden);
      }
      const empty = await post('etp_admin@eog.test', { text: '  ' });
      expect(empty.status).toBe(422);
      expect(empty.body.errors[0]!.detail).toBe(validationMessages.required);
      const res = await post('etp_admin@eog.test', { text: 'Передано в поддержку' });
      expect(res.status).toBe(201);
      expect(res.body.data.attributes).toMatchObject({ text: 'Передано в поддержку' });
      const card = await get<OneBody>('etp_admin@eog.test', `/v1/admin/ratings/${row!.id}`);
      expect(card.body.data.attributes.comments_count).toBe(1);
    });

    it("judges a comment's body by its schema: kinds and lengths, in the seeds' words", async () => {
      const [row] = await ctx.db.query<{ id: string }>(
        'SELECT id FROM ratings ORDER BY id LIMIT 1',
      );
      const comments = async () => (await ctx.db.query('SELECT 1 FROM rating_comments')).length;
      const before = await comments();
      const refused = async (attributes: Record<string, unknown>, id = row!.id) => {
        const res = await call<ErrorBody>(ctx.app, {
          method: 'POST',
          url: `/v1/admin/ratings/${id}/comments`,
          headers: await as('etp_admin@eog.test'),
          payload: { data: { type: 'comment', attributes } },
        });
        expect(res.status).toBe(422);
        return res.body.errors.map((e) => [e.source?.pointer, e.title, e.detail]);
      };
      const text = '/data/attributes/text';
      expect(await refused({})).toEqual([[text, 'Комментарий', validationMessages.required]]);
      expect(await refused({ text: 5 })).toEqual([
        [text, 'Комментарий', validationMessages.invalid],
      ]);
      expect(await refused({ text: 'я'.repeat(2001) })).toEqual([
        [text, 'Комментарий', 'Длина должна быть не больше 2000 символов'],
      ]);
      // The body is judged before the rating is looked up: a missing one answers the 422 too.
      expect(await refused({ text: null }, '999999999')).toEqual([
        [text, 'Комментарий', validationMessages.invalid],
      ]);
      expect(await comments()).toBe(before);
    });

    it('exports CSV and XLSX for etp_admin only, with the list filters', async () => {
      const exportAs = async (email: string, query: string) =>
        ctx.app.inject({
          method: 'POST',
          url: `/v1/admin/ratings/export?${query}`,
          headers: await as(email),
        });
      for (const email of ['eog@eog.test', 'auditor@eog.test', 'senior_manager@eog.test']) {
        const refused = await exportAs(email, 'format=csv');
        expect(refused.statusCode).toBe(403);
      }
      const csv = await exportAs('etp_admin@eog.test', 'format=csv&filter_by_rating=3');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toMatch(
        /^ID;Дата;Заявитель;Электронная почта;Телефон;Заявка;Статус заявки;/,
      );
      expect(lines[0]).toContain(ratingCriterionLabels.service_quality);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Долго загружаются большие документы.');
      const xlsx = await exportAs('etp_admin@eog.test', 'format=xlsx');
      expect(xlsx.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.rowCount).toBe((await count()) + 1);
      const bad = await exportAs('etp_admin@eog.test', 'format=pdf');
      expect(bad.statusCode).toBe(400);
    });

    it('refuses the console to roles without admin_ratings_read and to applicants', async () => {
      const operator = await get('operator@eog.test', '/v1/admin/ratings');
      expect(operator.status).toBe(403);
      expect(operator.body.errors[0]!.detail).toBe(errorMessages.forbidden);
      const applicant = await get('fl@eog.test', '/v1/admin/ratings');
      expect(applicant.status).toBe(401);
    });
  });

  it('walks the indexes of migrations 0035 and 0036 for the order, filter_by_rating and scope', async () => {
    const all: Scope = { kind: 'all', readOnly: true };
    // The plan with a sequential scan made the last resort: the index must be usable at all —
    // for the filter, only while averageSql is the very expression the migration indexes.
    const planOf = async (raw: Record<string, string>, scope: Scope = all) => {
      const where = ratingListWhere(parseListQuery(raw), scope);
      const rows = await ctx.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        return tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT r.id FROM ${RATING_FROM} ${where}
            ORDER BY r.created_at DESC, r.id DESC LIMIT 20`,
          where.params,
        );
      });
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    expect(await planOf({})).toContain('ratings_created_idx');
    expect(await planOf({ filter_by_rating: '3' })).toContain('ratings_average_idx');
    // A ГРО's page walks its organization's ratings (migration 0036), not every rating.
    const organization = { kind: 'organization', id: '1', readOnly: false } as const;
    expect(await planOf({}, organization)).toContain('ratings_organization_created_idx');
  });
});
