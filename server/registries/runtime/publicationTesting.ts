/**
 * Test-only: a run-time registry published with records, its draft changed and published again,
 * for the planner's tests (./backfill.test.ts, ./locks.test.ts).
 */
import type { DesignField } from '../../../src/registries/design';
import type { Queryable } from '../../db';
import { loginAs, type TestContext } from '../../test/helpers';
import { tableOf } from './plan';

type Field = DesignField & { field_id: string };

export async function designTesting(ctx: TestContext, code: string, fields: DesignField[]) {
  const admin = await loginAs(ctx.app, 'etp_admin@eog.test');
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, attributes?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: admin,
      ...(attributes !== undefined ? { payload: { data: { attributes } } } : {}),
    });
  const created = await call('POST', '/v1/admin/registry_designs', {
    code,
    title: ['Счётчик', 'Счётчика', 'Счётчиков'],
    fields,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const id = created.json().data.id as string;
  const designPath = `/v1/admin/registry_designs/${id}`;
  const records = `/v1/admin/registries/${code}/records`;
  const design = async () => (await call('GET', designPath)).json().data.attributes;
  const column = async (key: string) =>
    `f_${((await design()).fields as Field[]).find((f) => f.key === key)!.field_id}`;
  return {
    id,
    table: tableOf(id),
    records,
    call,
    design,
    column,
    publish: (confirm = false) => call('POST', `${designPath}/publish`, { confirm }),
    /** The draft with the fields `change` gives. */
    redraft: async (change: (field: Field) => Field) => {
      const current = await design();
      const saved = await call('PATCH', designPath, {
        ...current,
        fields: (current.fields as Field[]).map(change),
      });
      if (saved.statusCode !== 200) throw new Error(saved.body);
      return saved;
    },
    /** Records with these values of `key` (and `also`'s), straight into the table; their ids. */
    insert: async (
      db: Queryable,
      key: string,
      values: readonly (string | null)[],
      also: Record<string, string> = {},
    ) => {
      const others = Object.entries(also);
      const columns = [key, ...others.map(([k]) => k)];
      const names = await Promise.all(columns.map(column));
      const rows = await db.query<{ id: string }>(
        `INSERT INTO ${tableOf(id)} (${names.join(', ')})
         SELECT v${others.map((_, i) => `, $${i + 2}::text`).join('')}
           FROM unnest($1::text[]) AS v RETURNING id::text AS id`,
        [values, ...others.map(([, v]) => v)],
      );
      return rows.map((r) => r.id);
    },
    /** The served values of `key`, by record id. */
    values: async (key: string) => {
      const list = await call('GET', `${records}?per=100`);
      return Object.fromEntries(
        (list.json().data as { id: string; attributes: Record<string, unknown> }[]).map((r) => [
          r.id,
          r.attributes[key],
        ]),
      );
    },
  };
}

/** The detail of a JSON:API error answer's first error. */
export const detailOf = (answer: { json(): { errors: { detail: string }[] } }) =>
  answer.json().errors[0]!.detail;
