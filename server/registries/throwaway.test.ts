import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeKindLabels, feeKindOptions } from '../../src/domain/feeKinds';
import { formatMessages } from '../../src/format/messages';
import {
  createdAt,
  createdBy,
  organizationRef,
  updatedAt,
  updatedBy,
} from '../../src/registries/common';
import { defineRegistry, listFields } from '../../src/registries/define';
import { interpolate, validationMessages as m } from '../../src/validation/messages';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { tokenFor } from '../modules/reference/testAuth';
import { call, DEMO_PASSWORD, openTestDb } from '../test/helpers';
import { registerRegistry } from './index';

// A definition the portal does not have, declared here with its table: the engine alone gives
// it working routes with every field kind, join tables, scoping, the site read, the export and
// a status workflow with its history.
const throwaway = defineRegistry({
  name: 'throwaways',
  path: 'throwaways',
  type: 'throwaway',
  table: 'throwaways',
  title: ['Пробная запись', 'Пробные записи', 'Пробных записей'],
  section: 'lead_dictionary',
  permissions: 'gas_distribution_stations',
  fields: {
    name: { kind: 'string', label: 'Название', required: true, max: 50, list: true, sort: true },
    notes: { kind: 'text', label: 'Заметки', adminOnly: true },
    body: { kind: 'html', label: 'Текст' },
    count: { kind: 'integer', label: 'Количество', min: 1, default: 1, list: true, sort: true },
    ratio: { kind: 'decimal', label: 'Доля', scale: 3, list: true },
    flag: { kind: 'boolean', label: 'Флаг', filter: true, default: false, list: true },
    due_on: { kind: 'date', label: 'Срок', filter: true, list: true },
    starts_at: { kind: 'datetime', label: 'Начало', filter: true, list: true },
    tags: {
      kind: 'enum',
      label: 'Метки',
      options: feeKindOptions,
      many: true,
      filter: true,
      list: true,
    },
    organization_id: { ...organizationRef, required: true },
    region_ids: {
      kind: 'references',
      label: 'Регионы',
      resource: 'lead_dictionary/regions',
      through: { table: 'throwaway_regions', key: 'throwaway_id', foreignKey: 'region_id' },
      filter: true,
      list: true,
    },
    code: { kind: 'string', label: 'Код', only: 'create', list: true },
    status: {
      kind: 'enum',
      label: 'Статус',
      options: [
        { value: 'new', title: 'Новая' },
        { value: 'in_work', title: 'В работе' },
        { value: 'done', title: 'Выполнена' },
        { value: 'rejected', title: 'Отклонена' },
      ],
      default: 'new',
      readOnly: true,
    },
    created_by_id: createdBy,
    updated_by_id: updatedBy,
    created_at: createdAt,
    updated_at: updatedAt,
  },
  search: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  workflow: {
    field: 'status',
    transitions: [
      { from: 'new', to: 'in_work', action: 'Взять в работу' },
      { from: 'new', to: 'rejected', action: 'Отклонить', requires: ['comment'] },
      { from: 'in_work', to: 'done', action: 'Завершить' },
      { from: 'in_work', to: 'rejected', action: 'Отклонить', roles: ['etp_admin'] },
    ],
  },
  scoping: { organization: 'organization_id' },
  site: { where: { flag: true } },
  audited: true,
  exportable: true,
  normalize: (values) =>
    values.count === 13 ? { ...values, notes: 'Несчастливое число' } : values,
});

const TABLES = `
CREATE TABLE throwaways (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  notes text,
  body text,
  count integer DEFAULT 1 CHECK (count >= 1),
  ratio numeric(14, 3),
  flag boolean NOT NULL DEFAULT false,
  due_on date,
  starts_at timestamptz,
  tags text[] NOT NULL DEFAULT '{}',
  organization_id bigint NOT NULL REFERENCES organizations (id),
  code text,
  status text DEFAULT 'new',
  created_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  updated_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE throwaway_regions (
  throwaway_id bigint NOT NULL REFERENCES throwaways (id) ON DELETE CASCADE,
  region_id bigint NOT NULL REFERENCES regions (id),
  PRIMARY KEY (throwaway_id, region_id)
);`;

type Resource = {
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data: unknown }>;
};

