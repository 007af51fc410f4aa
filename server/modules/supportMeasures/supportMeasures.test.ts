import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAssistanceMessages } from '../../../src/domain/appeals';
import { validationMessages as m } from '../../../src/validation/messages';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';

type Attrs = Record<string, unknown>;
type One = { data: { id: string; attributes: Attrs } };
type Many = { data: { id: string; attributes: Attrs }[]; meta: { total_count: number } };
type Errors = { errors: { title: string; detail: string; source?: { pointer: string } }[] };
type Headers = { authorization: string };

// Subsidies, citizen categories and social assistance (issue 18): the engine's registries, the
// site's categories, the regional head's flags, and the category decision that the lead
// filters preferential_category and social_assistance_approved then find.
describe('support measures', () => {
  let ctx: TestContext;
  let admin: Headers;
  let social: Headers;
  let both: Headers;
  let executor: Headers;
  let plainHead: Headers;
  const one = async (sql: string, params: unknown[] = []) =>
    String((await ctx.db.query<{ id: string }>(sql, params))[0]!.id);
  const requested = () =>
    one(
      `SELECT s.id FROM social_assistances s JOIN leads l ON l.id = s.lead_id
        WHERE l.uid = '60-ПС-000101'`,
    );
  const decide = (id: string, decision: string, headers: Headers) =>
    call<One & Errors>(ctx.app, {
      method: 'POST',
      url: `/v1/admin/social_assistances/${id}/decision`,
      headers,
      payload: { data: { type: 'social_assistance', attributes: { decision } } },
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    social = await tokenFor(ctx.app, 'regional_head_social@eog.test');
    both = await tokenFor(ctx.app, 'regional_head_both@eog.test');
    executor = await tokenFor(ctx.app, 'regional_head_executor@eog.test');
    plainHead = await tokenFor(ctx.app, 'regional_head@eog.test');
  });
  afterAll(() => ctx.close());

  it('lists the demo subsidies, categories and social assistance in every status', async () => {
    const subsidies = await call<Many>(ctx.app, { url: '/v1/admin/subsidies', headers: both });
    expect(subsidies.body.meta.total_count).toBe(3);
    const statuses = await call<Many>(ctx.app, {
      url: '/v1/admin/social_assistances',
      headers: social,
    });
    expect(statuses.body.data.map((s) => s.attributes.status).sort()).toEqual([
      'approved',
      'rejected',
      'requested',
    ]);
    const changes = await call<Many>(ctx.app, {
      url: `/v1/admin/subsidies/${subsidies.body.data[0]!.id}/changes`,
      headers: both,
    });
    expect(changes.status).toBe(200);
  });

  it('shows the active citizen categories and their files on the site', async () => {
    const site = await call<Many>(ctx.app, { url: '/v1/subsidies/citizen_categories' });
    expect(site.status).toBe(200);
    expect(site.body.meta.total_count).toBe(4);
    const id = site.body.data[0]!.id;
    const files = await call<Many>(ctx.app, {
      url: `/v1/subsidies/citizen_categories/${id}/attachments`,
    });
    expect(files.status).toBe(200);
    expect(
      (await call(ctx.app, { url: `/v1/subsidies/citizen_categories/${id}/attachments/999999` }))
        .status,
    ).toBe(404);
  });

  it('keeps social assistance from a regional head without the social_assistance flag', async () => {
    for (const headers of [plainHead, executor])
      expect((await call(ctx.app, { url: '/v1/admin/social_assistances', headers })).status).toBe(
        403,
      );
    // Citizen categories stay readable to every regional head.
    expect(
      (await call(ctx.app, { url: '/v1/admin/subsidies/citizen_categories', headers: plainHead }))
        .status,
    ).toBe(200);
  });

  it('lets only a regional head with executor_selection pick the executor', async () => {
    const id = await requested();
    const gro = await one(
      "SELECT id FROM organizations WHERE name = 'АО «Газпром газораспределение Псков»'",
    );
    const other = await one(
      `SELECT o.id FROM organizations o JOIN organization_regions r ON r.organization_id = o.id
        WHERE r.kind = 'gro' AND o.id <> $1 LIMIT 1`,
      [gro],
    );
    const patch = (headers: Headers, organization: string | null, amount = '120000') =>
      call<One & Errors>(ctx.app, {
        method: 'PATCH',
        url: `/v1/admin/social_assistances/${id}`,
        headers,
        payload: {
          data: {
            type: 'social_assistance',
            attributes: { organization_id: organization, amount },
          },
        },
      });
    const refused = await patch(social, other);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.detail).toBe(socialAssistanceMessages.executorFlag);
    // The amount alone is fine without the flag.
    expect((await patch(social, gro, '110000')).status).toBe(200);
    expect((await patch(both, gro, '115000')).status).toBe(200);
  });

  it('approves a lead’s category only with the approval right, and the lead filters find it', async () => {
    const id = await requested();
    const operator = await tokenFor(ctx.app, 'operator@eog.test');
    expect((await decide(id, 'approved', operator)).status).toBe(403);
    await ctx.db.query(
      "UPDATE admin_users SET citizen_category_approval = false WHERE email = 'regional_head_both@eog.test'",
    );
    const noRight = await decide(id, 'approved', both);
    expect(noRight.status).toBe(403);
    expect(noRight.body.errors[0]!.detail).toBe(socialAssistanceMessages.noApprovalRight);
    await ctx.db.query(
      "UPDATE admin_users SET citizen_category_approval = true WHERE email = 'regional_head_both@eog.test'",
    );
    const before = await call<Many>(ctx.app, {
      url: '/v1/admin/leads?social_assistance_approved=true&per=100',
      headers: admin,
    });
    expect(before.body.data.map((l) => l.attributes.uid)).not.toContain('60-ПС-000101');
    const ok = await decide(id, 'approved', both);
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes.status).toBe('approved');
    const after = await call<Many>(ctx.app, {
      url: '/v1/admin/leads?social_assistance_approved=true&preferential_category=true&per=100',
      headers: admin,
    });
    expect(after.body.data.map((l) => l.attributes.uid)).toContain('60-ПС-000101');
    expect((await decide(id, 'rejected', both)).body.errors[0]!.detail).toBe(
      socialAssistanceMessages.decided,
    );
  });
  it("judges the request's and the decision's bodies by their schemas, in the seeds' words", async () => {
    const lead = await one(
      `SELECT l.id FROM leads l JOIN users u ON u.id = l.user_id
        WHERE NOT EXISTS (SELECT 1 FROM social_assistances s WHERE s.lead_id = l.id)
        ORDER BY l.id LIMIT 1`,
    );
    const category = await one('SELECT id FROM citizen_categories ORDER BY id LIMIT 1');
    const send = (url: string, attributes: Attrs) =>
      call<One & Errors>(ctx.app, {
        method: 'POST',
        url: `/v1/admin/social_assistances${url}`,
        headers: admin,
        payload: { data: { type: 'social_assistance', attributes } },
      });
    const refused = async (url: string, attributes: Attrs) => {
      const res = await send(url, attributes);
      expect(res.status).toBe(422);
      return res.body.errors.map((e) => [e.source?.pointer, e.title, e.detail]);
    };
    const requests = async () => (await ctx.db.query('SELECT 1 FROM social_assistances')).length;
    const before = await requests();
    const leadId = '/data/attributes/lead_id';
    expect(await refused('', { citizen_category_id: category })).toEqual([
      [leadId, 'Заявка', m.required],
    ]);
    expect(await refused('', { lead_id: '', citizen_category_id: category })).toEqual([
      [leadId, 'Заявка', m.required],
    ]);
    expect(await refused('', { lead_id: Number(lead), citizen_category_id: category })).toEqual([
      [leadId, 'Заявка', m.invalid],
    ]);
    expect(await refused('', { lead_id: 'abc', citizen_category_id: {} })).toEqual([
      [leadId, 'Заявка', m.invalid],
      ['/data/attributes/citizen_category_id', 'Льготная категория', m.invalid],
    ]);
    // A lead that does not exist is the handler's to tell, after the schema.
    expect(await refused('', { lead_id: '999999999', citizen_category_id: category })).toEqual([
      [leadId, 'Заявка', m.invalid],
    ]);
    expect(await requests()).toBe(before);
    const created = await send('', { lead_id: lead, citizen_category_id: category });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({ lead_id: lead, status: 'requested' });

    const id = created.body.data.id;
    const decision = '/data/attributes/decision';
    const comment = '/data/attributes/comment';
    expect(await refused(`/${id}/decision`, { decision: 'maybe' })).toEqual([
      [decision, 'Решение', m.invalid],
    ]);
    expect(await refused(`/${id}/decision`, { comment: 'Без решения' })).toEqual([
      [decision, 'Решение', m.required],
    ]);
    expect(await refused(`/${id}/decision`, { decision: 'approved', comment: 7 })).toEqual([
      [comment, 'Комментарий', m.invalid],
    ]);
    expect(
      await refused(`/${id}/decision`, { decision: 'approved', comment: 'я'.repeat(2001) }),
    ).toEqual([[comment, 'Комментарий', 'Длина должна быть не больше 2000 символов']]);
    // Nothing was decided: a valid decision still finds the request open, its comment trimmed.
    const rejected = await send(`/${id}/decision`, { decision: 'rejected', comment: ' Нет ' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.attributes).toMatchObject({ status: 'rejected', comment: 'Нет' });
  });
});
