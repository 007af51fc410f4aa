import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAdmin, type AdminPrincipal } from '../../auth/principal';
import { storeAttachment } from '../../storage/attachments';
import { zipOf } from '../../test/sampleFiles';
import { call, createTestApp, loginAs, type TestContext } from '../../test/helpers';
import { xlsx } from '../../test/spreadsheets';
import { findJob, type JobRow } from '../queue';
import { JobFailure } from '../worker';
import { runImport } from './engine';
import { importMessages } from './messages';
import { importSpecOf } from './specs';

type Doc = { data: { id: string; attributes: Record<string, unknown> } };

const HEADER =
  'Наименование;Тип;Регион;Муниципальный район (округ);Статус газификации;В программе газификации;Домовладений';

// The import engine on settlements (issue 16): all or nothing, the error report, every kind
// of bad file, and an export imported again changing nothing.
describe('import of settlements', () => {
  let ctx: TestContext;
  let dataDir: string;
  let headers: { authorization: string };
  let adminId: string;
  let admin: AdminPrincipal;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-import-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    headers = await loginAs(ctx.app, 'etp_admin@eog.test');
    const [row] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM admin_users WHERE email = 'etp_admin@eog.test'`,
    );
    adminId = String(row!.id);
    admin = (await loadAdmin(ctx.db, adminId))!;
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (body: Buffer | string, filename = 'import.csv', owner = adminId) =>
    storeAttachment(
      ctx.db,
      ctx.app.storage,
      { kind: 'import_file', filename, adminId: owner },
      typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
    );

  /** Uploads, starts the import through the route, runs it; answers the finished job. */
  const importFile = async (
    body: Buffer | string,
    filename = 'import.csv',
    as = headers,
  ): Promise<JobRow> => {
    const file = await upload(body, filename);
    const started = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/settlements/import',
      headers: as,
      payload: { data: { type: 'import', attributes: { attachment_id: file.id } } },
    });
    expect(started.status).toBe(202);
    expect(started.body.data.attributes).toMatchObject({ kind: 'import', state: 'queued' });
    await ctx.app.jobs.runPending();
    return (await findJob(ctx.db, started.body.data.id))!;
  };

  const snapshot = () =>
    ctx.db.query(
      `SELECT id, name, kind, region_id, municipal_district, gas_status, organization_id,
              in_programme, homes_count, updated_at FROM settlements ORDER BY id`,
    );
  const histories = async () =>
    Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM action_histories`))[0]!.n);

  it('creates and updates rows in one go, audited', async () => {
    const before = await histories();
    const job = await importFile(
      [
        HEADER,
        'Новые Выселки;Деревня;Псковская область;Псковский район;Не газифицирован;Нет;12',
        'Неёлово;Деревня;Псковская область;Псковский район;Газифицирован;Нет;545',
        '',
      ].join('\r\n'),
    );
    expect(job).toMatchObject({
      state: 'done',
      result: { rows: 2, created: 1, updated: 1, unchanged: 0 },
      progress_done: 2,
      progress_total: 2,
    });
    const [created] = await ctx.db.query<Record<string, unknown>>(
      `SELECT s.*, r.name AS region FROM settlements s JOIN regions r ON r.id = s.region_id
        WHERE s.name = 'Новые Выселки'`,
    );
    expect(created).toMatchObject({
      kind: 'village',
      region: 'Псковская область',
      gas_status: 'not_gasified',
      homes_count: 12,
      in_programme: false,
    });
    const [updated] = await ctx.db.query<{ homes_count: number }>(
      `SELECT homes_count FROM settlements WHERE name = 'Неёлово'`,
    );
    expect(updated!.homes_count).toBe(545);
    expect(await histories()).toBe(before + 2);
  });

  it('names the row a constraint refuses at write time, and writes nothing', async () => {
    const count = async () =>
      Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM settlements'))[0]!.n);
    const [rows, audits] = [await count(), await histories()];
    const fias = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
    const job = await importFile(
      [
        'Наименование;Тип;Регион;Муниципальный район (округ);Статус газификации;Код ФИАС',
        `Первое;Деревня;Псковская область;Псковский район;Не газифицирован;${fias}`,
        `Второе;Деревня;Псковская область;Псковский район;Не газифицирован;${fias}`,
        '',
      ].join('\r\n'),
    );
    // Both rows pass the check (the ФИАС code is no key); the batch's INSERT meets the unique
    // index, and the row-by-row retry names the second row.
    expect(job.state).toBe('failed');
    expect(job.errors).toEqual([{ row: 3, message: 'Запись с таким значением уже существует' }]);
    expect(await count()).toBe(rows);
    expect(await histories()).toBe(audits);
  });

  it('writes nothing when one row is bad and reports row, column and message', async () => {
    const before = await snapshot();
    const job = await importFile(
      [
        HEADER,
        'Хорошая;Деревня;Псковская область;Псковский район;Газифицирован;Да;10',
        'Плохая;Деревня;Тмутараканская область;Псковский район;Синий;Может быть;много',
        'Неёлово;Деревня;Псковская область;Псковский район;Газифицирован;Нет;-1',
      ].join('\n'),
    );
    expect(job.state).toBe('failed');
    expect(job.error_message).toBe(importMessages.failed(5));
    expect(job.errors).toEqual([
      {
        row: 3,
        column: 'Регион',
        message: 'Не найдено значение «Тмутараканская область» в справочнике «Регион»',
      },
      { row: 3, column: 'Статус газификации', message: 'Значение «Синий» не из списка' },
      { row: 3, column: 'В программе газификации', message: 'Укажите «Да» или «Нет»' },
      { row: 3, column: 'Домовладений', message: expect.any(String) },
      { row: 4, column: 'Домовладений', message: expect.any(String) },
    ]);
    expect(await snapshot()).toEqual(before);

    // The report is a file too.
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/v1/admin/background_jobs/${job.id}/errors_file`,
      headers,
    });
    expect(report.statusCode).toBe(200);
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Строка;Столбец;Ошибка');
    expect(lines[1]).toBe(
      '3;Регион;Не найдено значение «Тмутараканская область» в справочнике «Регион»',
    );
    expect(lines).toHaveLength(6);
  });

  it('reports two rows naming the same settlement', async () => {
    const job = await importFile(
      [
        HEADER,
        'Неёлово;Деревня;Псковская область;Псковский район;Газифицирован;Нет;540',
        'Неёлово;Деревня;Псковская область;Псковский район;Газифицирован;Нет;541',
      ].join('\n'),
    );
    expect(job.errors).toEqual([
      { row: 3, column: 'Наименование', message: 'Строка повторяет строку 2' },
    ]);
  });

  it('imports an exported file again without changing anything', async () => {
    const started = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/settlements/email_csv_export',
      headers,
    });
    await ctx.app.jobs.runPending();
    const exported = await findJob(ctx.db, started.body.data.id);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/v1/admin/background_jobs/${exported!.id}/result`,
      headers,
    });
    const before = await snapshot();
    const audits = await histories();
    const job = await importFile(file.rawPayload, 'Населённые пункты.csv');
    expect(job.state).toBe('done');
    expect(job.result).toEqual({
      rows: before.length,
      created: 0,
      updated: 0,
      unchanged: before.length,
    });
    expect(await snapshot()).toEqual(before);
    expect(await histories()).toBe(audits);
  });

  it('imports the console\u2019s XLSX export again without changing anything', async () => {
    const file = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/settlements/export?format=xlsx',
      headers,
    });
    expect(file.statusCode).toBe(200);
    const before = await snapshot();
    const job = await importFile(file.rawPayload, 'Населённые пункты.xlsx');
    expect(job.state).toBe('done');
    expect(job.result).toMatchObject({ created: 0, updated: 0, unchanged: before.length });
    expect(await snapshot()).toEqual(before);
  });

  it('reads XLSX through the streaming reader', async () => {
    const body = await xlsx([
      HEADER.split(';'),
      ['Заречье', 'Село', 'Псковская область', 'Псковский район', 'Газифицирован', 'Да', 33],
    ]);
    const job = await importFile(body, 'Реестр.xlsx');
    expect(job).toMatchObject({
      state: 'done',
      result: { created: 1, updated: 0, unchanged: 0 },
    });
    const [row] = await ctx.db.query<{ kind: string; homes_count: number; in_programme: boolean }>(
      `SELECT kind, homes_count, in_programme FROM settlements WHERE name = 'Заречье'`,
    );
    expect(row).toEqual({ kind: 'selo', homes_count: 33, in_programme: true });
  });

  it.each<[string, () => Promise<Buffer> | Buffer, string, string]>([
    ['an empty file', () => Buffer.alloc(0), 'import.csv', importMessages.empty],
    [
      'a PDF named .csv',
      () => Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'),
      'import.csv',
      importMessages.notTable,
    ],
    [
      'binary bytes named .xlsx',
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      'import.xlsx',
      importMessages.notTable,
    ],
    [
      'an old binary XLS',
      () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
      'import.xlsx',
      importMessages.oldExcel,
    ],
    [
      'a ZIP that is not a workbook',
      () => zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]),
      'import.xlsx',
      importMessages.notTable,
    ],
    [
      'a zip bomb',
      () =>
        zipOf([
          { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
          { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20) },
        ]),
      'import.xlsx',
      importMessages.tooLarge(256),
    ],
    [
      'CSV in another encoding',
      () => Buffer.concat([Buffer.from('Наименование;Тип\n'), Buffer.from([0xcd, 0xee, 0xe2])]),
      'import.csv',
      importMessages.encoding,
    ],
  ])('refuses %s with a Russian message and writes nothing', async (_, body, name, message) => {
    const before = await snapshot();
    const job = await importFile(await body(), name);
    expect(job.state).toBe('failed');
    expect(job.error_message).toBe(message);
    expect(job.attempts).toBe(1);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses unknown and missing columns before reading rows', async () => {
    const job = await importFile(
      'Название;Тип;Регион;Цвет\nЛес;Деревня;Псковская область;Зелёный\n',
    );
    expect(job.state).toBe('failed');
    expect(job.errors).toEqual([
      { row: 1, column: 'Название', message: 'Неизвестный столбец «Название»' },
      { row: 1, column: 'Цвет', message: 'Неизвестный столбец «Цвет»' },
      { row: 1, column: 'Наименование', message: 'Нет обязательного столбца «Наименование»' },
      {
        row: 1,
        column: 'Муниципальный район (округ)',
        message: 'Нет обязательного столбца «Муниципальный район (округ)»',
      },
    ]);
    expect(job.errors_attachment_id).not.toBeNull();
  });

  it('caps the number of rows', async () => {
    const file = await upload(
      [HEADER, ...['А', 'Б', 'В'].map((n) => `${n};Деревня;Псковская область;;;Нет;1`)].join('\n'),
    );
    const run = runImport({ db: ctx.db, storage: ctx.app.storage }, importSpecOf('settlements')!, {
      attachmentId: file.id,
      admin,
      limits: { maxRows: 2, maxRatio: 200, maxUnpackedBytes: 1 << 20 },
    });
    await expect(run).rejects.toThrow(new JobFailure(importMessages.tooManyRows(2)));
  });

  it('keeps a staff member to their scope', async () => {
    const gro = await loginAs(ctx.app, 'senior_manager@eog.test');
    const [groId] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM admin_users WHERE email = 'senior_manager@eog.test'`,
    );
    const file = await upload(
      `${HEADER}\nЧужое;Деревня;Московская область;;Газифицирован;Нет;1\n`,
      'import.csv',
      String(groId!.id),
    );
    const started = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/settlements/import',
      headers: gro,
      payload: { data: { attributes: { attachment_id: file.id } } },
    });
    expect(started.status).toBe(202);
    await ctx.app.jobs.runPending();
    const job = (await findJob(ctx.db, started.body.data.id))!;
    expect(job.errors).toContainEqual({
      row: 2,
      column: 'Регион',
      message: importMessages.outOfScope,
    });
  });

  it('accepts only the caller\u2019s own finished upload, and the import key', async () => {
    const foreign = await upload(`${HEADER}\n`, 'x.csv', adminId);
    const gro = await loginAs(ctx.app, 'senior_manager@eog.test');
    for (const payload of [{}, { data: { attributes: { attachment_id: foreign.id } } }]) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: '/v1/admin/settlements/import',
        headers: gro,
        payload,
      });
      expect(res.status).toBe(422);
    }
    const auditor = await loginAs(ctx.app, 'auditor@eog.test');
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/v1/admin/settlements/import',
      headers: auditor,
      payload: { data: { attributes: { attachment_id: foreign.id } } },
    });
    expect(res.status).toBe(403);
  });
});
