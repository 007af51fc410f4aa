import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobsConsolePath } from '../../src/domain/backgroundJobs';
import { listFields } from '../../src/registries';
import { settlements } from '../../src/registries/settlements';
import { call, createTestApp, loginAs, type TestContext } from '../test/helpers';

type Doc = { data: { id: string; type: string; attributes: Record<string, unknown> } };
type ListDoc = { data: Doc['data'][]; meta: { total_count: number } };

// GET /v1/admin/background_jobs[/…] and the e-mailed export of settlements (issue 16).
describe('background jobs API and the e-mailed CSV export', () => {
  let ctx: TestContext;
  let dataDir: string;
  let admin: { authorization: string };
  let gro: { authorization: string };
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-jobs-'));
    ctx = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://portal.example' });
    admin = await loginAs(ctx.app, 'etp_admin@eog.test');
    gro = await loginAs(ctx.app, 'senior_manager@eog.test');
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = (headers: { authorization: string }, query = '') =>
    call<Doc>(ctx.app, {
      method: 'POST',
      url: `/v1/admin/settlements/email_csv_export${query}`,
      headers,
    });

  it('queues the export, writes the CSV, mails the link and offers the file', async () => {
    const started = await start(admin, '?gas_status=gasified');
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({
      type: 'background_job',
      attributes: {
        kind: 'email_csv_export',
        kind_title: 'Выгрузка на почту',
        state: 'queued',
        params: { registry: 'settlements', filters: { gas_status: 'gasified' }, format: 'csv' },
        result_file: null,
      },
    });
    const id = started.body.data.id;

    expect(await ctx.app.jobs.runPending()).toBeGreaterThanOrEqual(1);
    const shown = await call<Doc>(ctx.app, {
      method: 'GET',
      url: `/v1/admin/background_jobs/${id}`,
      headers: admin,
    });
    const [count] = await ctx.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM settlements WHERE gas_status = 'gasified'`,
    );
    const rows = Number(count!.n);
    expect(rows).toBeGreaterThan(3);
    expect(shown.body.data.attributes).toMatchObject({
      state: 'done',
      progress_done: rows,
      progress_total: rows,
      result: { rows, filename: 'Населённые пункты.csv' },
      error_message: null,
      result_file: {
        original_filename: 'Населённые пункты.csv',
        url: `/v1/admin/background_jobs/${id}/result`,
      },
    });

    const file = await ctx.app.inject({
      method: 'GET',
      url: `/v1/admin/background_jobs/${id}/result`,
      headers: admin,
    });
    expect(file.statusCode).toBe(200);
    const text = file.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    const labels = listFields(settlements).map(([, f]) => f.label);
    expect(lines[0]).toBe(labels.join(';'));
    expect(lines).toHaveLength(rows + 1);
    expect(text).toContain('Неёлово');
    expect(text).not.toContain('Локня'); // not gasified

    const link = await call<Doc>(ctx.app, {
      method: 'GET',
      url: `/v1/admin/background_jobs/${id}/result?transfer=download_url`,
      headers: admin,
    });
    expect(link.status).toBe(200);
    expect(String(link.body.data.attributes.download_url)).toContain('/v1/storage/objects/');

    const [mail] = await ctx.db.query<{ recipient: string; subject: string; body: string }>(
      `SELECT recipient, subject, body FROM dev_messages WHERE channel = 'email'
        ORDER BY id DESC LIMIT 1`,
    );
    expect(mail).toMatchObject({
      recipient: 'etp_admin@eog.test',
      subject: 'Выгрузка «Населённые пункты» готова',
    });
    expect(mail!.body).toContain(`https://portal.example${backgroundJobsConsolePath}?job=${id}`);
    expect(mail!.body).toContain('Населённые пункты.csv');
  });

  it('exports only the rows of the staff member\u2019s scope', async () => {
    const started = await start(gro);
    expect(started.status).toBe(202);
    await ctx.app.jobs.runPending();
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/v1/admin/background_jobs/${started.body.data.id}/result`,
      headers: gro,
    });
    expect(file.body).toContain('Неёлово');
    expect(file.body).not.toContain('Мособлгаз');
  });

  it('lists own jobs to staff, every job to holders of admin_background_jobs_read', async () => {
    const own = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: '/v1/admin/background_jobs',
      headers: gro,
    });
    expect(own.status).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
    const [groId] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM admin_users WHERE email = 'senior_manager@eog.test'`,
    );
    expect(own.body.data.every((j) => j.attributes.owner_name !== undefined)).toBe(true);
    const all = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: '/v1/admin/background_jobs?per=100',
      headers: admin,
    });
    expect(all.body.meta.total_count).toBeGreaterThan(own.body.meta.total_count);
    const byOwner = await call<ListDoc>(ctx.app, {
      method: 'GET',
      url: `/v1/admin/background_jobs?owner_admin_id=${groId!.id}&state=done`,
      headers: admin,
    });
    expect(byOwner.body.meta.total_count).toBe(own.body.meta.total_count);

    // Another's job is not found for a staff member without the key.
    const foreign = all.body.data.find((j) => !own.body.data.some((o) => o.id === j.id))!;
    for (const url of [
      `/v1/admin/background_jobs/${foreign.id}`,
      `/v1/admin/background_jobs/${foreign.id}/result`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: gro });
      expect(res.statusCode).toBe(404);
    }
  });

  it('lets a scoped reader see another\u2019s job but not download its file', async () => {
    const head = await loginAs(ctx.app, 'regional_head@eog.test');
    const [job] = await ctx.db.query<{ id: string }>(
      `SELECT j.id FROM background_jobs j JOIN admin_users a ON a.id = j.owner_admin_id
        WHERE a.email = 'etp_admin@eog.test' AND j.result_attachment_id IS NOT NULL LIMIT 1`,
    );
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/v1/admin/background_jobs/${job!.id}`,
      headers: head,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.attributes.result_file).toBeNull();
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/v1/admin/background_jobs/${job!.id}/result`,
      headers: head,
    });
    expect(file.statusCode).toBe(404);
  });

  it('refuses the export to a role without the key and a bad filter before queueing', async () => {
    const operator = await loginAs(ctx.app, 'operator@eog.test');
    expect((await start(operator)).status).toBe(403);
    const before = await ctx.db.query('SELECT id FROM background_jobs');
    const bad = await start(admin, '?page=x');
    expect(bad.status).toBe(400);
    expect(await ctx.db.query('SELECT id FROM background_jobs')).toHaveLength(before.length);
  });

  it('answers 404 for a job that does not exist and 401 without a token', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/background_jobs/999999999',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/v1/admin/background_jobs' });
    expect(anonymous.statusCode).toBe(401);
  });
});
