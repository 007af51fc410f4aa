import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../modules/reference/testAuth';
import { createTestApp, type TestContext } from '../../test/helpers';
import { adminFullNameSql } from '../references';

interface Field {
  field_id?: string;
  key: string;
  kind: string;
  label: string;
  [setting: string]: unknown;
}

const first = {
  code: 'gas_stations',
  title: ['Газовая станция', 'Газовые станции', 'Газовых станций'],
  fields: [
    { key: 'name', kind: 'string', label: 'Наименование', required: true },
    { key: 'capacity', kind: 'string', label: 'Мощность' },
    {
      key: 'status',
      kind: 'enum',
      label: 'Статус',
      options: [{ value: 'working', title: 'Работает' }],
    },
  ] as Field[],
  grants: { operator: ['read', 'create', 'update', 'history'] },
};

describe('a run-time registry’s versions (issue 38)', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let operator: Record<string, string>;
  let id: string;
  let recordId: string;
  const records = '/v1/admin/registries/gas_stations/records';
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    operator = await tokenFor(ctx.app, 'operator@eog.test');
  });
  afterAll(() => ctx.close());

  const call = async (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    attributes?: unknown,
  ) => {
    const answer = await ctx.app.inject({
      method,
      url,
      headers,
      ...(attributes !== undefined ? { payload: { data: { attributes } } } : {}),
    });
    return answer;
  };
  const ok = async (...args: Parameters<typeof call>) => {
    const answer = await call(...args);
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json();
  };
  /** The draft becomes `change(fields)` and is published. */
  const publishChange = async (change: (fields: Field[]) => Field[], more: object = {}) => {
    const current = (await ok('GET', `/v1/admin/registry_designs/${id}`, admin)).data.attributes;
    await ok('PATCH', `/v1/admin/registry_designs/${id}`, admin, {
      ...current,
      ...more,
      fields: change(current.fields as Field[]),
    });
    await ok('POST', `/v1/admin/registry_designs/${id}/publish`, admin, { confirm: true });
  };

  beforeAll(async () => {
    id = (await ok('POST', '/v1/admin/registry_designs', admin, first)).data.id;
    await ok('POST', `/v1/admin/registry_designs/${id}/publish`, admin, {});
    // Written under version 1.
    recordId = (
      await ok('POST', records, operator, {
        name: 'АГРС-1',
        capacity: '1 МВт',
        status: 'working',
      })
    ).data.id;
    // Version 2: a field added, the status made required with one more option.
    await publishChange((fields) => [
      ...fields.map((f) =>
        f.key === 'status'
          ? {
              ...f,
              required: true,
              options: [...(f.options as object[]), { value: 'stopped', title: 'Остановлена' }],
            }
          : f,
      ),
      { key: 'note', kind: 'text', label: 'Примечание' },
    ]);
    await ok('PATCH', `${records}/${recordId}`, operator, { capacity: '2 МВт', status: 'stopped' });
    // Version 3: the capacity renamed (key and label), the note taken out, the status hidden
    // from the operator, the title changed.
    await publishChange(
      (fields) =>
        fields
          .filter((f) => f.key !== 'note')
          .map((f) =>
            f.key === 'capacity'
              ? { ...f, key: 'power', label: 'Мощность, МВт' }
              : f.key === 'status'
                ? { ...f, hidden_for: ['operator'] }
                : f,
          ),
      { title: ['Газовая станция', 'Газовые станции', 'Газовых станций (ГРС)'] },
    );
    await ok('PATCH', `${records}/${recordId}`, admin, { power: '3', status: 'working' });
  });

  it('lists the published versions newest first, each with its author, plan and diff', async () => {
    const [author] = await ctx.db.query<{ name: string }>(
      `SELECT ${adminFullNameSql()} AS name FROM admin_users WHERE email = $1`,
      ['etp_admin@eog.test'],
    );
    const answer = await ok('GET', `/v1/admin/registry_designs/${id}/versions`, admin);
    expect(answer.meta.total_count).toBe(3);
    const versions = answer.data as { id: string; attributes: Record<string, unknown> }[];
    expect(versions.map((v) => v.id)).toEqual(['3', '2', '1']);
    const [v3, v2, v1] = versions.map((v) => v.attributes);
    expect(v1).toMatchObject({
      number: 1,
      published_by: author!.name,
      diff: { added: ['name', 'capacity', 'status'], removed: [], changed: [], settings: [] },
      labels: { name: 'Наименование', capacity: 'Мощность', status: 'Статус' },
    });
    expect(Date.parse(v1!.published_at as string)).not.toBeNaN();
    expect((v1!.steps as { kind: string; text: string }[])[0]).toEqual({
      kind: 'instant',
      text: 'Создать таблицу реестра «Газовых станций»',
    });
    expect(v2!.diff).toEqual({
      added: ['note'],
      removed: [],
      changed: [{ key: 'status', settings: ['options', 'required'] }],
      settings: [],
    });
    // A rename keeps the field (its id): changed in key and label, not removed and added.
    expect(v3!.diff).toEqual({
      added: [],
      removed: ['note'],
      changed: [
        { key: 'power', settings: ['key', 'label'] },
        { key: 'status', settings: ['hidden_for'] },
      ],
      settings: ['title'],
    });
    expect(v3!.labels).toMatchObject({ power: 'Мощность, МВт', note: 'Примечание' });
    // The SQL the plan ran is not told.
    expect(JSON.stringify(answer)).not.toContain('ALTER TABLE');

    const paged = await ok('GET', `/v1/admin/registry_designs/${id}/versions?page=2&per=1`, admin);
    expect(paged.data.map((v: { id: string }) => v.id)).toEqual(['2']);
    expect(paged.meta).toMatchObject({ total_count: 3, total_pages: 3 });
  });

  it('is read by the designers alone', async () => {
    const url = `/v1/admin/registry_designs/${id}/versions`;
    expect((await call('GET', url, operator)).statusCode).toBe(403);
    const auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    expect((await call('GET', url, auditor)).statusCode).toBe(200);
    expect(
      (await call('GET', '/v1/admin/registry_designs/999999/versions', admin)).statusCode,
    ).toBe(404);
  });

  it('tags each change with its schema version and answers it in that version’s labels', async () => {
    const history = (await ok('GET', `${records}/${recordId}/changes`, admin)).data as {
      attributes: {
        schema_version: number;
        labels: Record<string, string>;
        changes: Record<string, unknown>;
      };
    }[];
    expect(history.map((c) => c.attributes.schema_version)).toEqual([3, 2, 1]);
    const [under3, under2, under1] = history.map((c) => c.attributes);
    expect(under1!.labels).toEqual({
      name: 'Наименование',
      capacity: 'Мощность',
      status: 'Статус',
    });
    expect(under2!.changes).toEqual({
      capacity: ['1 МВт', '2 МВт'],
      status: ['working', 'stopped'],
    });
    expect(under2!.labels).toEqual({ capacity: 'Мощность', status: 'Статус' });
    expect(under3!.changes).toEqual({ power: ['2 МВт', '3'], status: ['stopped', 'working'] });
    expect(under3!.labels).toEqual({ power: 'Мощность, МВт', status: 'Статус' });
  });

  it('keeps a field hidden from a role out of every version’s changes', async () => {
    const history = (await ok('GET', `${records}/${recordId}/changes`, operator)).data as {
      attributes: { labels: Record<string, string>; changes: Record<string, unknown> };
    }[];
    // The status was visible to the operator in versions 1 and 2; it is hidden now.
    expect(history.map((c) => Object.keys(c.attributes.changes))).toEqual([
      ['power'],
      ['capacity'],
      ['name', 'capacity'],
    ]);
    expect(JSON.stringify(history)).not.toMatch(/status|Статус/);
  });

  it('leaves a code registry’s changes untagged', async () => {
    const [row] = await ctx.db.query<{ tagged: number; untagged: number }>(
      `SELECT count(*) FILTER (WHERE schema_version IS NOT NULL AND record_type = 'gas_stations')::int AS tagged,
              count(*) FILTER (WHERE schema_version IS NOT NULL AND record_type <> 'gas_stations')::int AS untagged
         FROM action_histories`,
    );
    expect(row).toEqual({ tagged: 3, untagged: 0 });
  });
});
