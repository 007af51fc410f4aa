import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groRequestStatuses,
  groRequestWorkflow,
  isDocumentOverdue,
  reportingDocumentStatuses,
  reportingDocumentWorkflow,
} from '../../../src/domain/documentWorkflows';
import { toIsoDate, today, addDays } from '../../../src/format/date';
import { uploadChunkBytes } from '../../../src/domain/uploads';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';

type Headers = { authorization: string };

/** The client's multipart protocol (dataProvider/upload.ts) through app.inject, one small file. */
async function upload(ctx: TestContext, headers: Headers, base: string, data: Buffer) {
  const post = (step: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `${base}_${step}`, headers, payload });
  const start = await post('start', {
    data: {
      type: 'attachment',
      attributes: { kind: 'gro_request', original_filename: 'Ответ.pdf' },
    },
  });
  if (start.statusCode !== 201) return { start };
  const uploadId = start.json().data.attributes.upload_id as string;
  const parts: { part_number: number; etag: string }[] = [];
  for (let n = 1; n <= Math.max(1, Math.ceil(data.length / uploadChunkBytes)); n++) {
    const url = await post('url', { upload_id: uploadId, part_number: n });
    const href = url.json().data.attributes.upload_url as string;
    const chunk = data.subarray((n - 1) * uploadChunkBytes, n * uploadChunkBytes);
    const put = await ctx.app.inject({ method: 'PUT', url: href, headers, payload: chunk });
    parts.push({ part_number: n, etag: put.headers.etag as string });
  }
  const complete = await post('complete', { upload_id: uploadId, parts });
  return { start, complete };
}
type Resource = { id: string; type: string; attributes: Record<string, unknown> };
type One = { data: Resource };
type Many = { data: Resource[]; meta: { total_count: number } };
type Errors = { errors: { code: string; detail: string; source?: { pointer: string } }[] };