describe('a throwaway definition', () => {
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  let admin: { authorization: string };
  let manager: { authorization: string };
  let orgs: Record<string, string>;
  let regions: Record<string, string>;
  let id: string;
  const url = '/v1/admin/throwaways';

  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await migrate(db);
    await seed(db, { demo: true, demoPassword: DEMO_PASSWORD });
    await db.exec(TABLES);
    const config = loadConfig({
      DATA_DIR: '/nonexistent-test-data',
      DIST_DIR: '/nonexistent-test-dist',
    });
    app = await buildApp({ config, db, jwtSecret: 'test-secret-'.padEnd(40, 'x') });
    await registerRegistry(app, throwaway);
    await app.ready();
    admin = await tokenFor(app, 'etp_admin@eog.test');
    manager = await tokenFor(app, 'senior_manager@eog.test');
    const orgRows = await db.query<{ id: string; name: string }>(
      'SELECT o.id, o.name FROM organizations o',
    );
    const own = await db.query<{ organization_id: string }>(
      "SELECT organization_id FROM admin_users WHERE email = 'senior_manager@eog.test'",
    );
    const mine = String(own[0]!.organization_id);
    orgs = { mine, other: String(orgRows.find((o) => String(o.id) !== mine)!.id) };
    const regionRows = await db.query<{ id: string; code: string }>(
      "SELECT id, code FROM regions WHERE code IN ('47', '50', '60')",
    );
    regions = Object.fromEntries(regionRows.map((r) => [r.code, String(r.id)]));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const post = (headers: { authorization: string }, attributes: Record<string, unknown>) =>
    call<{ data: Resource; included?: Resource[]; errors?: { detail: string }[] }>(app, {
      method: 'POST',
      url: `${url}?included=regions,organization`,
      headers,
      payload: { data: { type: 'throwaway', attributes } },
    });
  const patch = (headers: { authorization: string }, attributes: Record<string, unknown>) =>
    call<{ data: Resource; errors?: { detail: string }[] }>(app, {
      method: 'PATCH',
      url: `${url}/${id}`,
      headers,
      payload: { data: { attributes } },
    });

  it('creates a record with every field kind', async () => {
    const res = await post(admin, {
      name: 'Пробная',
      notes: 'Только для консоли',
      body: '<h2 style="x">Заголовок</h2><iframe>x</iframe>',
      ratio: '0,125',
      flag: 'true',
      due_on: '05.04.2026',
      starts_at: '05.04.2026 10:30',
      tags: ['standard', 'custom', 'standard'],
      organization_id: orgs.mine,
      region_ids: [regions['60'], regions['50']],
      code: 'A-1',
      status: 'hacked',
    });
    expect(res.status).toBe(201);
    id = res.body.data.id;
    const [adminRow] = await db.query<{ id: string }>(
      "SELECT id FROM admin_users WHERE email = 'etp_admin@eog.test'",
    );
    expect(res.body.data.attributes).toMatchObject({
      name: 'Пробная',
      body: '<h2>Заголовок</h2>',
      count: 1,
      ratio: 0.125,
      flag: true,
      due_on: '2026-04-05',
      starts_at: '2026-04-05T07:30:00.000Z',
      tags: ['standard', 'custom'],
      organization_id: orgs.mine,
      region_ids: [regions['50'], regions['60']].sort((a, b) => Number(a) - Number(b)),
      code: 'A-1',
      status: 'new',
      created_by_id: String(adminRow!.id),
    });
    expect(res.body.data.relationships.regions!.data).toHaveLength(2);
    expect(res.body.data.relationships.organization!.data).toEqual({
      type: 'organization',
      id: orgs.mine,
    });
    expect(res.body.included!.map((r) => (r as unknown as { type: string }).type).sort()).toEqual([
      'organization',
      'region',
      'region',
    ]);
  });

  it('updates: ignores create-only and read-only fields, replaces join rows, normalizes', async () => {
    const res = await patch(admin, {
      code: 'B-2',
      status: 'hacked',
      region_ids: [regions['47']],
      count: 13,
      starts_at: '2026-04-06T12:00:00Z',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.attributes).toMatchObject({
      code: 'A-1',
      status: 'new',
      region_ids: [regions['47']],
      count: 13,
      notes: 'Несчастливое число',
      starts_at: '2026-04-06T12:00:00.000Z',
    });
    const joins = await db.query('SELECT * FROM throwaway_regions WHERE throwaway_id = $1', [id]);
    expect(joins).toHaveLength(1);
    const changes = await call<{ data: { attributes: { changes: Record<string, unknown> } }[] }>(
      app,
      { method: 'GET', url: `${url}/${id}/changes`, headers: admin },
    );
    expect(changes.body.data[0]!.attributes.changes).toMatchObject({
      region_ids: [expect.any(Array), [regions['47']]],
      count: [1, 13],
      notes: ['Только для консоли', 'Несчастливое число'],
    });
  });

  it('collects the errors of every kind at once', async () => {
    const res = await post(admin, {
      name: 'x'.repeat(51),
      count: '0',
      ratio: '1,2345',
      flag: 'maybe',
      due_on: '2026-02-30',
      starts_at: 'завтра',
      tags: ['nope'],
      organization_id: '999999999',
      region_ids: [regions['60'], 'abc'],
    });
    expect(res.status).toBe(422);
    const details = (res.body.errors as { detail: string; source: { pointer: string } }[]).map(
      (e) => [e.source.pointer.split('/').at(-1), e.detail],
    );
    expect(Object.fromEntries(details)).toEqual({
      name: interpolate(m.maxLength, { max: 50 }),
      count: interpolate(m.minValue, { min: 1 }),
      ratio: m.invalid,
      flag: m.invalid,
      due_on: m.invalid,
      starts_at: m.invalid,
      tags: m.invalid,
      // A hand-written target names what is missing; a definition's falls back to the rule.
      organization_id: 'Организация не найдена',
      region_ids: m.invalid,
    });
  });

  it('filters by every filterable kind', async () => {
    const second = await post(admin, {
      name: 'Вторая',
      organization_id: orgs.other,
      due_on: '2026-05-01',
      starts_at: '2026-05-01T09:00:00Z',
      tags: ['preferential'],
      region_ids: [regions['60']],
    });
    expect(second.status).toBe(201);
    const names = async (query: string) =>
      (
        await call<{ data: Resource[] }>(app, {
          method: 'GET',
          url: `${url}?${query}`,
          headers: admin,
        })
      ).body.data.map((r) => r.attributes.name);
    expect(await names('flag=true')).toEqual(['Пробная']);
    expect(await names('flag=false')).toEqual(['Вторая']);
    expect(await names('due_on_from=01.05.2026')).toEqual(['Вторая']);
    expect(await names('due_on_to=2026-04-30')).toEqual(['Пробная']);
    expect(await names('starts_at_from=06.04.2026&starts_at_to=06.04.2026')).toEqual(['Пробная']);
    expect(await names('tags[]=preferential&tags[]=custom')).toEqual(['Вторая', 'Пробная']);
    expect(await names('tags=custom')).toEqual(['Пробная']);
    expect(await names(`region_ids[]=${regions['60']}`)).toEqual(['Вторая']);
    expect(await names(`organization_id=${orgs.other}`)).toEqual(['Вторая']);
  });

  it('scopes an organization-scoped staff member: reads and writes of their organization only', async () => {
    const list = await call<{ data: Resource[] }>(app, { method: 'GET', url, headers: manager });
    expect(list.body.data.map((r) => r.attributes.name)).toEqual(['Пробная']);
    const [other] = await db.query<{ id: string }>(
      "SELECT id FROM throwaways WHERE name = 'Вторая'",
    );
    const hidden = await call(app, { method: 'GET', url: `${url}/${other!.id}`, headers: manager });
    expect(hidden.status).toBe(404);
    const foreign = await call(app, {
      method: 'PATCH',
      url: `${url}/${other!.id}`,
      headers: manager,
      payload: { data: { attributes: { name: 'Чужая' } } },
    });
    expect(foreign.status).toBe(403);
    expect((await post(manager, { name: 'Чужая', organization_id: orgs.other })).status).toBe(403);
    expect((await patch(manager, { organization_id: orgs.other })).status).toBe(403);
    const own = await patch(manager, { name: 'Пробная' });
    expect(own.status).toBe(200);
    expect((await post(manager, { name: 'Своя', organization_id: orgs.mine })).status).toBe(201);
  });

  it('moves a record along its workflow only as the table allows, and keeps each move', async () => {
    const move = (
      headers: { authorization: string },
      attributes: Record<string, unknown>,
      method: 'PUT' | 'PATCH' = 'PATCH',
      target = id,
    ) =>
      call<{ data: Resource; errors?: { detail: string; source: { pointer: string } }[] }>(app, {
        method,
        url: `${url}/${target}/update_status`,
        headers,
        payload: { data: { attributes } },
      });
    const refusal = (res: Awaited<ReturnType<typeof move>>) => [
      res.status,
      res.body.errors?.[0]?.source.pointer,
      res.body.errors?.[0]?.detail,
    ];
    expect(refusal(await move(manager, { status: 'done' }))).toEqual([
      422,
      '/data/attributes/status',
      'Переход из статуса «Новая» в статус «Выполнена» не допускается',
    ]);
    expect(refusal(await move(manager, { status: 'rejected', comment: '  ' }))).toEqual([
      422,
      '/data/attributes/comment',
      'Укажите комментарий к переходу',
    ]);
    expect(refusal(await move(manager, { status: 'in_work', comment: 'x'.repeat(2001) }))).toEqual([
      422,
      '/data/attributes/comment',
      interpolate(m.maxLength, { max: 2000 }),
    ]);
    expect((await move(manager, { status: 7 })).status).toBe(422);
    const taken = await move(manager, { status: 'in_work', comment: 'Беру' }, 'PUT');
    expect(taken.status).toBe(200);
    expect(taken.body.data.attributes.status).toBe('in_work');
    // The table gives this move to etp_admin alone; an edit never sets the status.
    expect(refusal(await move(manager, { status: 'rejected' }))[0]).toBe(422);
    expect((await patch(admin, { status: 'done' })).body.data.attributes.status).toBe('in_work');
    const [other] = await db.query<{ id: string }>(
      "SELECT id FROM throwaways WHERE name = 'Вторая'",
    );
    expect((await move(manager, { status: 'in_work' }, 'PATCH', String(other!.id))).status).toBe(
      403,
    );
    expect((await move(admin, { status: 'rejected', comment: 'Дубль' })).status).toBe(200);

    const history = await call<{ data: Resource[] }>(app, {
      method: 'GET',
      url: `${url}/${id}/history?order_type=asc`,
      headers: manager,
    });
    expect(history.status).toBe(200);
    expect(
      history.body.data.map((r) => [
        r.attributes.from_status_label,
        r.attributes.to_status_label,
        r.attributes.comment,
      ]),
    ).toEqual([
      [null, 'Новая', null],
      ['Новая', 'В работе', 'Беру'],
      ['В работе', 'Отклонена', 'Дубль'],
    ]);
    expect(history.body.data[1]!.attributes.admin_name).toMatch(/\S+ \S+/);
    const hidden = await call(app, {
      method: 'GET',
      url: `${url}/${other!.id}/history`,
      headers: manager,
    });
    expect(hidden.status).toBe(404);
  });

  it('reads on the site with site.where and without adminOnly and staff fields', async () => {
    const res = await call<{ data: Resource[] }>(app, { method: 'GET', url: '/v1/throwaways' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.attributes.name)).toEqual(['Пробная']);
    const attributes = res.body.data[0]!.attributes;
    expect(attributes).not.toHaveProperty('notes');
    expect(attributes).not.toHaveProperty('created_by_id');
    expect(res.body.data[0]!.relationships).not.toHaveProperty('created_by');
    const searchHidden = await call<{ data: Resource[] }>(app, {
      method: 'GET',
      url: '/v1/throwaways?included=created_by,regions',
    });
    expect(
      (searchHidden.body as { included?: { type: string }[] }).included?.map((r) => r.type),
    ).toEqual(['region']);
  });

  it('exports references, many enums, datetimes and booleans as the console shows them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${url}/export?format=csv&flag=true`,
      headers: admin,
    });
    const [header, row] = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(header).toBe(
      listFields(throwaway)
        .map(([, f]) => f.label)
        .join(';'),
    );
    const cells = row!.split(';');
    expect(cells.slice(0, 7)).toEqual([
      'Пробная',
      '13',
      '0,125',
      formatMessages.yes,
      '05.04.2026',
      '06.04.2026 15:00',
      `${feeKindLabels.standard}, ${feeKindLabels.custom}`,
    ]);
    expect(cells[8]).toBe('Ленинградская область');
    expect(cells[10]).toMatch(/\S+ \S+/);
  });

  it('removes the record with its join rows', async () => {
    const res = await app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: admin });
    expect(res.statusCode).toBe(204);
    const joins = await db.query('SELECT * FROM throwaway_regions WHERE throwaway_id = $1', [id]);
    expect(joins).toEqual([]);
    const moves = await db.query(
      "SELECT 1 FROM registry_status_changes WHERE registry = 'throwaways' AND record_id = $1",
      [id],
    );
    expect(moves).toEqual([]);
    expect((await post(admin, { name: 'Без организации' })).body.errors![0]!.detail).toBe(
      m.required,
    );
  });
});
