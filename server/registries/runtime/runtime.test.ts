import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres } from '../../db';
import { tokenFor } from '../../modules/reference/testAuth';
import { secondInstance, staffApp } from '../../test/helpers';

const boilerHouses = {
  code: 'boiler_houses',
  title: ['Газовая котельная', 'Газовые котельные', 'Газовых котельных'],
  fields: [
    {
      key: 'name',
      kind: 'string',
      label: 'Наименование',
      required: true,
      max: 200,
      list: true,
      sort: true,
    },
    { key: 'capacity', kind: 'string', label: 'Мощность', list: true },
    { key: 'commissioned_on', kind: 'date', label: 'Дата ввода', filter: true, sort: true },
    {
      key: 'status',
      kind: 'enum',
      label: 'Статус',
      filter: true,
      options: [
        { value: 'working', title: 'Работает' },
        { value: 'stopped', title: 'Остановлена' },
      ],
    },
    { key: 'inventory_number', kind: 'string', label: 'Инвентарный номер', unique: true },
  ],
  search: ['name'],
  grants: { operator: ['read', 'create'] },
};

describe('a registry an administrator defines (issue 38)', () => {
  const { ctx, admin, operator, call } = staffApp();
  let id: string;

  it('is drafted, planned and published, and its records go through the engine', async () => {
    const created = await call('POST', '/v1/admin/registry_designs', admin, boilerHouses);
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().data.id;
    const fields = created.json().data.attributes.fields as { field_id: string; key: string }[];
    expect(fields.every((f) => /^\d+$/.test(f.field_id))).toBe(true);

    // Not published: its records are not served yet.
    expect(
      (await call('GET', '/v1/admin/registries/boiler_houses/records', admin)).statusCode,
    ).toBe(404);

    const plan = await call('GET', `/v1/admin/registry_designs/${id}/plan`, admin);
    expect(plan.statusCode).toBe(200);
    const steps = plan.json().data.attributes.steps as {
      kind: string;
      text: string;
      sql: string[];
    }[];
    expect(steps[0]).toMatchObject({
      kind: 'instant',
      text: 'Создать таблицу реестра «Газовых котельных»',
    });
    // Every name in the SQL is generated.
    expect(steps.flatMap((s) => s.sql).join('\n')).not.toMatch(/capacity|boiler|name\b/);

    const published = await call('POST', `/v1/admin/registry_designs/${id}/publish`, admin, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.attributes).toMatchObject({
      published_version: 1,
      draft_version: null,
    });

    const records = '/v1/admin/registries/boiler_houses/records';
    const one = await call('POST', records, operator, {
      name: 'Котельная №1',
      capacity: '1,5 МВт',
      commissioned_on: '2019-10-01',
      status: 'working',
      inventory_number: 'INV-1',
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().data).toMatchObject({
      type: 'boiler_houses',
      attributes: {
        name: 'Котельная №1',
        capacity: '1,5 МВт',
        commissioned_on: '2019-10-01',
        status: 'working',
      },
    });
    await call('POST', records, operator, {
      name: 'Котельная №2',
      status: 'stopped',
      inventory_number: 'INV-2',
    });

    // The engine's validation, in the seeds' words.
    const missing = await call('POST', records, operator, { status: 'nope' });
    expect(missing.statusCode).toBe(422);
    expect(
      missing.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer),
    ).toEqual(expect.arrayContaining(['/data/attributes/name', '/data/attributes/status']));
    const repeated = await call('POST', records, operator, {
      name: 'Дубль',
      inventory_number: 'INV-1',
    });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors[0].source.pointer).toBe('/data/attributes/inventory_number');
    // A mistyped attribute is refused by the registry's own schema.
    const mistyped = await call('POST', records, operator, { name: { a: 1 } });
    expect(mistyped.statusCode).toBe(422);

    const filtered = await call('GET', `${records}?status=stopped`, operator);
    expect(
      filtered.json().data.map((r: { attributes: { name: string } }) => r.attributes.name),
    ).toEqual(['Котельная №2']);
    const searched = await call('GET', `${records}?query=${encodeURIComponent('№1')}`, operator);
    expect(searched.json().data).toHaveLength(1);
    const sorted = await call('GET', `${records}?order_by=name&order_type=asc`, operator);
    expect(
      sorted.json().data.map((r: { attributes: { name: string } }) => r.attributes.name),
    ).toEqual(['Котельная №1', 'Котельная №2']);

    // The operator was granted read and create only.
    const recordId = one.json().data.id;
    expect(
      (await call('PATCH', `${records}/${recordId}`, operator, { capacity: '2 МВт' })).statusCode,
    ).toBe(403);
    expect((await call('GET', `${records}/export?format=csv`, operator)).statusCode).toBe(403);

    const edited = await call('PATCH', `${records}/${recordId}`, admin, { capacity: '2 МВт' });
    expect(edited.statusCode, edited.body).toBe(200);
    const changes = await call('GET', `${records}/${recordId}/changes`, admin);
    expect(changes.statusCode).toBe(200);
    expect(changes.json().data.length).toBe(2);

    const csv = await call('GET', `${records}/export?format=csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Наименование');
    expect(csv.body).toContain('Котельная №2');
  });

  it('is described in the OpenAPI document with its own schemas', async () => {
    const document = (await ctx.app.inject({ url: '/v1/openapi.json' })).json();
    const list = document.paths['/v1/admin/registries/boiler_houses/records'];
    expect(Object.keys(list)).toEqual(['get', 'post']);
    const attributes =
      list.post.requestBody.content['application/json'].schema.properties.data.properties.attributes
        .properties;
    expect(Object.keys(attributes)).toEqual(
      expect.arrayContaining(['name', 'capacity', 'commissioned_on', 'status']),
    );
    expect(list.get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['status', 'commissioned_on_from', 'query']),
    );
    expect(document.paths).toHaveProperty(['/v1/admin/registries/boiler_houses/records/{id}']);
    expect(document.paths).toHaveProperty(['/v1/admin/registries/boiler_houses/records/export']);
    // The route family serving them all is there too.
    expect(document.paths).toHaveProperty(['/v1/admin/registries/{code}/records']);
  });

  it('is listed in the metadata for the roles it grants, with their actions', async () => {
    const seen = await call('GET', '/v1/admin/registries/boiler_houses', operator);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.attributes).toMatchObject({
      source: 'runtime',
      version: 1,
      actions: ['read', 'create'],
    });
    const mfc = await tokenFor(ctx.app, 'mfc_operator@eog.test');
    expect((await call('GET', '/v1/admin/registries/boiler_houses', mfc)).statusCode).toBe(404);
    expect((await call('GET', '/v1/admin/registries/boiler_houses/records', mfc)).statusCode).toBe(
      404,
    );
    // Code registries with a slash in their code are still answered.
    expect(
      (await call('GET', '/v1/admin/registries/lead_dictionary/regions', admin)).statusCode,
    ).toBe(200);
  });

  it('adds a field to the live table, renames another in metadata alone, and asks before taking one out', async () => {
    const current = (await call('GET', `/v1/admin/registry_designs/${id}`, admin)).json().data
      .attributes;
    const fields = current.fields as { field_id: string; key: string; label: string }[];
    const renamed = fields.map((f) =>
      f.key === 'capacity' ? { ...f, key: 'power', label: 'Мощность, МВт' } : f,
    );
    const withoutNumber = renamed.filter((f) => f.key !== 'inventory_number');
    const draft = {
      ...current,
      fields: [...withoutNumber, { key: 'note', kind: 'text', label: 'Примечание' }],
    };
    expect((await call('PATCH', `/v1/admin/registry_designs/${id}`, admin, draft)).statusCode).toBe(
      200,
    );

    const steps = (await call('GET', `/v1/admin/registry_designs/${id}/plan`, admin)).json().data
      .attributes.steps;
    expect(steps.map((s: { kind: string; text: string }) => `${s.kind}: ${s.text}`)).toEqual([
      'instant: Добавить поле «Примечание»',
      'destructive: Убрать поле «Инвентарный номер»: его значения останутся в таблице и вернутся, если поле восстановить',
      'instant: Применить новое описание реестра: поля, названия и права',
    ]);
    const unconfirmed = await call('POST', `/v1/admin/registry_designs/${id}/publish`, admin, {});
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors[0].detail).toBe('Подтвердите изменения, которые убирают поля');
    const published = await call('POST', `/v1/admin/registry_designs/${id}/publish`, admin, {
      confirm: true,
    });
    expect(published.statusCode, published.body).toBe(200);

    const list = await call(
      'GET',
      '/v1/admin/registries/boiler_houses/records?order_by=name&order_type=asc',
      admin,
    );
    const first = list.json().data[0].attributes;
    expect(first).toMatchObject({ name: 'Котельная №1', power: '2 МВт', note: null });
    expect(first).not.toHaveProperty('capacity');
    expect(first).not.toHaveProperty('inventory_number');
  });

  it('refuses bad names, taken codes and a changed column type with the reason', async () => {
    const bad = await call('POST', '/v1/admin/registry_designs', admin, {
      ...boilerHouses,
      code: 'regions',
      fields: [
        { key: 'Name; DROP TABLE leads', kind: 'string', label: 'Имя' },
        { key: 'id', kind: 'string', label: 'Ид' },
        { key: 'kind', kind: 'enum', label: 'Вид', options: [] },
      ],
      search: ['missing'],
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { source: { pointer: string }; detail: string }) => [
          e.source.pointer,
          e.detail,
        ]),
    ).toEqual([
      ['/data/attributes/code', 'Реестр с таким кодом уже существует'],
      [
        '/data/attributes/fields/0/key',
        'Ключ: латинские строчные буквы, цифры и «_», до 40 знаков, первая — буква',
      ],
      ['/data/attributes/fields/1/key', 'Этот ключ занят служебным полем'],
      ['/data/attributes/fields/2/options', 'Добавьте хотя бы один вариант'],
      ['/data/attributes/search/0', 'Такого поля нет в реестре'],
    ]);

    // Text to number: the rows that do not convert are shown before anything changes.
    const current = (await call('GET', `/v1/admin/registry_designs/${id}`, admin)).json().data
      .attributes;
    const retyped = current.fields.map((f: { key: string }) =>
      f.key === 'power' ? { ...f, kind: 'decimal', filter: true } : f,
    );
    await call('PATCH', `/v1/admin/registry_designs/${id}`, admin, { ...current, fields: retyped });
    const records = '/v1/admin/registries/boiler_houses/records';
    const byName = async () =>
      (await call('GET', `${records}?order_by=name&order_type=asc`, admin)).json().data as {
        id: string;
        attributes: Record<string, unknown>;
      }[];
    const [first] = await byName();
    const plan = (await call('GET', `/v1/admin/registry_designs/${id}/plan`, admin)).json().data
      .attributes;
    expect(plan.conversions).toEqual([
      {
        key: 'power',
        label: 'Мощность, МВт',
        to: 'Дробное число',
        total: 2,
        converting: 1,
        failing: [{ value: '2 МВт', count: 1, ids: [first!.id] }],
        failing_values: 1,
      },
    ]);
    const refused = await call('POST', `/v1/admin/registry_designs/${id}/publish`, admin, {
      confirm: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].detail).toBe(
      `Поле «Мощность, МВт»: 1 из 2 записей не переводятся в «Дробное число» («2 МВт»: №${first!.id}). Исправьте их, задайте замену или оставьте прежний тип`,
    );
    // Nothing changed: the served version still has the text.
    expect((await byName())[0]!.attributes.power).toBe('2 МВт');

    // Fixed, the change goes through; the old column stays as it was.
    await call('PATCH', `${records}/${first!.id}`, admin, { power: '2,5' });
    const steps = (await call('GET', `/v1/admin/registry_designs/${id}/plan`, admin)).json().data
      .attributes.steps as { kind: string }[];
    expect(steps.map((s) => s.kind)).toEqual(['instant', 'backfill', 'online', 'instant']);
    // The values move in a background job (./backfill.test.ts), which then publishes.
    const published = await call('POST', `/v1/admin/registry_designs/${id}/publish`, admin, {
      confirm: true,
    });
    expect(published.statusCode, published.body).toBe(202);
    await ctx.app.jobs.runPending();
    const after = await byName();
    expect(after.map((r) => r.attributes.power)).toEqual([2.5, null]);
    const filtered = await call('GET', `${records}?power=2,5`, admin);
    expect(filtered.json().data.map((r: { id: string }) => r.id)).toEqual([first!.id]);
  });

  it('is the designers’ only: others may not draft or publish', async () => {
    expect((await call('GET', '/v1/admin/registry_designs', operator)).statusCode).toBe(403);
    const auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    expect((await call('GET', '/v1/admin/registry_designs', auditor)).statusCode).toBe(200);
    expect(
      (await call('POST', `/v1/admin/registry_designs/${id}/publish`, auditor, {})).statusCode,
    ).toBe(403);
  });

  it('is served by another instance on the same database once published, without a restart', async () => {
    // On PostgreSQL, another pool as another process has; on PGlite, the one database.
    const otherDb = ctx.url ? await openPostgres(ctx.url) : undefined;
    const other = otherDb
      ? await buildApp({ config: ctx.config, db: otherDb, jwtSecret: ctx.app.jwtSecret })
      : await secondInstance(ctx);
    await other.ready();
    try {
      const records = '/v1/admin/registries/meters/records';
      const read = () => other.inject({ url: records, headers: admin });
      expect((await read()).statusCode).toBe(404);
      const created = await call('POST', '/v1/admin/registry_designs', admin, {
        code: 'meters',
        title: ['Счётчик', 'Счётчики', 'Счётчиков'],
        fields: [{ key: 'serial', kind: 'string', label: 'Заводской номер', required: true }],
      });
      const meters = created.json().data.id;
      expect(
        (await call('POST', `/v1/admin/registry_designs/${meters}/publish`, admin, {})).statusCode,
      ).toBe(200);
      await vi.waitFor(async () => expect((await read()).statusCode).toBe(200), { timeout: 5000 });
      const added = await other.inject({
        method: 'POST',
        url: records,
        headers: admin,
        payload: { data: { attributes: { serial: 'СГ-1' } } },
      });
      expect(added.statusCode).toBe(201);
    } finally {
      await other.close();
      await otherDb?.close();
    }
  });

  it('refers to a code registry, and shows a ГРО’s records to its own staff alone', async () => {
    const [own] = await ctx.db.query<{ organization_id: string }>(
      `SELECT organization_id::text AS organization_id FROM admin_users WHERE email = 'operator@eog.test'`,
    );
    const [other] = await ctx.db.query<{ id: string }>(
      'SELECT id::text AS id FROM organizations WHERE id <> $1 ORDER BY id LIMIT 1',
      [own!.organization_id],
    );
    const badKey = await call('POST', '/v1/admin/registry_designs', admin, {
      code: 'stations_bad',
      title: ['Станция', 'Станции', 'Станций'],
      fields: [{ key: 'owner', kind: 'reference', label: 'Владелец', resource: 'nowhere' }],
    });
    expect(badKey.json().errors.map((e: { detail: string }) => e.detail)).toEqual([
      'Ключ ссылки оканчивается на «_id»',
      'Выберите реестр, на записи которого ссылается поле',
    ]);
    const created = await call('POST', '/v1/admin/registry_designs', admin, {
      code: 'stations',
      title: ['Станция', 'Станции', 'Станций'],
      fields: [
        { key: 'name', kind: 'string', label: 'Наименование', required: true },
        {
          key: 'owner_id',
          kind: 'reference',
          label: 'ГРО',
          resource: 'organizations',
          scope: true,
          required: true,
          filter: true,
        },
      ],
      grants: { operator: ['read', 'create', 'update'] },
    });
    const stations = created.json().data.id;
    const steps = (await call('GET', `/v1/admin/registry_designs/${stations}/plan`, admin)).json()
      .data.attributes.steps as { sql: string[] }[];
    expect(steps[0]!.sql[0]).toMatch(/bigint REFERENCES organizations \(id\)/);
    expect(
      (await call('POST', `/v1/admin/registry_designs/${stations}/publish`, admin, {})).statusCode,
    ).toBe(200);

    const records = '/v1/admin/registries/stations/records';
    const mine = await call('POST', records, operator, {
      name: 'ГРС-1',
      owner_id: own!.organization_id,
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(
      (await call('POST', records, operator, { name: 'ГРС-2', owner_id: other!.id })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', records, admin, { name: 'ГРС-3', owner_id: other!.id })).statusCode,
    ).toBe(201);
    const missing = await call('POST', records, admin, { name: 'ГРС-4', owner_id: '999999999' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].detail).toBe('Организация не найдена');

    const seen = async (headers: Record<string, string>) =>
      (await call('GET', records, headers))
        .json()
        .data.map((r: { attributes: { name: string } }) => r.attributes.name);
    expect(await seen(operator)).toEqual(['ГРС-1']);
    expect(await seen(admin)).toEqual(['ГРС-3', 'ГРС-1']);
    const filtered = await call('GET', `${records}?owner_id=${other!.id}`, admin);
    expect(
      filtered.json().data.map((r: { attributes: { name: string } }) => r.attributes.name),
    ).toEqual(['ГРС-3']);
    // The organization a record refers to cannot be removed from under it.
    const [references] = await ctx.db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM information_schema.table_constraints
        WHERE constraint_type = 'FOREIGN KEY' AND table_name LIKE 'rt_%'`,
    );
    expect(Number(references!.count)).toBeGreaterThan(0);
  });

  it('checks a Russian kind by the validators every form uses', async () => {
    const created = await call('POST', '/v1/admin/registry_designs', admin, {
      code: 'contractors',
      title: ['Подрядчик', 'Подрядчики', 'Подрядчиков'],
      fields: [
        { key: 'inn', kind: 'string', label: 'ИНН', format: 'inn', required: true },
        { key: 'phone', kind: 'string', label: 'Телефон', format: 'phone' },
      ],
    });
    const design = created.json().data;
    expect(design.attributes.fields[0]).toMatchObject({ format: 'inn' });
    await call('POST', `/v1/admin/registry_designs/${design.id}/publish`, admin, {});
    const records = '/v1/admin/registries/contractors/records';
    const bad = await call('POST', records, admin, { inn: '1234567890', phone: '12' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(
      ['/data/attributes/inn', '/data/attributes/phone'],
    );
    const good = await call('POST', records, admin, {
      inn: '7707083893',
      phone: '+7 (911) 000-00-01',
    });
    expect(good.statusCode, good.body).toBe(201);
    // The console is told the kind, and draws its mask.
    const described = (await call('GET', '/v1/admin/registries/contractors', admin)).json().data;
    expect(described.attributes.fields[1]).toMatchObject({ format: 'phone', mask: 'phone' });
  });

  it('exports its design as a file and imports it elsewhere, matched by code, with a dry run', async () => {
    const file = await call('GET', `/v1/admin/registry_designs/${id}/file`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('boiler_houses.json');
    const exported = file.json();
    expect(exported).toMatchObject({
      format: 'eog-registry-design',
      design: { code: 'boiler_houses' },
    });
    expect(exported.design.fields.some((f: object) => 'field_id' in f)).toBe(false);
    const before = (await call('GET', `/v1/admin/registry_designs/${id}`, admin)).json().data
      .attributes;

    // The same file, changed as on a test portal: a label and a new field.
    const changed = {
      ...exported.design,
      fields: [
        ...exported.design.fields.map((f: { key: string }) =>
          f.key === 'name' ? { ...f, label: 'Название котельной' } : f,
        ),
        { key: 'operator_phone', kind: 'string', label: 'Телефон диспетчера', format: 'phone' },
      ],
    };
    const dry = await call('POST', '/v1/admin/registry_designs/import', admin, {
      design: changed,
      dry_run: true,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data.attributes).toMatchObject({
      exists: true,
      dry_run: true,
      diff: {
        added: ['operator_phone'],
        removed: [],
        changed: [{ key: 'name', settings: ['label'] }],
      },
    });
    // A dry run writes nothing.
    const after = (await call('GET', `/v1/admin/registry_designs/${id}`, admin)).json().data
      .attributes;
    expect(after.draft_version).toBe(before.draft_version);

    const applied = await call('POST', '/v1/admin/registry_designs/import', admin, {
      design: changed,
    });
    expect(applied.statusCode).toBe(200);
    const draft = (await call('GET', `/v1/admin/registry_designs/${id}`, admin)).json().data
      .attributes;
    const idOf = (design: { fields: { key: string; field_id: string }[] }, key: string) =>
      design.fields.find((f) => f.key === key)?.field_id;
    // The name keeps its column; the new field gets one of its own.
    expect(idOf(draft, 'name')).toBe(idOf(before, 'name'));
    expect(idOf(draft, 'operator_phone')).toMatch(/^\d+$/);

    // On a portal without it, the file makes a new registry.
    const elsewhere = await call('POST', '/v1/admin/registry_designs/import', admin, {
      design: { ...exported.design, code: 'boiler_houses_copy' },
    });
    expect(elsewhere.json().data.attributes).toMatchObject({ exists: false });
    const list = (await call('GET', '/v1/admin/registry_designs', admin)).json().data;
    expect(list.map((d: { attributes: { code: string } }) => d.attributes.code)).toContain(
      'boiler_houses_copy',
    );
  });

  it('keeps a field from the roles it is hidden from: absent from their answers, refused in their writes', async () => {
    const created = await call('POST', '/v1/admin/registry_designs', admin, {
      code: 'repairs',
      title: ['Ремонт', 'Ремонты', 'Ремонтов'],
      fields: [
        { key: 'name', kind: 'string', label: 'Наименование', required: true, sort: true },
        { key: 'cost', kind: 'decimal', label: 'Стоимость', hidden_for: ['operator'], sort: true },
        { key: 'note', kind: 'text', label: 'Примечание', readonly_for: ['operator'] },
      ],
      grants: { operator: ['read', 'create', 'update', 'history'] },
    });
    await call('POST', `/v1/admin/registry_designs/${created.json().data.id}/publish`, admin, {});
    const records = '/v1/admin/registries/repairs/records';
    const added = await call('POST', records, admin, {
      name: 'Котёл',
      cost: '125000,50',
      note: 'срочно',
    });
    const recordId = added.json().data.id;
    await call('PATCH', `${records}/${recordId}`, admin, { cost: '130000' });

    const seen = (await call('GET', `${records}/${recordId}`, operator)).json().data.attributes;
    expect(seen).toMatchObject({ name: 'Котёл', note: 'срочно' });
    expect(seen).not.toHaveProperty('cost');
    const listed = (await call('GET', records, operator)).json().data[0].attributes;
    expect(listed).not.toHaveProperty('cost');
    expect((await call('GET', records, admin)).json().data[0].attributes.cost).toBe(130000);
    // Its history does not tell it either; the metadata does not name it.
    const history = (await call('GET', `${records}/${recordId}/changes`, operator)).json().data;
    expect(JSON.stringify(history)).not.toContain('cost');
    const described = (await call('GET', '/v1/admin/registries/repairs', operator)).json().data;
    expect(described.attributes.fields.map((f: { key: string }) => f.key)).not.toContain('cost');
    expect(
      described.attributes.fields.find((f: { key: string }) => f.key === 'note'),
    ).toMatchObject({
      readOnly: true,
    });
    // Writing it, or the read-only one, is refused.
    for (const attributes of [{ cost: '1' }, { note: 'нет' }]) {
      const refused = await call('PATCH', `${records}/${recordId}`, operator, attributes);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].detail).toBe('Вам нельзя изменять это поле');
    }
    expect(
      (await call('PATCH', `${records}/${recordId}`, operator, { name: 'Котёл №2' })).statusCode,
    ).toBe(200);
  });
});
