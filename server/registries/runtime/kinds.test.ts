import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../modules/reference/testAuth';
import { staffApp, type JsonApiCall } from '../../test/helpers';
import { uploadFile } from '../../test/upload';

/** The address with its ФИАС code and the file field of a run-time registry (issue 38). */
const passports = {
  code: 'object_passports',
  title: ['Паспорт объекта', 'Паспорта объектов', 'Паспортов объектов'],
  fields: [
    { key: 'name', kind: 'string', label: 'Наименование', required: true, list: true },
    { key: 'address', kind: 'address', label: 'Адрес', list: true, filter: true },
    { key: 'passport', kind: 'file', label: 'Паспорт', extensions: ['pdf'], max_mb: 1 },
    { key: 'note', kind: 'string', label: 'Примечание' },
    { key: 'category', kind: 'text', label: 'Категория' },
  ],
  search: ['name', 'address'],
  grants: { operator: ['read', 'create', 'update'] },
};

const FIAS = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Creates a design and publishes it, each step answered as it should be; answers its id. */
async function publishDesign(call: JsonApiCall, headers: Record<string, string>, design: unknown) {
  const created = await call('POST', '/v1/admin/registry_designs', headers, design);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  const published = await call('POST', `/v1/admin/registry_designs/${id}/publish`, headers, {});
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

describe('address and file fields of a run-time registry (issue 38)', () => {
  const { ctx, admin, operator, call } = staffApp();
  let designId: string;
  const records = '/v1/admin/registries/object_passports/records';
  beforeAll(async () => {
    designId = await publishDesign(call, admin, passports);
  });

  const publish = () => call('POST', `/v1/admin/registry_designs/${designId}/publish`, admin, {});
  const write = (method: 'POST' | 'PATCH', url: string, attributes: unknown) =>
    call(method, url, operator, attributes);

  it('keeps an address with its ФИАС code, and refuses a code of another form', async () => {
    const made = await write('POST', records, {
      name: 'Котельная на Советской',
      address: 'Псковская обл, г Порхов, ул Советская, д 12',
      address_fias_id: FIAS,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.attributes).toMatchObject({
      address: 'Псковская обл, г Порхов, ул Советская, д 12',
      address_fias_id: FIAS,
    });
    const bad = await write('POST', records, { name: 'Другая', address_fias_id: 'не код' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/address_fias_id' },
    });
    // The address line filters and searches as text.
    const found = await call('GET', `${records}?address=${encodeURIComponent('Порхов')}`, operator);
    expect(
      found.json().data.map((r: { attributes: { name: string } }) => r.attributes.name),
    ).toEqual(['Котельная на Советской']);
  });

  it('uploads a passport through the registry’s own upload steps and downloads it back', async () => {
    const base = `${records}/single_multipart_upload`;
    const up = await uploadFile(ctx.app, operator, base, 'паспорт.pdf', pdf, 'object_passports');
    expect(up.complete?.statusCode, up.complete?.body).toBe(200);
    const made = await write('POST', records, { name: 'С паспортом', passport_id: up.id });
    expect(made.statusCode, made.body).toBe(201);
    const record = made.json().data;
    expect(record.attributes.passport).toMatchObject({
      id: up.id,
      original_filename: 'паспорт.pdf',
      url: `${records}/${record.id}/passport`,
    });
    const file = await call('GET', `${records}/${record.id}/passport?transfer=binary`, operator);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    // One file, one record: another record may not take it.
    const twice = await write('POST', records, { name: 'Чужой паспорт', passport_id: up.id });
    expect(twice.statusCode).toBe(422);

    // The field's own rules: a PDF only, up to 1 Мб.
    const doc = await uploadFile(ctx.app, operator, base, 'паспорт.docx', pdf, 'object_passports');
    expect(doc.start.statusCode).toBe(422);
    expect(doc.start.body).toContain('Вы загрузили неверный формат документов');

    // Whoever may not write records may not upload.
    // (The ЕОГ auditor reads a registry by default, and writes nothing.)
    const auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    const refused = await uploadFile(ctx.app, auditor, base, 'a.pdf', pdf, 'object_passports');
    expect(refused.start.statusCode).toBe(403);
  });

  it('plans the kinds’ column types: a text may become an address, a file stays a file', async () => {
    const current = await call('GET', `/v1/admin/registry_designs/${designId}`, admin);
    const fields = current.json().data.attributes.fields as { key: string; kind: string }[];
    const edit = (changes: Record<string, Record<string, unknown>>) =>
      call('PATCH', `/v1/admin/registry_designs/${designId}`, admin, {
        fields: fields.map((f) => ({ ...f, ...(changes[f.key] ?? {}) })),
      });
    const plan = async () =>
      (await call('GET', `/v1/admin/registry_designs/${designId}/plan`, admin)).json().data
        .attributes as {
        steps: { text: string; sql: string[] }[];
        refusals: { pointer: string; message: string }[];
      };

    expect((await edit({ passport: { kind: 'string' } })).statusCode).toBe(200);
    expect((await plan()).refusals).toEqual([
      expect.objectContaining({ pointer: '/fields/2/kind' }),
    ]);

    // A text becoming an address keeps its column, and gains the ФИАС code's beside it.
    expect((await edit({ note: { kind: 'address' } })).statusCode).toBe(200);
    const steps = (await plan()).steps;
    expect(steps.map((s) => s.text)).toContain('Добавить полю «Примечание» код ФИАС');
    expect(steps.map((s) => s.text).join('\n')).not.toMatch(/Перенести значения поля «Примечание»/);
  });

  it('moves a text that becomes a choice, so that no value outside the options stays', async () => {
    await write('POST', records, { name: 'С категорией', category: 'Первая' });
    await write('POST', records, { name: 'С другой категорией', category: 'пятая' });
    const current = await call('GET', `/v1/admin/registry_designs/${designId}`, admin);
    const fields = (current.json().data.attributes.fields as { key: string }[]).map((f) =>
      f.key === 'passport'
        ? { ...f, kind: 'file' }
        : f.key === 'note'
          ? { ...f, kind: 'string' }
          : f.key === 'category'
            ? {
                ...f,
                kind: 'enum',
                options: [
                  { value: 'first', title: 'Первая' },
                  { value: 'second', title: 'Вторая' },
                ],
              }
            : f,
    );
    const saved = await call('PATCH', `/v1/admin/registry_designs/${designId}`, admin, { fields });
    expect(saved.statusCode, saved.body).toBe(200);
    const plan = await call('GET', `/v1/admin/registry_designs/${designId}/plan`, admin);
    const conversions = plan.json().data.attributes.conversions as {
      label: string;
      converting: number;
      failing: { value: string }[];
    }[];
    expect(conversions).toEqual([
      expect.objectContaining({
        label: 'Категория',
        converting: expect.any(Number),
        failing: [expect.objectContaining({ value: 'пятая' })],
      }),
    ]);
    expect((await publish()).statusCode).toBe(422);
  });
});

describe('a reference to another published registry (issue 38)', () => {
  const { ctx, admin, call } = staffApp();

  it('points at its records by a foreign key, names them by their title and checks the id', async () => {
    const districts = 'registries/heat_districts/records';
    // Not published yet: nothing to point at.
    const early = await call('POST', '/v1/admin/registry_designs', admin, {
      code: 'heat_stations',
      title: ['Тепловой пункт', 'Тепловых пункта', 'Тепловых пунктов'],
      fields: [
        { key: 'title', kind: 'string', label: 'Название' },
        { key: 'district_id', kind: 'reference', label: 'Район', resource: districts },
      ],
    });
    expect(early.statusCode).toBe(422);
    expect(early.body).toContain('Выберите реестр, на записи которого ссылается поле');

    await publishDesign(call, admin, {
      code: 'heat_districts',
      title: ['Район теплоснабжения', 'Района теплоснабжения', 'Районов теплоснабжения'],
      fields: [{ key: 'label', kind: 'string', label: 'Название района', required: true }],
      record_title: 'label',
    });
    await publishDesign(call, admin, {
      code: 'heat_stations',
      title: ['Тепловой пункт', 'Тепловых пункта', 'Тепловых пунктов'],
      fields: [
        { key: 'title', kind: 'string', label: 'Название', list: true },
        {
          key: 'district_id',
          kind: 'reference',
          label: 'Район',
          resource: districts,
          filter: true,
          list: true,
        },
      ],
    });
    const district = await call('POST', `/v1/admin/${districts}`, admin, { label: 'Заречный' });
    expect(district.statusCode, district.body).toBe(201);
    const districtId = district.json().data.id as string;

    const stations = '/v1/admin/registries/heat_stations/records';
    const station = await call('POST', stations, admin, { title: 'ТП-1', district_id: districtId });
    expect(station.statusCode, station.body).toBe(201);
    const missing = await call('POST', stations, admin, { title: 'ТП-2', district_id: '999999' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].detail).toBe(
      'Запись реестра «Района теплоснабжения» не найдена',
    );

    const listed = await call(
      'GET',
      `${stations}?district_id=${districtId}&included=district`,
      admin,
    );
    expect(listed.json().data).toHaveLength(1);
    expect(listed.json().included).toEqual([
      expect.objectContaining({
        type: 'heat_districts',
        id: districtId,
        attributes: expect.objectContaining({ label: 'Заречный' }),
      }),
    ]);
    const metadata = await call('GET', '/v1/admin/registries/heat_stations', admin);
    const field = (metadata.json().data.attributes.fields as { key: string }[]).find(
      (f) => f.key === 'district_id',
    );
    expect(field).toMatchObject({ resource: districts, display: 'label' });

    // A district a station points at stays.
    const removal = await call('DELETE', `/v1/admin/${districts}/${districtId}`, admin);
    expect(removal.statusCode).toBeGreaterThanOrEqual(400);
    expect(removal.statusCode).toBeLessThan(500);
    const csv = await call('GET', `${stations}/export?format=csv`, admin);
    expect(csv.body).toContain('Заречный');

    // A reference published before its target was noted in the ledger (migration 0046).
    const ledger = () =>
      ctx.db.query<{ sql_type: string }>(
        `SELECT f.sql_type FROM registry_fields f JOIN registries r ON r.id = f.registry_id
          WHERE r.code = 'heat_stations' ORDER BY f.id`,
      );
    expect((await ledger()).map((f) => f.sql_type)).toEqual(['text', `bigint ${districts}`]);
    await ctx.db.query(
      `UPDATE registry_fields SET sql_type = 'bigint' WHERE sql_type = 'bigint ${districts}'`,
    );
    const migration = new URL(
      '../../db/migrations/0046_registry_column_types.sql',
      import.meta.url,
    );
    await ctx.db.query(readFileSync(migration, 'utf8'));
    expect((await ledger()).map((f) => f.sql_type)).toEqual(['text', `bigint ${districts}`]);
  });
});

describe('the statuses of a published registry (issue 38)', () => {
  const { admin, operator, call } = staffApp();
  const design = {
    code: 'subsidy_requests',
    title: ['Заявка на субсидию', 'Заявки на субсидию', 'Заявок на субсидию'],
    fields: [
      { key: 'applicant', kind: 'string', label: 'Заявитель', required: true },
      {
        key: 'state',
        kind: 'enum',
        label: 'Статус',
        filter: true,
        options: [
          { value: 'new', title: 'Новая' },
          { value: 'approved', title: 'Одобрена' },
          { value: 'rejected', title: 'Отклонена' },
        ],
      },
    ],
    grants: { operator: ['read', 'create', 'update', 'history'] },
    workflow: {
      field: 'state',
      moves: [
        { from: 'new', to: 'approved', roles: ['etp_admin'] },
        { from: 'new', to: 'rejected', comment: true },
      ],
    },
  };

  it('is checked: the status is a choice of one value, the moves go between its options', async () => {
    const wrong = await call('POST', '/v1/admin/registry_designs', admin, {
      ...design,
      workflow: { field: 'applicant', moves: [] },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Статус — поле выбора одного значения из списка');
    const nowhere = await call('POST', '/v1/admin/registry_designs', admin, {
      ...design,
      workflow: { field: 'state', moves: [{ from: 'new', to: 'archived' }] },
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.body).toContain('Такого статуса нет среди вариантов поля');
  });

  it('starts a record at the first status and moves it by the moves and roles the design names', async () => {
    await publishDesign(call, admin, design);

    const records = '/v1/admin/registries/subsidy_requests/records';
    // The status is the moves' alone: a value sent with the record is not taken.
    const made = await call('POST', records, operator, { applicant: 'Иванов', state: 'approved' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.attributes.state).toBe('new');
    const id = made.json().data.id as string;
    const move = (headers: Record<string, string>, status: string, comment?: string) =>
      call('PUT', `${records}/${id}/update_status`, headers, { status, comment });

    // The operator may not approve (the move names etp_admin), and rejects only with a comment.
    expect((await move(operator, 'approved')).json().errors[0].detail).toBe(
      'Переход из статуса «Новая» в статус «Одобрена» не допускается',
    );
    const bare = await move(operator, 'rejected');
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors[0].source).toEqual({ pointer: '/data/attributes/comment' });
    const rejected = await move(operator, 'rejected', 'Нет документов');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.attributes.state).toBe('rejected');
    expect((await move(admin, 'approved')).statusCode).toBe(422);

    const history = await call('GET', `${records}/${id}/history`, operator);
    expect(history.statusCode).toBe(200);
    // Newest first: the move, then the status the record started with.
    expect(history.json().data.map((c: { attributes: object }) => c.attributes)).toEqual([
      expect.objectContaining({
        from_status_label: 'Новая',
        to_status_label: 'Отклонена',
        comment: 'Нет документов',
      }),
      expect.objectContaining({ from_status: null, to_status_label: 'Новая' }),
    ]);
    const metadata = await call('GET', '/v1/admin/registries/subsidy_requests', operator);
    expect(metadata.json().data.attributes.workflow).toMatchObject({ field: 'state' });
  });
});
