import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { keptMessages } from './kept';
import { publicationMessages } from './publication';
import { designTesting, detailOf } from './publicationTesting';

const DAY = 86_400_000;

describe('the kept columns of fields taken out: listed, restored, purged (issue 38)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ REGISTRY_PURGE_AFTER_DAYS: '30' });
  });
  afterAll(() => ctx.close());

  const stations = async (code: string) => {
    const t = await designTesting(ctx, code, [
      { key: 'name', kind: 'string', label: 'Наименование' },
      { key: 'note', kind: 'string', label: 'Примечание' },
    ]);
    expect((await t.publish()).statusCode).toBe(200);
    const note = await t.column('note');
    const ids = await t.insert(ctx.db, 'note', ['а', ' ', null, 'б'], { name: 'Станция' });
    const current = await t.design();
    await t.call('PATCH', `/v1/admin/registry_designs/${t.id}`, {
      ...current,
      fields: current.fields.filter((f: { key: string }) => f.key !== 'note'),
    });
    expect((await t.publish(true)).statusCode).toBe(200);
    const kept = `/v1/admin/registry_designs/${t.id}/kept_fields`;
    return { ...t, ids, note, noteId: note.slice(2), kept };
  };
  const columnsOf = async (table: string) =>
    (
      await ctx.db.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_name = $1`,
        [table],
      )
    ).map((r) => r.name);
  const ledgerOf = async (id: string) =>
    (
      await ctx.db.query<{ column_added: boolean; purged: boolean }>(
        `SELECT column_added, purged_at IS NOT NULL AS purged FROM registry_fields WHERE id = $1`,
        [id],
      )
    )[0];
  const audits = async (registryId: string) =>
    ctx.db.query<{ changes: { purged_fields: [{ id: string; key: string }[], null] } }>(
      `SELECT changes FROM action_histories
        WHERE record_type = 'registry_design' AND record_id = $1 ORDER BY id`,
      [registryId],
    );

  it('lists a field taken out with its last key and label, when, and its values; puts it back', async () => {
    const t = await stations('kept_listed');
    const list = (await t.call('GET', t.kept)).json();
    expect(list.meta.total_count).toBe(1);
    const [kept] = list.data;
    expect(kept).toMatchObject({
      type: 'registry_kept_field',
      id: t.noteId,
      attributes: {
        key: 'note',
        label: 'Примечание',
        kind: 'string',
        values: 2,
        restorable: true,
      },
    });
    const out = Date.parse(kept.attributes.taken_out_at);
    expect(Math.abs(out - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(kept.attributes.purge_at) - out).toBe(30 * DAY);

    const restored = await t.call('PATCH', `${t.kept}/${t.noteId}`, { in_draft: true });
    expect(restored.statusCode, restored.body).toBe(200);
    const draft = await t.design();
    expect(draft.fields.map((f: { key: string; field_id: string }) => [f.key, f.field_id])).toEqual(
      [
        ['name', expect.any(String)],
        ['note', t.noteId],
      ],
    );
    // In the draft it is no longer kept: it is neither listed nor purged.
    expect((await t.call('GET', t.kept)).json().data).toEqual([]);
    expect((await t.call('DELETE', `${t.kept}/${t.noteId}`)).statusCode).toBe(404);
    expect((await t.publish()).statusCode).toBe(200);
    const values = await t.values('note');
    expect(t.ids.map((id) => values[id])).toEqual(['а', ' ', null, 'б']);
  });

  it('puts a field back only under a key the draft has free', async () => {
    const t = await stations('kept_key_taken');
    const current = await t.design();
    await t.call('PATCH', `/v1/admin/registry_designs/${t.id}`, {
      ...current,
      fields: [...current.fields, { key: 'note', kind: 'text', label: 'Новое примечание' }],
    });
    const refused = await t.call('PATCH', `${t.kept}/${t.noteId}`, { in_draft: true });
    expect(refused.statusCode).toBe(422);
    expect(detailOf(refused)).toBe(keptMessages.keyTaken('note'));
  });

  it('puts a field back only when the draft is a whole design with it', async () => {
    const t = await designTesting(ctx, 'kept_named_other', [
      { key: 'name', kind: 'string', label: 'Наименование' },
      { key: 'area', kind: 'string', label: 'Район', filter: true },
      { key: 'note', kind: 'string', label: 'Примечание', filter: true, filter_with: 'area' },
    ]);
    expect((await t.publish()).statusCode).toBe(200);
    const noteId = (await t.column('note')).slice(2);
    const current = await t.design();
    await t.call('PATCH', `/v1/admin/registry_designs/${t.id}`, {
      ...current,
      fields: current.fields.filter((f: { key: string }) => f.key === 'name'),
    });
    expect((await t.publish(true)).statusCode).toBe(200);
    const refused = await t.call(
      'PATCH',
      `/v1/admin/registry_designs/${t.id}/kept_fields/${noteId}`,
      { in_draft: true },
    );
    expect(refused.statusCode).toBe(422);
    expect(detailOf(refused)).toBe(
      keptMessages.notFitting('Примечание', 'Такого поля нет в реестре'),
    );
    expect((await t.design()).fields.map((f: { key: string }) => f.key)).toEqual(['name']);
  });

  it('drops one for good when asked, noting it in the ledger and the audit', async () => {
    const t = await stations('kept_purged');
    expect(await columnsOf(t.table)).toContain(t.note);
    const purged = await t.call('DELETE', `${t.kept}/${t.noteId}`);
    expect(purged.statusCode, purged.body).toBe(204);
    expect(await columnsOf(t.table)).not.toContain(t.note);
    expect(await ledgerOf(t.noteId)).toEqual({ column_added: false, purged: true });
    expect((await audits(t.id)).at(-1)!.changes.purged_fields[0]).toEqual([
      { id: t.noteId, key: 'note', label: 'Примечание' },
    ]);
    expect((await t.call('GET', t.kept)).json().data).toEqual([]);
    expect((await t.call('DELETE', `${t.kept}/${t.noteId}`)).statusCode).toBe(404);
    // Put back by hand with its id, the field gets a new, empty column.
    const current = await t.design();
    await t.call('PATCH', `/v1/admin/registry_designs/${t.id}`, {
      ...current,
      fields: [...current.fields, { field_id: t.noteId, key: 'note', kind: 'string', label: 'П' }],
    });
    expect((await t.publish()).statusCode).toBe(200);
    expect(Object.values(await t.values('note'))).toEqual([null, null, null, null]);
  });

  it('is dropped by the first publication after its grace period, a step confirmed as any', async () => {
    const t = await stations('kept_expired');
    await ctx.db.query(
      `UPDATE registry_versions SET published_at = published_at - interval '31 days'
        WHERE registry_id = $1 AND number = 2`,
      [t.id],
    );
    await t.redraft((f) => (f.key === 'name' ? { ...f, label: 'Название' } : f));
    const plan = (await t.call('GET', `/v1/admin/registry_designs/${t.id}/plan`)).json().data
      .attributes;
    expect(plan.steps).toContainEqual({
      kind: 'destructive',
      text: expect.stringMatching(
        /^Удалить навсегда значения поля «Примечание», убранного \d\d\.\d\d\.\d{4}: срок хранения истёк$/,
      ),
      sql: [
        `ALTER TABLE ${t.table} DROP COLUMN IF EXISTS ${t.note}`,
        `ALTER TABLE ${t.table} DROP COLUMN IF EXISTS ${t.note}_fias`,
      ],
      purge: { id: t.noteId, key: 'note', label: 'Примечание' },
    });
    const unconfirmed = await t.publish();
    expect(unconfirmed.statusCode).toBe(422);
    expect(detailOf(unconfirmed)).toBe(publicationMessages.confirm);
    expect(await columnsOf(t.table)).toContain(t.note);
    expect((await t.publish(true)).statusCode).toBe(200);
    expect(await columnsOf(t.table)).not.toContain(t.note);
    expect(await ledgerOf(t.noteId)).toEqual({ column_added: false, purged: true });
    expect(await audits(t.id)).toHaveLength(1);
  });

  it('keeps the old column of a type change as one, with the field as it was', async () => {
    const t = await designTesting(ctx, 'kept_moved', [
      { key: 'power', kind: 'string', label: 'Мощность' },
    ]);
    expect((await t.publish()).statusCode).toBe(200);
    const old = (await t.column('power')).slice(2);
    await t.insert(ctx.db, 'power', ['1', '2']);
    await t.redraft((f) => ({ ...f, kind: 'integer' }));
    expect((await t.publish()).statusCode).toBe(202);
    await ctx.app.jobs.runPending();
    const [kept] = (await t.call('GET', `/v1/admin/registry_designs/${t.id}/kept_fields`)).json()
      .data;
    expect(kept).toMatchObject({
      id: old,
      attributes: { key: 'power', kind: 'string', values: 2, restorable: true },
    });
  });
});
