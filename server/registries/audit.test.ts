import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate, today, ruDate } from '../../src/format/date';
import { demoStaff } from '../db/seed/demoData';
import { tokenFor } from '../modules/reference/testAuth';
import { call, createTestApp, type TestContext } from '../test/helpers';

interface Change {
  id: string;
  type: string;
  attributes: {
    action: string;
    changes: Record<string, [unknown, unknown]>;
    created_at: string;
    admin_name: string | null;
    record_type?: string;
    record_id?: string;
  };
}

const etp = demoStaff.find((s) => s.role === 'etp_admin')!;
const adminName = [etp.lastName, etp.firstName, etp.middleName].filter(Boolean).join(' ');

// The audit trail: /changes per record and the global action history, written in the
// transaction of each change.
describe('registry audit trail', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let id: string;
  let pskov: string;
  const url = '/v1/admin/state_investment_programs';

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    const [row] = await ctx.db.query<{ id: string }>("SELECT id FROM regions WHERE code = '60'");
    pskov = String(row!.id);
    const created = await call<{ data: { id: string } }>(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: {
        data: { attributes: { name: 'Программа 2030', region_id: pskov, start_year: 2026 } },
      },
    });
    id = created.body.data.id;
    await call(ctx.app, {
      method: 'PATCH',
      url: `${url}/${id}`,
      headers: admin,
      payload: { data: { attributes: { start_year: '2027', funding_amount: '12,5' } } },
    });
    // Sending the same values again changes nothing and writes no audit row.
    await call(ctx.app, {
      method: 'PATCH',
      url: `${url}/${id}`,
      headers: admin,
      payload: { data: { attributes: { start_year: 2027 } } },
    });
  });
  afterAll(() => ctx.close());

  it('shows the create and the update, newest first, with [old, new]', async () => {
    const res = await call<{ data: Change[]; meta: { total_count: number } }>(ctx.app, {
      method: 'GET',
      url: `${url}/${id}/changes`,
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.meta.total_count).toBe(2);
    const [update, create] = res.body.data;
    expect(update!.type).toBe('change');
    expect(update!.attributes.action).toBe('update');
    expect(update!.attributes.changes).toEqual({
      start_year: [2026, 2027],
      funding_amount: [null, 12.5],
    });
    expect(update!.attributes.admin_name).toBe(adminName);
    expect(create!.attributes.action).toBe('create');
    expect(create!.attributes.changes).toMatchObject({
      name: [null, 'Программа 2030'],
      region_id: [null, pskov],
      start_year: [null, 2026],
      active: [null, true],
    });
    expect(create!.attributes.changes).not.toHaveProperty('created_at');
  });

  it('pages the changes', async () => {
    const res = await call<{ data: Change[]; meta: { total_pages: number } }>(ctx.app, {
      method: 'GET',
      url: `${url}/${id}/changes?per=1&page=2`,
      headers: admin,
    });
    expect(res.body.data.map((c) => c.attributes.action)).toEqual(['create']);
    expect(res.body.meta.total_pages).toBe(2);
  });

  it('lists every audited write in /action_histories, with filters and the admin name', async () => {
    const list = (query: string) =>
      call<{ data: Change[]; meta: { total_count: number } }>(ctx.app, {
        method: 'GET',
        url: `/v1/admin/action_histories?${query}`,
        headers: admin,
      });
    const mine = await list(`record_type=state_investment_program&record_id=${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((h) => h.attributes.action)).toEqual(['update', 'create']);
    expect(mine.body.data[0]!.type).toBe('action_history');
    expect(mine.body.data[0]!.attributes).toMatchObject({
      record_type: 'state_investment_program',
      record_id: id,
      admin_name: adminName,
    });
    const [row] = await ctx.db.query<{ id: string }>(
      "SELECT id FROM admin_users WHERE email = 'etp_admin@eog.test'",
    );
    const byAdmin = await list(`admin_id=${row!.id}`);
    expect(byAdmin.body.meta.total_count).toBeGreaterThanOrEqual(2);
    const day = today();
    expect((await list(`created_from=${ruDate(day)}&record_id=${id}`)).body.meta.total_count).toBe(
      2,
    );
    expect(
      (await list(`created_to=${toIsoDate({ ...day, year: day.year - 1 })}`)).body.meta.total_count,
    ).toBe(0);
    expect((await list('created_from=завтра')).status).toBe(400);
  });

  it('records a removal with the old values', async () => {
    const removed = await ctx.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: admin });
    expect(removed.statusCode).toBe(204);
    const res = await call<{ data: Change[] }>(ctx.app, {
      method: 'GET',
      url: `/v1/admin/action_histories?record_id=${id}&record_type[]=state_investment_program`,
      headers: admin,
    });
    const destroy = res.body.data[0]!;
    expect(destroy.attributes.action).toBe('destroy');
    expect(destroy.attributes.changes).toMatchObject({
      name: ['Программа 2030', null],
      start_year: [2027, null],
    });
  });

  it('shows a regional staff member only the history of their region', async () => {
    const [other] = await ctx.db.query<{ id: string }>("SELECT id FROM regions WHERE code = '50'");
    await call(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: {
        data: {
          attributes: { name: 'Московская программа', region_id: other!.id, start_year: 2026 },
        },
      },
    });
    const headers = await tokenFor(ctx.app, 'regional_head@eog.test');
    const res = await call<{ data: Change[] }>(ctx.app, {
      method: 'GET',
      url: '/v1/admin/action_histories?record_type=state_investment_program&per=100',
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    const names = res.body.data.map(
      (h) => h.attributes.changes.name?.[1] ?? h.attributes.changes.name?.[0],
    );
    expect(names).not.toContain('Московская программа');
    const mfc = await tokenFor(ctx.app, 'mfc@eog.test');
    const refused = await call(ctx.app, {
      method: 'GET',
      url: '/v1/admin/action_histories',
      headers: mfc,
    });
    expect(refused.status).toBe(403);
  });
});
