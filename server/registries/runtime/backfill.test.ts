import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { publicationMessages } from './publication';
import { designTesting, detailOf } from './publicationTesting';

// Two records a batch: five records fill in three.
const env = { REGISTRY_BACKFILL_BATCH: '2' };

describe('a type change published by a background job in batches (issue 38)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(env);
  });
  afterAll(() => ctx.close());

  const meters = async (code: string) => {
    const t = await designTesting(ctx, code, [
      { key: 'name', kind: 'string', label: 'Наименование' },
      { key: 'power', kind: 'string', label: 'Мощность', list: true },
    ]);
    expect((await t.publish()).statusCode).toBe(200);
    const ids = await t.insert(ctx.db, 'power', ['1', '2,5', '3 000', null, '']);
    await t.redraft((f) => (f.key === 'power' ? { ...f, kind: 'decimal' } : f));
    return { ...t, ids };
  };

  it('fills the new column in batches with progress while the old version is served, then publishes', async () => {
    const t = await meters('meters_ok');
    const started = await t.publish();
    expect(started.statusCode, started.body).toBe(202);
    const job = started.json().data;
    expect(job).toMatchObject({
      type: 'background_job',
      attributes: {
        kind: 'registry_publication',
        kind_title: 'Публикация реестра',
        state: 'queued',
      },
    });
    // In progress: the design says so, a second publication and a change of the draft wait.
    expect((await t.design()).publication_job_id).toBe(job.id);
    const again = await t.publish();
    expect(again.statusCode).toBe(409);
    expect(detailOf(again)).toBe(publicationMessages.publishing);
    const patched = await t.call('PATCH', `/v1/admin/registry_designs/${t.id}`, {
      code: 'meters_ok',
    });
    expect(patched.statusCode).toBe(409);
    expect((await t.values('power'))[t.ids[1]!]).toBe('2,5');

    expect(await ctx.app.jobs.runPending()).toBe(1);
    const done = (await t.call('GET', `/v1/admin/background_jobs/${job.id}`)).json().data
      .attributes;
    expect(done).toMatchObject({
      state: 'done',
      progress_done: 5,
      progress_total: 5,
      result: { published_version: 2 },
    });
    const design = await t.design();
    expect(design).toMatchObject({ published_version: 2, publication_job_id: null });
    expect(design.draft_version).toBeNull();
    expect(Object.values(await t.values('power'))).toEqual([1, 2.5, 3000, null, null]);
  });

  it('fails, naming the record, when one written meanwhile does not convert; nothing is published', async () => {
    const t = await meters('meters_bad');
    const started = await t.publish();
    expect(started.statusCode).toBe(202);
    // Written after the publication began, through the version still served.
    const [late] = await t.insert(ctx.db, 'power', ['около 5']);
    await ctx.app.jobs.runPending();
    const job = (await t.call('GET', `/v1/admin/background_jobs/${started.json().data.id}`)).json()
      .data.attributes;
    expect(job.state).toBe('failed');
    expect(job.error_message).toBe(
      `Поле «Мощность»: 1 из 6 записей не переводятся в «Дробное число» (№${late}: «около 5»). Исправьте их или оставьте прежний тип`,
    );
    const design = await t.design();
    expect(design).toMatchObject({
      published_version: 1,
      draft_version: 2,
      publication_job_id: null,
    });
    expect(design.fields[1].kind).toBe('decimal');
    expect((await t.values('power'))[late!]).toBe('около 5');
  });
});

describe('a required field as a rule of the table: CHECK … NOT VALID, then VALIDATE (issue 38)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(env);
  });
  afterAll(() => ctx.close());

  const constraintOf = async (table: string) =>
    ctx.db.query<{ name: string; validated: boolean }>(
      `SELECT conname AS name, convalidated AS validated FROM pg_constraint
        WHERE conrelid = $1::regclass AND contype = 'c' ORDER BY conname`,
      [table],
    );

  it('is refused while records have no value, naming them; made, kept by the table and dropped', async () => {
    const t = await designTesting(ctx, 'stations', [
      { key: 'name', kind: 'string', label: 'Наименование', required: true },
      { key: 'note', kind: 'string', label: 'Примечание' },
    ]);
    expect((await t.publish()).statusCode).toBe(200);
    const name = await t.column('name');
    const note = await t.column('note');
    // A new table holds its required column's CHECK from the start.
    expect(await constraintOf(t.table)).toEqual([
      { name: `${t.table}_${name}_required`, validated: true },
    ]);
    const ids = await t.insert(ctx.db, 'note', ['а', null, null, null, null, null, null], {
      name: 'Станция',
    });

    await t.redraft((f) => (f.key === 'note' ? { ...f, required: true } : f));
    const plan = (await t.call('GET', `/v1/admin/registry_designs/${t.id}/plan`)).json().data
      .attributes;
    const refusal = publicationMessages.missing('Примечание', 6, ids.slice(1, 6));
    expect(refusal).toBe(
      `Поле «Примечание» обязательное, а в 6 записях оно не заполнено (${ids
        .slice(1, 6)
        .map((id) => `№${id}`)
        .join(', ')}). Заполните их или оставьте поле необязательным`,
    );
    expect(plan.refusals).toEqual([{ pointer: '/fields/1/required', message: refusal }]);
    const refused = await t.publish();
    expect(refused.statusCode).toBe(422);
    expect(detailOf(refused)).toBe(refusal);
    expect(await constraintOf(t.table)).toHaveLength(1);

    await ctx.db.query(`UPDATE ${t.table} SET ${note} = 'б' WHERE ${note} IS NULL`);
    const published = await t.publish();
    expect(published.statusCode, published.body).toBe(200);
    expect(await constraintOf(t.table)).toEqual([
      { name: `${t.table}_${name}_required`, validated: true },
      { name: `${t.table}_${note}_required`, validated: true },
    ]);
    await expect(
      ctx.db.query(`INSERT INTO ${t.table} (${name}) VALUES ('без примечания')`),
    ).rejects.toMatchObject({ code: '23514' });

    // Not required any more: the constraint goes; a field taken out takes its own with it.
    await t.redraft((f) => ({ ...f, required: false }));
    expect((await t.publish()).statusCode).toBe(200);
    expect(await constraintOf(t.table)).toEqual([]);
  });
});
