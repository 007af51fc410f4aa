/**
 * The site's address check (issue 17; seed 000 §2 'check address', §5 "Address suggestions",
 * §7 "External address service"):
 *
 *   GET /v1/address_suggestions      `query` (≥ 2 letters), `count` or `per` (default 5, ≤ 20):
 *                                    DaData's suggestions when DADATA_TOKEN is set (each tied to
 *                                    our settlement by its ФИАС code, else by name and region),
 *                                    otherwise our own settlements through the site's
 *                                    `GET /v1/settlements/find`; a failed DaData call is a 503
 *                                    with the seeds' message                          public
 *   GET /v1/address_suggestions/iplocate, /v1/address_suggestions/oktmo/{code}
 *                                    the visitor's location and an ОКТМО code's municipality
 *                                    (./lookups.ts)                                   public
 *   GET /v1/address_checks/{id}      the answer for settlement {id}: its gas status, whether it
 *                                    is in the gasification programme (and the programme items
 *                                    it is in), the ГРО serving it, its ОКТМО code    public
 *
 * The address service's routes are rate-limited per client (./service.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  ADDRESS_QUERY_MIN,
  ADDRESS_SUGGESTION_COUNT,
  ADDRESS_SUGGESTION_MAX,
  addressCheckMessages as msg,
  type AddressSuggestion,
} from '../../../src/domain/addressCheck';
import { pathId } from '../../http/request';
import { BadRequest, NotFound, Unavailable } from '../../jsonapi/errors';
import { list, resource, single } from '../../jsonapi/serialize';
import { suggestionData, type DadataSuggestion } from './dadata';
import { answer } from '../../http/moreSchemas';
import type { CitizenRow } from '../settlements/find';
import { addressLookupRoutes } from './lookups';
import { programmeItemsOf, settlementCheck, settlementsOf } from './queries';
import { addressRouteConfig, addressServiceOf, callService } from './service';

const suggestionsQuery = {
  type: 'object',
  properties: {
    query: { type: 'string', maxLength: 300 },
    count: { type: 'string', pattern: '^[0-9]{1,3}$' },
    per: { type: 'string', pattern: '^[0-9]{1,3}$' },
  },
} as const;
const checkParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,18}$' } },
  required: ['id'],
} as const;

/** Short settlement kinds as addresses write them (ФИАС abbreviations). */
const kindShort: Record<string, string> = {
  city: 'г',
  urban_settlement: 'пгт',
  settlement: 'п',
  selo: 'с',
  village: 'д',
  stanitsa: 'ст-ца',
  khutor: 'х',
  snt: 'снт',
};

/** A settlement as `GET /v1/settlements/find` answers it (server/modules/settlements). */
interface FoundSettlement {
  id: string;
  attributes: Pick<CitizenRow, 'name' | 'kind' | 'municipal_district' | 'fias_id' | 'region_name'>;
}

/** Our settlement as an address suggestion, the parts named as DaData names them. */
function localSuggestion(s: FoundSettlement): AddressSuggestion {
  const a = s.attributes;
  const withType = `${kindShort[a.kind] ?? ''} ${a.name}`.trim();
  const isCity = a.kind === 'city';
  const parts = [a.region_name, a.municipal_district, withType].filter(Boolean);
  const value = parts.join(', ');
  return {
    id: s.id,
    value,
    unrestricted_value: value,
    settlement_id: s.id,
    data: {
      postal_code: null,
      region: a.region_name,
      region_with_type: a.region_name,
      area: a.municipal_district,
      area_with_type: a.municipal_district,
      city: isCity ? a.name : null,
      city_with_type: isCity ? withType : null,
      settlement: isCity ? null : a.name,
      settlement_with_type: isCity ? null : withType,
      street_with_type: null,
      house: null,
      block: null,
      flat: null,
      fias_id: a.fias_id,
      oktmo: null,
    },
  };
}

function suggestionResource(s: AddressSuggestion) {
  const { id, ...attributes } = s;
  return resource('address_suggestion', id, attributes);
}

export default async function addressCheckRoutes(app: FastifyInstance): Promise<void> {
  const service = addressServiceOf(app);
  addressLookupRoutes(app, service);

  app.get<{ Querystring: { query?: string; count?: string; per?: string } }>(
    '/v1/address_suggestions',
    {
      config: addressRouteConfig(app),
      schema: { querystring: suggestionsQuery, response: answer.list },
    },
    async (request) => {
      const query = (request.query.query ?? '').trim();
      if ([...query].length < ADDRESS_QUERY_MIN) throw new BadRequest(msg.shortQuery, '/query');
      const asked = Number(request.query.count ?? request.query.per ?? ADDRESS_SUGGESTION_COUNT);
      const count = Math.min(
        Math.max(asked || ADDRESS_SUGGESTION_COUNT, 1),
        ADDRESS_SUGGESTION_MAX,
      );
      const page = { page: 1, per: count };

      if (service) {
        const found: DadataSuggestion[] = await callService(request.log, 'suggestions', () =>
          service.suggest(query, count),
        );
        const ids = await settlementsOf(app.readDb, found);
        const data = found.map((s, i) =>
          suggestionResource({
            id: String(i + 1),
            value: s.value,
            unrestricted_value: s.unrestricted_value,
            settlement_id: ids[i] ?? null,
            data: suggestionData(s),
          }),
        );
        return list(data, { ...page, total: data.length });
      }

      // Our own settlements: the site's find call itself, so the search stays in one place.
      const params = new URLSearchParams({ query, per: String(count) });
      const response = await app.inject({
        method: 'GET',
        url: `/v1/settlements/find?${params.toString()}`,
      });
      if (response.statusCode !== 200) throw new Unavailable(msg.failed);
      const found = (response.json() as { data: FoundSettlement[] }).data;
      const data = found.map((s) => suggestionResource(localSuggestion(s)));
      return list(data, { ...page, total: data.length });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v1/address_checks/:id',
    { config: { access: 'public' }, schema: { params: checkParams, response: answer.document } },
    async (request) => {
      const id = pathId(request.params.id);
      const row = await settlementCheck(app.readDb, id);
      if (!row) throw new NotFound();
      const items = await programmeItemsOf(app.readDb, id);
      return single(
        resource('address_check', row.id, {
          settlement_name: row.name,
          settlement_kind: row.kind,
          municipal_district: row.municipal_district,
          oktmo: row.oktmo,
          region_id: row.region_id,
          region_name: row.region_name,
          gas_status: row.gas_status,
          in_programme: row.in_programme || items.length > 0,
          programme_items: items,
          organization: row.organization_id
            ? {
                id: row.organization_id,
                name: row.organization_name,
                unified_phone: row.unified_phone,
                phones: row.phones ?? [],
              }
            : null,
        }),
      );
    },
  );
}
