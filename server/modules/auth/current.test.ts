import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { validationMessages } from '../../../src/validation/messages';
import { NO_CHANNEL_MESSAGE } from './current';
import { call, createTestApp, DEMO_PASSWORD, loginAs, type TestContext } from '../../test/helpers';

type Body = { jwt?: string; data?: any; included?: any[]; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

const INCLUDED = 'included=organization,mfc,region,main_organization';

describe('the current account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string>) =>
    call<Body>(ctx.app, { url, headers });

  it('returns a ГРО operator with organization, region and main organization included', async () => {
    const token = await loginAs(ctx.app, 'operator@eog.test');
    const res = await get(`/v1/admin/current?${INCLUDED}`, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'admin',
      attributes: { email: 'operator@eog.test', role: 'operator', role_label: 'Оператор' },
    });
    const rel = res.body.data.relationships;
    const types = res.body.included!.map((r) => `${r.type}:${r.id}`);
    expect(types).toContain(`organization:${rel.organization.data.id}`);
    expect(types).toContain(`region:${rel.region.data.id}`);
    if (rel.main_organization.data) {
      expect(types).toContain(`organization:${rel.main_organization.data.id}`);
    }
    expect(JSON.stringify(res.body)).not.toMatch(/encrypted_password|token_hash/);
  });

  it('returns an МФЦ operator with the МФЦ included', async () => {
    const token = await loginAs(ctx.app, 'mfc_operator@eog.test');
    const res = await get(`/v1/admin/current?${INCLUDED}`, token);
    const mfcId = res.body.data.relationships.mfc.data?.id;
    expect(mfcId).toBeTruthy();
    expect(res.body.included).toContainEqual(expect.objectContaining({ type: 'mfc', id: mfcId }));
  });

  it('returns the applicant with their region and its main organization', async () => {
    const token = await loginAs(ctx.app, 'ul@eog.test');
    const res = await get(`/v1/users/current?${INCLUDED}`, token);
    expect(res.body.data).toMatchObject({
      type: 'user',
      attributes: { account_type: 'legal_entity', email: 'ul@eog.test' },
    });
    const main = res.body.data.relationships.main_organization.data;
    expect(main).toBeTruthy();
    expect(res.body.included).toContainEqual(
      expect.objectContaining({ type: 'organization', id: main.id }),
    );
  });

  it('lets a staff member edit their own name and phone but not their role', async () => {
    const token = await loginAs(ctx.app, 'auditor@eog.test');
    const ok = await call<Body>(ctx.app, {
      method: 'PATCH',
      url: '/v1/admin/current',
      headers: token,
      payload: {
        data: { type: 'admin', attributes: { first_name: 'Пётр', phone: '8 (921) 000-11-22' } },
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes).toMatchObject({ first_name: 'Пётр', phone: '79210001122' });
    // role is echoed back as read-only and ignored; an unknown attribute is refused.
    const echo = await call<Body>(ctx.app, {
      method: 'PATCH',
      url: '/v1/admin/current',
      headers: token,
      payload: { data: { attributes: { role: 'etp_admin' } } },
    });
    expect(echo.body.data.attributes.role).toBe('auditor');
    const bad = await call<Body>(ctx.app, {
      method: 'PATCH',
      url: '/v1/admin/current',
      headers: token,
      payload: { data: { attributes: { first_name: '', blocked_until: 1 } } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.detail)).toEqual([
      validationMessages.required,
      errorMessages.unknownField,
    ]);
  });

  it('lets an applicant edit personal data with the shared validators', async () => {
    const token = await loginAs(ctx.app, 'fl@eog.test');
    const patch = (attributes: object) =>
      call<Body>(ctx.app, {
        method: 'PATCH',
        url: '/v1/users/current',
        headers: token,
        payload: { data: { attributes } },
      });
    const wrong = await patch({ snils: '112-233-445 96', email: 'ul@eog.test' });
    // Field rules first, then the uniqueness checks that need the database.
    expect(wrong.body.errors!.map((e) => e.detail)).toEqual([
      validationMessages.snils,
      errorMessages.emailTaken,
    ]);
    const ok = await patch({ snils: '112-233-445 95', middle_name: 'Иванович' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes).toMatchObject({ snils: '112-233-445 95', valide_snils: true });
  });

  it('answers and updates the notice channels by a partial body, one channel staying on', async () => {
    const token = await loginAs(ctx.app, 'ul@eog.test');
    const patch = (attributes: object) =>
      call<Body>(ctx.app, {
        method: 'PATCH',
        url: '/v1/users/current',
        headers: token,
        payload: { data: { type: 'user', attributes } },
      });
    const before = (await get('/v1/users/current', token)).body.data.attributes;
    expect(before).toMatchObject({ notify_by_sms: true, notify_by_email: true });

    // Only the flag sent changes; the personal data the body left out stays as it was.
    const off = await patch({ notify_by_sms: false });
    expect(off.status).toBe(200);
    const { updated_at: _at, ...rest } = before;
    const { updated_at: _at2, ...after } = off.body.data.attributes;
    expect(after).toEqual({ ...rest, notify_by_sms: false });

    // Turning the last channel off is refused under that flag and changes nothing.
    const none = await patch({ notify_by_email: false });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([
      expect.objectContaining({
        detail: NO_CHANNEL_MESSAGE,
        source: { pointer: '/data/attributes/notify_by_email' },
      }),
    ]);
    const both = await patch({ notify_by_sms: false, notify_by_email: false });
    expect(both.body.errors!.map((e) => e.source.pointer)).toEqual([
      '/data/attributes/notify_by_sms',
    ]);
    const bad = await patch({ notify_by_sms: 'maybe' });
    expect(bad.body.errors!.map((e) => e.detail)).toEqual([validationMessages.invalid]);
    expect((await get('/v1/users/current', token)).body.data.attributes).toMatchObject({
      notify_by_sms: false,
      notify_by_email: true,
    });

    // Swapping the channels in one body leaves one on, so it passes.
    const swap = await patch({ notify_by_sms: true, notify_by_email: false });
    expect(swap.body.data.attributes).toMatchObject({
      notify_by_sms: true,
      notify_by_email: false,
    });
    const [row] = await ctx.db.query<{ notify_by_sms: boolean; notify_by_email: boolean }>(
      `SELECT notify_by_sms, notify_by_email FROM users WHERE email = 'ul@eog.test'`,
    );
    expect(row).toEqual({ notify_by_sms: true, notify_by_email: false });
  });

  it('keeps the channels off the staff account', async () => {
    const token = await loginAs(ctx.app, 'operator@eog.test');
    const res = await get('/v1/admin/current', token);
    expect(res.body.data.attributes).not.toHaveProperty('notify_by_sms');
    const refused = await call<Body>(ctx.app, {
      method: 'PATCH',
      url: '/v1/admin/current',
      headers: token,
      payload: { data: { type: 'admin', attributes: { notify_by_email: false } } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors!.map((e) => e.detail)).toEqual([errorMessages.unknownField]);
  });

  it('changes the password with the current one and returns a fresh token', async () => {
    const token = await loginAs(ctx.app, 'ip@eog.test');
    const put = (attributes: object, headers = token) =>
      call<Body>(ctx.app, {
        method: 'PUT',
        url: '/v1/users/current/password',
        headers,
        payload: { data: { attributes } },
      });
    const next = 'Ip-Gas-Portal#93';
    const wrong = await put({
      current_password: 'nope',
      password: next,
      password_confirmation: next,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors![0]).toMatchObject({
      detail: errorMessages.invalidValue,
      source: { pointer: '/data/attributes/current_password' },
    });
    await new Promise((r) => setTimeout(r, 1100));
    const ok = await put({
      current_password: DEMO_PASSWORD,
      password: next,
      password_confirmation: next,
    });
    expect(ok.status).toBe(200);
    expect((await get('/v1/users/current', token)).status).toBe(401);
    expect(
      (await get('/v1/users/current', { authorization: `Bearer ${ok.body.jwt}` })).status,
    ).toBe(200);
  });
});
