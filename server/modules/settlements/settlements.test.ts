import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gasStatusLabels } from '../../../src/domain/settlements';
import { settlements } from '../../../src/registries';
import { tokenFor } from '../reference/testAuth';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { bulkMessages } from '../../registries/bulk';
import { parseListQuery } from '../../jsonapi/query';
import { Where } from '../../db/sql';
import { FIND_COUNT_CAP, findIds, findMatch, settlementMessages } from './find';

type Doc = {
  data: { id: string; attributes: Record<string, unknown>; relationships?: object }[];
  meta: { total_count: number };
};
type One = { data: { id: string; attributes: Record<string, unknown> } };
type Errors = { errors: { detail: string; source?: { pointer: string } }[] };

// Settlements (issue 16): the engine's CRUD from the definition, plus find, mass_update and the
// site's address check, on the demo data of server/db/seed/settlements.ts.
describe('settlements', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let pskov: string;
  let lenobl: string;
  let pskovGro: string;
  const url = '/v1/admin/settlements';
  const idOf = async (name: string) =>
    String(
      (await ctx.db.query<{ id: string }>('SELECT id FROM settlements WHERE name = $1', [name]))[0]!
        .id,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    const region = async (code: string) =>
      String(
        (await ctx.db.query<{ id: string }>('SELECT id FROM regions WHERE code = $1', [code]))[0]!
          .id,
      );
    pskov = await region('60');
    lenobl = await region('47');
    pskovGro = String(
      (
        await ctx.db.query<{ id: string }>(
          "SELECT id FROM organizations WHERE name = 'АО «Газпром газораспределение Псков»'",
        )
      )[0]!.id,
    );
  });
  afterAll(() => ctx.close());

  it('seeds real settlements of the three demo regions, each with its ГРО', async () => {
    const rows = await ctx.db.query<{ code: string; n: string; gro: string }>(
      `SELECT r.code, count(*) AS n, count(s.organization_id) AS gro FROM settlements s
       JOIN regions r ON r.id = s.region_id GROUP BY r.code ORDER BY r.code`,
    );
    expect(rows.map((r) => r.code)).toEqual(['47', '50', '60']);
    for (const r of rows) expect(Number(r.gro)).toBe(Number(r.n));
    expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBeGreaterThanOrEqual(40);
  });

  it('lists with the filters of the console: region, district, gas status, ГРО, query', async () => {
    const get = (query: string) => call<Doc>(ctx.app, { url: `${url}?${query}`, headers: admin });
    const byRegion = await get(`region_id=${pskov}&per=100`);
    expect(byRegion.status).toBe(200);
    expect(byRegion.body.meta.total_count).toBe(20);
    // the default order is by name
    const names = byRegion.body.data.map((d) => d.attributes.name);
    expect([names[0], names.at(-1)]).toEqual(['Бежаницы', 'Черёха']);
    const district = await get(`region_id=${pskov}&municipal_district=Псковский`);
    expect(district.body.data.every((d) => d.attributes.municipal_district === 'Псковский район'));
    expect(district.body.meta.total_count).toBe(7);
    const notGasified = await get(`region_id=${pskov}&gas_status[]=not_gasified`);
    expect(notGasified.body.data.map((d) => d.attributes.name)).toEqual([
      'Бежаницы',
      'Кунья',
      'Локня',
      'Середка',
    ]);
    const gro = await get(`organization_id=${pskovGro}&per=100`);
    expect(gro.body.meta.total_count).toBe(20);
    const query = await get('query=Гатч');
    expect(query.body.data.map((d) => d.attributes.name)).toContain('Гатчина');
    expect(query.body.data.every((d) => d.attributes.name !== 'Псков')).toBe(true);
  });

  it('creates, validates, updates with an audit trail, exports and removes', async () => {
    const bad = await call<Errors>(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: {
        data: {
          type: 'settlement',
          attributes: {
            name: 'Лезгино',
            kind: 'village',
            region_id: pskov,
            fias_id: 'не-гуид',
            oktmo: '123',
            homes_count: 10,
            gasified_homes_count: 11,
          },
        },
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e) => [e.source?.pointer, e.detail])).toEqual([
      ['/data/attributes/fias_id', 'Поле заполнено некорректно'],
      ['/data/attributes/oktmo', 'ОКТМО состоит из 8 или 11 цифр'],
      ['/data/attributes/gasified_homes_count', 'Не больше числа домовладений'],
    ]);

    const fias = '2f0f1ed6-8e8b-4fd3-b1a4-7a2b6b3c9d11';
    const created = await call<One>(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: {
        data: {
          type: 'settlement',
          attributes: {
            name: 'Лезгино',
            kind: 'village',
            region_id: pskov,
            municipal_district: 'Псковский район',
            fias_id: fias,
            oktmo: '58643000176',
            organization_id: pskovGro,
            homes_count: 40,
          },
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      gas_status: 'not_gasified',
      in_programme: false,
      homes_count: 40,
    });
    const id = created.body.data.id;

    const duplicate = await call<Errors>(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: {
        data: {
          type: 'settlement',
          attributes: { name: 'Двойник', kind: 'village', region_id: pskov, fias_id: fias },
        },
      },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors[0]!.source?.pointer).toBe('/data/attributes/fias_id');

    const updated = await call<One>(ctx.app, {
      method: 'PATCH',
      url: `${url}/${id}`,
      headers: admin,
      payload: { data: { type: 'settlement', attributes: { gas_status: 'partially_gasified' } } },
    });
    expect(updated.status).toBe(200);
    const changes = await call<{ data: { attributes: Record<string, unknown> }[] }>(ctx.app, {
      url: `${url}/${id}/changes`,
      headers: admin,
    });
    expect(changes.status).toBe(200);
    expect(changes.body.data).toHaveLength(2);
    expect(changes.body.data[0]!.attributes.changes).toEqual({
      gas_status: ['not_gasified', 'partially_gasified'],
    });

    const csv = await ctx.app.inject({
      url: `${url}/export?format=csv&region_id=${pskov}&query=Лезгино`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(settlements.fields.gas_status.label);
    expect(csv.body).toContain('Лезгино');
    expect(csv.body).toContain(gasStatusLabels.partially_gasified);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: admin });
    expect(removed.statusCode).toBe(204);
  });

  it('scopes ГРО staff to their settlements and regional heads to their region', async () => {
    const manager = await tokenFor(ctx.app, 'senior_manager@eog.test');
    const mine = await call<Doc>(ctx.app, { url: `${url}?per=100`, headers: manager });
    expect(mine.status).toBe(200);
    expect(mine.body.meta.total_count).toBe(20);
    const gatchina = await idOf('Гатчина');
    const other = await call(ctx.app, { url: `${url}/${gatchina}`, headers: manager });
    expect(other.status).toBe(404);
    const patchOther = await call(ctx.app, {
      method: 'PATCH',
      url: `${url}/${gatchina}`,
      headers: manager,
      payload: { data: { type: 'settlement', attributes: { in_programme: true } } },
    });
    expect(patchOther.status).toBe(403);
    // ГРО staff may not create nor take a settlement over to another ГРО's list.
    const create = await call(ctx.app, {
      method: 'POST',
      url,
      headers: manager,
      payload: { data: { type: 'settlement', attributes: { name: 'X', kind: 'village' } } },
    });
    expect(create.status).toBe(403);

    const head = await tokenFor(ctx.app, 'regional_head@eog.test');
    const region = await call<Doc>(ctx.app, { url: `${url}?per=100`, headers: head });
    expect(region.body.meta.total_count).toBe(20);
    const write = await call(ctx.app, {
      method: 'PATCH',
      url: `${url}/${await idOf('Псков')}`,
      headers: head,
      payload: { data: { type: 'settlement', attributes: { in_programme: true } } },
    });
    expect(write.status).toBe(403);
    // Without the section (social assistance, no executor selection) the list is still read
    // — settlements are a lookup: its programme items pick them — in its region, never written.
    const social = await tokenFor(ctx.app, 'regional_head_social@eog.test');
    const picked = await call<Doc>(ctx.app, { url: `${url}?per=100`, headers: social });
    expect(picked.status).toBe(200);
    expect(picked.body.meta.total_count).toBe(20);
    const socialWrite = await call(ctx.app, {
      method: 'PATCH',
      url: `${url}/${await idOf('Псков')}`,
      headers: social,
      payload: { data: { type: 'settlement', attributes: { in_programme: true } } },
    });
    expect(socialWrite.status).toBe(403);
    // МФЦ staff have no settlements section.
    const mfc = await tokenFor(ctx.app, 'mfc@eog.test');
    expect((await call(ctx.app, { url, headers: mfc })).status).toBe(403);
  });

  it('finds by name, ФИАС or ОКТМО in the caller scope', async () => {
    const found = await call<Doc>(ctx.app, {
      url: `${url}/find?query=неелово`,
      headers: admin,
    });
    expect(found.status).toBe(200);
    expect(found.body.data.map((d) => d.attributes.name)).toEqual(['Неёлово']);
    expect(found.body.data[0]!.attributes).toHaveProperty('homes_count', 540);
    await ctx.db.query(
      `UPDATE settlements SET fias_id = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5', oktmo = '58701000001'
       WHERE name = 'Псков'`,
    );
    for (const query of ['fias_id=0C5B2444-70A0-4932-980C-B4DC0D3F02B5', 'oktmo=58701000001']) {
      const exact = await call<Doc>(ctx.app, { url: `${url}/find?${query}`, headers: admin });
      expect(exact.body.data.map((d) => d.attributes.name)).toEqual(['Псков']);
    }
    const manager = await tokenFor(ctx.app, 'senior_manager@eog.test');
    const outside = await call<Doc>(ctx.app, {
      url: `${url}/find?query=Гатчина`,
      headers: manager,
    });
    expect(outside.body.data).toEqual([]);
    const none = await call<Errors>(ctx.app, { url: `${url}/find`, headers: admin });
    expect(none.status).toBe(400);
    expect(none.body.errors[0]!.detail).toBe(settlementMessages.findWhat);
  });

  it('sets one field on the selected settlements, all or nothing, audited', async () => {
    const ids = [await idOf('Середка'), await idOf('Бежаницы')];
    const massUrl = `${url}/mass_update`;
    const wrongField = await call<Errors>(ctx.app, {
      method: 'PATCH',
      url: massUrl,
      headers: admin,
      payload: { data: { ids, attributes: { name: 'Новое', gas_status: 'gasified' } } },
    });
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.errors[0]!.detail).toBe(bulkMessages.field(settlements));
    expect(wrongField.body.errors[0]!.detail).toBe(
      'Укажите одно поле из списка: «Статус газификации», «ГРО», «В программе газификации», «Тип», «Муниципальный район (округ)»',
    );
    const badValue = await call(ctx.app, {
      method: 'PATCH',
      url: massUrl,
      headers: admin,
      payload: { data: { ids, attributes: { gas_status: 'maybe' } } },
    });
    expect(badValue.status).toBe(422);
    const missing = await call(ctx.app, {
      method: 'PATCH',
      url: massUrl,
      headers: admin,
      payload: { data: { ids: [...ids, '999999999'], attributes: { gas_status: 'gasified' } } },
    });
    expect(missing.status).toBe(404);
    const statuses = () =>
      ctx.db.query<{ gas_status: string }>(
        'SELECT gas_status FROM settlements WHERE id = ANY($1::bigint[])',
        [ids],
      );
    expect((await statuses()).map((r) => r.gas_status)).toEqual(['not_gasified', 'not_gasified']);

    const done = await call<{ meta: { updated: number } }>(ctx.app, {
      method: 'PATCH',
      url: massUrl,
      headers: admin,
      payload: { data: { ids, attributes: { gas_status: 'partially_gasified' } } },
    });
    expect(done.status).toBe(200);
    expect(done.body.meta.updated).toBe(2);
    expect((await statuses()).map((r) => r.gas_status)).toEqual([
      'partially_gasified',
      'partially_gasified',
    ]);
    const changes = await call<{ data: unknown[] }>(ctx.app, {
      url: `${url}/${ids[0]}/changes`,
      headers: admin,
    });
    expect(changes.body.data).toHaveLength(1);

    // ГРО staff do not hold the mass update key.
    const manager = await tokenFor(ctx.app, 'senior_manager@eog.test');
    const denied = await call(ctx.app, {
      method: 'PATCH',
      url: massUrl,
      headers: manager,
      payload: { data: { ids, attributes: { in_programme: true } } },
    });
    expect(denied.status).toBe(403);
  });

  it('sets a field on every settlement the filters match, within the cap', async () => {
    const district = await ctx.db.query<{ municipal_district: string; n: string }>(
      `SELECT municipal_district, count(*)::text AS n FROM settlements
        WHERE municipal_district IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    );
    const { municipal_district: name, n } = district[0]!;
    const byFilter = await call<{ meta: { updated: number } }>(ctx.app, {
      method: 'PATCH',
      url: `${url}/mass_update?municipal_district=${encodeURIComponent(name)}`,
      headers: admin,
      payload: { data: { attributes: { in_programme: true } } },
    });
    expect(byFilter.status).toBe(200);
    expect(byFilter.body.meta.updated).toBe(Number(n));
    const inProgramme = await ctx.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM settlements WHERE municipal_district = $1 AND in_programme',
      [name],
    );
    expect(inProgramme[0]!.n).toBe(n);

    // More than 1000 matches: refused, nothing written.
    await ctx.db.query(
      `INSERT INTO settlements (name, kind, region_id, gas_status, municipal_district)
       SELECT 'Тестовый ' || g, 'village', $1, 'not_gasified', 'Тестовый район'
         FROM generate_series(1, 1001) g`,
      [pskov],
    );
    const tooMany = await call<Errors>(ctx.app, {
      method: 'PATCH',
      url: `${url}/mass_update?municipal_district=${encodeURIComponent('Тестовый район')}`,
      headers: admin,
      payload: { data: { attributes: { gas_status: 'gasified' } } },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0]!.detail).toBe(
      'Под фильтр попадает больше 1000 населённых пунктов: уточните фильтр или выберите записи',
    );
    const changed = await ctx.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM settlements WHERE municipal_district = 'Тестовый район' AND gas_status = 'gasified'",
    );
    expect(changed[0]!.n).toBe('0');
    await ctx.db.query("DELETE FROM settlements WHERE municipal_district = 'Тестовый район'");
  });

  it('caps the count of a long list and says so', async () => {
    await ctx.db.query(
      `INSERT INTO settlements (name, kind, region_id, gas_status, municipal_district)
       SELECT 'Счётный ' || g, 'village', $1, 'not_gasified', 'Счётный район'
         FROM generate_series(1, 10050) g`,
      [pskov],
    );
    type Meta = { meta: { total_count: number; total_pages: number; total_count_exact?: boolean } };
    const long = await call<Meta>(ctx.app, { url: `${url}?per=20`, headers: admin });
    // The rows counted, one past the cap: the pager offers page 501.
    expect(long.body.meta).toMatchObject({
      total_count: 10_001,
      total_pages: 501,
      total_count_exact: false,
    });
    // A page beyond the cap is still served, its count reaching that far.
    const deep = await call<Doc & Meta>(ctx.app, { url: `${url}?per=20&page=501`, headers: admin });
    expect(deep.body.data).toHaveLength(20);
    expect(deep.body.meta).toMatchObject({ total_count: 10_021, total_pages: 502 });
    const short = await call<Meta>(ctx.app, {
      url: `${url}?per=20&region_id=${lenobl}`,
      headers: admin,
    });
    expect(short.body.meta.total_count_exact).toBeUndefined();
    expect(short.body.meta.total_count).toBeLessThan(100);
    await ctx.db.query("DELETE FROM settlements WHERE municipal_district = 'Счётный район'");
  });

  it('queues the selected or filtered settlements to the coordination centre', async () => {
    const ids = [await idOf('Середка'), await idOf('Бежаницы')];
    const messages = () =>
      ctx.db.query<{
        messageable_id: string;
        message: { type: string; id: string; attributes: { name: string } };
      }>(
        `SELECT messageable_id::text, message FROM rabbit_messages
          WHERE queue_name = 'registries.coordinate_center' AND messageable_type = 'Settlement'
          ORDER BY id`,
      );
    const before = (await messages()).length;
    const selected = await call<{ meta: { queued: number } }>(ctx.app, {
      method: 'POST',
      url: `${url}/resend_to_cc`,
      headers: admin,
      payload: { data: { ids } },
    });
    expect(selected.status).toBe(202);
    expect(selected.body.meta.queued).toBe(2);
    const sent = (await messages()).slice(before);
    expect(sent.map((m) => m.message.attributes.name).sort()).toEqual(['Бежаницы', 'Середка']);
    expect(sent[0]!.message.type).toBe('settlement');
    expect(sent[0]!.message.id).toBe(sent[0]!.messageable_id);

    const inRegion = await ctx.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM settlements WHERE region_id = $1',
      [lenobl],
    );
    const filtered = await call<{ meta: { queued: number } }>(ctx.app, {
      method: 'POST',
      url: `${url}/resend_to_cc?region_id=${lenobl}`,
      headers: admin,
      payload: { data: {} },
    });
    expect(filtered.body.meta.queued).toBe(Number(inRegion[0]!.n));

    // An unknown id queues nothing; ГРО staff do not hold the resend key.
    const unknown = await call(ctx.app, {
      method: 'POST',
      url: `${url}/resend_to_cc`,
      headers: admin,
      payload: { data: { ids: [ids[0], '999999999'] } },
    });
    expect(unknown.status).toBe(404);
    const manager = await tokenFor(ctx.app, 'senior_manager@eog.test');
    const denied = await call(ctx.app, {
      method: 'POST',
      url: `${url}/resend_to_cc`,
      headers: manager,
      payload: { data: { ids } },
    });
    expect(denied.status).toBe(403);
    expect((await messages()).length).toBe(before + 2 + Number(inRegion[0]!.n));
  });

  it('finds by a name prefix in order from the find index, a later word or the district from trigrams', async () => {
    const plans: string[] = [];
    const recording = {
      query: async (sql: string, params: unknown[] = []) => {
        const plan = await ctx.db.transaction(async (tx) => {
          await tx.query('SET LOCAL enable_seqscan = off');
          return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
        });
        plans.push(plan.map((r) => r['QUERY PLAN']).join('\n'));
        return ctx.db.query(sql, params);
      },
      exec: (sql: string) => ctx.db.exec(sql),
    } as typeof ctx.db;
    for (const query of ['Сер', 'Псковский', 'бор']) {
      const where = new Where();
      const q = parseListQuery({ query });
      await findIds(recording, where, q, findMatch(where, q));
    }
    for (const text of plans) {
      expect(text, text).not.toMatch(/Seq Scan on settlements/);
      expect(text, text).toMatch(/settlements_find_key_idx/);
      // (pg_trgm is loaded on PGlite too: server/db pgliteOptions)
      expect(text, text).toMatch(/settlements_later_words_trgm_idx/);
      expect(text, text).toMatch(/settlements_district_trgm_idx/);
    }
  });

  it('finds names by prefix in the alphabet (ё as е), a later word and a district word; caps its total', async () => {
    const names = async (query: string, extra = '') =>
      (
        await call<Doc>(ctx.app, {
          url: `${url}/find?query=${encodeURIComponent(query)}&per=20${extra}`,
          headers: admin,
        })
      ).body;
    await ctx.db.query(
      `INSERT INTO settlements (name, kind, region_id, municipal_district, gas_status)
       SELECT n, 'village', ${lenobl}, d, 'not_gasified' FROM (VALUES
         ('Ёлкино', 'Тестовый район'), ('Елкино-2', 'Тестовый район'),
         ('Красный Ёлкин Бор', 'Тестовый район'), ('Бережки', 'Елкинский район'),
         ('Яблоново', 'Тестовый район')) v(n, d)`,
    );
    const found = await names('ёлк');
    expect(found.data.map((d) => d.attributes.name)).toEqual([
      'Ёлкино', // the first set: names starting with «елк», in the alphabet
      'Елкино-2',
      'Бережки', // the second: a later word of the name or a word of the district
      'Красный Ёлкин Бор',
    ]);
    expect(found.meta.total_count).toBe(4);
    // A broad prefix: the page is the alphabet's first 20, the total says only "more than 200".
    await ctx.db.query(
      `INSERT INTO settlements (name, kind, region_id, municipal_district, gas_status)
       SELECT 'Тестово ' || lpad(g::text, 4, '0'), 'village', ${lenobl}, 'Тестовый район',
              'not_gasified'
         FROM generate_series(1, ${FIND_COUNT_CAP + 50}) g`,
    );
    const broad = await names('тестово');
    expect(broad.data.map((d) => d.attributes.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Тестово ${String(i + 1).padStart(4, '0')}`),
    );
    expect(broad.meta).toMatchObject({ total_count: FIND_COUNT_CAP, total_count_exact: false });
    const second = await names('тестово', '&page=2');
    expect(second.data[0]!.attributes.name).toBe('Тестово 0021');
    await ctx.db.query(
      `DELETE FROM settlements WHERE municipal_district IN ('Тестовый район', 'Елкинский район')`,
    );
  });

  it("answers the site's address check anonymously with the citizen's fields only", async () => {
    const found = await call<Doc>(ctx.app, {
      url: `/v1/settlements/find?query=Вырица&region_id=${lenobl}`,
    });
    expect(found.status).toBe(200);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]!.attributes).toEqual({
      name: 'Вырица',
      kind: 'urban_settlement',
      municipal_district: 'Гатчинский муниципальный округ',
      fias_id: null,
      gas_status: 'partially_gasified',
      in_programme: true,
      region_name: 'Ленинградская область',
      organization_name: 'АО «Газпром газораспределение Ленинградская область»',
    });
    const elsewhere = await call<Doc>(ctx.app, {
      url: `/v1/settlements/find?query=Вырица&region_id=${pskov}`,
    });
    expect(elsewhere.body.data).toEqual([]);
    expect((await call(ctx.app, { url: '/v1/settlements/find?query=В' })).status).toBe(400);

    const gasified = await call<Doc>(ctx.app, {
      url: `/v1/gasified_settlements?region_id=${lenobl}&per=100`,
    });
    expect(gasified.status).toBe(200);
    const statuses = new Set(gasified.body.data.map((d) => d.attributes.gas_status));
    expect([...statuses].sort()).toEqual(['gasified', 'partially_gasified']);
    const names = gasified.body.data.map((d) => d.attributes.name);
    expect(names).toContain('Гатчина');
    expect(names).not.toContain('Оредеж');
    expect(gasified.body.data[0]!.attributes).not.toHaveProperty('homes_count');
    // The whole register is not public: no generic /v1/settlements list.
    expect((await call(ctx.app, { url: '/v1/settlements' })).status).toBe(404);
  });
});
