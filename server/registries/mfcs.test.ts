import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '../../src/validation/messages';
import { tokenFor } from '../modules/reference/testAuth';
import { call, createTestApp, type TestContext } from '../test/helpers';

// МФЦ (seed 001 §7 `mfcs`: list, suggestions, {id}) on the registry engine, scoped per centre.
describe('МФЦ registry', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let mfcAdmin: { authorization: string };
  let own: string;
  let other: string;
  const url = '/v1/admin/mfcs';
  const body = (attributes: Record<string, unknown>) => ({ data: { type: 'mfc', attributes } });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    mfcAdmin = await tokenFor(ctx.app, 'mfc_admin@eog.test');
    const [row] = await ctx.db.query<{ mfc_id: string; region_id: string }>(
      `SELECT a.mfc_id, m.region_id FROM admin_users a JOIN mfcs m ON m.id = a.mfc_id
       WHERE a.email = 'mfc_admin@eog.test'`,
    );
    own = String(row!.mfc_id);
    const created = await call(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: body({
        name: 'МФЦ Великие Луки',
        region_id: row!.region_id,
        phone: '8 (81153) 3-12-45',
        email: 'luki@mfc.test',
        inn: '7707083893',
      }),
    });
    expect(created.status).toBe(201);
    other = String((created.body.data as { id: string }).id);
  });
  afterAll(() => ctx.close());

  it('stores the phone as 11 digits and refuses bad requisites with field errors', async () => {
    const [row] = await ctx.db.query<{ phone: string }>('SELECT phone FROM mfcs WHERE id = $1', [
      other,
    ]);
    expect(row!.phone).toBe('78115331245');
    const before = await ctx.db.query('SELECT id FROM mfcs');
    const bad = await call(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: body({ name: 'МФЦ', phone: '123', inn: '1234567890', email: 'нет' }),
    });
    expect(bad.status).toBe(422);
    const details = Object.fromEntries(
      (bad.body.errors as { source: { pointer: string }; detail: string }[]).map((e) => [
        e.source.pointer,
        e.detail,
      ]),
    );
    expect(details['/data/attributes/phone']).toBe(m.phone);
    expect(details['/data/attributes/inn']).toBe(m.invalid);
    expect(details['/data/attributes/region_id']).toBe(m.required);
    expect(await ctx.db.query('SELECT id FROM mfcs')).toHaveLength(before.length);
  });

  it('shows МФЦ staff only their own centre and lets mfc_admin edit only it', async () => {
    const listed = await call(ctx.app, { method: 'GET', url, headers: mfcAdmin });
    expect(listed.status).toBe(200);
    expect((listed.body.data as { id: string }[]).map((d) => d.id)).toEqual([own]);
    const foreign = await call(ctx.app, {
      method: 'GET',
      url: `${url}/${other}`,
      headers: mfcAdmin,
    });
    expect(foreign.status).toBe(404);
    const rename = (id: string) =>
      call(ctx.app, {
        method: 'PATCH',
        url: `${url}/${id}`,
        headers: mfcAdmin,
        payload: body({ work_hours: 'Пн–Пт 8:00–20:00' }),
      });
    expect((await rename(own)).status).toBe(200);
    expect([403, 404]).toContain((await rename(other)).status);
    const create = await call(ctx.app, {
      method: 'POST',
      url,
      headers: mfcAdmin,
      payload: body({ name: 'Ещё один' }),
    });
    expect(create.status).toBe(403);
  });

  it('suggests ten active centres matching the query within the scope', async () => {
    const found = await call(ctx.app, {
      method: 'GET',
      url: `${url}/suggestions/${encodeURIComponent('луки')}`,
      headers: admin,
    });
    expect(found.status).toBe(200);
    expect((found.body.data as { id: string }[]).map((d) => d.id)).toEqual([other]);
    await ctx.db.query('UPDATE mfcs SET active = false WHERE id = $1', [other]);
    const inactive = await call(ctx.app, {
      method: 'GET',
      url: `${url}/suggestions/${encodeURIComponent('луки')}`,
      headers: admin,
    });
    expect(inactive.body.data).toEqual([]);
    const scoped = await call(ctx.app, {
      method: 'GET',
      url: `${url}/suggestions/${encodeURIComponent('центр')}`,
      headers: mfcAdmin,
    });
    expect((scoped.body.data as { id: string }[]).map((d) => d.id)).toEqual([own]);
  });
});
