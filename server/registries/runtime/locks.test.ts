/**
 * The planner's lock behaviour with a concurrent writer (issue 38), on PostgreSQL: PGlite has
 * one connection, so no second writer can hold a lock while a publication runs.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../db';
import { createTestApp, type TestContext } from '../../test/helpers';
import { publicationMessages } from './publication';
import { designTesting, detailOf } from './publicationTesting';
import { servedMessages, writesServedVersion } from './served';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a publication beside a concurrent writer (PostgreSQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ REGISTRY_LOCK_TIMEOUT_MS: '300', REGISTRY_BACKFILL_BATCH: '2' });
  });
  afterAll(() => ctx.close());

  /** A transaction of another connection that runs `work` and stays open until released. */
  const writer = async (work: (tx: Queryable) => Promise<unknown>) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ready!: () => void;
    const working = new Promise<void>((resolve) => (ready = resolve));
    const done = ctx.db.transaction(async (tx) => {
      await work(tx);
      ready();
      await released;
    });
    await working;
    return { commit: async () => (release(), done) };
  };
  /** Waits until a statement starting with `start` waits for a lock. */
  const waitingFor = (start: string) =>
    vi.waitFor(
      async () => {
        const [row] = await ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'
              AND query LIKE $1`,
          [`${start}%`],
        );
        expect(row!.n).toBe(1);
      },
      { timeout: 10_000, interval: 20 },
    );
  const columnExists = async (table: string, column: string) =>
    (
      await ctx.db.query(
        `SELECT 1 FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2`,
        [table, column],
      )
    ).length > 0;

  it('gives way with a 409 after the lock timeout while a writer holds the table, half doing nothing', async () => {
    const t = await designTesting(ctx, 'lock_meters', [
      { key: 'name', kind: 'string', label: 'Наименование' },
    ]);
    expect((await t.publish()).statusCode).toBe(200);
    const name = await t.column('name');
    const current = await t.design();
    await t.call('PATCH', `/v1/admin/registry_designs/${t.id}`, {
      ...current,
      fields: [...current.fields, { key: 'note', kind: 'string', label: 'Примечание' }],
    });
    const note = await t.column('note');
    const held = await writer((tx) =>
      tx.query(`INSERT INTO ${t.table} (${name}) VALUES ('пишется')`),
    );
    const busy = await t.publish();
    expect(busy.statusCode).toBe(409);
    expect(detailOf(busy)).toBe(publicationMessages.busy);
    expect(await columnExists(t.table, note)).toBe(false);
    expect(await t.design()).toMatchObject({ published_version: 1, draft_version: 2 });

    await held.commit();
    expect((await t.publish()).statusCode).toBe(200);
    expect(await columnExists(t.table, note)).toBe(true);
    expect(await t.design()).toMatchObject({ published_version: 2, draft_version: null });
  });

  it('builds a filter’s index concurrently: writers insert while it waits', async () => {
    const t = await designTesting(ctx, 'index_meters', [
      { key: 'name', kind: 'string', label: 'Наименование' },
    ]);
    expect((await t.publish()).statusCode).toBe(200);
    const name = await t.column('name');
    await t.insert(ctx.db, 'name', ['первая', 'вторая']);
    await t.redraft((f) => ({ ...f, filter: true }));
    // An open transaction that wrote: CREATE INDEX CONCURRENTLY waits for it to end.
    const held = await writer((tx) => tx.query(`INSERT INTO ${t.table} (${name}) VALUES ('a')`));
    const publishing = t.publish();
    await waitingFor('CREATE INDEX CONCURRENTLY');
    // Meanwhile another writer is not blocked (a plain CREATE INDEX would hold it off).
    await ctx.db.transaction(async (tx) => {
      await tx.query("SET LOCAL lock_timeout = '300ms'");
      await tx.query(`INSERT INTO ${t.table} (${name}) VALUES ('b')`);
    });
    await held.commit();
    expect((await publishing).statusCode).toBe(200);
    const [index] = await ctx.db.query<{ valid: boolean }>(
      `SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = $1::regclass`,
      [`${t.table}_${name}_idx`],
    );
    expect(index).toEqual({ valid: true });
  });

  describe('the batched fill of a type change', () => {
    const started = async (code: string) => {
      const t = await designTesting(ctx, code, [
        { key: 'power', kind: 'string', label: 'Мощность' },
      ]);
      expect((await t.publish()).statusCode).toBe(200);
      const ids = await t.insert(ctx.db, 'power', ['1', '2', '3', '4', '5', '6', '7']);
      await t.redraft((f) => ({ ...f, kind: 'decimal' }));
      const power = await t.column('power');
      const job = await t.publish();
      expect(job.statusCode).toBe(202);
      return { ...t, ids, power, jobId: job.json().data.id as string };
    };
    const jobOf = async (t: Awaited<ReturnType<typeof started>>) =>
      (await t.call('GET', `/v1/admin/background_jobs/${t.jobId}`)).json().data.attributes;

    /**
     * The job runs while a writer holds the last record: the batches before it are filled, one
     * of their records is changed through the served version, and then the writer commits.
     */
    const raced = async (t: Awaited<ReturnType<typeof started>>, lastValue: string) => {
      const last = t.ids.at(-1)!;
      const held = await writer((tx) =>
        tx.query(`UPDATE ${t.table} SET ${t.power} = $1 WHERE id = $2`, [lastValue, last]),
      );
      const running = ctx.app.jobs.runPending();
      await waitingFor('WITH batch AS');
      expect(await jobOf(t)).toMatchObject({
        state: 'running',
        progress_done: 6,
        progress_total: 7,
      });
      const changed = await t.call('PATCH', `${t.records}/${t.ids[0]}`, { power: '3,5' });
      expect(changed.statusCode, changed.body).toBe(200);
      await held.commit();
      await running;
      return last;
    };

    it('ends with every record converted, those written meanwhile too', async () => {
      const t = await started('fill_meters');
      await raced(t, '8,5');
      expect(await jobOf(t)).toMatchObject({ state: 'done', progress_done: 7 });
      expect(await t.values('power')).toEqual(
        Object.fromEntries(t.ids.map((id, i) => [id, [3.5, 2, 3, 4, 5, 6, 8.5][i]])),
      );
    });

    it('converts a save made while it checks the values, and refuses one by the version it replaced', async () => {
      const t = await started('queue_meters');
      const replaced = (await ctx.app.registryStore.all()).get('queue_meters')!.definition;
      const last = t.ids.at(-1)!;
      const held = await writer((tx) =>
        tx.query(`UPDATE ${t.table} SET ${t.power} = '9' WHERE id = $1`, [last]),
      );
      const running = ctx.app.jobs.runPending();
      await waitingFor('WITH batch AS');
      // The first record changes after its batch, so the pass without locks converts it again;
      // a reader holding it keeps that pass waiting while another record is saved.
      const changed = await t.call('PATCH', `${t.records}/${t.ids[0]}`, { power: '3,5' });
      expect(changed.statusCode, changed.body).toBe(200);
      const reader = await writer((tx) =>
        tx.query(`SELECT id FROM ${t.table} WHERE id = $1 FOR UPDATE`, [t.ids[0]]),
      );
      await held.commit();
      await waitingFor(`UPDATE ${t.table} SET`);
      const meanwhile = await t.call('PATCH', `${t.records}/${t.ids[1]}`, { power: '7,5' });
      expect(meanwhile.statusCode, meanwhile.body).toBe(200);
      await reader.commit();
      await running;
      expect(await jobOf(t)).toMatchObject({ state: 'done', error_message: null });
      expect(await t.values('power')).toEqual(
        Object.fromEntries(t.ids.map((id, i) => [id, [3.5, 7.5, 3, 4, 5, 6, 9][i]])),
      );
      // A save still served by version 1 — begun before the swap, or on an instance not yet
      // notified — would write the old column, which version 2 no longer reads.
      const stale = ctx.db.transaction((tx) => writesServedVersion(tx, replaced));
      await expect(stale).rejects.toMatchObject({
        status: 409,
        items: [expect.objectContaining({ detail: servedMessages.stale })],
      });
    });

    it('goes on, retried, from the batch its last attempt reached', async () => {
      const t = await started('resumed_meters');
      // As an attempt that filled four records and was lost leaves the job: queued, at 4 of 7.
      await ctx.db.query('UPDATE background_jobs SET progress_done = 4 WHERE id = $1', [t.jobId]);
      const last = t.ids.at(-1)!;
      const held = await writer((tx) =>
        tx.query(`UPDATE ${t.table} SET ${t.power} = '7' WHERE id = $1`, [last]),
      );
      const running = ctx.app.jobs.runPending();
      await waitingFor('WITH batch AS');
      // Waiting for the last record: the fifth and sixth filled, the first four not again.
      const [job] = await ctx.db.query<{ columns: Record<string, string> }>(
        `SELECT params->'columns' AS columns FROM background_jobs WHERE id = $1`,
        [t.jobId],
      );
      const filling = `f_${Object.values(job!.columns)[0]!}`;
      const filled = await ctx.db.query<{ n: number }>(
        `SELECT count(${filling})::int AS n FROM ${t.table}`,
      );
      expect(filled[0]!.n).toBe(2);
      await held.commit();
      await running;
      // The last pass converts what the batches passed over.
      expect(await jobOf(t)).toMatchObject({ state: 'done', progress_done: 7 });
      expect(Object.values(await t.values('power'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    it('fails naming a record written meanwhile that does not convert; nothing is swapped', async () => {
      const t = await started('fail_meters');
      const last = await raced(t, 'много');
      const job = await jobOf(t);
      expect(job.state).toBe('failed');
      expect(job.error_message).toContain(`«много»: №${last}`);
      expect(await t.design()).toMatchObject({
        published_version: 1,
        draft_version: 2,
        publication_job_id: null,
      });
      expect((await t.values('power'))[t.ids[0]!]).toBe('3,5');
    });
  });
});
