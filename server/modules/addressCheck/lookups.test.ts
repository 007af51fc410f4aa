import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressCheckMessages as msg } from '../../../src/domain/addressCheck';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { fakeDadata, json } from '../../test/fakeDadata';
import { publicIp } from './lookups';

type Doc = { data: { type: string; id: string; attributes: Record<string, unknown> } | null };
type Errors = { errors: { code: string; detail: string }[] };

/** DaData's iplocate answer for a Порхов visitor. */
const porkhovLocation = {
  value: 'г Порхов',
  unrestricted_value: '182620, Псковская обл, Порховский р-н, г Порхов',
  data: {
    postal_code: '182620',
    region: 'Псковская',
    region_with_type: 'Псковская обл',
    region_kladr_id: '6000000000000',
    area: 'Порховский',
    area_with_type: 'Порховский р-н',
    city: 'Порхов',
    city_with_type: 'г Порхов',
    oktmo: '58643101001',
  },
};

describe('the address service look-ups', () => {
  let ctx: TestContext;
  /** DaData configured, client addresses as the socket has them. */
  let withDadata: FastifyInstance;
  /** DaData configured behind a trusted proxy, 3 address calls a minute. */
  let behindProxy: FastifyInstance;
  const dadata = fakeDadata();
  const idOf = async (table: string, name: string) =>
    (
      await ctx.db.query<{ id: string }>(`SELECT id::text AS id FROM ${table} WHERE name = $1`, [
        name,
      ])
    )[0]!.id;
  const appWith = async (config: Partial<Config>) => {
    const app = await buildApp({
      config: {
        ...ctx.config,
        dadataToken: 'secret-key',
        dadataUrl: dadata.url(),
        dadataTimeoutMs: 2000,
        ...config,
      },
      db: ctx.db,
      jwtSecret: ctx.app.jwtSecret,
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await dadata.listen();
    withDadata = await appWith({});
    behindProxy = await appWith({ trustProxy: true, addressCallsPerMinute: 3 });
  });
  afterAll(async () => {
    await withDadata.close();
    await behindProxy.close();
    dadata.close();
    await ctx.close();
  });
  beforeEach(() => {
    dadata.calls.length = 0;
  });

  describe('GET /v1/address_suggestions/iplocate', () => {
    const locate = (app: FastifyInstance, remoteAddress: string, headers = {}) =>
      call<Doc>(app, { url: '/v1/address_suggestions/iplocate', remoteAddress, headers });

    it('without DADATA_TOKEN knows no location: null, and nobody is asked', async () => {
      const res = await locate(ctx.app, '81.23.1.10');
      expect(res).toEqual({ status: 200, body: { data: null } });
      expect(dadata.calls).toEqual([]);
    });

    it('asks DaData about the client address and ties the answer to our region and settlement', async () => {
      dadata.answer(json({ location: porkhovLocation }));
      const res = await locate(withDadata, '81.23.1.11');
      expect(res.status).toBe(200);
      expect(dadata.calls).toEqual([
        {
          method: 'GET',
          path: '/api/4_1/rs/iplocate/address?ip=81.23.1.11',
          auth: 'Token secret-key',
          body: null,
        },
      ]);
      expect(res.body.data).toMatchObject({
        type: 'address_suggestion',
        id: 'iplocate',
        attributes: {
          value: 'г Порхов',
          region_id: await idOf('regions', 'Псковская область'),
          settlement_id: await idOf('settlements', 'Порхов'),
          data: { city: 'Порхов', region_with_type: 'Псковская обл', oktmo: '58643101001' },
        },
      });
      expect(res.body.data!.attributes.data).not.toHaveProperty('region_kladr_id');

      // Asked again from the same address: the answer kept, DaData not asked twice.
      expect((await locate(withDadata, '81.23.1.11')).body).toEqual(res.body);
      expect(dadata.calls).toHaveLength(1);
    });

    it('finds the region by its KLADR code when the names differ', async () => {
      dadata.answer(
        json({
          location: {
            ...porkhovLocation,
            data: { ...porkhovLocation.data, region: 'Псковщина', city: 'Нигдевск' },
          },
        }),
      );
      const res = await locate(withDadata, '81.23.1.12');
      expect(res.body.data!.attributes).toMatchObject({
        region_id: await idOf('regions', 'Псковская область'),
        settlement_id: null,
      });
    });

    it('answers null for an address DaData does not know, and for a private one without asking', async () => {
      dadata.answer(json({ location: null }));
      expect((await locate(withDadata, '81.23.1.13')).body).toEqual({ data: null });
      expect(dadata.calls).toHaveLength(1);
      expect((await locate(withDadata, '192.168.1.5')).body).toEqual({ data: null });
      expect((await locate(withDadata, '::1')).body).toEqual({ data: null });
      expect(dadata.calls).toHaveLength(1);
    });

    it('reads X-Forwarded-For only behind a trusted proxy', async () => {
      dadata.answer(json({ location: porkhovLocation }));
      const forwarded = { 'x-forwarded-for': '95.31.0.7' };
      // A client cannot pass for another address: the socket's (private) address counts.
      expect((await locate(withDadata, '10.0.0.2', forwarded)).body).toEqual({ data: null });
      expect(dadata.calls).toEqual([]);
      const res = await locate(behindProxy, '10.0.0.2', forwarded);
      expect(res.body.data?.attributes.value).toBe('г Порхов');
      expect(dadata.calls.map((c) => c.path)).toEqual([
        '/api/4_1/rs/iplocate/address?ip=95.31.0.7',
      ]);
    });

    it('answers 503 with the seeds’ message when DaData fails, and asks again next time', async () => {
      dadata.answer((res) => res.writeHead(500).end());
      const failed = await call<Errors>(withDadata, {
        url: '/v1/address_suggestions/iplocate',
        remoteAddress: '81.23.1.14',
      });
      expect(failed.status).toBe(503);
      expect(failed.body.errors[0]!.detail).toBe(msg.failed);
      dadata.answer(json({ location: null }));
      expect((await locate(withDadata, '81.23.1.14')).status).toBe(200);
      expect(dadata.calls).toHaveLength(2);
    });

    it('limits the calls per client address, with the seeds’ 429', async () => {
      dadata.answer(json({ location: null }));
      const from = (ip: string) =>
        call<Errors>(behindProxy, {
          url: '/v1/address_suggestions/iplocate',
          headers: { 'x-forwarded-for': ip },
        });
      for (let i = 0; i < 3; i++) expect((await from('95.31.0.8')).status).toBe(200);
      const refused = await from('95.31.0.8');
      expect(refused.status).toBe(429);
      expect(refused.body.errors[0]!.code).toBe('too_many_requests');
      expect((await from('95.31.0.9')).status).toBe(200);
    });
  });

  describe('GET /v1/address_suggestions/oktmo/{code}', () => {
    const find = (app: FastifyInstance, code: string) =>
      call<Doc & Errors>(app, { url: `/v1/address_suggestions/oktmo/${code}` });

    beforeAll(async () => {
      await ctx.db.query('UPDATE settlements SET oktmo = $1 WHERE name = $2', [
        '58643101001',
        'Порхов',
      ]);
    });

    it('refuses a code that is not 8 or 11 digits with the registry’s message', async () => {
      for (const code of ['5864310', '586431010', 'abcdefgh']) {
        const res = await find(ctx.app, code);
        expect(res.status).toBe(400);
        expect(res.body.errors[0]!.detail).toBe(msg.oktmoInvalid);
      }
    });

    it('without DADATA_TOKEN names the municipality from our settlements', async () => {
      const settlement = await find(ctx.app, '58643101001');
      expect(settlement.status).toBe(200);
      expect(settlement.body.data).toEqual({
        type: 'oktmo',
        id: '58643101001',
        attributes: {
          value: '58643101001',
          unrestricted_value: '58643101001',
          settlement_id: await idOf('settlements', 'Порхов'),
          data: {
            oktmo: '58643101001',
            area_type: null,
            area_code: null,
            area: 'Порховский район',
            subarea_type: null,
            subarea_code: null,
            subarea: 'Порхов',
          },
        },
      });
      const municipality = await find(ctx.app, '58643101');
      expect(municipality.body.data!.attributes).toMatchObject({
        settlement_id: null,
        data: { oktmo: '58643101', area: 'Порховский район', subarea: null },
      });
      const unknown = await find(ctx.app, '01234567');
      expect(unknown.status).toBe(404);
      expect(unknown.body.errors[0]!.detail).toBe(msg.oktmoNotFound);
      expect(dadata.calls).toEqual([]);
    });

    it('asks DaData’s ОКТМО dictionary for the municipality of a code, once', async () => {
      const record = {
        value: '58643101',
        unrestricted_value: '58643101',
        data: {
          oktmo: '58643101',
          area_type: '1',
          area_code: '58643000',
          area: 'Порховский муниципальный район',
          subarea_type: '1',
          subarea_code: '58643101',
          subarea: 'Порховское городское поселение',
          extra: 'dropped',
        },
      };
      dadata.answer(json({ suggestions: [record] }));
      const res = await find(withDadata, '58643101001');
      expect(dadata.calls).toEqual([
        {
          method: 'POST',
          path: '/api/4_1/rs/findById/oktmo',
          auth: 'Token secret-key',
          body: { query: '58643101' },
        },
      ]);
      expect(res.body.data).toEqual({
        type: 'oktmo',
        id: '58643101001',
        attributes: {
          value: '58643101',
          unrestricted_value: '58643101',
          settlement_id: await idOf('settlements', 'Порхов'),
          data: {
            oktmo: '58643101',
            area_type: '1',
            area_code: '58643000',
            area: 'Порховский муниципальный район',
            subarea_type: '1',
            subarea_code: '58643101',
            subarea: 'Порховское городское поселение',
          },
        },
      });
      expect((await find(withDadata, '58643101001')).body).toEqual(res.body);
      expect(dadata.calls).toHaveLength(1);
    });

    it('answers 404 for a code DaData does not know, 503 when it fails', async () => {
      dadata.answer(json({ suggestions: [] }));
      const unknown = await find(withDadata, '99999999');
      expect(unknown.status).toBe(404);
      expect(unknown.body.errors[0]!.detail).toBe(msg.oktmoNotFound);
      dadata.answer(json({ nothing: true }));
      const failed = await find(withDadata, '99999998');
      expect(failed.status).toBe(503);
      expect(failed.body.errors[0]!.detail).toBe(msg.failed);
    });
  });
});

describe('publicIp', () => {
  it.each([
    ['81.23.1.10', '81.23.1.10'],
    ['::ffff:81.23.1.10', '81.23.1.10'],
    ['2a02:6b8::1', '2a02:6b8::1'],
    ['127.0.0.1', null],
    ['::ffff:127.0.0.1', null],
    ['10.1.2.3', null],
    ['172.20.0.1', null],
    ['100.64.0.1', null],
    ['169.254.1.1', null],
    ['fd00::1', null],
    ['fe80::1', null],
    ['::1', null],
    ['not an address', null],
  ])('%s → %s', (address, expected) => {
    expect(publicIp(address)).toBe(expected);
  });
});
