import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addressCheckMessages } from '../src/domain/addressCheck';
import { API, useApi } from './testApi';

const { server, requests, provider } = useApi();

const failure = (status: number, detail: string) =>
  HttpResponse.json({ errors: [{ code: 'x', title: 'x', detail }] }, { status });

describe('locateAddress', () => {
  it('asks GET /v1/address_suggestions/iplocate on the site path, even from the console', async () => {
    server.use(
      http.get(`${API}/v1/address_suggestions/iplocate`, () =>
        HttpResponse.json({
          data: {
            type: 'address_suggestion',
            id: 'iplocate',
            attributes: {
              value: 'г Порхов',
              unrestricted_value: '182620, Псковская обл, г Порхов',
              data: { city: 'Порхов', region_with_type: 'Псковская обл' },
              settlement_id: '7',
              region_id: '60',
            },
          },
        }),
      ),
    );
    const { data } = await provider().dataProvider.locateAddress();
    expect(requests).toEqual([`GET ${API}/v1/address_suggestions/iplocate`]);
    expect(data).toEqual({
      id: 'iplocate',
      value: 'г Порхов',
      unrestricted_value: '182620, Псковская обл, г Порхов',
      data: { city: 'Порхов', region_with_type: 'Псковская обл' },
      settlement_id: '7',
      region_id: '60',
    });
  });

  it('answers null when the address is unknown', async () => {
    server.use(
      http.get(`${API}/v1/address_suggestions/iplocate`, () => HttpResponse.json({ data: null })),
    );
    expect(await provider().dataProvider.locateAddress()).toEqual({ data: null });
  });

  it('throws the server’s 503 (the screens show the seeds’ message)', async () => {
    server.use(
      http.get(`${API}/v1/address_suggestions/iplocate`, () =>
        failure(503, addressCheckMessages.failed),
      ),
    );
    await expect(provider().dataProvider.locateAddress()).rejects.toMatchObject({ status: 503 });
  });
});

describe('findOktmo', () => {
  it('asks GET /v1/address_suggestions/oktmo/{code} and reads the municipality', async () => {
    server.use(
      http.get(`${API}/v1/address_suggestions/oktmo/:code`, ({ params }) =>
        HttpResponse.json({
          data: {
            type: 'oktmo',
            id: params.code,
            attributes: {
              value: '58643101',
              unrestricted_value: '58643101',
              data: { oktmo: '58643101', area: 'Порховский муниципальный район', subarea: null },
              settlement_id: null,
            },
          },
        }),
      ),
    );
    const { data } = await provider().dataProvider.findOktmo({ code: '58643101001' });
    expect(requests).toEqual([`GET ${API}/v1/address_suggestions/oktmo/58643101001`]);
    expect(data).toMatchObject({
      id: '58643101001',
      data: { oktmo: '58643101', area: 'Порховский муниципальный район' },
    });
  });

  it('answers null for a code nobody knows (404), throws any other failure', async () => {
    server.use(
      http.get(`${API}/v1/address_suggestions/oktmo/01234567`, () =>
        failure(404, addressCheckMessages.oktmoNotFound),
      ),
      http.get(`${API}/v1/address_suggestions/oktmo/1234567`, () =>
        failure(400, addressCheckMessages.oktmoInvalid),
      ),
    );
    const verbs = provider().dataProvider;
    expect(await verbs.findOktmo({ code: '01234567' })).toEqual({ data: null });
    await expect(verbs.findOktmo({ code: '1234567' })).rejects.toMatchObject({
      status: 400,
      message: addressCheckMessages.oktmoInvalid,
    });
  });
});

describe('suggestAddresses', () => {
  it('asks the site path GET /v1/address_suggestions from the console, with the query', async () => {
    let asked: Record<string, string> = {};
    server.use(
      http.get(`${API}/v1/address_suggestions`, ({ request }) => {
        asked = Object.fromEntries(new URL(request.url).searchParams);
        const query = asked.query;
        return HttpResponse.json({
          data: [
            {
              type: 'address_suggestion',
              id: '1',
              attributes: {
                value: `Псковская обл, г ${query}`,
                unrestricted_value: `Псковская обл, г ${query}`,
                data: { fias_id: 'f1e2d3c4-0000-4000-8000-000000000001' },
                settlement_id: '7',
              },
            },
          ],
        });
      }),
    );
    const { data } = await provider().dataProvider.suggestAddresses({ query: 'Порхов', count: 5 });
    expect(requests).toEqual([`GET ${API}/v1/address_suggestions`]);
    expect(asked).toEqual({ query: 'Порхов', count: '5' });
    expect(data).toEqual([
      expect.objectContaining({
        id: '1',
        value: 'Псковская обл, г Порхов',
        data: { fias_id: 'f1e2d3c4-0000-4000-8000-000000000001' },
      }),
    ]);
  });
});