// Issue 18, document workflows: the engine's registry plus create, update_status, history and
// the final-status guard, on the demo data of server/db/seed/documents.ts.
describe('ГРО requests and reporting documents', () => {
  let ctx: TestContext;
  let dataDir: string;
  const as: Record<string, Headers> = {};
  let region: string;
  let otherRegion: string;
  let gro: string;
  const base = '/v1/admin/gro_requests';
  const reports = '/v1/admin/reporting_documents';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-documents-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    for (const role of [
      'etp_admin',
      'eog',
      'regional_head',
      'rgk_operator',
      'operator',
      'senior_manager',
      'auditor',
      'mfc',
    ])
      as[role] = await tokenFor(ctx.app, `${role}@eog.test`);
    const id = async (sql: string) => String((await ctx.db.query<{ id: string }>(sql))[0]!.id);
    region = await id("SELECT id FROM regions WHERE code = '60'");
    otherRegion = await id("SELECT id FROM regions WHERE code = '47'");
    gro = await id(
      "SELECT id FROM organizations WHERE name = 'АО «Газпром газораспределение Псков»'",
    );
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = <T>(url: string, headers: Headers) => call<T>(ctx.app, { url, headers });
  const send = <T>(
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    attributes?: object,
    type = 'gro_request',
  ) =>
    call<T>(ctx.app, {
      method,
      url,
      headers,
      ...(attributes ? { payload: { data: { type, attributes } } } : {}),
    });
  const move = (id: string, who: string, attributes: object, path = base) =>
    send<One & Errors>('PATCH', `${path}/${id}/update_status`, as[who]!, attributes);
  const create = async (who = 'regional_head', extra: object = {}) => {
    const res = await send<One & Errors>('POST', base, as[who]!, {
      kind: 'information',
      subject: 'Сведения о газификации',
      region_id: region,
      organization_id: gro,
      body: 'Просим представить сведения.',
      ...extra,
    });
    return res;
  };
  const attach = (id: string, who: string, path = base) =>
    upload(ctx, as[who]!, `${path}/${id}/attachments/multipart_upload`, Buffer.from('%PDF-1.4'));

  it('seeds a document in every status of each workflow, with its history', async () => {
    const statuses = async (table: string) =>
      (await ctx.db.query<{ status: string }>(`SELECT DISTINCT status FROM ${table}`))
        .map((r) => r.status)
        .sort();
    expect(await statuses('gro_requests')).toEqual([...groRequestStatuses].sort());
    expect(await statuses('reporting_documents')).toEqual([...reportingDocumentStatuses].sort());
    const [missing] = await ctx.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM gro_requests g WHERE NOT EXISTS (SELECT 1 FROM registry_status_changes c
        WHERE c.registry = 'gro_requests' AND c.record_id = g.id AND c.to_status = g.status)`,
    );
    expect(Number(missing!.n)).toBe(0);
  });

  it("computes overdue in the view as the workflow's running statuses say", async () => {
    const past = toIsoDate(addDays(today(), -1));
    for (const [table, workflow] of [
      ['gro_request_rows', groRequestWorkflow],
      ['reporting_document_rows', reportingDocumentWorkflow],
    ] as const) {
      const view = table.replace('_rows', 's');
      const [first] = await ctx.db.query<{ id: string; status: string; due_date: string | null }>(
        `SELECT id, status, due_date FROM ${table} ORDER BY id LIMIT 1`,
      );
      for (const status of workflow.statuses) {
        await ctx.db.query(`UPDATE ${table} SET status = $2, due_date = $3 WHERE id = $1`, [
          first!.id,
          status,
          past,
        ]);
        const [row] = await ctx.db.query<{ overdue: boolean }>(
          `SELECT overdue FROM ${view} WHERE id = $1`,
          [first!.id],
        );
        expect(row!.overdue, `${view} ${status}`).toBe(isDocumentOverdue(workflow, status, past));
      }
      await ctx.db.query(`UPDATE ${table} SET status = $2, due_date = $3 WHERE id = $1`, [
        first!.id,
        first!.status,
        first!.due_date,
      ]);
    }
  });

  it('lists with the filters: status, region, organization, overdue, query', async () => {
    const list = (q: string, who = 'etp_admin') => get<Many>(`${base}?${q}`, as[who]!);
    const all = await list('per=100');
    expect(all.status).toBe(200);
    const overdue = await list('overdue=true&per=100');
    expect(overdue.body.data.length).toBeGreaterThan(0);
    for (const d of overdue.body.data) {
      expect(d.attributes.overdue).toBe(true);
      expect(groRequestWorkflow.running).toContain(d.attributes.status);
    }
    const notOverdue = await list('overdue=false&per=100');
    expect(notOverdue.body.meta.total_count + overdue.body.meta.total_count).toBe(
      all.body.meta.total_count,
    );
    const sent = await list('status[]=sent&status[]=in_work');
    expect(sent.body.data.every((d) => ['sent', 'in_work'].includes(String(d.attributes.status))));
    expect((await list(`region_id=${otherRegion}`)).body.meta.total_count).toBe(0);
    expect((await list(`organization_id=${gro}&per=100`)).body.meta.total_count).toBe(
      all.body.meta.total_count,
    );
    const found = await list('query=Середка');
    expect(found.body.data.map((d) => d.attributes.subject)).toEqual([
      'Сведения о газификации д. Середка',
    ]);
    expect(found.body.data[0]!.attributes.number).toMatch(/^ЗГ-\d{4}-\d{5}$/);
    // The roles of seed 001 §6 without the section get 403; an МФЦ operator sees none.
    expect((await list('', 'mfc')).status).toBe(403);
  });

  it('creates a draft with a number, its author and its first history entry', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    const a = res.body.data.attributes;
    expect(a).toMatchObject({ status: 'draft', overdue: false, subject: 'Сведения о газификации' });
    expect(a.number).toMatch(/^ЗГ-/);
    expect(a.created_by_id).toBeTruthy();
    // status, executor and number are the server's
    const forged = await create('regional_head', {
      status: 'closed',
      number: 'X',
      executor_id: '1',
    });
    expect(forged.body.data.attributes).toMatchObject({ status: 'draft', executor_id: null });
    expect(forged.body.data.attributes.number).not.toBe('X');
    const history = await get<Many>(`${base}/${res.body.data.id}/history`, as.regional_head!);
    expect(
      history.body.data.map((h) => [h.attributes.from_status, h.attributes.to_status]),
    ).toEqual([[null, 'draft']]);
    // the ГРО does not create requests; a regional head only in its region
    expect((await create('operator')).status).toBe(403);
    expect((await create('regional_head', { region_id: otherRegion })).status).toBe(403);
    expect((await create('auditor')).status).toBe(403);
  });

  it('moves a request through its workflow by the right roles, with the history', async () => {
    const id = (await create()).body.data.id;
    // an illegal move and another role's move are refused
    const illegal = await move(id, 'regional_head', { status: 'closed' });
    expect(illegal.status).toBe(422);
    expect(illegal.body.errors[0]!.detail).toBe(
      'Нельзя перевести запрос из статуса «Черновик» в статус «Закрыт»',
    );
    expect(illegal.body.errors[0]!.source?.pointer).toBe('/data/attributes/status');
    const unknown = await move(id, 'regional_head', { status: 'lost' });
    expect(unknown.body.errors[0]!.detail).toBe('Поле заполнено некорректно');
    const sent = await move(id, 'regional_head', { status: 'sent' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.attributes.status).toBe('sent');
    // sending sets the due date: ten business days from today
    expect(String(sent.body.data.attributes.due_date) > toIsoDate(today())).toBe(true);
    const byAuthor = await move(id, 'regional_head', { status: 'in_work' });
    expect(byAuthor.status).toBe(403);
    expect(byAuthor.body.errors[0]!.detail).toBe(
      'Перевести запрос из статуса «Направлен в ГРО» в статус «В работе» может только: Администратор, Администратор ГРО, Оператор',
    );
    // the auditor holds no update_status key at all
    expect((await move(id, 'auditor', { status: 'in_work' })).status).toBe(403);
    const taken = await move(id, 'operator', { status: 'in_work' });
    expect(taken.status).toBe(200);
    expect(taken.body.data.attributes.executor_id).toBeTruthy();
    // an answer needs a file attached while in work
    const noFile = await move(id, 'operator', { status: 'answered' });
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors[0]!.source?.pointer).toBe('/data/attributes/attachment');
    const up = await attach(id, 'operator');
    expect(up.complete?.statusCode).toBe(200);
    expect((await move(id, 'operator', { status: 'answered' })).status).toBe(200);
    // a return for correction needs a comment and sets five business days
    const noComment = await move(id, 'regional_head', { status: 'on_correction' });
    expect(noComment.status).toBe(422);
    expect(noComment.body.errors[0]).toMatchObject({
      detail: 'Поле обязательно для заполнения',
      source: { pointer: '/data/attributes/comment' },
    });
    const back = await move(id, 'regional_head', {
      status: 'on_correction',
      comment: 'Дополните данными по филиалам',
    });
    expect(back.status).toBe(200);
    // the earlier file does not answer the correction
    expect((await move(id, 'operator', { status: 'answered' })).status).toBe(422);
    await attach(id, 'operator');
    expect((await move(id, 'operator', { status: 'answered' })).status).toBe(200);
    const closed = await send<One>('PUT', `${base}/${id}/update_status`, as.regional_head!, {
      status: 'closed',
    });
    expect(closed.status).toBe(200);

    const history = await get<Many>(`${base}/${id}/history?order_type=asc`, as.auditor!);
    expect(history.status).toBe(200);
    expect(history.body.data.map((h) => h.attributes.to_status)).toEqual([
      'draft',
      'sent',
      'in_work',
      'answered',
      'on_correction',
      'answered',
      'closed',
    ]);
    const correction = history.body.data[4]!.attributes;
    expect(correction).toMatchObject({
      from_status_label: 'Ответ направлен',
      to_status_label: 'На доработке',
      comment: 'Дополните данными по филиалам',
    });
    expect(correction.admin_name).toBeTruthy();
    expect(correction.created_at).toBeTruthy();
    // the move to 'sent' set the due date, and its history row keeps it
    expect(history.body.data[1]!.attributes.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(history.body.data[0]!.attributes).not.toHaveProperty('due_date');

    // a closed request takes no edit, no file, no move
    const edit = await send<Errors>('PATCH', `${base}/${id}`, as.regional_head!, { subject: 'X' });
    expect(edit.status).toBe(422);
    expect(edit.body.errors[0]!.detail).toBe('Документ в статусе «Закрыт» изменить нельзя');
    expect((await attach(id, 'operator')).start.statusCode).toBe(422);
    expect((await move(id, 'regional_head', { status: 'sent' })).status).toBe(422);
  });

  it("judges a move's body by its schema: kinds and lengths, in the seeds' words", async () => {
    const created = await create();
    const id = String(created.body.data.id);
    const refused = async (attributes: object) => {
      const res = await move(id, 'regional_head', attributes);
      expect(res.status).toBe(422);
      return res.body.errors.map((e) => [e.source?.pointer, e.detail]);
    };
    expect(await refused({ comment: 'без статуса' })).toEqual([
      ['/data/attributes/status', 'Поле обязательно для заполнения'],
    ]);
    expect(await refused({ status: 5 })).toEqual([
      ['/data/attributes/status', 'Поле заполнено некорректно'],
    ]);
    expect(await refused({ status: 'sent', comment: 7 })).toEqual([
      ['/data/attributes/comment', 'Поле заполнено некорректно'],
    ]);
    expect(await refused({ status: 'sent', note: 'я'.repeat(5001) })).toEqual([
      ['/data/attributes/note', 'Длина должна быть не больше 5000 символов'],
    ]);
    // nothing moved: the draft is sent by a valid move, its note kept as the comment
    const sent = await move(id, 'regional_head', { status: 'sent', note: 'Срочно' });
    expect(sent.status).toBe(200);
    const [change] = await ctx.db.query<{ from_status: string; comment: string }>(
      `SELECT from_status, comment FROM registry_status_changes
        WHERE registry = 'gro_requests' AND record_id = $1 AND to_status = 'sent'`,
      [id],
    );
    expect(change).toEqual({ from_status: 'draft', comment: 'Срочно' });
  });

  it('keeps documents inside the scope: another ГРО or region gets 404/403', async () => {
    const [other] = await ctx.db.query<{ id: string }>(
      `SELECT o.id FROM organizations o JOIN organization_regions r ON r.organization_id = o.id
        WHERE r.kind = 'gro' AND o.id <> $1 LIMIT 1`,
      [gro],
    );
    const res = await send<One>('POST', base, as.eog!, {
      kind: 'other',
      subject: 'Другой ГРО',
      region_id: otherRegion,
      organization_id: String(other!.id),
    });
    expect(res.status).toBe(201);
    const id = res.body.data.id;
    expect((await get(`${base}/${id}`, as.operator!)).status).toBe(404);
    expect((await get(`${base}/${id}`, as.regional_head!)).status).toBe(404);
    expect((await move(id, 'regional_head', { status: 'sent' })).status).toBe(403);
  });

  it('runs the reporting workflow: the report file to send, the ЕОГ reviews', async () => {
    const created = await send<One>(
      'POST',
      reports,
      as.operator!,
      { kind: 'monthly', subject: 'Отчёт за ноябрь', region_id: region, organization_id: gro },
      'reporting_document',
    );
    expect(created.status).toBe(201);
    expect(created.body.data.attributes.number).toMatch(/^ОД-/);
    const id = created.body.data.id;
    const noFile = await move(id, 'operator', { status: 'sent' }, reports);
    expect(noFile.status).toBe(422);
    await attach(id, 'operator', reports);
    expect((await move(id, 'operator', { status: 'sent' }, reports)).status).toBe(200);
    expect((await move(id, 'operator', { status: 'in_review' }, reports)).status).toBe(403);
    expect((await move(id, 'eog', { status: 'in_review' }, reports)).status).toBe(200);
    expect(
      (await move(id, 'eog', { status: 'on_correction', comment: 'Нет подписи' }, reports)).status,
    ).toBe(200);
    expect((await move(id, 'operator', { status: 'sent' }, reports)).status).toBe(422);
    await attach(id, 'operator', reports);
    expect((await move(id, 'operator', { status: 'sent' }, reports)).status).toBe(200);
    expect((await move(id, 'eog', { status: 'in_review' }, reports)).status).toBe(200);
    const accepted = await move(id, 'eog', { status: 'accepted' }, reports);
    expect(accepted.body.data.attributes.status).toBe('accepted');
  });

  it('exports the filtered list with the status labels', async () => {
    const res = await ctx.app.inject({
      url: `${base}/export?format=csv&status[]=closed`,
      headers: as.eog!,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Закрыт');
    expect(res.body).toContain('Просрочен');
    expect(res.body).not.toContain('Черновик');
  });
});
