/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from './testAuth';

type Doc = { data: any; included?: any[]; meta?: any; errors?: any[] };

describe('organizations and branches', () => {
  let ctx: TestContext;
  const tokens: Record<string, { authorization: string }> = {};
  let pskovRegion: string;
  let pskovOrg: string;
  let mosoblOrg: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const who of ['etp_admin', 'eog', 'senior_manager', 'operator', 'auditor']) {
      tokens[who] = await tokenFor(ctx.app, `${who}@eog.test`);
    }
    const q = (sql: string) => ctx.db.query<{ id: string }>(sql).then((r) => String(r[0]!.id));
    pskovRegion = await q("SELECT id FROM regions WHERE code = '60'");
    pskovOrg = await q("SELECT id FROM organizations WHERE name LIKE '%Псков»'");
    mosoblOrg = await q("SELECT id FROM organizations WHERE name = 'АО «Мособлгаз»'");
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers = {}) => call<Doc>(ctx.app, { method: 'GET', url, headers });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: unknown) =>
    call<Doc>(ctx.app, { method, url, headers: tokens[who], ...(payload ? { payload } : {}) });
  const names = (doc: Doc) => doc.data.map((o: any) => o.attributes.name) as string[];

  it('lists organizations with their relationships and included branches and regions', async () => {
    const res = await get('/v1/organizations?included=head_branch,rog_regions');
    expect(res.status).toBe(200);
    expect(res.body.meta.total_count).toBe(5);
    const pskov = res.body.data.find((o: any) => o.id === pskovOrg);
    expect(pskov.relationships.rog_regions.data).toEqual([{ type: 'region', id: pskovRegion }]);
    expect(pskov.relationships.branches.data).toHaveLength(3);
    const head = pskov.relationships.head_branch.data.id;
    const included = res.body.included!;
    expect(included.find((r: any) => r.type === 'branch' && r.id === head).attributes.name).toBe(
      'Псковский филиал',
    );
    expect(included.some((r: any) => r.type === 'region' && r.id === pskovRegion)).toBe(true);
  });

  it('looks organizations up by region and affiliation kinds', async () => {
    const gro = await get(`/v1/organizations?region_id=${pskovRegion}&affiliation_kinds[]=gro`);
    expect(names(gro.body)).toEqual(['АО «Газпром газораспределение Псков»']);
    const all = await get(
      `/v1/organizations?region_id=${pskovRegion}&affiliation_kinds[]=gro&affiliation_kinds[]=ngro&affiliation_kinds[]=eog&without_relations=true`,
    );
    expect(names(all.body).sort()).toEqual([
      'АО «Газпром газораспределение Псков»',
      'ООО «Газпром газификация»',
      'ООО «Псковская газовая компания»',
    ]);
    expect(all.body.data[0].relationships).toBeUndefined();
    const rog = await get(`/v1/organizations?region_id=${pskovRegion}&affiliation_kinds[]=rog`);
    expect(names(rog.body)).toEqual(['АО «Газпром газораспределение Псков»']);
    expect((await get('/v1/organizations?affiliation_kinds[]=hacker')).status).toBe(400);
    expect((await get('/v1/organizations?region_id=1;DROP')).status).toBe(400);
  });

  it('suggests organizations by name and reads one', async () => {
    const res = await get(`/v1/organizations/suggestions/${encodeURIComponent('мособл')}`);
    expect(names(res.body)).toEqual(['АО «Мособлгаз»']);
    const odd = await get(`/v1/organizations/suggestions/${encodeURIComponent("%'_\\")}`);
    expect(odd.status).toBe(200);
    expect(odd.body.data).toEqual([]);
    const one = await get(`/v1/organizations/${mosoblOrg}?included=branches,legal_address`);
    expect(one.body.data.attributes).toMatchObject({ region_code: '50', active: true });
    expect(one.body.included!.filter((r: any) => r.type === 'branch')).toHaveLength(2);
    const address = one.body.included!.find((r: any) => r.type === 'address');
    expect(address.id).toBe(one.body.data.relationships.legal_address.data.id);
    expect(address.attributes).toMatchObject({ kind: 'legal', city: 'р.п. Новоивановское' });
    expect((await get('/v1/organizations/0')).status).toBe(404);
  });

  it('lists branches per organization and reads one directly', async () => {
    const res = await get(`/v1/organizations/${pskovOrg}/branches`);
    expect(res.status).toBe(200);
    expect(res.body.data[0].attributes).toMatchObject({ name: 'Псковский филиал', is_head: true });
    const id = res.body.data[1].id;
    expect((await get(`/v1/branches/${id}`)).body.data.relationships.organization.data.id).toBe(
      pskovOrg,
    );
    expect((await get(`/v1/organizations/${mosoblOrg}/branches/${id}`)).status).toBe(404);
    expect((await get('/v1/organizations/999999/branches')).status).toBe(404);
  });

  it('creates, updates and deletes organizations with the right permissions', async () => {
    const payload = {
      data: {
        attributes: {
          name: 'ООО «Тестгаз»',
          inn: '6027987650',
          kpp: '602701001',
          unified_phone: '+7 (811) 200-00-00',
          phones: ['88112000001'],
          region_code: '60',
          ngro_region_ids: [pskovRegion],
        },
      },
    };
    expect((await send('POST', '/v1/admin/organizations', 'senior_manager', payload)).status).toBe(
      403,
    );
    const created = await send('POST', '/v1/admin/organizations', 'eog', payload);
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      unified_phone: '78112000000',
      phones: ['78112000001'],
    });
    expect(created.body.data.relationships.ngro_regions.data).toEqual([
      { type: 'region', id: pskovRegion },
    ]);
    const dup = await send('POST', '/v1/admin/organizations', 'eog', payload);
    expect(dup.status).toBe(422);
    expect(dup.body.errors![0].detail).toBe('Организация с таким ИНН и КПП уже существует');
    const id = created.body.data.id;
    const patched = await send('PATCH', `/v1/admin/organizations/${id}`, 'eog', {
      data: { attributes: { active: false, ngro_region_ids: [] } },
    });
    expect(patched.body.data.relationships.ngro_regions.data).toEqual([]);
    expect((await get(`/v1/organizations/${id}`)).status).toBe(404);
    expect((await get(`/v1/admin/organizations/${id}`, tokens.auditor)).status).toBe(200);
    expect((await send('DELETE', `/v1/admin/organizations/${id}`, 'eog')).status).toBe(403);
    expect((await send('DELETE', `/v1/admin/organizations/${id}`, 'etp_admin')).status).toBe(204);
    // Staff accounts point at the Псков organization: deleting it is refused, not a 500.
    const inUse = await send('DELETE', `/v1/admin/organizations/${pskovOrg}`, 'etp_admin');
    expect(inUse.status).toBe(422);
  });

  it('validates organization writes', async () => {
    const res = await send('POST', '/v1/admin/organizations', 'etp_admin', {
      data: {
        attributes: {
          inn: '123',
          unified_phone: '12',
          email: 'x@',
          region_code: '99',
          gro_region_ids: ['999999'],
        },
      },
    });
    expect(res.status).toBe(422);
    const byField = Object.fromEntries(
      res.body.errors!.map((e: any) => [e.source.pointer.split('/').pop(), e.detail]),
    );
    expect(byField).toEqual({
      name: 'Поле обязательно для заполнения',
      inn: 'Поле заполнено некорректно',
      unified_phone: 'Некорректно заполнен телефон',
      email: 'Некорректный адрес электронной почты',
      region_code: 'Регион не найден',
      gro_region_ids: 'Регион не найден',
    });
  });

  it('judges a write by its schema: wrong kinds and lengths alone, before anything is read', async () => {
    const refused = async (method: 'POST' | 'PATCH', url: string, attributes: unknown) => {
      const res = await send(method, url, 'etp_admin', { data: { attributes } });
      expect(res.status).toBe(422);
      // In the pointers' order: Ajv's own is not the attributes'.
      return res.body
        .errors!.map((e: any) => ({ detail: e.detail, title: e.title, pointer: e.source.pointer }))
        .sort((a: any, b: any) => a.pointer.localeCompare(b.pointer));
    };
    const before = await ctx.db.query('SELECT count(*)::int AS n FROM organizations');
    // A number where text belongs; the checksum's own error waits for the kinds to be right.
    expect(
      await refused('POST', '/v1/admin/organizations', { name: 'ООО «Тип»', inn: 6027987650 }),
    ).toEqual([
      { detail: 'Поле заполнено некорректно', title: 'ИНН', pointer: '/data/attributes/inn' },
    ]);
    // An object for a region's id, pointed at the item.
    expect(
      await refused('POST', '/v1/admin/organizations', {
        name: 'ООО «Тип»',
        gro_region_ids: [{ id: pskovRegion }],
      }),
    ).toEqual([
      {
        detail: 'Поле заполнено некорректно',
        title: 'Идентификатор записи',
        pointer: '/data/attributes/gro_region_ids/0',
      },
    ]);
    // Over-long text, counted as sent, on a missing organization: a 422, not a 404.
    expect(
      await refused('PATCH', '/v1/admin/organizations/999999', { name: 'я'.repeat(501) }),
    ).toEqual([
      {
        detail: 'Длина должна быть не больше 500 символов',
        title: 'Наименование',
        pointer: '/data/attributes/name',
      },
    ]);
    // A list where an object belongs, a string where a list belongs, an unknown attribute.
    expect(
      await refused('PATCH', `/v1/admin/organizations/${mosoblOrg}`, {
        legal_address_attributes: ['г. Псков'],
        phones: '88112000001',
        active: 'maybe',
        colour: 'red',
      }),
    ).toEqual([
      {
        detail: 'Поле заполнено некорректно',
        title: 'Активна',
        pointer: '/data/attributes/active',
      },
      { detail: 'Неизвестное поле', title: 'colour', pointer: '/data/attributes/colour' },
      {
        detail: 'Поле заполнено некорректно',
        title: 'Юридический адрес',
        pointer: '/data/attributes/legal_address_attributes',
      },
      {
        detail: 'Поле заполнено некорректно',
        title: 'Телефоны',
        pointer: '/data/attributes/phones',
      },
    ]);
    expect(
      await refused('PATCH', `/v1/admin/organizations/${mosoblOrg}`, {
        postal_address_attributes: { city: 5 },
      }),
    ).toEqual([
      {
        detail: 'Поле заполнено некорректно',
        title: 'Почтовый адрес',
        pointer: '/data/attributes/postal_address_attributes/city',
      },
    ]);
    // No envelope, or the `{organization}` root in JSON, is a 400.
    expect((await send('POST', '/v1/admin/organizations', 'etp_admin', { name: 'x' })).status).toBe(
      400,
    );
    expect(
      (await send('POST', '/v1/admin/organizations', 'etp_admin', { organization: { name: 'x' } }))
        .status,
    ).toBe(400);
    expect(await ctx.db.query('SELECT count(*)::int AS n FROM organizations')).toEqual(before);
  });

  it('takes a form under `organization`, judged as JSON is', async () => {
    const form = (
      body: string,
      method: 'POST' | 'PATCH' = 'POST',
      url = '/v1/admin/organizations',
    ) =>
      call<Doc>(ctx.app, {
        method,
        url,
        headers: { ...tokens.etp_admin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const created = await form(
      new URLSearchParams([
        ['organization[name]', ' ООО «Форма» '],
        ['organization[active]', 'false'],
        ['organization[phones][]', '8 (811) 200-00-02'],
        ['organization[ngro_region_ids][]', pskovRegion],
        ['organization[legal_address_attributes][city]', 'г. Псков'],
      ]).toString(),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      name: 'ООО «Форма»',
      active: false,
      phones: ['78112000002'],
    });
    const long = await form(
      new URLSearchParams([['organization[short_code]', 'x'.repeat(51)]]).toString(),
      'PATCH',
      `/v1/admin/organizations/${created.body.data.id}`,
    );
    expect(long.status).toBe(422);
    expect(long.body.errors![0]).toMatchObject({
      detail: 'Длина должна быть не больше 50 символов',
      title: 'Краткий код',
      source: { pointer: '/data/attributes/short_code' },
    });
    // A multipart form is judged once read.
    const multipart = new FormData();
    multipart.append('organization[name]', 'ООО «Мульти»');
    multipart.append('organization[kpp][x]', '602701001');
    const req = new Request('http://local/', { method: 'POST', body: multipart });
    const res = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/organizations',
      headers: { ...tokens.etp_admin, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors![0]).toMatchObject({
      detail: 'Поле заполнено некорректно',
      title: 'КПП',
      source: { pointer: '/data/attributes/kpp' },
    });
    // null still clears a list or an address.
    const cleared = await send(
      'PATCH',
      `/v1/admin/organizations/${created.body.data.id}`,
      'etp_admin',
      {
        data: {
          attributes: { phones: null, ngro_region_ids: null, legal_address_attributes: null },
        },
      },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.attributes).toMatchObject({
      phones: [],
      legal_address_attributes: null,
    });
    expect(cleared.body.data.relationships.ngro_regions.data).toEqual([]);
    // A form without the `organization` root is a 400, as before.
    expect((await form('name=x')).status).toBe(400);
    expect(
      (await send('DELETE', `/v1/admin/organizations/${created.body.data.id}`, 'etp_admin')).status,
    ).toBe(204);
  });

  it('lets a ГРО administrator manage only the branches of its own organization', async () => {
    const payload = { data: { attributes: { name: 'Печорский участок', phone: '88114800000' } } };
    const own = await send(
      'POST',
      `/v1/admin/organizations/${pskovOrg}/branches`,
      'senior_manager',
      payload,
    );
    expect(own.status).toBe(201);
    expect(own.body.data.attributes).toMatchObject({ is_head: false, phone: '78114800000' });
    const other = await send(
      'POST',
      `/v1/admin/organizations/${mosoblOrg}/branches`,
      'senior_manager',
      payload,
    );
    expect(other.status).toBe(403);
    expect(
      (await send('POST', `/v1/admin/organizations/${pskovOrg}/branches`, 'operator', payload))
        .status,
    ).toBe(403);
    const id = own.body.data.id;
    const head = await send('PATCH', `/v1/admin/branches/${id}`, 'senior_manager', {
      data: { attributes: { is_head: true } },
    });
    expect(head.status).toBe(422);
    expect(head.body.errors![0]).toMatchObject({
      detail: 'У организации уже есть головной филиал',
      source: { pointer: '/data/attributes/is_head' },
    });
    const renamed = await send(
      'PATCH',
      `/v1/admin/organizations/${pskovOrg}/branches/${id}`,
      'senior_manager',
      {
        data: { attributes: { name: 'Печорский филиал' } },
      },
    );
    expect(renamed.body.data.attributes.name).toBe('Печорский филиал');
    expect((await send('DELETE', `/v1/admin/branches/${id}`, 'senior_manager')).status).toBe(403);
    expect((await send('DELETE', `/v1/admin/branches/${id}`, 'etp_admin')).status).toBe(204);
    const list = await get(
      `/v1/admin/organizations/${pskovOrg}/branches?per=100000&page=1`,
      tokens.auditor,
    );
    expect(list.body.meta).toMatchObject({ per: 100, total_count: 3 });
  });
});
