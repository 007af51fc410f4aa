/**
 * Issue 37's "done": a brand-new registry family from one definition and one migration
 * (./fixtures/boilerHouses.ts and .sql) — its own menu entry and grants, a reference, an enum, a
 * file, a workflow and an export — joins the portal with nothing else written. The definitions
 * are src/registries' own plus the fixture: every module is loaded afresh over that list (the
 * workers share their modules between files), so the access table, the server and the OpenAPI
 * document are built as they would be with the fixture in it.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Registries from '../../src/registries/index';
import { validationMessages as m, interpolate } from '../../src/validation/messages';
import type { TestContext } from '../test/helpers';
import { uploadFile } from '../test/upload';
import { boilerHouses } from './fixtures/boilerHouses';

/** The portal's modules loaded afresh over the definitions plus the fixture. */
async function withFixture() {
  vi.resetModules();
  vi.doMock('../../src/registries/index', async (original) => {
    const real = await original<typeof Registries>();
    return { ...real, registries: [...real.registries, boilerHouses] };
  });
  return {
    helpers: await import('../test/helpers'),
    auth: await import('../modules/reference/testAuth'),
    access: await import('../../src/access/index'),
    doc: await import('../../src/access/permissionsDoc'),
  };
}

type Resource = { id: string; attributes: Record<string, unknown> };
type Answer = {
  data: Resource & Resource[];
  errors?: { detail: string; source: { pointer: string } }[];
};

