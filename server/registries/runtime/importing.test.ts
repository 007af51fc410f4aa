import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '../../jobs/import/messages';
import { findJob, type JobRow } from '../../jobs/queue';
import { tokenFor } from '../../modules/reference/testAuth';
import { createTestApp, jsonApi, type TestContext } from '../../test/helpers';
import { xlsx } from '../../test/spreadsheets';
import { uploadFile } from '../../test/upload';
import { referenceTarget } from '../references';

interface Field {
  field_id?: string;
  key: string;
  label: string;
  [setting: string]: unknown;
}

/** Boiler houses owned by a ГРО (the scope), with the kinds a spreadsheet carries. */
const boilers = {
  code: 'imported_boilers',
  title: ['Котельная', 'Котельные', 'Котельных'],
  fields: [
    { key: 'name', kind: 'string', label: 'Наименование', required: true, list: true },
    { key: 'capacity', kind: 'decimal', label: 'Мощность, МВт', list: true },
    { key: 'commissioned_on', kind: 'date', label: 'Дата ввода' },
    {
      key: 'status',
      kind: 'enum',
      label: 'Статус',
      list: true,
      filter: true,
      options: [
        { value: 'working', title: 'Работает' },
        { value: 'stopped', title: 'Остановлена' },
      ],
    },
    { key: 'owner_id', kind: 'reference', label: 'ГРО', resource: 'organizations', scope: true },
    { key: 'inventory_number', kind: 'string', label: 'Инвентарный номер', unique: true },
  ] as Field[],
  grants: { operator: ['read', 'create'] },
};

const HEADER = 'Наименование;Мощность, МВт;Дата ввода;Статус;ГРО;Инвентарный номер';

