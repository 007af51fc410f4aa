import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaryGasStatusLabels, inventoryMessages } from '../../../src/domain/inventory';
import { homes, inventoryObjects, sntObjects } from '../../../src/registries';
import { tokenFor } from '../reference/testAuth';
import { call, createTestApp, type TestContext } from '../../test/helpers';

type Doc = {
  data: { id: string; attributes: Record<string, unknown>; relationships?: object }[];
  included?: { type: string; id: string; attributes: Record<string, unknown> }[];
  meta: { total_count: number };
};
type One = { data: { id: string; attributes: Record<string, unknown> } };
type Errors = { errors: { detail: string; source?: { pointer: string } }[] };

// Inventory (issue 16): objects, homes and СНТ on the registry engine, on the demo data of
// server/db/seed/inventory.ts (100 homes, 4 СНТ and 3 objects per demo region).
describe('inventory', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let pskov: string;
  let pskovGro: string;
  let neelovo: string;
  const region = async (code: string) =>
    String(
      (await ctx.db.query<{ id: string }>('SELECT id FROM regions WHERE code = $1', [code]))[0]!.id,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    pskov = await region('60');
    const [gro] = await ctx.db.query<{ id: string }>(
      "SELECT id FROM organizations WHERE name = 'АО «Газпром газораспределение Псков»'",
    );
    pskovGro = String(gro!.id);
    const [s] = await ctx.db.query<{ id: string }>(
      "SELECT id FROM settlements WHERE name = 'Неёлово'",
    );
    neelovo = String(s!.id);
  });
  afterAll(() => ctx.close());

  const homesUrl = `/v1/admin/${homes.path}`;

  it('seeds homes, СНТ and objects in the three demo regions', async () => {
    const [counts] = await ctx.db.query<{ homes: number; snt: number; objects: number }>(
      `SELECT (SELECT count(*)::int FROM homes) AS homes,
              (SELECT count(*)::int FROM snt_objects) AS snt,
              (SELECT count(*)::int FROM inventory_objects) AS objects`,
    );
    expect(counts).toEqual({ homes: 300, snt: 12, objects: 9 });
    const unlinked = await ctx.db.query(
      'SELECT 1 FROM homes WHERE settlement_id IS NULL OR organization_id IS NULL',
    );
    expect(unlinked).toEqual([]);
  });

  it('lists homes with filters, search and included references', async () => {
    const get = (query: string) =>
      call<Doc>(ctx.app, { url: `${homesUrl}?${query}`, headers: admin });
    const byRegion = await get(`region_id=${pskov}&per=20`);
    expect(byRegion.status).toBe(200);
    expect(byRegion.body.meta.total_count).toBe(100);
    // newest first
    const ids = byRegion.body.data.map((d) => Number(d.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const built = await get(`region_id=${pskov}&boundary_gas_status[]=built&per=100`);
    expect(built.body.meta.total_count).toBe(25);
    expect(built.body.data.every((d) => d.attributes.boundary_gas_status === 'built')).toBe(true);
    const inSettlement = await get(`settlement_id=${neelovo}&included=settlement&per=100`);
    expect(inSettlement.body.meta.total_count).toBeGreaterThan(0);
    expect(inSettlement.body.included?.[0]?.attributes.name).toBe('Неёлово');
    const search = await get('query=Смирнова&per=100');
    expect(search.body.meta.total_count).toBe(30);
  });

  it('creates a home with an owner and an address line, validates, audits, exports', async () => {
    const bad = await call<Errors>(ctx.app, {
      method: 'POST',
      url: homesUrl,
      headers: admin,
      payload: {
        data: {
          type: 'home',
          attributes: { region_id: pskov, cadastral_number: '60-18', zip_code: '1800' },
        },
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e) => [e.source?.pointer, e.detail])).toEqual([
      ['/data/attributes/zip_code', 'Поле заполнено некорректно'],
      ['/data/attributes/cadastral_number', 'Кадастровый номер не соответствует требованиям'],
      ['/data/attributes/last_name', inventoryMessages.ownerName],
      ['/data/attributes/first_name', inventoryMessages.ownerName],
    ]);

    const created = await call<One>(ctx.app, {
      method: 'POST',
      url: homesUrl,
      headers: admin,
      payload: {
        data: {
          type: 'home',
          attributes: {
            region_id: pskov,
            settlement_id: neelovo,
            zip_code: '180559',
            area: 'Псковский район',
            city: 'д. Неёлово',
            street: 'ул. Юбилейная',
            house: '12',
            cadastral_number: '60:18:0100101:999',
            organization_id: pskovGro,
            last_name: 'Григорьев',
            first_name: 'Павел',
            has_confidant: true,
          },
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      address: '180559, Псковский район, д. Неёлово, ул. Юбилейная, д. 12',
      owner_type: 'individual_person',
      boundary_gas_status: 'not_built',
      has_confidant: true,
    });
    const id = created.body.data.id;

    // An organization owner clears the person's names.
    const org = await call<One>(ctx.app, {
      method: 'PATCH',
      url: `${homesUrl}/${id}`,
      headers: admin,
      payload: {
        data: {
          type: 'home',
          attributes: {
            owner_type: 'organization',
            organization_full_name: 'ООО «Ромашка»',
            boundary_gas_status: 'built',
          },
        },
      },
    });
    expect(org.status).toBe(200);
    expect(org.body.data.attributes).toMatchObject({
      last_name: null,
      first_name: null,
      organization_full_name: 'ООО «Ромашка»',
    });
    const changes = await call<{ data: { attributes: { changes: Record<string, unknown> } }[] }>(
      ctx.app,
      { url: `${homesUrl}/${id}/changes`, headers: admin },
    );
    expect(changes.status).toBe(200);
    expect(changes.body.data).toHaveLength(2);
    expect(changes.body.data[0]!.attributes.changes).toMatchObject({
      boundary_gas_status: ['not_built', 'built'],
      last_name: ['Григорьев', null],
    });

    const duplicate = await call<Errors>(ctx.app, {
      method: 'POST',
      url: homesUrl,
      headers: admin,
      payload: {
        data: {
          type: 'home',
          attributes: {
            region_id: pskov,
            cadastral_number: '60:18:0100101:999',
            last_name: 'А',
            first_name: 'Б',
          },
        },
      },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors[0]!.source?.pointer).toBe('/data/attributes/cadastral_number');

    const csv = await ctx.app.inject({
      url: `${homesUrl}/export?format=csv&query=Юбилейная`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(homes.fields.boundary_gas_status.label);
    expect(csv.body).toContain(boundaryGasStatusLabels.built);
    expect(csv.body).toContain('ул. Юбилейная');
  });

  it('serves objects and СНТ on their own paths, with their own rules', async () => {
    const objects = await call<Doc>(ctx.app, {
      url: `/v1/admin/${inventoryObjects.path}?region_id=${pskov}`,
      headers: admin,
    });
    expect(objects.body.meta.total_count).toBe(3);
    const snt = await call<Doc>(ctx.app, {
      url: `/v1/admin/${sntObjects.path}?region_id=${pskov}`,
      headers: admin,
    });
    expect(snt.body.meta.total_count).toBe(4);
    const created = await call<One>(ctx.app, {
      method: 'POST',
      url: `/v1/admin/${sntObjects.path}`,
      headers: admin,
      payload: {
        data: {
          type: 'snt_object',
          attributes: { name: 'СНТ «Луч»', region_id: pskov, plots_count: 40, homes_count: 12 },
        },
      },
    });
    expect(created.status).toBe(201);
    // The partnership owns its network: an organization owner named after it.
    expect(created.body.data.attributes).toMatchObject({
      owner_type: 'organization',
      organization_full_name: 'СНТ «Луч»',
    });
    const tooMany = await call<Errors>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/${sntObjects.path}/${created.body.data.id}`,
      headers: admin,
      payload: { data: { type: 'snt_object', attributes: { homes_count: 41 } } },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0]!.detail).toBe(inventoryMessages.moreThanPlots);
    const object = await call<One>(ctx.app, {
      method: 'POST',
      url: `/v1/admin/${inventoryObjects.path}`,
      headers: admin,
      payload: {
        data: {
          type: 'inventory_object',
          attributes: {
            name: 'ФАП д. Неёлово',
            object_kind: 'social',
            region_id: pskov,
            planned_gas_consumption: '4,5',
          },
        },
      },
    });
    expect(object.status).toBe(201);
    expect(object.body.data.attributes.planned_gas_consumption).toBe(4.5);
  });

  it('mails the export as a background job and queues objects to the contact centre', async () => {
    const mailed = await call<{ data: { type: string; attributes: Record<string, unknown> } }>(
      ctx.app,
      { method: 'POST', url: `${homesUrl}/email_csv_export?region_id=${pskov}`, headers: admin },
    );
    expect(mailed.status).toBe(202);
    expect(mailed.body.data.type).toBe('background_job');
    const [object] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM inventory_objects ORDER BY id LIMIT 1',
    );
    const sent = await call<{ meta: { queued: number } }>(ctx.app, {
      method: 'POST',
      url: `/v1/admin/${inventoryObjects.path}/resend_to_cc`,
      headers: admin,
      payload: { data: { ids: [String(object!.id)] } },
    });
    expect(sent.status).toBe(202);
    expect(sent.body.meta.queued).toBe(1);
  });

  it('scopes ГРО staff to their organization and regional heads to their region', async () => {
    const manager = await tokenFor(ctx.app, 'senior_manager@eog.test');
    const mine = await call<Doc>(ctx.app, { url: `${homesUrl}?per=1`, headers: manager });
    expect(mine.status).toBe(200);
    // The 100 seeded Псков homes plus the one made above (its ГРО is Псков's).
    expect(mine.body.meta.total_count).toBe(101);
    const [lenHome] = await ctx.db.query<{ id: string }>(
      `SELECT h.id FROM homes h JOIN regions r ON r.id = h.region_id WHERE r.code = '47' LIMIT 1`,
    );
    const other = await call(ctx.app, { url: `${homesUrl}/${lenHome!.id}`, headers: manager });
    expect(other.status).toBe(404);
    const write = await call(ctx.app, {
      method: 'PATCH',
      url: `${homesUrl}/${lenHome!.id}`,
      headers: manager,
      payload: { data: { type: 'home', attributes: { residents_count: 3 } } },
    });
    expect(write.status).toBe(403);
    // A ГРО cannot file a home under another ГРО.
    const [mosobl] = await ctx.db.query<{ id: string }>(
      "SELECT id FROM organizations WHERE name = 'АО «Мособлгаз»'",
    );
    const foreign = await call(ctx.app, {
      method: 'POST',
      url: homesUrl,
      headers: manager,
      payload: {
        data: {
          type: 'home',
          attributes: {
            region_id: pskov,
            organization_id: String(mosobl!.id),
            last_name: 'А',
            first_name: 'Б',
          },
        },
      },
    });
    expect(foreign.status).toBe(403);

    const head = await tokenFor(ctx.app, 'regional_head@eog.test');
    const regionList = await call<Doc>(ctx.app, { url: `${homesUrl}?per=1`, headers: head });
    expect(regionList.body.meta.total_count).toBe(101);
    const auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    const all = await call<Doc>(ctx.app, { url: `${homesUrl}?per=1`, headers: auditor });
    expect(all.body.meta.total_count).toBe(301);
    const denied = await call(ctx.app, {
      method: 'POST',
      url: homesUrl,
      headers: auditor,
      payload: {
        data: { type: 'home', attributes: { region_id: pskov, last_name: 'А', first_name: 'Б' } },
      },
    });
    expect(denied.status).toBe(403);
    // ГРО operators have no inventory section.
    const operator = await tokenFor(ctx.app, 'operator@eog.test');
    expect((await call(ctx.app, { url: homesUrl, headers: operator })).status).toBe(403);
  });
});
