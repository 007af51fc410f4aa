/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';

type Doc = { data: any; included?: any[]; meta?: any; errors?: any[] };

describe('the organization edit screen: requisites, scope, tabs and is_rog', () => {
  let ctx: TestContext;
  const tokens: Record<string, { authorization: string }> = {};
  let pskov: string;
  let mosobl: string;
  let region60: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of [
      'etp_admin',
      'eog',
      'senior_manager',
      'operator',
      'auditor',
      'services_manager',
    ])
      tokens[role] = await tokenFor(ctx.app, `${role}@eog.test`);
    const one = (sql: string) => ctx.db.query<{ id: string }>(sql).then((r) => String(r[0]!.id));
    pskov = await one("SELECT id FROM organizations WHERE name LIKE '%Псков»'");
    mosobl = await one("SELECT id FROM organizations WHERE name = 'АО «Мособлгаз»'");
    region60 = await one("SELECT id FROM regions WHERE code = '60'");
  });
  afterAll(() => ctx.close());

  const send = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    role: string,
    attributes?: unknown,
  ) =>
    call<Doc>(ctx.app, {
      method,
      url,
      headers: tokens[role],
      ...(attributes ? { payload: { data: { attributes } } } : {}),
    });
  const errorsOf = (doc: Doc) =>
    Object.fromEntries(doc.errors!.map((e: any) => [e.source.pointer.split('/').pop(), e.detail]));
  const snapshot = async (id: string) =>
    JSON.stringify(await ctx.db.query('SELECT * FROM organizations WHERE id = $1', [id]));

  it('refuses INN, OGRN, KPP failing their checksums and bad phones, saving nothing', async () => {
    const before = await snapshot(pskov);
    const res = await send('PATCH', `/v1/admin/organizations/${pskov}`, 'senior_manager', {
      name: 'Новое имя',
      inn: '6027123458',
      ogrn: '1026000001234',
      kpp: '60270100',
      unified_phone: '+7 (811) 20',
      phones: ['88112000105', '123'],
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual({
      inn: 'Поле заполнено некорректно',
      ogrn: 'Поле заполнено некорректно',
      kpp: 'Поле заполнено некорректно',
      unified_phone: 'Некорректно заполнен телефон',
      phones: 'Некорректно заполнен телефон',
    });
    expect(await snapshot(pskov)).toBe(before);
    const created = await send('POST', '/v1/admin/organizations', 'etp_admin', {
      name: 'ООО «Контрольная сумма»',
      inn: '1234567890',
    });
    expect(created.status).toBe(422);
    const n = await ctx.db.query(
      "SELECT 1 FROM organizations WHERE name = 'ООО «Контрольная сумма»'",
    );
    expect(n).toHaveLength(0);
  });

  it('lets a ГРО administrator edit its own organization and addresses, not another nor affiliations', async () => {
    const own = await send('PATCH', `/v1/admin/organizations/${pskov}`, 'senior_manager', {
      email: 'priem@pskov-gro.example',
      phones: ['8 (8112) 00-01-05'],
      postal_address_attributes: {
        zip_code: '180001',
        city: 'г. Псков',
        street: 'ул. Советская',
        house: 'д. 1',
      },
    });
    expect(own.status).toBe(200);
    expect(own.body.data.attributes).toMatchObject({
      email: 'priem@pskov-gro.example',
      phones: ['78112000105'],
    });
    expect(own.body.data.attributes.postal_address_attributes).toMatchObject({
      zip_code: '180001',
      street: 'ул. Советская',
    });
    const detail = await send('GET', `/v1/admin/organizations/${pskov}`, 'auditor');
    expect(detail.body.data.attributes.legal_address_attributes).toMatchObject({
      city: 'г. Псков',
    });

    const before = await snapshot(mosobl);
    expect(
      (
        await send('PATCH', `/v1/admin/organizations/${mosobl}`, 'senior_manager', {
          email: 'x@y.ru',
        })
      ).status,
    ).toBe(403);
    expect(await snapshot(mosobl)).toBe(before);
    expect(
      (
        await send('PATCH', `/v1/admin/organizations/${pskov}`, 'senior_manager', {
          ngro_region_ids: [region60],
        })
      ).status,
    ).toBe(403);
    expect(
      (await send('PATCH', `/v1/admin/organizations/${pskov}`, 'senior_manager', { active: false }))
        .status,
    ).toBe(403);
    expect(
      (await send('PATCH', `/v1/admin/organizations/${pskov}`, 'auditor', { email: 'a@b.ru' }))
        .status,
    ).toBe(403);
    const bad = await send('PATCH', `/v1/admin/organizations/${pskov}`, 'eog', {
      legal_address_attributes: { zip_code: '18' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors![0].source.pointer).toBe(
      '/data/attributes/legal_address_attributes/zip_code',
    );
  });

  it('reads and writes settings and complex implementation with their keys and scope', async () => {
    const settings = await send('GET', `/v1/admin/organizations/${mosobl}/settings`, 'auditor');
    expect(settings.body.data.attributes).toMatchObject({
      hot_line_hours: 'Круглосуточно',
      social_assistance: false,
    });
    const fresh = await send('GET', `/v1/admin/organizations/${pskov}/settings`, 'operator');
    expect(fresh.body.data.attributes.accepts_applications).toBe(true);

    const saved = await send(
      'PATCH',
      `/v1/admin/organizations/${pskov}/settings`,
      'senior_manager',
      {
        hot_line_hours: 'Пн–Сб 08:00–20:00',
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes).toMatchObject({
      hot_line_hours: 'Пн–Сб 08:00–20:00',
      epgu_code: '6000000001',
    });
    const bad = await send('PATCH', `/v1/admin/organizations/${pskov}/settings`, 'senior_manager', {
      epgu_code: '60A',
      accepts_applications: 'maybe',
    });
    expect(errorsOf(bad.body)).toEqual({
      epgu_code: 'Поле должно содержать только цифры',
      accepts_applications: 'Поле заполнено некорректно',
    });
    expect(
      (
        await send('PATCH', `/v1/admin/organizations/${mosobl}/settings`, 'senior_manager', {
          hot_line_hours: '1',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await send('PATCH', `/v1/admin/organizations/${pskov}/settings`, 'operator', {
          hot_line_hours: '1',
        })
      ).status,
    ).toBe(403);

    const complex = await send(
      'PATCH',
      `/v1/admin/organizations/${mosobl}/complex_implementation`,
      'eog',
      {
        complex_implementation: true,
        complex_implementation_note: 'Пилот 2026',
      },
    );
    expect(complex.body.data.attributes).toEqual({
      complex_implementation: true,
      complex_implementation_note: 'Пилот 2026',
      organization_id: mosobl,
    });
    // The two tabs share one row: settings are untouched by the complex implementation.
    expect(
      (await send('GET', `/v1/admin/organizations/${mosobl}/settings`, 'auditor')).body.data
        .attributes.hot_line_hours,
    ).toBe('Круглосуточно');
  });

  it('replaces the services an organization provides', async () => {
    const url = `/v1/admin/organizations/${pskov}/services`;
    const current = await send('GET', url, 'auditor');
    expect(current.body.data.attributes.service_ids).toHaveLength(10);
    const keep = current.body.data.attributes.service_ids.slice(0, 2);
    const saved = await send('PATCH', url, 'services_manager', { service_ids: keep });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes.service_ids).toEqual(keep);
    expect(saved.body.included).toHaveLength(2);
    const missing = await send('PATCH', url, 'senior_manager', {});
    expect(errorsOf(missing.body)).toEqual({ service_ids: 'Поле обязательно для заполнения' });
    const unknown = await send('PATCH', url, 'senior_manager', { service_ids: ['999999'] });
    expect(unknown.status).toBe(422);
    expect((await send('GET', url, 'auditor')).body.data.attributes.service_ids).toEqual(keep);
    expect(
      (
        await send('PATCH', `/v1/admin/organizations/${mosobl}/services`, 'services_manager', {
          service_ids: [],
        })
      ).status,
    ).toBe(403);
  });

  it("judges the tabs' bodies by their schemas: kinds, lengths, unknown fields, id lists", async () => {
    const tab = (segment: string) => `/v1/admin/organizations/${pskov}/${segment}`;
    const stored = async () =>
      JSON.stringify([
        await ctx.db.query('SELECT * FROM organization_settings WHERE organization_id = $1', [
          pskov,
        ]),
        await ctx.db.query(
          'SELECT service_id FROM organization_services WHERE organization_id = $1 ORDER BY 1',
          [pskov],
        ),
      ]);
    const before = await stored();
    const refused = async (segment: string, attributes: object) => {
      const res = await send('PATCH', tab(segment), 'senior_manager', attributes);
      expect(res.status).toBe(422);
      return res.body.errors!.map((e: any) => [e.source.pointer, e.title, e.detail]);
    };
    const invalid = 'Поле заполнено некорректно';
    expect(await refused('settings', { accepts_applications: 1, epgu_code: 60 })).toEqual([
      ['/data/attributes/accepts_applications', 'Принимает заявки через портал', invalid],
      ['/data/attributes/epgu_code', 'Код организации в ЕПГУ', invalid],
    ]);
    expect(await refused('settings', { hot_line_hours: 'я'.repeat(256) })).toEqual([
      [
        '/data/attributes/hot_line_hours',
        'Часы работы горячей линии',
        'Длина должна быть не больше 255 символов',
      ],
    ]);
    expect(await refused('settings', { hot_line: 'Круглосуточно' })).toEqual([
      ['/data/attributes/hot_line', 'hot_line', 'Неизвестное поле'],
    ]);
    // A flag's string other than 'true' / 'false' is refused after the schema, by the same rule.
    expect(await refused('settings', { social_assistance: 'да' })).toEqual([
      [
        '/data/attributes/social_assistance',
        'Оказывает социальную помощь (догазификация)',
        invalid,
      ],
    ]);
    expect(
      await refused('complex_implementation', {
        complex_implementation: [],
        complex_implementation_note: 'я'.repeat(2001),
      }),
    ).toEqual([
      ['/data/attributes/complex_implementation', 'Комплексная реализация', invalid],
      [
        '/data/attributes/complex_implementation_note',
        'Примечание',
        'Длина должна быть не больше 2000 символов',
      ],
    ]);
    expect(await refused('services', { service_ids: null })).toEqual([
      ['/data/attributes/service_ids', 'Услуги', invalid],
    ]);
    const [service] = (await send('GET', tab('services'), 'auditor')).body.data.attributes
      .service_ids;
    expect(await refused('services', { service_ids: [service, 'x1'] })).toEqual([
      ['/data/attributes/service_ids/1', 'Идентификатор записи', invalid],
    ]);
    expect(await refused('services', { service_ids: Array(101).fill(service) })).toEqual([
      ['/data/attributes/service_ids', 'Услуги', invalid],
    ]);
    const bare = await call<Doc>(ctx.app, {
      method: 'PATCH',
      url: tab('services'),
      headers: tokens.senior_manager,
      payload: { service_ids: [service] },
    });
    expect(bare.status).toBe(400);
    expect(await stored()).toBe(before);

    // The ids a read answers may come back; a text is trimmed, 'true' read as a flag.
    const saved = await send('PATCH', tab('settings'), 'senior_manager', {
      id: pskov,
      organization_id: pskov,
      social_assistance: 'true',
      hot_line_hours: '  Пн–Пт 09:00–18:00 ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes).toMatchObject({
      social_assistance: true,
      hot_line_hours: 'Пн–Пт 09:00–18:00',
    });
  });

  it('tells the console whether the staff member is a РОГ', async () => {
    const manager = await send('GET', '/v1/admin/current', 'senior_manager');
    expect(manager.body.data.attributes.is_rog).toBe(true);
    const eog = await send('GET', '/v1/admin/current', 'eog');
    expect(eog.body.data.attributes.is_rog).toBe(false);
    const auditor = await send('GET', '/v1/admin/current', 'auditor');
    expect(auditor.body.data.attributes.is_rog).toBe(false);
    // Another region's main organization: no longer the РОГ of its own region.
    await ctx.db.query('UPDATE regions SET main_organization_id = $1 WHERE id = $2', [
      mosobl,
      region60,
    ]);
    expect(
      (await send('GET', '/v1/admin/current', 'senior_manager')).body.data.attributes.is_rog,
    ).toBe(false);
    await ctx.db.query('UPDATE regions SET main_organization_id = $1 WHERE id = $2', [
      pskov,
      region60,
    ]);
  });
});
