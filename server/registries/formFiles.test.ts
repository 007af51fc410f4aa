/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The engine's capabilities services brought (issue 37), on a definition the portal does not
 * have: a file in a column of its own sent inside the record's form body and read as
 * `{url, name}`, values the server prepares before a write, fields the console's forms leave out,
 * and the hooks a module hands over (narrowed reads, included loaders, included on save, a
 * configured file limit).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRegistry, formInputFields } from '../../src/registries/define';
import { validationMessages as m } from '../../src/validation/messages';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { tokenFor } from '../modules/reference/testAuth';
import { call, DEMO_PASSWORD, openTestDb } from '../test/helpers';
import { fileTooLargeMessage, formFileError } from './formFiles';
import type { RegistryHooks } from './hooks';
import { registerRegistry } from './index';

const leaflets = defineRegistry({
  name: 'leaflets',
  path: 'leaflets',
  type: 'leaflet',
  table: 'leaflets',
  title: ['Листовка', 'Листовки', 'Листовок'],
  section: 'lead_dictionary',
  permissions: 'gas_distribution_stations',
  fields: {
    name: { kind: 'string', label: 'Название', required: true, max: 50, list: true },
    code: { kind: 'string', label: 'Код', required: true, hiddenInForm: true },
    secret: { kind: 'boolean', label: 'Скрытая', default: false },
    region_ids: {
      kind: 'references',
      label: 'Регионы',
      resource: 'lead_dictionary/regions',
      through: { table: 'leaflet_regions', key: 'leaflet_id', foreignKey: 'region_id' },
      hiddenInForm: true,
    },
    sheet: {
      kind: 'file',
      label: 'Лист',
      extensions: ['pdf'],
      maxBytes: 1000,
      maxSizeMessage: 'Не больше тысячи байт',
      column: 'sheet_file_id',
      upload: 'form',
      answer: 'link',
    },
  },
  site: {},
  audited: false,
  exportable: false,
  // A new leaflet's code from its name, unless one is sent.
  prepare: (values, operation) =>
    operation === 'create' && !values.code && typeof values.name === 'string'
      ? { ...values, code: `leaflet_${values.name.length}` }
      : values,
});

const TABLES = `
CREATE TABLE leaflets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL,
  secret boolean NOT NULL DEFAULT false,
  sheet_file_id bigint REFERENCES attachments (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE leaflet_regions (
  leaflet_id bigint NOT NULL REFERENCES leaflets (id) ON DELETE CASCADE,
  region_id bigint NOT NULL REFERENCES regions (id),
  PRIMARY KEY (leaflet_id, region_id)
);`;

const LIMIT = 500;
const hooks: RegistryHooks = {
  // The site never reads a secret leaflet; the console only with `secret=true`.
  narrowReads(where, q, { site }) {
    if (site || q.filters.secret !== 'true') where.and('NOT secret');
  },
  included: {
    regions: (_db, ids) =>
      Promise.resolve(ids.map((id) => ({ type: 'region', id, attributes: { loaded: true } }))),
  },
  savedIncludes: ['regions'],
  maxBytes: { sheet: LIMIT },
};

const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4');
  return bytes;
};

