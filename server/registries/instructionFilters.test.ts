import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../modules/reference/testAuth';
import { call, createTestApp, type TestContext } from '../test/helpers';

interface ListBody {
  data: { id: string; attributes: { name: string } }[];
  errors?: { detail: string; source?: { pointer?: string } }[];
}

// Seed 001 §3 "Instructions: for_resources, per 20, query, shown_for_kind, updater_ids": the
// scope and the updater filters the console sends, under the admin API's names.
describe('the instructions list filters', () => {
  let ctx: TestContext;
  let headers: { authorization: string };
  const staff: string[] = [];
  const get = (query: string) =>
    call<ListBody>(ctx.app, {
      method: 'GET',
      url: `/v1/admin/instructions?query=Тест&${query}`,
      headers,
    });
  const names = (body: ListBody) => body.data.map((r) => r.attributes.name).sort();

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = await tokenFor(ctx.app, 'etp_admin@eog.test');
    const admins = await ctx.db.query<{ id: string }>(
      'SELECT id FROM admin_users ORDER BY id LIMIT 3',
    );
    staff.push(...admins.map((a) => String(a.id)));
    const rows: [string, boolean, boolean, string][] = [
      ['Тест CRM', true, false, staff[0]!],
      ['Тест Портал', false, true, staff[1]!],
      ['Тест оба', true, true, staff[2]!],
    ];
    for (const [name, crm, portal, updater] of rows)
      await ctx.db.query(
        `INSERT INTO instructions (name, for_crm, for_portal, created_by_id, updated_by_id)
         VALUES ($1, $2, $3, $4, $4)`,
        [name, crm, portal, updater],
      );
  });
  afterAll(() => ctx.close());

  it('takes the scope as for_resources[]: any of the chosen ones', async () => {
    expect(names((await get('for_resources[]=crm')).body)).toEqual(['Тест CRM', 'Тест оба']);
    expect(names((await get('for_resources[]=portal')).body)).toEqual(['Тест Портал', 'Тест оба']);
    const both = await get('for_resources[]=crm&for_resources[]=portal');
    expect(names(both.body)).toEqual(['Тест CRM', 'Тест Портал', 'Тест оба']);
    expect(names((await get('for_resources=portal')).body)).toEqual(['Тест Портал', 'Тест оба']);
  });

  it('takes the updater as updater_ids[], one or several', async () => {
    expect(names((await get(`updater_ids[]=${staff[1]}`)).body)).toEqual(['Тест Портал']);
    const two = await get(`updater_ids[]=${staff[0]}&updater_ids[]=${staff[2]}`);
    expect(names(two.body)).toEqual(['Тест CRM', 'Тест оба']);
    // Both filters at once narrow each other.
    const crmBy = await get(`for_resources[]=crm&updater_ids[]=${staff[0]}`);
    expect(names(crmBy.body)).toEqual(['Тест CRM']);
  });

  it('answers 400 to an unknown scope or a malformed id', async () => {
    const scope = await get('for_resources[]=site');
    expect(scope.status).toBe(400);
    expect(scope.body.errors?.[0]?.detail).toBe(
      'Параметр for_resources принимает значения: crm, portal',
    );
    expect((await get('updater_ids[]=abc')).status).toBe(400);
  });
});
