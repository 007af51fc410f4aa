/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';
import { cadastralMessages } from './cadastral';
import { nestedMessages } from '../../../src/registries/organizations';

type Doc = { data: any; included?: any[]; meta?: any; errors?: any[] };

describe('branch districts, cadastral quarters and the serving-branch lookup', () => {
  let ctx: TestContext;
  const tokens: Record<string, { authorization: string }> = {};
  const branch: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of ['etp_admin', 'senior_manager', 'auditor', 'operator'])
      tokens[role] = await tokenFor(ctx.app, `${role}@eog.test`);
    const rows = await ctx.db.query<{ id: string; name: string }>('SELECT id, name FROM branches');
    for (const r of rows) branch[r.name] = String(r.id);
  });
  afterAll(() => ctx.close());

  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    role: string,
    attributes?: unknown,
  ) =>
    call<Doc>(ctx.app, {
      method,
      url,
      headers: tokens[role],
      ...(attributes ? { payload: { data: { attributes } } } : {}),
    });
  const lookup = (number: string, site = true) =>
    call<Doc>(ctx.app, {
      url: `/v1/${site ? '' : 'admin/'}branches/by_cadastral_number?cadastral_number=${encodeURIComponent(number)}`,
      headers: site ? {} : tokens.auditor,
    });
  const branchName = (doc: Doc) => doc.data.attributes.name as string;

  it('finds the branch by its district, the quarter winning over the district', async () => {
    const district = await lookup('60:27:0020202:15');
    expect(district.status).toBe(200);
    expect(branchName(district.body)).toBe('Псковский филиал');
    expect(district.body.meta).toEqual({ matched_by: 'district' });
    expect(district.body.included![0]).toMatchObject({ type: 'organization' });
    const quarter = await lookup('60:27:0010101:7');
    expect(branchName(quarter.body)).toBe('Островский участок');
    expect(quarter.body.meta).toEqual({ matched_by: 'cadastral_quater' });
    // The first number of a list is the one matched.
    expect(branchName((await lookup('60:25:0100101:1;60:27:0020202:15')).body)).toBe(
      'Великолукский филиал',
    );
  });

  it('answers 422 for a malformed number and 404 where no branch serves', async () => {
    const bad = await lookup('60-27');
    expect(bad.status).toBe(422);
    expect(bad.body.errors![0]).toMatchObject({
      detail: 'Кадастровый номер не соответствует требованиям',
      source: { pointer: '/data/attributes/cadastral_number' },
    });
    expect((await call<Doc>(ctx.app, { url: '/v1/branches/by_cadastral_number' })).status).toBe(
      422,
    );
    const none = await lookup('77:01:0001001:1');
    expect(none.status).toBe(404);
    expect(none.body.errors![0].detail).toBe(cadastralMessages.notFound);
    // A district prefix is whole groups: '60:2' is not a cadastral number at all.
    expect((await lookup('60:2')).status).toBe(422);
  });

  it('lets the ГРО administrator keep its branches’ districts; the longest prefix wins', async () => {
    const url = `/v1/admin/branches/${branch['Великолукский филиал']}/districts`;
    const created = await send('POST', url, 'senior_manager', {
      name: 'Часть г. Пскова',
      cadastral_prefix: '60:27:03',
    });
    expect(created.status).toBe(201);
    expect(branchName((await lookup('60:27:0300101:4')).body)).toBe('Великолукский филиал');
    expect(branchName((await lookup('60:27:0400101:4')).body)).toBe('Псковский филиал');
    const detail = await send(
      'GET',
      `/v1/admin/branches/${branch['Великолукский филиал']}`,
      'auditor',
    );
    expect(detail.body.data.relationships.districts.data).toContainEqual({
      type: 'district',
      id: created.body.data.id,
    });

    const taken = await send('POST', url, 'senior_manager', {
      name: 'Дубль',
      cadastral_prefix: '60:27',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors![0]).toMatchObject({
      detail: nestedMessages.districtTaken,
      source: { pointer: '/data/attributes/cadastral_prefix' },
    });
    const bad = await send('POST', url, 'senior_manager', {
      name: 'Ошибка',
      cadastral_prefix: '6:27',
    });
    expect(bad.body.errors![0].detail).toBe('Кадастровый номер не соответствует требованиям');

    const foreign = `/v1/admin/branches/${branch['Филиал «Север»']}/districts`;
    expect(
      (await send('POST', foreign, 'senior_manager', { name: 'Север', cadastral_prefix: '50:10' }))
        .status,
    ).toBe(403);
    expect(
      (await send('POST', foreign, 'auditor', { name: 'Север', cadastral_prefix: '50:10' })).status,
    ).toBe(403);
    expect(
      (await send('POST', foreign, 'operator', { name: 'Север', cadastral_prefix: '50:10' }))
        .status,
    ).toBe(403);
    expect(
      (await send('POST', foreign, 'etp_admin', { name: 'Север', cadastral_prefix: '50:10' }))
        .status,
    ).toBe(201);
    expect(branchName((await lookup('50:10:0000000:1')).body)).toBe('Филиал «Север»');
  });

  it('keeps cadastral quarters unique and hides inactive branches from the site lookup', async () => {
    const url = `/v1/admin/branches/${branch['Псковский филиал']}/cadastral_quarters`;
    const taken = await send('POST', url, 'senior_manager', { number: '60:27:0010101' });
    expect(taken.body.errors![0].detail).toBe(nestedMessages.quarterTaken);
    const bad = await send('POST', url, 'senior_manager', { number: '60:27:01' });
    expect(bad.body.errors![0]).toMatchObject({ source: { pointer: '/data/attributes/number' } });
    const ok = await send('POST', url, 'senior_manager', { number: '60:27:0500101' });
    expect(ok.status).toBe(201);
    const id = ok.body.data.id;
    const moved = await send('PATCH', `${url}/${id}`, 'senior_manager', {
      number: '60:27:0500102',
    });
    expect(moved.body.data.attributes.number).toBe('60:27:0500102');

    await send('PATCH', `/v1/admin/branches/${branch['Островский участок']}`, 'senior_manager', {
      active: false,
    });
    expect(branchName((await lookup('60:27:0010101:7')).body)).toBe('Псковский филиал');
    expect(branchName((await lookup('60:27:0010101:7', false)).body)).toBe('Островский участок');
    expect((await send('DELETE', `${url}/${id}`, 'senior_manager')).status).toBe(204);
  });
});
