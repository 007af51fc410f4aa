import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressCheckMessages } from '../../../src/domain/addressCheck';
import { buildApp } from '../../app';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { fakeDadata, json } from '../../test/fakeDadata';

type Suggestions = {
  data: {
    id: string;
    attributes: { value: string; settlement_id: string | null; data: Record<string, unknown> };
  }[];
};
type Check = { data: { id: string; attributes: Record<string, unknown> } };
type Errors = { errors: { detail: string }[] };

describe('address check', () => {
  let ctx: TestContext;
  let withDadata: FastifyInstance;
  const dadata = fakeDadata();
  const idOf = async (name: string) =>
    String(
      (await ctx.db.query<{ id: string }>('SELECT id FROM settlements WHERE name = $1', [name]))[0]!
        .id,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    await dadata.listen();
    withDadata = await buildApp({
      config: {
        ...ctx.config,
        dadataToken: 'secret-key',
        dadataUrl: dadata.url(),
        dadataTimeoutMs: 2000,
      },
      db: ctx.db,
      jwtSecret: ctx.app.jwtSecret,
    });
    await withDadata.ready();
  });
  afterAll(async () => {
    await withDadata.close();
    dadata.close();
    await ctx.close();
  });
  beforeEach(() => {
    dadata.calls.length = 0;
  });

  describe('without DADATA_TOKEN: our own settlements', () => {
    it('suggests 5 settlements by default, each an address with its settlement', async () => {
      const res = await call<Suggestions>(ctx.app, {
        url: '/v1/address_suggestions?query=' + encodeURIComponent('П'),
      });
      expect(res.status).toBe(400);

      const found = await call<Suggestions>(ctx.app, {
        url: '/v1/address_suggestions?query=' + encodeURIComponent('Пор'),
      });
      expect(found.status).toBe(200);
      const porkhov = found.body.data.find((s) => s.attributes.value.endsWith('г Порхов'));
      expect(porkhov?.attributes).toMatchObject({
        value: 'Псковская область, Порховский район, г Порхов',
        settlement_id: await idOf('Порхов'),
        data: { city: 'Порхов', region_with_type: 'Псковская область', area: 'Порховский район' },
      });

      const many = await call<Suggestions>(ctx.app, {
        url: '/v1/address_suggestions?query=' + encodeURIComponent('Псковский'),
      });
      expect(many.body.data).toHaveLength(5);
      const three = await call<Suggestions>(ctx.app, {
        url: '/v1/address_suggestions?count=3&query=' + encodeURIComponent('Псковский'),
      });
      expect(three.body.data).toHaveLength(3);
      expect(dadata.calls).toHaveLength(0);
    });

    it('declares its query: a count that is not a number is refused', async () => {
      const res = await call(ctx.app, { url: '/v1/address_suggestions?query=abc&count=x' });
      expect(res.status).toBe(400);
    });
  });

  describe('with DADATA_TOKEN: DaData through our server', () => {
    const suggestion = (over: Record<string, unknown>) => ({
      value: 'Псковская обл, Порховский р-н, г Порхов, ул Ленина, д 1',
      unrestricted_value: '182620, Псковская обл, Порховский р-н, г Порхов, ул Ленина, д 1',
      data: {
        postal_code: '182620',
        region: 'Псковская',
        region_with_type: 'Псковская обл',
        area: 'Порховский',
        area_with_type: 'Порховский р-н',
        city: 'Порхов',
        city_with_type: 'г Порхов',
        street_with_type: 'ул Ленина',
        house: '1',
        oktmo: '58643101001',
        city_fias_id: null,
        unknown_field: 'dropped',
        ...over,
      },
    });

    it('asks DaData with the key, the query and the count, and ties its answers to our settlements', async () => {
      dadata.answer(
        json({
          suggestions: [
            suggestion({}),
            suggestion({ city: 'Нигдевск', city_with_type: 'г Нигдевск' }),
          ],
        }),
      );
      const res = await call<Suggestions>(withDadata, {
        url: '/v1/address_suggestions?query=' + encodeURIComponent('Порхов Ленина'),
      });
      expect(res.status).toBe(200);
      expect(dadata.calls).toEqual([
        {
          method: 'POST',
          path: '/api/4_1/rs/suggest/address',
          auth: 'Token secret-key',
          body: { query: 'Порхов Ленина', count: 5 },
        },
      ]);
      expect(res.body.data.map((s) => s.attributes.settlement_id)).toEqual([
        await idOf('Порхов'),
        null,
      ]);
      expect(res.body.data[0]!.attributes).toMatchObject({
        value: 'Псковская обл, Порховский р-н, г Порхов, ул Ленина, д 1',
        data: {
          postal_code: '182620',
          street_with_type: 'ул Ленина',
          house: '1',
          oktmo: '58643101001',
        },
      });
      expect(res.body.data[0]!.attributes.data).not.toHaveProperty('unknown_field');
    });

    it('matches by the ФИАС code first', async () => {
      const fias = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
      await ctx.db.query('UPDATE settlements SET fias_id = $1 WHERE name = $2', [fias, 'Локня']);
      dadata.answer(json({ suggestions: [suggestion({ city: 'Иное', city_fias_id: fias })] }));
      const res = await call<Suggestions>(withDadata, {
        url: '/v1/address_suggestions?query=Lokn',
      });
      expect(res.body.data[0]!.attributes.settlement_id).toBe(await idOf('Локня'));
    });

    it.each([
      ['an error status', (res: ServerResponse) => res.writeHead(500).end()],
      ['a body of another shape', json({ nothing: [] })],
      ['no answer in time', () => undefined],
    ])('answers 503 with the seeds’ message on %s', async (_, answer) => {
      dadata.answer(answer);
      const res = await call<Errors>(withDadata, { url: '/v1/address_suggestions?query=Порхов' });
      expect(res.status).toBe(503);
      expect(res.body.errors[0]!.detail).toBe(addressCheckMessages.failed);
    });
  });

  describe('GET /v1/address_checks/{id}', () => {
    it('answers the gas status, the programme items and the ГРО of a settlement', async () => {
      const res = await call<Check>(ctx.app, {
        url: `/v1/address_checks/${await idOf('Бежаницы')}`,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.attributes).toMatchObject({
        settlement_name: 'Бежаницы',
        region_name: 'Псковская область',
        gas_status: 'not_gasified',
        in_programme: true,
        programme_items: [
          expect.objectContaining({
            name: 'Межпоселковый газопровод Бежаницы — Локня',
            year: 2025,
          }),
        ],
        organization: expect.objectContaining({ name: 'АО «Газпром газораспределение Псков»' }),
      });
    });

    it('answers the settlement’s ОКТМО code', async () => {
      await ctx.db.query('UPDATE settlements SET oktmo = $1 WHERE name = $2', [
        '58606101001',
        'Бежаницы',
      ]);
      const res = await call<Check>(ctx.app, {
        url: `/v1/address_checks/${await idOf('Бежаницы')}`,
      });
      expect(res.body.data.attributes.oktmo).toBe('58606101001');
    });

    it('says no programme for a gasified town outside it, 404 for an unknown id, 400 for a bad one', async () => {
      const pskov = await call<Check>(ctx.app, {
        url: `/v1/address_checks/${await idOf('Псков')}`,
      });
      expect(pskov.body.data.attributes).toMatchObject({
        gas_status: 'gasified',
        in_programme: false,
        programme_items: [],
      });
      expect((await call(ctx.app, { url: '/v1/address_checks/999999999' })).status).toBe(404);
      expect((await call(ctx.app, { url: '/v1/address_checks/abc' })).status).toBe(400);
    });
  });
});
