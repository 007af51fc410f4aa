/**
 * The address service's look-ups besides the suggestions (seed 000 §7 "External address
 * service": iplocate/address and findById/oktmo):
 *
 *   GET /v1/address_suggestions/iplocate     the visitor's whereabouts from their IP address:
 *                                            DaData's `iplocate/address` for the client address
 *                                            (X-Forwarded-For only with TRUST_PROXY) as an
 *                                            address suggestion with our region and settlement;
 *                                            `data: null` when unknown, for a private address,
 *                                            and always without DADATA_TOKEN (no IP database of
 *                                            our own), so the site preselects nothing  public
 *   GET /v1/address_suggestions/oktmo/{code} the municipality of an ОКТМО code (8 or 11 digits):
 *                                            DaData's `findById/oktmo` (its dictionary holds
 *                                            municipalities only, so it is asked the code's first
 *                                            8 digits), without DADATA_TOKEN our settlements that
 *                                            carry the code; 404 when nobody knows it   public
 *
 * Both are cached briefly per instance (./cache.ts) and rate-limited like the suggestions; a
 * failed DaData call is the seeds' 503 'Произошла ошибка, попробуйте повторить запрос позже'.
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  addressCheckMessages as msg,
  OKTMO_PATTERN,
  type AddressLocation,
  type OktmoRecord,
} from '../../../src/domain/addressCheck';
import { textParams } from '../../http/moreSchemas';
import { open, resource as resourceSchema, resourceDocument, responses } from '../../http/schemas';
import { BadRequest, NotFound } from '../../jsonapi/errors';
import { resource, single } from '../../jsonapi/serialize';
import { answerCache } from './cache';
import { suggestionData, type AddressService, type DadataSuggestion } from './dadata';
import { localOktmo, regionOf, settlementsOf } from './queries';
import { addressRouteConfig, callService } from './service';

/** Addresses no IP database places: loopback, private, link-local, shared and unique-local. */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv6');

/** The client address as an IP database reads it ('::ffff:1.2.3.4' → '1.2.3.4'); null if private. */
export function publicIp(address: string): string | null {
  const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(ip);
  if (!family) return null;
  return privateRanges.check(ip, family === 4 ? 'ipv4' : 'ipv6') ? null : ip;
}

const LOCATION_TTL_MS = 10 * 60_000;
const OKTMO_TTL_MS = 60 * 60_000;
const CACHE_MAX = 10_000;

type LocationAttributes = Omit<AddressLocation, 'id'>;

function locationOf(
  s: DadataSuggestion,
  ids: { settlement: string | null; region: string | null },
): LocationAttributes {
  return {
    value: s.value,
    unrestricted_value: s.unrestricted_value,
    data: suggestionData(s),
    settlement_id: ids.settlement,
    region_id: ids.region,
  };
}

const locationAnswer = responses({
  200: open({
    data: Type.Union([resourceSchema(), Type.Null()], {
      description: 'Адрес посетителя по IP-адресу или null, если он неизвестен',
    }),
  }),
});
const oktmoParams = textParams({ code: 'Код ОКТМО, 8 или 11 цифр' });

export function addressLookupRoutes(app: FastifyInstance, service: AddressService | null): void {
  const locations = answerCache<LocationAttributes | null>({
    ttlMs: LOCATION_TTL_MS,
    max: CACHE_MAX,
  });
  const oktmoCodes = answerCache<Omit<OktmoRecord, 'id'> | null>({
    ttlMs: OKTMO_TTL_MS,
    max: CACHE_MAX,
  });

  const locate = async (log: FastifyBaseLogger, ip: string): Promise<LocationAttributes | null> => {
    if (!service) return null;
    const cached = locations.get(ip);
    if (cached !== undefined) return cached;
    const found = await callService(log, 'iplocate', () => service.iplocate(ip));
    const located = found
      ? locationOf(found, {
          settlement: (await settlementsOf(app.readDb, [found]))[0] ?? null,
          region: await regionOf(app.readDb, found),
        })
      : null;
    locations.set(ip, located);
    return located;
  };

  app.get(
    '/v1/address_suggestions/iplocate',
    { config: addressRouteConfig(app), schema: { response: locationAnswer } },
    async (request) => {
      const ip = publicIp(request.ip);
      const located = ip ? await locate(request.log, ip) : null;
      return { data: located ? resource('address_suggestion', 'iplocate', located) : null };
    },
  );

  const findOktmo = async (
    log: FastifyBaseLogger,
    code: string,
  ): Promise<Omit<OktmoRecord, 'id'> | null> => {
    const cached = oktmoCodes.get(code);
    if (cached !== undefined) return cached;
    // DaData names the municipality; ours only adds the settlement of an 11-digit code.
    const local = !service || code.length === 11 ? await localOktmo(app.readDb, code) : null;
    let found: Omit<OktmoRecord, 'id'> | null = null;
    if (service) {
      const [record] = await callService(log, 'findById/oktmo', () =>
        service.findOktmo(code.slice(0, 8)),
      );
      if (record) found = { ...record, settlement_id: local?.settlement_id ?? null };
    } else if (local) {
      found = {
        value: code,
        unrestricted_value: code,
        data: {
          oktmo: code,
          area_type: null,
          area_code: null,
          area: local.municipal_district ?? local.region_name,
          subarea_type: null,
          subarea_code: null,
          subarea: local.settlement_name,
        },
        settlement_id: local.settlement_id,
      };
    }
    oktmoCodes.set(code, found);
    return found;
  };

  app.get<{ Params: { code: string } }>(
    '/v1/address_suggestions/oktmo/:code',
    {
      config: addressRouteConfig(app),
      schema: { params: oktmoParams, response: responses({ 200: resourceDocument() }) },
    },
    async (request) => {
      const code = request.params.code.trim();
      if (!OKTMO_PATTERN.test(code)) throw new BadRequest(msg.oktmoInvalid, '/code');
      const found = await findOktmo(request.log, code);
      if (!found) throw new NotFound(msg.oktmoNotFound);
      return single(resource('oktmo', code, found));
    },
  );
}
