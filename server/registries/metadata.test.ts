import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registries } from '../../src/registries';
import { tokenFor } from '../modules/reference/testAuth';
import { createTestApp, type TestContext } from '../test/helpers';

interface Described {
  id: string;
  attributes: {
    path: string;
    title: string[];
    actions: string[];
    fields: { key: string; kind: string; label: string; [more: string]: unknown }[];
  };
}

describe('the registries’ metadata (GET /v1/admin/registries)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function list(email: string): Promise<Described[]> {
    const res = await ctx.app.inject({
      url: '/v1/admin/registries',
      headers: await tokenFor(ctx.app, email),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  it('describes every registry to the portal administrator, fields as declared', async () => {
    const data = await list('etp_admin@eog.test');
    expect(data.map((r) => r.id)).toEqual(registries.map((r) => r.name));
    const settlements = data.find((r) => r.id === 'settlements')!;
    expect(settlements.attributes.title).toEqual([
      'Населённый пункт',
      'Населённые пункты',
      'Населённых пунктов',
    ]);
    expect(settlements.attributes.actions).toEqual(
      expect.arrayContaining(['read', 'create', 'update', 'export']),
    );
    const definition = registries.find((r) => r.name === 'settlements')!;
    expect(settlements.attributes.fields.map((f) => f.key)).toEqual(Object.keys(definition.fields));
    expect(settlements.attributes).toMatchObject({
      exportable: true,
      importable: { key: ['region_id', 'municipal_district', 'name'] },
      scoping: { region: 'region_id', organization: 'organization_id' },
      workflow: null,
    });
    const region = settlements.attributes.fields.find((f) => f.key === 'region_id')!;
    // A reference names the registry it points at by that registry's code.
    expect(region).toMatchObject({ kind: 'reference', resource: 'lead_dictionary/regions' });
    expect(data.map((r) => r.id)).toContain('lead_dictionary/regions');
  });

  it('gives every registry’s workflow, import and mass update as declared', async () => {
    const data = await list('etp_admin@eog.test');
    for (const definition of registries) {
      const described = data.find((r) => r.id === definition.name)!.attributes;
      expect(described, definition.name).toMatchObject({
        workflow: definition.workflow ? JSON.parse(JSON.stringify(definition.workflow)) : null,
        importable: definition.importable ?? null,
        mass_update: definition.massUpdate ?? [],
        exportable: definition.exportable,
      });
    }
  });

  it('leaves out what names the storage or is code: validators, join tables, columns', async () => {
    for (const registry of await list('etp_admin@eog.test'))
      for (const field of registry.attributes.fields) {
        expect(field, `${registry.id}.${field.key}`).not.toHaveProperty('validate');
        expect(field, `${registry.id}.${field.key}`).not.toHaveProperty('through');
        expect(field, `${registry.id}.${field.key}`).not.toHaveProperty('column');
      }
  });

  it('answers an auditor only the registries it reads, with reading actions alone', async () => {
    const all = await list('etp_admin@eog.test');
    const data = await list('auditor@eog.test');
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(all.length);
    for (const registry of data) {
      expect(registry.attributes.actions).toContain('read');
      expect(registry.attributes.actions).not.toContain('create');
      expect(registry.attributes.actions).not.toContain('destroy');
    }
  });

  it('opens one registry by its code, a slash in it too, and 404s one the caller may not read', async () => {
    const admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    const one = await ctx.app.inject({ url: '/v1/admin/registries/settlements', headers: admin });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ type: 'registry', id: 'settlements' });
    const slashed = registries.find((r) => r.name.includes('/'))!;
    const nested = await ctx.app.inject({
      url: `/v1/admin/registries/${slashed.name}`,
      headers: admin,
    });
    expect(nested.json().data.id).toBe(slashed.name);
    const unknown = await ctx.app.inject({ url: '/v1/admin/registries/no_such', headers: admin });
    expect(unknown.statusCode).toBe(404);

    // A role that reads fewer registries than the administrator: one of the others is a 404.
    const roles = ['operator', 'mfc_operator', 'services_manager'];
    let checked = 0;
    for (const role of roles) {
      const readable = new Set((await list(`${role}@eog.test`)).map((r) => r.id));
      const hidden = registries.find((r) => !readable.has(r.name));
      if (!hidden) continue;
      const res = await ctx.app.inject({
        url: `/v1/admin/registries/${hidden.name}`,
        headers: await tokenFor(ctx.app, `${role}@eog.test`),
      });
      expect(res.statusCode, `${role} ${hidden.name}`).toBe(404);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('refuses anonymous callers and applicants', async () => {
    expect((await ctx.app.inject({ url: '/v1/admin/registries' })).statusCode).toBe(401);
    const applicant = await tokenFor(ctx.app, 'fl@eog.test');
    const res = await ctx.app.inject({ url: '/v1/admin/registries', headers: applicant });
    expect(res.statusCode).toBe(401);
  });
});