describe('form files, prepared values and module hooks', () => {
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  let dataDir: string;
  let admin: { authorization: string };
  let region: string;

  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await migrate(db);
    await seed(db, { demo: true, demoPassword: DEMO_PASSWORD });
    await db.exec(TABLES);
    dataDir = await mkdtemp(join(tmpdir(), 'eog-leaflets-'));
    const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: '/nonexistent-test-dist' });
    app = await buildApp({ config, db, jwtSecret: 'test-secret-'.padEnd(40, 'x') });
    await registerRegistry(app, leaflets, hooks);
    await app.ready();
    admin = await tokenFor(app, 'etp_admin@eog.test');
    const [row] = await db.query<{ id: string }>('SELECT id FROM regions ORDER BY id LIMIT 1');
    region = String(row!.id);
  });
  afterAll(async () => {
    await app.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function send(method: 'POST' | 'PATCH', url: string, form: FormData) {
    const req = new Request('http://local/', { method: 'POST', body: form });
    return call<any>(app, {
      method,
      url,
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { ...admin, 'content-type': req.headers.get('content-type')! },
    });
  }
  const json = (method: 'POST' | 'PATCH', url: string, attributes: Record<string, unknown>) =>
    call<any>(app, { method, url, headers: admin, payload: { data: { attributes } } });

  it('leaves hiddenInForm fields out of the form inputs, not out of the API', () => {
    expect(formInputFields(leaflets).map(([key]) => key)).toEqual(['name', 'secret', 'sheet']);
  });

  it('stores a file sent in the form in its own column and answers {url, name}', async () => {
    const form = new FormData();
    form.append('leaflet[name]', 'Памятка');
    form.append('leaflet[region_ids][]', region);
    form.append('leaflet[sheet]', new File([pdf(100)], 'Лист.pdf'));
    const res = await send('POST', '/v1/admin/leaflets', form);
    expect(res.status).toBe(201);
    const { id, attributes } = res.body.data;
    // Prepared on create: the code from the name.
    expect(attributes.code).toBe('leaflet_7');
    expect(attributes.sheet).toEqual({ url: `/v1/leaflets/${id}/sheet`, name: 'Лист.pdf' });
    const [row] = await db.query<{ sheet_file_id: string | null }>(
      'SELECT sheet_file_id FROM leaflets WHERE id = $1',
      [id],
    );
    expect(row!.sheet_file_id).toBeTruthy();
    // The module's loader wrote the included region; a save includes it unasked.
    expect(res.body.included).toEqual([
      { type: 'region', id: region, attributes: { loaded: true } },
    ]);
    const file = await app.inject({ url: `/v1/leaflets/${id}/sheet` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf(100))).toBe(true);

    const removed = await json('PATCH', `/v1/admin/leaflets/${id}`, { remove_sheet: true });
    expect(removed.status).toBe(200);
    expect(removed.body.data.attributes.sheet).toBeNull();
    // An edit keeps the code it has.
    expect(removed.body.data.attributes.code).toBe('leaflet_7');
  });

  it("refuses a file by its bytes (422) and one over the hook's limit (413)", async () => {
    const bad = new FormData();
    bad.append('leaflet[name]', 'Фальшивка');
    bad.append('leaflet[sheet]', new File(['PK\u0003\u0004 zip'], 'sheet.pdf'));
    const refused = await send('POST', '/v1/admin/leaflets', bad);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      detail: m.fileFormat,
      title: 'Лист',
      source: { pointer: '/data/attributes/sheet' },
    });
    const big = new FormData();
    big.append('leaflet[name]', 'Большая');
    big.append('leaflet[sheet]', new File([pdf(LIMIT + 1)], 'big.pdf'));
    const tooBig = await send('POST', '/v1/admin/leaflets', big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors[0].detail).toBe(fileTooLargeMessage(leaflets.fields.sheet, LIMIT));
    // At the field's own limit its own message; at another the generic one.
    expect(fileTooLargeMessage(leaflets.fields.sheet, 1000)).toBe('Не больше тысячи байт');
    expect(fileTooLargeMessage(leaflets.fields.sheet, LIMIT)).toMatch(/не должен превышать/);
    expect(formFileError(leaflets.fields.sheet, { filename: 'a.pdf', size: 0, head: pdf(8) })).toBe(
      'Файл не должен быть пустым',
    );
  });

  it('judges a read multipart form by the route body schema, as a JSON body', async () => {
    const form = new FormData();
    form.append('data', 'not an object');
    expect((await send('POST', '/v1/admin/leaflets', form)).status).toBe(400);
    const nested = new FormData();
    nested.append('data[attributes][name]', 'Из формы');
    nested.append('data[attributes][secret]', 'false');
    expect((await send('POST', '/v1/admin/leaflets', nested)).status).toBe(201);
    expect((await json('POST', '/v1/admin/leaflets', { name: ['x'] })).status).toBe(422);
  });

  it('narrows reads by the module hook: lists and records, site and console', async () => {
    const created = await json('POST', '/v1/admin/leaflets', { name: 'Секрет', secret: true });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const names = (res: any) => res.body.data.map((r: any) => r.attributes.name);
    expect(names(await call<any>(app, { url: '/v1/leaflets' }))).not.toContain('Секрет');
    expect((await call(app, { url: `/v1/leaflets/${id}` })).status).toBe(404);
    const consoleList = await call<any>(app, { url: '/v1/admin/leaflets', headers: admin });
    expect(names(consoleList)).not.toContain('Секрет');
    const asked = await call<any>(app, { url: '/v1/admin/leaflets?secret=true', headers: admin });
    expect(names(asked)).toContain('Секрет');
    // A record read narrows without the list's filters.
    expect((await call(app, { url: `/v1/admin/leaflets/${id}`, headers: admin })).status).toBe(404);
  });
});
