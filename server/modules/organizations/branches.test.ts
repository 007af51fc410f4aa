/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Branches on the registry engine (issue 37 item 1): a nested registry also addressed by its id
 * alone (`nested.alsoById`), with per-action write keys, the live API's attribute and
 * relationship order (addresses as relationships only, districts and quarters as nested rows),
 * the site's view of one nested row, and its own messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOrder } from '../../registries/list';
import { parseListQuery } from '../../jsonapi/query';
import { branchMessages, organizationBranches } from '../../../src/registries/organizations';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';

type Doc = { data: any; included?: any[]; meta?: any; errors?: any[] };

describe('branches on the registry engine', () => {
  let ctx: TestContext;
  const tokens: Record<string, { authorization: string }> = {};
  let pskov: string;
  let mosobl: string;
  let head: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of ['etp_admin', 'senior_manager', 'auditor'])
      tokens[role] = await tokenFor(ctx.app, `${role}@eog.test`);
    const one = (sql: string) => ctx.db.query<{ id: string }>(sql).then((r) => String(r[0]!.id));
    pskov = await one("SELECT id FROM organizations WHERE name LIKE '%Псков»'");
    mosobl = await one("SELECT id FROM organizations WHERE name = 'АО «Мособлгаз»'");
    head = await one(`SELECT id FROM branches WHERE organization_id = ${pskov} AND is_head`);
  });
  afterAll(() => ctx.close());

  const get = (url: string, role?: string) =>
    call<Doc>(ctx.app, { url, ...(role ? { headers: tokens[role] } : {}) });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, role: string, attrs?: object) =>
    call<Doc>(ctx.app, {
      method,
      url,
      headers: tokens[role],
      ...(attrs ? { payload: { data: { attributes: attrs } } } : {}),
    });

  it('answers a branch in the live shape: attributes and relationships in their order', async () => {
    const res = await get(`/v1/branches/${head}`);
    expect(res.status).toBe(200);
    const { attributes, relationships } = res.body.data;
    expect(Object.keys(attributes)).toEqual([
      'name',
      'is_head',
      'active',
      'phone',
      'email',
      'organization_id',
      'region_id',
      'created_at',
      'updated_at',
    ]);
    expect(Object.keys(relationships)).toEqual([
      'organization',
      'region',
      'legal_address',
      'postal_address',
      'cadastral_quaters',
      'districts',
    ]);
    expect(relationships.organization.data).toEqual({ type: 'organization', id: pskov });
    // The nested rows by their own default order: the districts by cadastral prefix.
    const prefixes = await ctx.db.query<{ id: string }>(
      'SELECT id FROM branch_districts WHERE branch_id = $1 ORDER BY cadastral_prefix, id',
      [head],
    );
    expect(relationships.districts.data).toEqual(
      prefixes.map((r) => ({ type: 'district', id: String(r.id) })),
    );
    const admin = await get(`/v1/admin/branches/${head}`, 'auditor');
    expect(admin.body).toEqual(res.body);
  });

  it('lists the head branch first, then the others by name; per is capped at 100', async () => {
    const res = await get(`/v1/organizations/${pskov}/branches?per=1000`);
    const names = res.body.data.map((b: any) => b.attributes.name);
    expect(names[0]).toBe('Псковский филиал');
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a.localeCompare(b, 'ru')));
    expect(res.body.meta.per).toBe(100);
    const q = parseListQuery({});
    expect(listOrder(organizationBranches, q, {}, false)).toBe(
      'is_head DESC NULLS FIRST, name ASC NULLS LAST, id ASC',
    );
    // A client's order wins; then the later keys follow its direction.
    const desc = parseListQuery({ order_type: 'desc', order_by: 'name' });
    expect(listOrder(organizationBranches, desc, { order_type: 'desc' }, false)).toBe(
      'name DESC NULLS FIRST, id DESC',
    );
  });

  it('reads one row on the site only when it and its parent are shown', async () => {
    const created = await send('POST', `/v1/admin/organizations/${mosobl}/branches`, 'etp_admin', {
      name: 'Коломенский участок',
      active: false,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await get(`/v1/branches/${id}`)).status).toBe(404);
    expect((await get(`/v1/organizations/${mosobl}/branches/${id}`)).status).toBe(404);
    expect((await get(`/v1/admin/branches/${id}`, 'auditor')).status).toBe(200);
    await send('PATCH', `/v1/admin/branches/${id}`, 'etp_admin', { active: true });
    expect((await get(`/v1/branches/${id}`)).status).toBe(200);
    expect((await get(`/v1/organizations/${mosobl}/branches/${id}`)).status).toBe(200);
    expect((await get(`/v1/organizations/${pskov}/branches/${id}`)).status).toBe(404);
    await ctx.db.query('UPDATE organizations SET active = false WHERE id = $1', [mosobl]);
    try {
      expect((await get(`/v1/branches/${id}`)).status).toBe(404);
      expect((await get(`/v1/organizations/${mosobl}/branches/${id}`)).status).toBe(404);
      expect((await get(`/v1/admin/branches/${id}`, 'auditor')).status).toBe(200);
    } finally {
      await ctx.db.query('UPDATE organizations SET active = true WHERE id = $1', [mosobl]);
    }
    expect((await send('DELETE', `/v1/admin/branches/${id}`, 'etp_admin')).status).toBe(204);
    expect((await get(`/v1/admin/branches/${id}`, 'auditor')).status).toBe(404);
  });

  it('reads one row of any site-readable nested registry under its parent', async () => {
    const list = await get(`/v1/organizations/${pskov}/schedule`);
    const first = list.body.data[0];
    const one = await get(`/v1/organizations/${pskov}/schedule/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(first);
    expect((await get(`/v1/organizations/${mosobl}/schedule/${first.id}`)).status).toBe(404);
    const district = (await get(`/v1/branches/${head}/districts`)).body.data[0];
    expect((await get(`/v1/branches/${head}/districts/${district.id}`)).body.data).toEqual(
      district,
    );
  });

  it('writes by id alone under the parent’s rule, with each action’s own key', async () => {
    const own = await send('POST', `/v1/admin/organizations/${pskov}/branches`, 'senior_manager', {
      name: 'Порховский участок',
    });
    expect(own.status).toBe(201);
    const id = own.body.data.id;
    const renamed = await send('PATCH', `/v1/admin/branches/${id}`, 'senior_manager', {
      name: 'Порховский филиал',
    });
    expect(renamed.body.data.attributes.name).toBe('Порховский филиал');
    const foreign = (await get(`/v1/organizations/${mosobl}/branches`)).body.data[0].id;
    const refused = await send('PATCH', `/v1/admin/branches/${foreign}`, 'senior_manager', {
      name: 'Чужой',
    });
    expect(refused.status).toBe(403);
    // The ГРО administrator holds create and update but not remove.
    expect((await send('DELETE', `/v1/admin/branches/${id}`, 'senior_manager')).status).toBe(403);
    expect((await send('DELETE', `/v1/admin/branches/${id}`, 'etp_admin')).status).toBe(204);
    expect(
      (await send('PATCH', `/v1/admin/branches/${id}`, 'etp_admin', { name: 'x' })).status,
    ).toBe(404);
  });

  it('judges writes by the schema and answers the branches’ own messages', async () => {
    const url = `/v1/admin/organizations/${pskov}/branches`;
    const typed = await send('POST', url, 'etp_admin', { name: 5 });
    expect(typed.status).toBe(422);
    expect(typed.body.errors![0]).toMatchObject({
      title: 'Наименование',
      source: { pointer: '/data/attributes/name' },
    });
    const region = await send('POST', url, 'etp_admin', { name: 'Тест', region_id: '999999' });
    expect(region.body.errors).toEqual([
      expect.objectContaining({
        title: 'Регион',
        detail: branchMessages.regionMissing,
        source: { pointer: '/data/attributes/region_id' },
      }),
    ]);
    const twoHeads = await send('POST', url, 'etp_admin', { name: 'Тест', is_head: true });
    expect(twoHeads.body.errors).toEqual([
      expect.objectContaining({
        title: 'Головной филиал',
        detail: branchMessages.headTaken,
        source: { pointer: '/data/attributes/is_head' },
      }),
    ]);
    const used = await ctx.db.query<{ branch_id: string }>(
      'SELECT branch_id FROM admin_users WHERE branch_id IS NOT NULL LIMIT 1',
    );
    const inUse = await send('DELETE', `/v1/admin/branches/${used[0]!.branch_id}`, 'etp_admin');
    expect(inUse.status).toBe(422);
    expect(inUse.body.errors![0].detail).toBe(branchMessages.inUse);
  });
});