// The import and the e-mailed export of a registry an administrator published (issue 38):
// the code registries' jobs, on the definition its store holds.
describe('import and e-mailed export of a run-time registry', () => {
  let ctx: TestContext;
  let dataDir: string;
  let admin: Record<string, string>;
  let operator: Record<string, string>;
  let designId: string;
  /** The operator's ГРО and another one, by the names a file gives them. */
  let own: string;
  let other: string;
  const records = '/v1/admin/registries/imported_boilers/records';

  const inject = jsonApi(() => ctx.app);
  const ok = async (...args: Parameters<typeof inject>) => {
    const answer = await inject(...args);
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json();
  };
  /** The draft becomes `change(design)` and is published. */
  const publishChange = async (change: (design: Record<string, unknown>) => object) => {
    const current = (await ok('GET', `/v1/admin/registry_designs/${designId}`, admin)).data
      .attributes;
    await ok('PATCH', `/v1/admin/registry_designs/${designId}`, admin, change(current));
    await ok('POST', `/v1/admin/registry_designs/${designId}/publish`, admin, { confirm: true });
  };

  /** Uploads the file through the jobs' multipart steps and starts its import. */
  const startImport = async (
    body: Buffer | string,
    filename = 'котельные.csv',
    headers = operator,
  ) => {
    const data = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const base = '/v1/admin/background_jobs/multipart_upload';
    const up = await uploadFile(ctx.app, headers, base, filename, data, 'import_file');
    expect(up.complete?.statusCode, up.complete?.body).toBe(200);
    return ctx.app.inject({
      method: 'POST',
      url: `${records}/import`,
      headers,
      payload: { data: { type: 'import', attributes: { attachment_id: up.id } } },
    });
  };
  /** Starts the import, runs the queue and answers the finished job. */
  const imported = async (body: Buffer | string, filename?: string): Promise<JobRow> => {
    const started = await startImport(body, filename);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().data.attributes).toMatchObject({
      kind: 'import',
      state: 'queued',
      params: { registry: 'registries/imported_boilers/records' },
    });
    await ctx.app.jobs.runPending();
    return (await findJob(ctx.db, started.json().data.id))!;
  };
  const names = async () =>
    (
      await ctx.db.query<{ name: string }>(
        `SELECT changes->'name'->>1 AS name FROM action_histories
          WHERE record_type = 'imported_boilers' AND action = 'create' ORDER BY id`,
      )
    ).map((r) => r.name);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-rt-import-'));
    ctx = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://portal.example' });
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    operator = await tokenFor(ctx.app, 'operator@eog.test');
    const display = referenceTarget('organizations').display;
    const [mine] = await ctx.db.query<{ name: string; id: string }>(
      `SELECT o.${display} AS name FROM organizations o
         JOIN admin_users a ON a.organization_id = o.id WHERE a.email = 'operator@eog.test'`,
    );
    // Another ГРО whose name no other organization has.
    const [theirs] = await ctx.db.query<{ name: string }>(
      `SELECT ${display} AS name FROM organizations WHERE ${display} <> $1
        GROUP BY ${display} HAVING count(*) = 1 ORDER BY 1 LIMIT 1`,
      [mine!.name],
    );
    own = mine!.name;
    other = theirs!.name;
    designId = (await ok('POST', '/v1/admin/registry_designs', admin, boilers)).data.id;
    await ok('POST', `/v1/admin/registry_designs/${designId}/publish`, admin, {});
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says in its metadata and the API description that it imports', async () => {
    const seen = (await ok('GET', '/v1/admin/registries/imported_boilers', operator)).data;
    expect(seen.attributes).toMatchObject({ importable: { key: [] }, actions: ['read', 'create'] });
    const document = (await ctx.app.inject({ url: '/v1/openapi.json' })).json();
    expect(document.paths).toHaveProperty([`${records}/import`, 'post']);
    expect(document.paths).toHaveProperty([`${records}/email_csv_export`, 'post']);
    // The route family serving them all is there too.
    expect(document.paths).toHaveProperty(['/v1/admin/registries/{code}/records/import', 'post']);
  });

  it('makes a record of every row of a CSV, audited with the schema version', async () => {
    const job = await imported(
      [
        HEADER,
        `Котельная №1;1,5;01.10.2019;Работает;${own};ИНВ-1`,
        `Котельная №2;2;;остановлена;${own};ИНВ-2`,
        '',
      ].join('\r\n'),
    );
    expect(job).toMatchObject({
      state: 'done',
      result: { rows: 2, created: 2, updated: 0, unchanged: 0 },
      progress_done: 2,
      progress_total: 2,
    });
    const list = await ok('GET', `${records}?order_by=name&order_type=asc`, operator);
    expect(
      list.data.map((r: { attributes: Record<string, unknown> }) => r.attributes),
    ).toMatchObject([
      { name: 'Котельная №1', capacity: 1.5, commissioned_on: '2019-10-01', status: 'working' },
      { name: 'Котельная №2', capacity: 2, commissioned_on: null, status: 'stopped' },
    ]);
    const audit = await ctx.db.query<{ schema_version: number; action: string }>(
      `SELECT schema_version, action FROM action_histories WHERE record_type = 'imported_boilers'`,
    );
    expect(audit).toEqual([
      { schema_version: 1, action: 'create' },
      { schema_version: 1, action: 'create' },
    ]);
  });

  it('reads an XLSX the same way', async () => {
    const job = await imported(
      await xlsx([
        HEADER.split(';'),
        ['Котельная №3', 3.25, '15.05.2021', 'Работает', own, 'ИНВ-3'],
      ]),
      'котельные.xlsx',
    );
    expect(job).toMatchObject({ state: 'done', result: { rows: 1, created: 1 } });
    expect(await names()).toEqual(['Котельная №1', 'Котельная №2', 'Котельная №3']);
  });

  it('reports each bad row with its number and message, and writes nothing', async () => {
    const job = await imported(
      [
        HEADER,
        `Котельная №4;1;;Работает;${own};ИНВ-4`,
        `Котельная №5;много;31.02.2020;Закрыта;${own};ИНВ-5`,
        `;1;;Работает;${own};ИНВ-6`,
        `Котельная №7;1;;Работает;${other};ИНВ-7`,
        `Котельная №8;1;;Работает;${own};ИНВ-1`,
      ].join('\r\n'),
    );
    expect(job.state).toBe('failed');
    expect(job.error_message).toBe(importMessages.failed(5));
    expect(job.errors).toEqual([
      { row: 3, column: 'Мощность, МВт', message: expect.any(String) },
      { row: 3, column: 'Дата ввода', message: expect.any(String) },
      { row: 3, column: 'Статус', message: importMessages.notInList('Закрыта') },
      { row: 4, column: 'Наименование', message: expect.any(String) },
      { row: 5, column: 'ГРО', message: importMessages.outOfScope },
    ]);
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/v1/admin/background_jobs/${job.id}/errors_file`,
      headers: operator,
    });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Строка;Столбец;Ошибка');
    expect(report.body).toContain(`3;Статус;${importMessages.notInList('Закрыта')}`);
    // All or nothing: the good row is not written either.
    expect(await names()).toEqual(['Котельная №1', 'Котельная №2', 'Котельная №3']);

    // A value another record holds is found when written: the row is named, nothing is kept.
    const repeated = await imported(
      [HEADER, `Котельная №9;1;;Работает;${own};ИНВ-9`, `Котельная №10;1;;;${own};ИНВ-1`].join(
        '\r\n',
      ),
    );
    expect(repeated).toMatchObject({ state: 'failed', errors: [{ row: 3 }] });
    expect(await names()).toHaveLength(3);
  });

  it('refuses a role without create (403) and one the registry grants nothing (404)', async () => {
    // The ЕОГ auditor reads a registry by default, and writes nothing.
    const auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    expect((await startImport(`${HEADER}\r\n`, 'a.csv', auditor)).statusCode).toBe(403);
    const mfc = await tokenFor(ctx.app, 'mfc_operator@eog.test');
    expect((await startImport(`${HEADER}\r\n`, 'a.csv', mfc)).statusCode).toBe(404);
    // Only the uploader's own file is taken.
    const base = '/v1/admin/background_jobs/multipart_upload';
    const theirs = await uploadFile(
      ctx.app,
      admin,
      base,
      'a.csv',
      Buffer.from(HEADER),
      'import_file',
    );
    const taken = await inject('POST', `${records}/import`, operator, { attachment_id: theirs.id });
    expect(taken.statusCode).toBe(422);
  });

  it('judges a file by the version published when the job runs', async () => {
    const started = await startImport(
      [
        HEADER.replace('Мощность, МВт', 'Мощность, кВт'),
        `Котельная №11;1500;;Работает;${own};`,
      ].join('\r\n'),
    );
    expect(started.statusCode).toBe(202);
    // Version 2 renames the column before the job runs.
    await publishChange((design) => ({
      fields: (design.fields as Field[]).map((f) =>
        f.key === 'capacity' ? { ...f, label: 'Мощность, кВт' } : f,
      ),
    }));
    await ctx.app.jobs.runPending();
    expect(await findJob(ctx.db, started.json().data.id)).toMatchObject({ state: 'done' });
    const [tagged] = await ctx.db.query<{ schema_version: number }>(
      `SELECT schema_version FROM action_histories WHERE record_type = 'imported_boilers'
        ORDER BY id DESC LIMIT 1`,
    );
    expect(tagged!.schema_version).toBe(2);

    // Version 3 turns the import off: a job queued before it is refused, the call is a 404.
    const queued = await startImport(`${HEADER}\r\nКотельная №12;;;;${own};\r\n`);
    await publishChange(() => ({ importable: false }));
    await ctx.app.jobs.runPending();
    expect(await findJob(ctx.db, queued.json().data.id)).toMatchObject({
      state: 'failed',
      error_message: importMessages.closed,
    });
    expect((await startImport(`${HEADER}\r\n`)).statusCode).toBe(404);
    const seen = (await ok('GET', '/v1/admin/registries/imported_boilers', operator)).data;
    expect(seen.attributes.importable).toBeNull();
    await publishChange(() => ({ importable: true }));
  });

  it('refuses a file for a registry whose required field no file carries', async () => {
    const withFile = await ok('POST', '/v1/admin/registry_designs', admin, {
      code: 'imported_passports',
      title: ['Паспорт', 'Паспорта', 'Паспортов'],
      fields: [
        { key: 'name', kind: 'string', label: 'Наименование', required: true },
        { key: 'passport', kind: 'file', label: 'Скан', required: true },
      ],
    });
    await ok('POST', `/v1/admin/registry_designs/${withFile.data.id}/publish`, admin, {});
    const base = '/v1/admin/background_jobs/multipart_upload';
    const up = await uploadFile(
      ctx.app,
      admin,
      base,
      'p.csv',
      Buffer.from('Наименование\r\nА\r\n'),
      'import_file',
    );
    const started = await inject(
      'POST',
      '/v1/admin/registries/imported_passports/records/import',
      admin,
      { attachment_id: up.id },
    );
    expect(started.statusCode, started.body).toBe(202);
    await ctx.app.jobs.runPending();
    expect(await findJob(ctx.db, started.json().data.id)).toMatchObject({
      state: 'failed',
      errors: [{ row: 1, column: 'Скан', message: importMessages.notImported('Скан') }],
    });
  });

  it('mails the CSV of the filtered list to those its grants let export', async () => {
    const url = `${records}/email_csv_export?status=working`;
    // The operator was granted read and create only.
    expect((await inject('POST', url, operator)).statusCode).toBe(403);
    const mfc = await tokenFor(ctx.app, 'mfc_operator@eog.test');
    expect((await inject('POST', url, mfc)).statusCode).toBe(404);

    const started = await inject('POST', url, admin);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().data.attributes).toMatchObject({
      kind: 'email_csv_export',
      params: { registry: 'registries/imported_boilers/records', filters: { status: 'working' } },
    });
    const id = started.json().data.id;
    await ctx.app.jobs.runPending();
    expect(await findJob(ctx.db, id)).toMatchObject({
      state: 'done',
      result: { rows: 3, filename: 'Котельные.csv' },
    });
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/v1/admin/background_jobs/${id}/result`,
      headers: admin,
    });
    const lines = file.body.slice(1).trimEnd().split('\r\n');
    // The list's columns in the labels of the version published now.
    expect(lines[0]).toBe('Наименование;Мощность, кВт;Статус');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(';')[0])
        .sort(),
    ).toEqual(['Котельная №1', 'Котельная №11', 'Котельная №3']);
    const [mail] = await ctx.db.query<{ recipient: string; subject: string }>(
      `SELECT recipient, subject FROM dev_messages WHERE channel = 'email' ORDER BY id DESC LIMIT 1`,
    );
    expect(mail).toEqual({
      recipient: 'etp_admin@eog.test',
      subject: 'Выгрузка «Котельные» готова',
    });
  });
});
