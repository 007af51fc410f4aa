import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeItemMessages } from '../../../src/domain/gasificationProgramItems';
import { gasificationProgramItems } from '../../../src/registries';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';

type Attrs = Record<string, unknown>;
type One = {
  data: { id: string; attributes: Attrs; relationships?: Record<string, { data: unknown }> };
};
type Doc = { data: { id: string; attributes: Attrs }[]; meta: { total_count: number } };
type Errors = { errors: { title: string; detail: string; source?: { pointer: string } }[] };
type Row = {
  id: string;
  settlement_id: string;
  name: string;
  settlement_connected: boolean;
  home_ownerships_count: number | null;
  public_institutions_count: number | null;
  paramedic_centers_count: number | null;
};

// Gasification programme items (issue 16): the engine's list, export and changes, the nested
// item settlements written with the item in one transaction, the preview, scoping and the
// site's programme page, on the demo settlements of server/db/seed/settlements.ts.
describe('gasification programme items', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let pskov: string;
  let lenobl: string;
  let pskovGro: string;
  let kind: string;
  let funding: string[];
  /** A Pskov settlement no ГРО serves yet (not connected). */
  let lonely: string;
  let pskovCity: string;
  let ostrov: string;
  let gatchina: string;
  const url = '/v1/admin/gasification_programs/items';
  const one = async <T>(sql: string, params: unknown[] = []) =>
    String((await ctx.db.query<{ id: T }>(sql, params))[0]!.id);
  const settlementId = (name: string) => one('SELECT id FROM settlements WHERE name = $1', [name]);
  const write = (method: 'POST' | 'PATCH', path: string, attributes: Attrs, headers = admin) =>
    call<One & Errors>(ctx.app, {
      method,
      url: path,
      headers,
      payload: { data: { type: 'gasification_program_item', attributes } },
    });
  const rowsOf = (doc: One) => doc.data.attributes.item_settlements as Row[];
  const count = async (table: string) =>
    Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    pskov = await one("SELECT id FROM regions WHERE code = '60'");
    lenobl = await one("SELECT id FROM regions WHERE code = '47'");
    pskovGro = await one(
      "SELECT id FROM organizations WHERE name = 'АО «Газпром газораспределение Псков»'",
    );
    kind = await one(
      "SELECT id FROM dictionaries WHERE dictionary_type = 'gasification_object_kind' ORDER BY position, id LIMIT 1",
    );
    funding = (
      await ctx.db.query<{ id: string }>(
        "SELECT id FROM dictionaries WHERE dictionary_type = 'gasification_program_funding_source' ORDER BY id",
      )
    ).map((r) => String(r.id));
    lonely = await one(
      `INSERT INTO settlements (name, kind, region_id, municipal_district, gas_status)
       VALUES ('Тестовая Горка', 'village', $1, 'Псковский район', 'not_gasified') RETURNING id`,
      [pskov],
    );
    pskovCity = await settlementId('Псков');
    ostrov = await settlementId('Остров');
    gatchina = await settlementId('Гатчина');
  });
  afterAll(() => ctx.close());

  const base = (): Attrs => ({
    name: 'Межпоселковый газопровод Псков — Тестовая Горка',
    code: 'ПСК-2026-01',
    region_id: pskov,
    organization_id: pskovGro,
    year: 2026,
    kind_dictionary_id: kind,
    funding_source_ids: funding.slice(0, 2),
    funding_amount: '125,5',
    length: '14.2',
    promising_home_ownerships_count: 120,
    promising_apartment_houses_count: '3',
    promising_boiler_rooms_count: 1,
    promising_other_customers_count: 6,
    smr_finish_plan_date: '30.09.2026',
  });

  it('seeds demo items of the three demo regions with their settlements', async () => {
    const rows = await ctx.db.query<{ code: string; items: string; rows: string }>(
      `SELECT r.code, count(DISTINCT i.id) AS items, count(s.id) AS rows
       FROM gasification_program_items i JOIN regions r ON r.id = i.region_id
       LEFT JOIN gasification_program_item_settlements s ON s.item_id = i.id
       GROUP BY r.code ORDER BY r.code`,
    );
    expect(rows.map((r) => r.code)).toEqual(['47', '50', '60']);
    for (const r of rows) expect(Number(r.rows)).toBeGreaterThanOrEqual(2 * Number(r.items));
  });

  it('creates an item with two settlements in one write and reads them back', async () => {
    const created = await write('POST', url, {
      ...base(),
      item_settlements: [
        { settlement_id: lonely, home_ownerships_count: 80, public_institutions_count: 2 },
        { settlement_id: pskovCity, home_ownerships_count: 40, paramedic_centers_count: 1 },
      ],
    });
    expect(created.status).toBe(201);
    const a = created.body.data.attributes;
    expect(a.perspective_consumers_count).toBe(130);
    expect(a.settlements_count).toBe(2);
    expect(a.ungasified_settlements_count).toBe(1);
    expect(a.funding_amount).toBe(125.5);
    expect(a.smr_finish_plan_date).toBe('2026-09-30');
    expect(a.funding_source_ids).toEqual(funding.slice(0, 2));
    const rows = rowsOf(created.body);
    expect(rows.map((r) => [r.name, r.settlement_connected, r.home_ownerships_count])).toEqual([
      ['Тестовая Горка', false, 80],
      ['Псков', true, 40],
    ]);
    expect(created.body.data.relationships?.item_settlements?.data).toHaveLength(2);

    const read = await call<One>(ctx.app, {
      url: `${url}/${created.body.data.id}`,
      headers: admin,
    });
    expect(read.status).toBe(200);
    expect(rowsOf(read.body).map((r) => r.settlement_id)).toEqual([lonely, pskovCity]);
  });

  it('updates rows: adds, edits and removes with _destroy, leaving unnamed rows alone', async () => {
    const created = await write('POST', url, {
      ...base(),
      name: 'Распределительный газопровод д. Тестовая Горка',
      item_settlements: [
        { settlement_id: lonely, home_ownerships_count: 10 },
        { settlement_id: pskovCity, home_ownerships_count: 20 },
      ],
    });
    const id = created.body.data.id;
    const [first, second] = rowsOf(created.body);
    const updated = await write('PATCH', `${url}/${id}`, {
      promising_other_customers_count: 0,
      item_settlements: [
        { id: first!.id, home_ownerships_count: 15, paramedic_centers_count: 1 },
        { id: second!.id, _destroy: true },
        { settlement_id: ostrov, home_ownerships_count: 5 },
      ],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const rows = rowsOf(updated.body);
    expect(rows.map((r) => [r.name, r.home_ownerships_count, r.paramedic_centers_count])).toEqual([
      ['Тестовая Горка', 15, 1],
      ['Остров', 5, null],
    ]);
    expect(updated.body.data.attributes.perspective_consumers_count).toBe(124);
    expect(updated.body.data.attributes.settlements_count).toBe(2);
    expect(updated.body.data.attributes.ungasified_settlements_count).toBe(1);

    // Without item_settlements the rows stay; a removed one cannot be named again by id.
    const plain = await write('PATCH', `${url}/${id}`, { name: 'Газопровод д. Тестовая Горка' });
    expect(plain.status).toBe(200);
    expect(rowsOf(plain.body)).toHaveLength(2);
    const gone = await write('PATCH', `${url}/${id}`, {
      item_settlements: [{ id: second!.id, home_ownerships_count: 1 }],
    });
    expect(gone.status).toBe(422);
    expect(gone.body.errors[0]!.detail).toBe(programmeItemMessages.unknownRow);

    // The audit trail holds the item's fields and its settlements.
    const changes = await call<{ data: { attributes: { changes: Attrs } }[] }>(ctx.app, {
      url: `${url}/${id}/changes`,
      headers: admin,
    });
    expect(changes.status).toBe(200);
    expect(changes.body.data).toHaveLength(3);
    const update = changes.body.data.find((c) => 'item_settlements' in c.attributes.changes)!;
    const [before, after] = update.attributes.changes.item_settlements as Attrs[][];
    expect(before!.map((r) => r.name)).toEqual(['Тестовая Горка', 'Псков']);
    expect(after!.map((r) => r.name)).toEqual(['Тестовая Горка', 'Остров']);
    expect(update.attributes.changes.promising_other_customers_count).toEqual([6, 0]);
  });

  it('refuses a bad nested row with a message pointing at it, writing nothing', async () => {
    const items = await count('gasification_program_items');
    const rows = await count('gasification_program_item_settlements');
    const bad = await write('POST', url, {
      ...base(),
      name: '',
      year: 2200,
      smr_start_plan_date: '2026-10-01',
      item_settlements: [
        { settlement_id: lonely, home_ownerships_count: 3 },
        { settlement_id: pskovCity, home_ownerships_count: -1 },
        { settlement_id: gatchina },
        { settlement_id: lonely },
        { home_ownerships_count: 'много' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e) => [e.source?.pointer, e.title, e.detail])).toEqual([
      ['/data/attributes/name', 'Наименование объекта', 'Поле обязательно для заполнения'],
      ['/data/attributes/year', 'Год программы', 'Год программы — не позже 2100'],
      ['/data/attributes/smr_finish_plan_date', 'Окончание СМР (план)', 'Не раньше начала СМР'],
      [
        '/data/attributes/item_settlements/1/home_ownerships_count',
        'Населённые пункты, строка 2: Домовладений',
        'Минимальное значение — 0',
      ],
      [
        '/data/attributes/item_settlements/2/settlement_id',
        'Населённые пункты, строка 3: Населённый пункт',
        programmeItemMessages.otherRegion,
      ],
      [
        '/data/attributes/item_settlements/4/home_ownerships_count',
        'Населённые пункты, строка 5: Домовладений',
        'Поле заполнено некорректно',
      ],
      [
        '/data/attributes/item_settlements/4/settlement_id',
        'Населённые пункты, строка 5: Населённый пункт',
        'Поле обязательно для заполнения',
      ],
      [
        '/data/attributes/item_settlements/3/settlement_id',
        'Населённые пункты, строка 4: Населённый пункт',
        programmeItemMessages.duplicate,
      ],
    ]);
    expect(await count('gasification_program_items')).toBe(items);
    expect(await count('gasification_program_item_settlements')).toBe(rows);
  });

  it("judges a write's kinds by its schema, before the item is read, writing nothing", async () => {
    const items = await count('gasification_program_items');
    const rows = await count('gasification_program_item_settlements');
    const refused = async (attributes: Attrs, path = url) => {
      const res = await write(path === url ? 'POST' : 'PATCH', path, attributes);
      expect(res.status).toBe(422);
      return res.body.errors.map((e) => [e.source?.pointer, e.title, e.detail]);
    };
    const invalid = 'Поле заполнено некорректно';
    const settlements = programmeItemMessages.settlementsTitle;
    expect(
      await refused({ ...base(), name: 5, item_settlements: [{ settlement_id: lonely }] }),
    ).toEqual([['/data/attributes/name', 'Наименование объекта', invalid]]);
    expect(await refused({ ...base(), item_settlements: { settlement_id: lonely } })).toEqual([
      ['/data/attributes/item_settlements', settlements, invalid],
    ]);
    expect(
      await refused({
        ...base(),
        item_settlements: [
          'Тестовая Горка',
          { settlement_id: 'Тестовая Горка' },
          { settlement_id: lonely, home_ownerships_count: true },
        ],
      }),
    ).toEqual([
      ['/data/attributes/item_settlements/0', settlements, invalid],
      ['/data/attributes/item_settlements/1/settlement_id', 'Населённый пункт', invalid],
      ['/data/attributes/item_settlements/2/home_ownerships_count', 'Домовладений', invalid],
    ]);
    // The schema speaks before the item is looked for: a missing one with a bad body is a 422.
    expect(await refused({ year: true }, `${url}/999999999`)).toEqual([
      ['/data/attributes/year', 'Год программы', invalid],
    ]);
    // At most 500 rows is the save's rule, with its own message.
    const many = Array.from({ length: 501 }, () => ({ settlement_id: lonely }));
    expect(await refused({ ...base(), item_settlements: many })).toEqual([
      ['/data/attributes/item_settlements', settlements, programmeItemMessages.tooMany],
    ]);
    const bare = await call(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: { gasification_program_item: base() },
    });
    expect(bare.status).toBe(400);
    expect(await count('gasification_program_items')).toBe(items);
    expect(await count('gasification_program_item_settlements')).toBe(rows);
  });

  it('previews the perspective consumers and the ungasified settlements from the payload', async () => {
    const preview = (attributes: Attrs, headers = admin) =>
      call<{ data: { attributes: Attrs } }>(ctx.app, {
        method: 'POST',
        url: `${url}/preview`,
        headers,
        payload: { data: { type: 'gasification_program_item', attributes } },
      });
    const before = await count('gasification_program_items');
    const fresh = await preview({
      promising_home_ownerships_count: '10',
      promising_apartment_houses_count: 2,
      promising_boiler_rooms_count: '',
      promising_other_customers_count: 'x',
      item_settlements: [
        { settlement_id: lonely },
        { settlement_id: pskovCity },
        { settlement_id: ostrov, _destroy: true },
        {},
      ],
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.attributes).toEqual({
      perspective_consumers_count: 12,
      ungasified_settlements_count: 1,
      settlements_count: 2,
    });
    expect(await count('gasification_program_items')).toBe(before);

    // On an existing item, rows the payload does not name still count.
    const created = await write('POST', url, {
      ...base(),
      item_settlements: [{ settlement_id: lonely }],
    });
    const edit = await preview({
      id: created.body.data.id,
      promising_home_ownerships_count: 1,
      item_settlements: [{ settlement_id: ostrov }],
    });
    expect(edit.body.data.attributes).toEqual({
      perspective_consumers_count: 1,
      ungasified_settlements_count: 1,
      settlements_count: 2,
    });
    const auditor = await tokenFor(ctx.app, 'minenergo_auditor@eog.test');
    expect((await preview({ promising_boiler_rooms_count: 4 }, auditor)).status).toBe(200);
  });

  it("judges the preview by the write's kinds: a wrong kind is a 422 with its pointer", async () => {
    const preview = (attributes: unknown, payload?: unknown) =>
      call<Errors>(ctx.app, {
        method: 'POST',
        url: `${url}/preview`,
        headers: admin,
        payload: payload ?? { data: { type: 'gasification_program_item', attributes } },
      });
    const refused = async (attributes: unknown) => {
      const res = await preview(attributes);
      expect(res.status).toBe(422);
      return res.body.errors.map((e) => ({
        detail: e.detail,
        title: e.title,
        pointer: e.source?.pointer,
      }));
    };
    const invalid = 'Поле заполнено некорректно';
    // An object for an id, a number for text.
    expect(await refused({ region_id: { id: '1' }, name: 5 })).toEqual(
      expect.arrayContaining([
        { detail: invalid, title: 'Регион', pointer: '/data/attributes/region_id' },
        { detail: invalid, title: 'Наименование объекта', pointer: '/data/attributes/name' },
      ]),
    );
    // An object where the list belongs, a list where a row belongs, an object for a row's id.
    expect(await refused({ item_settlements: { settlement_id: lonely } })).toEqual([
      {
        detail: invalid,
        title: programmeItemMessages.settlementsTitle,
        pointer: '/data/attributes/item_settlements',
      },
    ]);
    expect(await refused({ item_settlements: [[lonely]] })).toEqual([
      {
        detail: invalid,
        title: programmeItemMessages.settlementsTitle,
        pointer: '/data/attributes/item_settlements/0',
      },
    ]);
    expect(await refused({ item_settlements: [{ settlement_id: { id: lonely } }] })).toEqual([
      {
        detail: invalid,
        title: 'Населённый пункт',
        pointer: '/data/attributes/item_settlements/0/settlement_id',
      },
    ]);
    // A text over its length is the save's rule, not the preview's: the form is still being
    // filled in, and the numbers do not read it.
    expect((await preview({ name: 'я'.repeat(501) })).status).toBe(200);
    // The `{gasification_program_item}` root is a 400 now; the console sends `data`.
    expect((await preview(undefined, { gasification_program_item: {} })).status).toBe(400);
  });

  it('lists with the seed filters and exports', async () => {
    const get = (query: string) => call<Doc>(ctx.app, { url: `${url}?${query}`, headers: admin });
    const all = await get('per=100');
    expect(all.status).toBe(200);
    const ids = all.body.data.map((d) => Number(d.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byRegion = await get(`region_ids[]=${pskov}&per=100`);
    expect(byRegion.body.data.every((d) => d.attributes.region_id === pskov)).toBe(true);
    expect(byRegion.body.meta.total_count).toBeGreaterThan(0);
    expect(
      (await get(`region_ids[]=${lenobl}&kind_id=${kind}&name=Тестовая`)).body.meta.total_count,
    ).toBe(0);
    const byKind = await get(`kind_id=${kind}&name=Тестовая`);
    expect(byKind.body.meta.total_count).toBeGreaterThanOrEqual(3);
    const byFunding = await get(`funding_source_id=${funding[1]}&name=Тестовая`);
    expect(byFunding.body.meta.total_count).toBe(byKind.body.meta.total_count);
    const byFundingNone = await get(`funding_source_id=${funding[3]}&name=Тестовая`);
    expect(byFundingNone.body.meta.total_count).toBe(0);
    const adminId = await one("SELECT id FROM admin_users WHERE email = 'etp_admin@eog.test'");
    expect((await get(`creator_id=${adminId}&name=Тестовая`)).body.meta.total_count).toBe(
      byKind.body.meta.total_count,
    );

    const csv = await ctx.app.inject({
      url: `${url}/export?format=csv&name=Тестовая&region_ids[]=${pskov}`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(gasificationProgramItems.fields.name.label);
    expect(csv.body).toContain('Тестовая Горка');
  });

  it('scopes regional heads to their region and keeps auditors read-only', async () => {
    const head = await tokenFor(ctx.app, 'regional_head@eog.test');
    const mine = await call<Doc>(ctx.app, { url: `${url}?per=100`, headers: head });
    expect(mine.status).toBe(200);
    expect(mine.body.data.every((d) => d.attributes.region_id === pskov)).toBe(true);
    const lenoblItem = await write('POST', url, {
      ...base(),
      name: 'Газопровод к г. Гатчина',
      region_id: lenobl,
      organization_id: null,
      item_settlements: [{ settlement_id: gatchina }],
    });
    expect(lenoblItem.status).toBe(201);
    const hidden = await call(ctx.app, { url: `${url}/${lenoblItem.body.data.id}`, headers: head });
    expect(hidden.status).toBe(404);
    // The regional head creates and edits in its own region only.
    const own = await write(
      'POST',
      url,
      { ...base(), item_settlements: [{ settlement_id: lonely }] },
      head,
    );
    expect(own.status).toBe(201);
    const elsewhere = await write(
      'POST',
      url,
      { ...base(), region_id: lenobl, organization_id: null, item_settlements: [] },
      head,
    );
    expect(elsewhere.status).toBe(403);
    const edit = await write('PATCH', `${url}/${own.body.data.id}`, { year: 2027 }, head);
    expect(edit.status).toBe(200);

    for (const email of ['auditor@eog.test', 'minenergo_auditor@eog.test']) {
      const auditor = await tokenFor(ctx.app, email);
      expect((await call(ctx.app, { url, headers: auditor })).status).toBe(200);
      expect((await write('POST', url, base(), auditor)).status).toBe(403);
      const patch = await write('PATCH', `${url}/${own.body.data.id}`, { year: 2028 }, auditor);
      expect(patch.status).toBe(403);
    }
    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `${url}/${own.body.data.id}`,
      headers: admin,
    });
    expect(removed.status).toBe(204);
    expect(
      await ctx.db.query('SELECT 1 FROM gasification_program_item_settlements WHERE item_id = $1', [
        own.body.data.id,
      ]),
    ).toEqual([]);
  });

  it('serves the site programme page only public fields, filtered by region', async () => {
    const site = await call<Doc>(ctx.app, {
      url: `/v1/gasification_programs/items?region_ids[]=${lenobl}`,
    });
    expect(site.status).toBe(200);
    expect(site.body.data.length).toBeGreaterThan(0);
    expect(site.body.data.every((d) => d.attributes.region_id === lenobl)).toBe(true);
    const attributes = site.body.data[0]!.attributes;
    expect(attributes).toHaveProperty('name');
    expect(attributes).toHaveProperty('perspective_consumers_count');
    expect(attributes).not.toHaveProperty('created_by_id');
    expect(attributes).not.toHaveProperty('pir_start_plan_date');
    const gatchinaItem = site.body.data.find(
      (d) => d.attributes.name === 'Газопровод к г. Гатчина',
    )!;
    expect(gatchinaItem.attributes.item_settlements).toEqual([
      {
        name: 'Гатчина',
        fias_id: null,
        home_ownerships_count: null,
        public_institutions_count: null,
        paramedic_centers_count: null,
        settlement_connected: true,
      },
    ]);
    const single = await call<One>(ctx.app, {
      url: `/v1/gasification_programs/items/${gatchinaItem.id}`,
    });
    expect(single.status).toBe(200);
    expect(single.body.data.attributes.name).toBe('Газопровод к г. Гатчина');
    expect(rowsOf(single.body).map((r) => r.name)).toEqual(['Гатчина']);
    // Other regions' items are not in a region's list.
    const pskovList = await call<Doc>(ctx.app, {
      url: `/v1/gasification_programs/items?region_id=${pskov}&per=100`,
    });
    expect(pskovList.body.data.some((d) => d.id === gatchinaItem.id)).toBe(false);
  });
});
