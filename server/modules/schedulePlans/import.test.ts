import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryMessages } from '../../../src/domain/inventory';
import { schedulePlans } from '../../../src/registries';
import { findJob, type JobRow } from '../../jobs/queue';
import { importMessages } from '../../jobs/import/messages';
import { storeAttachment } from '../../storage/attachments';
import { call, createTestApp, loginAs, type TestContext } from '../../test/helpers';

type Doc = { data: { id: string; attributes: Record<string, unknown> } };

const fields: Readonly<Record<string, { label: string }>> = schedulePlans.fields;
/** A field's Russian label: the column of the file. */
const label = (key: string): string => fields[key]!.label;
/** The columns of a hand-made homes file. */
const HEADER = [
  label('home_id'),
  label('object_address'),
  label('region_id'),
  label('settlement_id'),
  label('organization_id'),
  label('network_plan_date'),
  label('network_fact_date'),
  label('notice_plan_date'),
  label('notice_fact_date'),
  label('comment'),
].join(';');
const PSKOV = 'Псковская область';
const GRO = 'АО «Газпром газораспределение Псков»';

// Schedule plan import (issue 16; seed 001 §7 `import`, `import_snt`) on the demo plans of
// server/db/seed/inventory.ts: the plans' own export imported again changes nothing, a bad row
// writes nothing, each call keeps to its kind.
describe('schedule plan import', () => {
  let ctx: TestContext;
  let dataDir: string;
  let headers: { authorization: string };
  let adminId: string;
  const url = `/v1/admin/${schedulePlans.path}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-plan-import-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    headers = await loginAs(ctx.app, 'etp_admin@eog.test');
    const [row] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM admin_users WHERE email = 'etp_admin@eog.test'`,
    );
    adminId = String(row!.id);
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Uploads the file, starts `call`, runs the job; answers the finished job. */
  const importFile = async (
    body: Buffer | string,
    importCall = 'import',
    filename = 'plans.csv',
  ): Promise<JobRow> => {
    const file = await storeAttachment(
      ctx.db,
      ctx.app.storage,
      { kind: 'import_file', filename, adminId },
      typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
    );
    const started = await call<Doc>(ctx.app, {
      method: 'POST',
      url: `${url}/${importCall}`,
      headers,
      payload: { data: { type: 'import', attributes: { attachment_id: file.id } } },
    });
    expect(started.status).toBe(202);
    await ctx.app.jobs.runPending();
    return (await findJob(ctx.db, started.body.data.id))!;
  };

  const snapshot = () => ctx.db.query(`SELECT * FROM object_schedule_plans ORDER BY id`);
  const histories = async () =>
    Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM action_histories`))[0]!.n);

  /** A home of the Псков demo region with no plan yet: its address. */
  const freeHome = async (offset = 0) => {
    const [home] = await ctx.db.query<{ address: string }>(
      `SELECT h.address FROM homes h JOIN regions r ON r.id = h.region_id
        WHERE r.code = '60' AND NOT EXISTS
          (SELECT 1 FROM object_schedule_plans p WHERE p.home_id = h.id)
        ORDER BY h.id LIMIT 1 OFFSET $1`,
      [offset],
    );
    return home!.address;
  };

  it.each([
    ['export', 'import', 'csv'],
    ['export', 'import', 'xlsx'],
    ['export_snt', 'import_snt', 'csv'],
    ['export_snt', 'import_snt', 'xlsx'],
  ])('imports its own %s (%s, %s) again without changing anything', async (exp, imp, format) => {
    const file = await ctx.app.inject({ url: `${url}/${exp}?format=${format}`, headers });
    expect(file.statusCode).toBe(200);
    const header = (format === 'csv' ? file.body.replace(/^\uFEFF/, '').split('\r\n')[0] : '')!;
    if (format === 'csv') {
      expect(header).toContain(label('region_id'));
      expect(header).toContain(exp === 'export' ? label('home_id') : label('snt_id'));
      expect(header).not.toContain(exp === 'export' ? label('snt_id') : label('home_id'));
    }
    const kind = imp === 'import' ? 'homes' : 'snt';
    const [{ n }] = (await ctx.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM object_schedule_plans WHERE kind = $1',
      [kind],
    )) as [{ n: string }];
    const before = await snapshot();
    const audits = await histories();
    const job = await importFile(file.rawPayload, imp, `plans.${format}`);
    expect(job.errors).toBeNull();
    expect(job.state).toBe('done');
    expect(job.result).toEqual({
      rows: Number(n),
      created: 0,
      updated: 0,
      unchanged: Number(n),
    });
    expect(await snapshot()).toEqual(before);
    expect(await histories()).toBe(audits);
  });

  it('writes nothing when a row is bad and reports row, column and message', async () => {
    const home = await freeHome();
    const before = await snapshot();
    const job = await importFile(
      [
        HEADER,
        `${home};;${PSKOV};Неёлово;${GRO};01.03.2026;05.03.2026;01.04.2026;;Первая`,
        `;ул. Новая, д. 1;${PSKOV};Тридевятое;${GRO};01.03.2026;;;;`,
        `;ул. Новая, д. 2;${PSKOV};Неёлово;${GRO};01.03.2026;10.03.2026;01.04.2026;01.03.2026;`,
      ].join('\n'),
    );
    expect(job.state).toBe('failed');
    expect(job.error_message).toBe(importMessages.failed(2));
    expect(job.errors).toEqual([
      {
        row: 3,
        column: label('settlement_id'),
        message: importMessages.notFound(label('settlement_id'), 'Тридевятое'),
      },
      { row: 4, column: label('notice_fact_date'), message: inventoryMessages.beforePrevious },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('reports two rows naming the same home at the home column', async () => {
    const home = await freeHome();
    const job = await importFile(
      [
        HEADER,
        `${home};;${PSKOV};;${GRO};01.03.2026;;;;`,
        `${home};;${PSKOV};;${GRO};02.03.2026;;;;`,
      ].join('\n'),
    );
    expect(job.errors).toEqual([
      { row: 3, column: label('home_id'), message: importMessages.repeated(2) },
    ]);
  });

  it('refuses СНТ rows in the homes import, and homes in the СНТ import', async () => {
    const before = await snapshot();
    const homes = await importFile(
      [
        ['kind', 'home_id', 'snt_id', 'object_address', 'region_id', 'organization_id']
          .map(label)
          .join(';'),
        `СНТ;;СНТ «Рассвет»;;${PSKOV};${GRO}`,
      ].join('\n'),
    );
    expect(homes.state).toBe('failed');
    expect(homes.errors).toEqual([
      {
        row: 2,
        column: label('kind'),
        message: importMessages.fixedValue(label('kind'), 'Домовладения'),
      },
      { row: 2, column: label('snt_id'), message: importMessages.fixedEmpty(label('snt_id')) },
      { row: 2, column: label('object_address'), message: inventoryMessages.planObject },
    ]);
    const snt = await importFile(
      [
        ['home_id', 'snt_id', 'object_address', 'region_id', 'organization_id']
          .map(label)
          .join(';'),
        `${await freeHome()};СНТ «Рассвет»;;${PSKOV};${GRO}`,
      ].join('\n'),
      'import_snt',
    );
    expect(snt.errors).toEqual([
      { row: 2, column: label('home_id'), message: importMessages.fixedEmpty(label('home_id')) },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('writes the rows of a good file: new plans, and changes to an existing one', async () => {
    const [first, second] = [await freeHome(0), await freeHome(1)];
    const audits = await histories();
    const file = [
      HEADER,
      `${first};;${PSKOV};Неёлово;${GRO};01.03.2026;05.03.2026;01.04.2026;;Первая`,
      `${second};;${PSKOV};;${GRO};01.05.2026;;;;`,
      `;ул. Новая, д. 2;${PSKOV};Неёлово;${GRO};01.03.2026;10.03.2026;01.04.2026;11.03.2026;`,
    ].join('\r\n');
    const job = await importFile(file);
    expect(job.state).toBe('done');
    expect(job.result).toEqual({ rows: 3, created: 3, updated: 0, unchanged: 0 });
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT p.kind, p.object_title, p.status, p.comment, s.name AS settlement,
              to_char(p.network_fact_date, 'YYYY-MM-DD') AS network_fact
         FROM object_schedule_plans p LEFT JOIN settlements s ON s.id = p.settlement_id
        WHERE p.object_title IN ($1, $2, 'ул. Новая, д. 2') ORDER BY p.id`,
      [first, second],
    );
    expect(rows).toEqual([
      {
        kind: 'homes',
        object_title: first,
        status: 'network_built',
        comment: 'Первая',
        settlement: 'Неёлово',
        network_fact: '2026-03-05',
      },
      {
        kind: 'homes',
        object_title: second,
        status: 'planned',
        comment: null,
        settlement: null,
        network_fact: null,
      },
      {
        kind: 'homes',
        object_title: 'ул. Новая, д. 2',
        status: 'notice_sent',
        comment: null,
        settlement: 'Неёлово',
        network_fact: '2026-03-10',
      },
    ]);
    expect(await histories()).toBe(audits + 3);

    // The same file again changes nothing; one changed date updates its plan only.
    const again = await importFile(file);
    expect(again.result).toEqual({ rows: 3, created: 0, updated: 0, unchanged: 3 });
    const changed = await importFile(file.replace('01.05.2026', '02.05.2026'));
    expect(changed.result).toEqual({ rows: 3, created: 0, updated: 1, unchanged: 2 });
    expect(await histories()).toBe(audits + 4);
  });
});
