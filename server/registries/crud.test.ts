import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { feeKindLabels } from '../../src/domain/feeKinds';
import { connectionFeeKinds } from '../../src/registries';
import { interpolate, validationMessages as m } from '../../src/validation/messages';
import { tokenFor } from '../modules/reference/testAuth';
import { call, createTestApp, type TestContext } from '../test/helpers';
import { registryMessages } from './crud';

// The console's CRUD of a registry, on connection fee kinds (region-scoped, audited).
describe('registry CRUD', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let pskov: string;
  const url = '/v1/admin/connection_fee_kinds';
  const label = (key: keyof typeof connectionFeeKinds.fields) =>
    connectionFeeKinds.fields[key].label;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    const [row] = await ctx.db.query<{ id: string }>("SELECT id FROM regions WHERE code = '60'");
    pskov = String(row!.id);
  });
  afterAll(() => ctx.close());

  const count = async () =>
    Number(
      (await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM connection_fee_kinds'))[0]!.n,
    );

  it('creates, reads, updates and removes a record', async () => {
    const created = await call(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: {
        data: {
          type: 'connection_fee_kind',
          attributes: {
            name: '  Льготная плата 2026  ',
            kind: 'preferential',
            region_id: pskov,
            amount: '1500,5',
            valid_from: '01.03.2026',
            valid_to: '2026-12-31',
            // Read-only and unknown attributes are ignored.
            created_at: '2000-01-01T00:00:00Z',
            region: { id: pskov, name: 'Псковская область' },
            whatever: 1,
          },
        },
      },
    });
    expect(created.status).toBe(201);
    const data = created.body.data as {
      id: string;
      type: string;
      attributes: Record<string, unknown>;
      relationships: Record<string, unknown>;
    };
    expect(data.type).toBe('connection_fee_kind');
    expect(data.attributes).toMatchObject({
      name: 'Льготная плата 2026',
      kind: 'preferential',
      region_id: pskov,
      amount: 1500.5,
      valid_from: '2026-03-01',
      valid_to: '2026-12-31',
      description: null,
      active: true,
    });
    expect(new Date(data.attributes.created_at as string).getFullYear()).toBeGreaterThan(2020);
    expect(data.relationships.region).toEqual({ data: { type: 'region', id: pskov } });

    const read = await call(ctx.app, {
      method: 'GET',
      url: `${url}/${data.id}?included=region`,
      headers: admin,
    });
    expect(read.status).toBe(200);
    expect(
      (read.body.included as { type: string; attributes: { name: string } }[])[0],
    ).toMatchObject({ type: 'region', attributes: { name: 'Псковская область', code: '60' } });

    const updated = await call(ctx.app, {
      method: 'PATCH',
      url: `${url}/${data.id}`,
      headers: admin,
      payload: {
        data: { type: 'connection_fee_kind', attributes: { amount: 2000, active: false } },
      },
    });
    expect(updated.status).toBe(200);
    expect((updated.body.data as { attributes: object }).attributes).toMatchObject({
      name: 'Льготная плата 2026',
      amount: 2000,
      active: false,
    });

    // The console's form-data shape `{connection_fee_kind: {...}}` is accepted too.
    const form = await call(ctx.app, {
      method: 'PATCH',
      url: `${url}/${data.id}`,
      headers: admin,
      payload: { connection_fee_kind: { description: 'Описание' } },
    });
    expect((form.body.data as { attributes: object }).attributes).toMatchObject({
      description: 'Описание',
    });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${url}/${data.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await call(ctx.app, { method: 'GET', url: `${url}/${data.id}`, headers: admin });
    expect(gone.status).toBe(404);
  });

  it('answers 422 with every field error in Russian and saves nothing', async () => {
    const before = await count();
    const res = await call<{
      errors: { title: string; detail: string; source: { pointer: string } }[];
    }>(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: {
        data: {
          attributes: {
            kind: 'free',
            region_id: '999999999',
            amount: '-1',
            valid_from: '31.02.2026',
            description: 'х'.repeat(5001),
          },
        },
      },
    });
    expect(res.status).toBe(422);
    const errors = Object.fromEntries(
      res.body.errors.map((e) => [e.source.pointer.replace('/data/attributes/', ''), e]),
    );
    expect(errors.name).toMatchObject({ title: label('name'), detail: m.required });
    expect(errors.kind).toMatchObject({ title: label('kind'), detail: m.invalid });
    expect(errors.region_id).toMatchObject({ title: label('region_id'), detail: m.invalid });
    expect(errors.amount?.detail).toBe(interpolate(m.minValue, { min: 0 }));
    expect(errors.valid_from?.detail).toBe(m.invalid);
    expect(errors.description?.detail).toBe(interpolate(m.maxLength, { max: 5000 }));
    expect(Object.keys(errors)).toHaveLength(6);
    expect(await count()).toBe(before);
  });

  it('checks decimals: a comma is fine, more digits than the scale are not', async () => {
    const res = await call<{ errors: { detail: string }[] }>(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: {
        data: {
          attributes: { name: 'Ставка', kind: 'standard', region_id: pskov, amount: '10,555' },
        },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ detail: m.invalid })]);
  });

  it('validates a PATCH against the merged record', async () => {
    const [row] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM connection_fee_kinds ORDER BY id LIMIT 1',
    );
    const res = await call<{ errors: { detail: string; source: { pointer: string } }[] }>(ctx.app, {
      method: 'PATCH',
      url: `${url}/${row!.id}`,
      headers: admin,
      payload: { data: { attributes: { name: '', region_id: null } } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => [e.source.pointer, e.detail])).toEqual([
      ['/data/attributes/name', m.required],
      ['/data/attributes/region_id', m.required],
    ]);
  });

  it('answers 404 for a missing record and 400 for a malformed body', async () => {
    const missing = await call(ctx.app, {
      method: 'PATCH',
      url: `${url}/999999999`,
      headers: admin,
      payload: { data: { attributes: { name: 'x' } } },
    });
    expect(missing.status).toBe(404);
    const malformed = await call(ctx.app, { method: 'POST', url, headers: admin, payload: [] });
    expect(malformed.status).toBe(400);
    const notAnId = await call(ctx.app, { method: 'GET', url: `${url}/abc`, headers: admin });
    expect(notAnId.status).toBe(404);
  });

  it('refuses a role without the key and an auditor writing with 403', async () => {
    const payload = {
      data: { attributes: { name: 'Ставка', kind: 'standard', region_id: pskov } },
    };
    for (const email of ['mfc_operator@eog.test', 'auditor@eog.test']) {
      const headers = await tokenFor(ctx.app, email);
      const res = await call<{ errors: { detail: string }[] }>(ctx.app, {
        method: 'POST',
        url,
        headers,
        payload,
      });
      expect(res.status).toBe(403);
      expect(res.body.errors[0]!.detail).toBe(errorMessages.forbidden);
    }
    const auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    expect((await call(ctx.app, { method: 'GET', url, headers: auditor })).status).toBe(200);
    const mfc = await tokenFor(ctx.app, 'mfc_operator@eog.test');
    expect((await call(ctx.app, { method: 'GET', url, headers: mfc })).status).toBe(403);
  });

  it('lets a senior manager (organization scope) write the region registry', async () => {
    const headers = await tokenFor(ctx.app, 'senior_manager@eog.test');
    const res = await call(ctx.app, {
      method: 'POST',
      url,
      headers,
      payload: { data: { attributes: { name: 'Ставка ГРО', kind: 'custom', region_id: pskov } } },
    });
    expect(res.status).toBe(201);
    expect((res.body.data as { attributes: { kind: string } }).attributes.kind).toBe('custom');
    expect(feeKindLabels.custom).toBeTruthy();
  });

  it('shows a regional head only the fee kinds of their region', async () => {
    const headers = await tokenFor(ctx.app, 'regional_head@eog.test');
    const res = await call<{ data: { id: string; attributes: { region_id: string } }[] }>(ctx.app, {
      method: 'GET',
      url: `${url}?per=100`,
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((r) => r.attributes.region_id === pskov)).toBe(true);
    const [other] = await ctx.db.query<{ id: string }>(
      "SELECT f.id FROM connection_fee_kinds f JOIN regions r ON r.id = f.region_id WHERE r.code = '50'",
    );
    const hidden = await call(ctx.app, { method: 'GET', url: `${url}/${other!.id}`, headers });
    expect(hidden.status).toBe(404);
    const changes = await call(ctx.app, {
      method: 'GET',
      url: `${url}/${other!.id}/changes`,
      headers,
    });
    expect(changes.status).toBe(404);
  });

  it('refuses to remove a record still referenced, with a Russian message', async () => {
    const category = await call<{ data: { id: string } }>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/knowledge/categories',
      headers: admin,
      payload: { data: { attributes: { name: 'Временная категория' } } },
    });
    expect(category.status).toBe(201);
    const question = await call(ctx.app, {
      method: 'POST',
      url: '/v1/admin/knowledge/questions',
      headers: admin,
      payload: {
        data: {
          attributes: {
            question: 'Вопрос?',
            answer: '<p>Ответ</p>',
            category_id: category.body.data.id,
          },
        },
      },
    });
    expect(question.status).toBe(201);
    const res = await call<{ errors: { detail: string }[] }>(ctx.app, {
      method: 'DELETE',
      url: `/v1/admin/knowledge/categories/${category.body.data.id}`,
      headers: admin,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]!.detail).toBe(registryMessages.inUse);
  });

  it('answers hostile bodies with 400 or 422, never a 5xx', async () => {
    const bodies: unknown[] = [
      { data: { attributes: { name: ['x'], kind: { $ne: 1 }, region_id: [pskov] } } },
      { data: { attributes: { name: 'x', kind: 'standard', region_id: '1e5', amount: 1e300 } } },
      { data: { attributes: { name: 'x', kind: 'standard', region_id: pskov, amount: 'NaN' } } },
      { data: { attributes: { name: 'x', kind: 'standard', region_id: '99999999999999999999' } } },
      { data: { attributes: { name: 'x', kind: 'standard', region_id: pskov, active: 'yes' } } },
      { data: { attributes: { name: 'x', valid_from: { year: 2026 }, kind: 'standard' } } },
      { data: { attributes: null } },
      { data: 'x' },
      'not json',
    ];
    for (const payload of bodies) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect([400, 422], JSON.stringify(payload)).toContain(res.statusCode);
    }
  });
});
