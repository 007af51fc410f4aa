/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, type TestContext } from '../test/helpers';
import { tokenFor } from '../modules/reference/testAuth';
import { storeAttachment } from '../storage/attachments';

type Doc = { data: any; meta?: any };

// The event log (issue 19): sign-ins, failed sign-ins, blocks, exports and downloads are
// actions too, with role and address; an operator sees their organization's.
describe('event log', () => {
  let ctx: TestContext;
  const tokens: Record<string, { authorization: string }> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of ['etp_admin', 'operator', 'senior_manager'])
      tokens[role] = await tokenFor(ctx.app, `${role}@eog.test`);
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/token',
      payload: { auth: { email, password } },
      remoteAddress: '10.1.2.3',
    });
  const log = (query: string, role = 'etp_admin') =>
    call<Doc>(ctx.app, { url: `/v1/admin/action_histories?${query}`, headers: tokens[role] });

  it('records sign-ins and failed sign-ins with the role, organization and address', async () => {
    expect((await signIn('operator@eog.test', 'wrong-password')).statusCode).toBe(401);
    expect((await signIn('nobody@eog.test', 'wrong-password')).statusCode).toBe(404);
    expect((await signIn('operator@eog.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const [op] = await ctx.db.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM admin_users WHERE email = 'operator@eog.test'`,
    );
    const rows = (await log('action[]=sign_in&action[]=sign_in_failed')).body.data.map(
      (r: any) => r.attributes,
    );
    expect(rows.find((r: any) => r.action === 'sign_in')).toMatchObject({
      record_type: 'admin_user',
      record_id: String(op!.id),
      admin_id: String(op!.id),
      role: 'operator',
      ip: '10.1.2.3',
      organization_id: String(op!.organization_id),
    });
    expect(
      rows.filter((r: any) => r.action === 'sign_in_failed').map((r: any) => r.changes.reason),
    ).toEqual(expect.arrayContaining(['invalid_credentials', 'user_not_found']));
    // The operator's own log lists the sign-ins of their organization.
    const own = await log('action[]=sign_in', 'operator');
    expect(own.status).toBe(200);
    expect(own.body.data.some((r: any) => r.attributes.admin_id === String(op!.id))).toBe(true);
    const byOrg = await log(`organization_id=${op!.organization_id}&action=sign_in`);
    expect(byOrg.body.data.length).toBeGreaterThan(0);
  });

  it('records exports with their filters, and blocks', async () => {
    const res = await ctx.app.inject({
      url: '/v1/admin/lead_reports/export?format=csv&status[]=registered',
      headers: tokens.etp_admin,
    });
    expect(res.statusCode).toBe(200);
    const [exported] = (await log('action=export')).body.data;
    expect(exported.attributes).toMatchObject({ role: 'etp_admin', action: 'export' });
    expect(exported.attributes.changes.query).toMatchObject({ format: 'csv' });

    const [other] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM admin_users WHERE email = 'operator@eog.test'`,
    );
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/admin_users/${other!.id}/block`,
      headers: tokens.etp_admin,
      remoteAddress: '10.9.9.9',
    });
    expect(blocked.statusCode).toBe(200);
    const rows = (await log(`record_id=${other!.id}`)).body.data.map((r: any) => r.attributes);
    expect(rows.find((r: any) => r.action === 'block')).toMatchObject({
      record_type: 'admin_user',
      ip: '10.9.9.9',
    });
    // The audited write of the same request carries the role and address too.
    expect(rows.find((r: any) => r.action === 'update')).toMatchObject({
      role: 'etp_admin',
      ip: '10.9.9.9',
      changes: { blocked: [false, true] },
    });
  });

  it('records the download of a lead document', async () => {
    const [lead] = await ctx.db.query<{ id: string }>('SELECT id FROM leads ORDER BY id LIMIT 1');
    const file = await storeAttachment(
      ctx.db,
      ctx.app.storage,
      { kind: 'passport', filename: 'паспорт.pdf' },
      Buffer.from('%PDF-1.4'),
    );
    await ctx.db.query(
      `UPDATE attachments SET record_type = 'Lead', record_id = $2 WHERE id = $1`,
      [file.id, lead!.id],
    );
    const res = await ctx.app.inject({
      url: `/v1/admin/attachments/${file.id}?transfer=download_url`,
      headers: tokens.etp_admin,
    });
    expect(res.statusCode).toBe(200);
    const [row] = (await log('action=download')).body.data;
    expect(row.attributes).toMatchObject({
      record_type: 'attachment',
      record_id: String(file.id),
      changes: { filename: 'паспорт.pdf' },
      role: 'etp_admin',
    });
  });
});