describe('a new registry family from one definition and one migration', () => {
  let ctx: TestContext;
  let dataDir: string;
  const as: Record<string, Record<string, string>> = {};
  const url = '/v1/admin/boiler_houses';
  let pskov: string;
  let id: string;
  let portal: Awaited<ReturnType<typeof withFixture>>;

  beforeAll(async () => {
    portal = await withFixture();
    const { createTestApp } = portal.helpers;
    const { tokenFor } = portal.auth;
    dataDir = await mkdtemp(join(tmpdir(), 'eog-boilers-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    await ctx.db.exec(await readFile(join(__dirname, 'fixtures/boilerHouses.sql'), 'utf8'));
    for (const role of ['etp_admin', 'senior_manager', 'operator', 'auditor'])
      as[role] = await tokenFor(ctx.app, `${role}@eog.test`);
    const [region] = await ctx.db.query<{ id: string }>("SELECT id FROM regions WHERE code = '60'");
    pskov = String(region!.id);
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
    vi.doUnmock('../../src/registries/index');
    vi.resetModules();
  });

  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    path: string,
    role: string,
    body?: object,
  ) =>
    ctx.app
      .inject({ method, url: path, headers: as[role], ...(body ? { payload: body } : {}) })
      .then((res) => ({ status: res.statusCode, body: res.json<Answer>(), raw: res }));
  const attributes = (values: Record<string, unknown>) => ({
    data: { type: 'boiler_house', attributes: values },
  });

  it('has its keys in the access table and its menu entry for the granted roles only', async () => {
    const { access } = portal;
    for (const action of [
      'read',
      'create',
      'update',
      'remove',
      'export',
      'history',
      'update_status',
    ])
      expect(access.permissionKeys).toContain(`admin_boiler_houses_${action}`);
    const entry = (role: 'etp_admin' | 'senior_manager' | 'operator' | 'auditor' | 'mfc') =>
      access.menuFor({ role }).find((item) => item.section === 'boiler_houses')?.label;
    expect([entry('etp_admin'), entry('senior_manager'), entry('operator')]).toEqual([
      'Котельные',
      'Котельные',
      'Котельные',
    ]);
    expect([entry('auditor'), entry('mfc')]).toEqual([undefined, undefined]);
    const doc = portal.doc.renderPermissionsMarkdown();
    expect(doc).toContain('admin_boiler_houses_update_status');
  });

  it('describes its routes in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      url,
      `${url}/{id}`,
      `${url}/{id}/update_status`,
      `${url}/{id}/history`,
      `${url}/{id}/changes`,
      `${url}/export`,
      `${url}/single_multipart_upload_start`,
    ])
      expect(paths).toContain(path);
  });

  it('refuses bad values with the seeds’ Russian messages, then creates a record', async () => {
    const bad = await send(
      'POST',
      url,
      'etp_admin',
      attributes({ fuel: 'wood', capacity_mw: '-1' }),
    );
    expect(bad.status).toBe(422);
    expect(
      Object.fromEntries(
        bad.body.errors!.map((e) => [e.source.pointer.split('/').at(-1), e.detail]),
      ),
    ).toEqual({
      name: m.required,
      fuel: m.invalid,
      region_id: m.required,
      capacity_mw: interpolate(m.minValue, { min: 0 }),
    });

    const passport = await uploadFile(
      ctx.app,
      as.etp_admin!,
      `${url}/single_multipart_upload`,
      'Паспорт.pdf',
      Buffer.from('%PDF-1.7\n%паспорт котельной\n'),
      'passport',
    );
    expect(passport.complete?.statusCode).toBe(200);
    const created = await send(
      'POST',
      url,
      'etp_admin',
      attributes({
        name: 'Котельная №1',
        fuel: 'coal',
        region_id: pskov,
        capacity_mw: '12,5',
        passport_id: passport.id,
        status: 'on_gas',
      }),
    );
    expect(created.status).toBe(201);
    id = created.body.data.id;
    expect(created.body.data.attributes).toMatchObject({
      name: 'Котельная №1',
      fuel: 'coal',
      region_id: pskov,
      capacity_mw: 12.5,
      status: 'planned',
      passport: { original_filename: 'Паспорт.pdf' },
    });
    // The roles the family does not grant a create cannot make one.
    const refused = await send('POST', url, 'senior_manager', attributes({ name: 'Чужая' }));
    expect(refused.status).toBe(403);
    expect((await send('GET', url, 'auditor')).status).toBe(403);
    const list = await send('GET', `${url}?fuel=coal`, 'operator');
    expect(list.body.data.map((r) => r.attributes.name)).toEqual(['Котельная №1']);
  });

  it('moves along its workflow by the granted roles, with its history and its changes', async () => {
    const move = (role: string, values: Record<string, unknown>) =>
      send('PATCH', `${url}/${id}/update_status`, role, { data: { attributes: values } });
    expect((await move('operator', { status: 'converting' })).status).toBe(403);
    expect((await move('senior_manager', { status: 'on_gas' })).body.errors![0]!.detail).toBe(
      'Переход из статуса «Планируется» в статус «Работает на газе» не допускается',
    );
    expect((await move('senior_manager', { status: 'converting' })).status).toBe(200);
    expect((await move('senior_manager', { status: 'planned' })).body.errors![0]!.detail).toBe(
      'Укажите комментарий к переходу',
    );
    const back = await move('senior_manager', { status: 'planned', comment: 'Нет трассы' });
    expect(back.body.data.attributes.status).toBe('planned');

    expect((await send('GET', `${url}/${id}/history`, 'operator')).status).toBe(403);
    const history = await send('GET', `${url}/${id}/history?order_type=asc`, 'senior_manager');
    expect(
      history.body.data.map((r) => [r.attributes.to_status_label, r.attributes.comment]),
    ).toEqual([
      ['Планируется', null],
      ['Переводится на газ', null],
      ['Планируется', 'Нет трассы'],
    ]);
    const changes = await send('GET', `${url}/${id}/changes`, 'etp_admin');
    expect(changes.body.data.map((r) => r.attributes.action)).toEqual([
      'update',
      'update',
      'create',
    ]);
  });

  it('exports the filtered list as CSV and XLSX with the labels the console shows', async () => {
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `${url}/export?format=csv&fuel=coal`,
      headers: as.operator,
    });
    expect(csv.statusCode).toBe(403);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `${url}/export?format=csv&fuel=coal`,
      headers: as.etp_admin,
    });
    const [header, row] = own.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(header).toBe('Название;Топливо;Регион;Мощность, МВт;Состояние;Создано;Обновлено');
    expect(row).toMatch(/^Котельная №1;Уголь;Псковская область;12,5;Планируется;/);
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `${url}/export?format=xlsx`,
      headers: as.etp_admin,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
