import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { mappingMessages } from './mapping';
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
      `Поле «Мощность»: 1 из 6 записей не переводятся в «Дробное число» («около 5»: №${late}). Исправьте их, задайте замену или оставьте прежний тип`,
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

describe('a text read as a reference or a multiple choice (issue 38)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(env);
  });
  afterAll(() => ctx.close());

  it('names the values that match no record or option, converts by the mapping, and loses none', async () => {
    const [gro, other] = await ctx.db.query<{ id: string; name: string }>(
      `SELECT id::text AS id, name FROM organizations
        WHERE name IN (SELECT name FROM organizations GROUP BY name HAVING count(*) = 1)
        ORDER BY id LIMIT 2`,
    );
    const t = await designTesting(ctx, 'owned_boilers', [
      { key: 'name', kind: 'string', label: 'Наименование' },
      { key: 'owner', kind: 'string', label: 'Владелец' },
      { key: 'fuel', kind: 'string', label: 'Топливо' },
    ]);
    expect((await t.publish()).statusCode).toBe(200);
    const owned = await t.insert(
      ctx.db,
      'owner',
      [` ${gro!.name.toUpperCase()} `, other!.id, 'ООО «Нет такой»', null],
      { fuel: 'Газ; уголь' },
    );
    const [oil] = await t.insert(ctx.db, 'fuel', ['мазут, газ']);
    const redraft = (maps: { owner?: unknown; fuel?: unknown } = {}) =>
      t.redraft((f) => {
        if (f.key === 'owner' || f.key === 'owner_id')
          return {
            ...f,
            key: 'owner_id',
            kind: 'reference',
            resource: 'organizations',
            ...(maps.owner ? { convert_map: maps.owner } : {}),
          } as typeof f;
        if (f.key === 'fuel')
          return {
            ...f,
            kind: 'enum',
            many: true,
            options: [
              { value: 'gas', title: 'Газ' },
              { value: 'coal', title: 'Уголь' },
            ],
            ...(maps.fuel ? { convert_map: maps.fuel } : {}),
          } as typeof f;
        return f;
      });
    await redraft();
    const plan = (await t.call('GET', `/v1/admin/registry_designs/${t.id}/plan`)).json().data
      .attributes;
    expect(plan.conversions).toEqual([
      expect.objectContaining({
        key: 'owner_id',
        to: 'Ссылка на запись реестра',
        total: 5,
        converting: 4,
        failing: [{ value: 'ООО «Нет такой»', count: 1, ids: [owned[2]] }],
      }),
      expect.objectContaining({
        key: 'fuel',
        total: 5,
        converting: 4,
        failing: [{ value: 'мазут, газ', count: 1, ids: [oil] }],
      }),
    ]);

    // A replacement naming no organization is refused where it is.
    await redraft({ owner: [{ from: 'ООО «Нет такой»', to: 'ООО «И такой нет»' }] });
    const refused = (await t.call('GET', `/v1/admin/registry_designs/${t.id}/plan`)).json().data
      .attributes.refusals;
    expect(refused).toContainEqual({
      pointer: '/fields/1/convert_map/0/to',
      message: mappingMessages.notConverting('ООО «И такой нет»', 'Ссылка на запись реестра'),
    });

    await redraft({
      owner: [{ from: 'ООО «Нет такой»', to: other!.name }],
      fuel: [{ from: 'мазут, газ', to: 'газ' }],
    });
    const started = await t.publish();
    expect(started.statusCode, started.body).toBe(202);
    await ctx.app.jobs.runPending();
    expect(await t.design()).toMatchObject({ published_version: 2, draft_version: null });
    const [owner, fuel] = [await t.column('owner_id'), await t.column('fuel')];
    const rows = await ctx.db.query<{ owner: string | null; fuel: string[] }>(
      `SELECT ${owner}::text AS owner, ${fuel} AS fuel FROM ${t.table} ORDER BY id`,
    );
    expect(rows).toEqual([
      { owner: gro!.id, fuel: ['gas', 'coal'] },
      { owner: other!.id, fuel: ['gas', 'coal'] },
      { owner: other!.id, fuel: ['gas', 'coal'] },
      { owner: null, fuel: ['gas', 'coal'] },
      { owner: null, fuel: ['gas'] },
    ]);
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

describe('a mapping of the values that do not convert, saved in the draft (issue 38)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(env);
  });
  afterAll(() => ctx.close());

  // Quotes and a backslash: a stored text an administrator names never ends its SQL literal.
  const odd = "o'k\\'; DROP TABLE registries; --";

  it('groups the failing values with their records, checks each replacement, then converts by it', async () => {
    const t = await designTesting(ctx, 'mapped_meters', [
      { key: 'name', kind: 'string', label: 'Наименование' },
      { key: 'power', kind: 'string', label: 'Мощность' },
    ]);
    expect((await t.publish()).statusCode).toBe(200);
    const ids = await t.insert(ctx.db, 'power', [
      '1',
      '10 МВт',
      ' 10 МВт ',
      'нет данных',
      odd,
      '10 МВт',
      null,
    ]);
    const planOf = async () =>
      (await t.call('GET', `/v1/admin/registry_designs/${t.id}/plan`)).json().data.attributes;
    const power = (map?: unknown) =>
      t.redraft((f) =>
        f.key === 'power'
          ? ({ ...f, kind: 'decimal', ...(map ? { convert_map: map } : {}) } as typeof f)
          : f,
      );

    await power();
    const before = await planOf();
    expect(before.conversions).toEqual([
      {
        key: 'power',
        label: 'Мощность',
        to: 'Дробное число',
        total: 7,
        converting: 2,
        failing: [
          { value: '10 МВт', count: 3, ids: [ids[1], ids[2], ids[5]] },
          { value: 'нет данных', count: 1, ids: [ids[3]] },
          { value: odd, count: 1, ids: [ids[4]] },
        ],
        failing_values: 3,
      },
    ]);
    expect(before.refusals[0].message).toBe(
      `Поле «Мощность»: 5 из 7 записей не переводятся в «Дробное число» («10 МВт»: №${ids[1]}, №${ids[2]}, №${ids[5]}; «нет данных»: №${ids[3]}; «${odd}»: №${ids[4]}). Исправьте их, задайте замену или оставьте прежний тип`,
    );

    // A replacement that does not convert, and a value mapped twice, are refused where they are.
    await power([
      { from: '10 МВт', to: '10 MW' },
      { from: '10 МВт', to: '10' },
    ]);
    const refused = await planOf();
    expect(refused.refusals).toEqual(
      expect.arrayContaining([
        {
          pointer: '/fields/1/convert_map/0/to',
          message: mappingMessages.notConverting('10 MW', 'Дробное число'),
        },
        { pointer: '/fields/1/convert_map/1/from', message: mappingMessages.repeated },
      ]),
    );

    await power([
      { from: '10 МВт', to: '10,5' },
      { from: 'нет данных', to: null },
      { from: odd, to: '7' },
    ]);
    const mapped = await planOf();
    expect(mapped.refusals).toEqual([]);
    expect(mapped.conversions[0]).toMatchObject({ converting: 7, failing: [], failing_values: 0 });

    const started = await t.publish();
    expect(started.statusCode, started.body).toBe(202);
    // The new column being filled is the publication's, not a kept one.
    const kept = await t.call('GET', `/v1/admin/registry_designs/${t.id}/kept_fields`);
    expect(kept.json().data).toEqual([]);
    await ctx.app.jobs.runPending();
    const design = await t.design();
    expect(design).toMatchObject({ published_version: 2, draft_version: null });
    // The mapping served its publication: the published design has none.
    expect(design.fields[1].convert_map).toBeUndefined();
    const values = await t.values('power');
    expect(ids.map((id) => values[id])).toEqual([1, 10.5, 10.5, null, 7, 10.5, null]);
  });

  it('refuses an empty replacement of a required field', async () => {
    const t = await designTesting(ctx, 'mapped_required', [
      { key: 'power', kind: 'string', label: 'Мощность' },
    ]);
    expect((await t.publish()).statusCode).toBe(200);
    await t.insert(ctx.db, 'power', ['нет данных', '5']);
    await t.redraft((f) => ({
      ...f,
      kind: 'integer',
      required: true,
      convert_map: [{ from: 'нет данных', to: null }],
    }));
    const plan = (await t.call('GET', `/v1/admin/registry_designs/${t.id}/plan`)).json().data
      .attributes;
    expect(plan.refusals).toContainEqual({
      pointer: '/fields/0/convert_map/0/to',
      message: mappingMessages.emptyRequired,
    });
    const refused = await t.publish();
    expect(refused.statusCode).toBe(422);
  });
});
