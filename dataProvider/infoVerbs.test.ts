import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, useApi } from './testApi';

const { server, requests, provider } = useApi();

describe('health', () => {
  it('asks GET /health for JSON and reads the status', async () => {
    let accept: string | null = null;
    server.use(
      http.get(`${API}/health`, ({ request }) => {
        accept = request.headers.get('accept');
        return HttpResponse.json({ status: 'ok', database: { kind: 'pglite', status: 'up' } });
      }),
    );
    const { data } = await provider().dataProvider.health();
    expect(requests).toEqual([`GET ${API}/health`]);
    expect(accept).toBe('application/json');
    expect(data).toEqual({ status: 'ok', database: { kind: 'pglite', status: 'up' } });
  });

  it('reads the 503 of a lost database as a degraded portal', async () => {
    server.use(
      http.get(`${API}/health`, () =>
        HttpResponse.json(
          { status: 'degraded', database: { kind: 'pg', status: 'down' } },
          { status: 503 },
        ),
      ),
    );
    const { data } = await provider().dataProvider.health();
    expect(data).toEqual({ status: 'degraded', database: { status: 'down' } });
  });

  it('fails on any other error', async () => {
    server.use(http.get(`${API}/health`, () => new HttpResponse(null, { status: 500 })));
    await expect(provider().dataProvider.health()).rejects.toMatchObject({ status: 500 });
  });
});

describe('guestAppeal and createAppeal', () => {
  it('POSTs {data: {type: appeal, attributes}} to /v1/guest_appeals from either context', async () => {
    let body: unknown;
    let auth: string | null = null;
    server.use(
      http.post(`${API}/v1/guest_appeals`, async ({ request }) => {
        body = await request.json();
        auth = request.headers.get('authorization');
        return HttpResponse.json(
          { data: { type: 'appeal', id: '3', attributes: { text: 'Нет газа' } } },
          { status: 201 },
        );
      }),
    );
    const { data } = await provider().dataProvider.guestAppeal({ data: { text: 'Нет газа' } });
    expect(requests).toEqual([`POST ${API}/v1/guest_appeals`]);
    expect(body).toEqual({ data: { type: 'appeal', attributes: { text: 'Нет газа' } } });
    expect(auth).toBe('Bearer jwt-1');
    expect(data).toEqual({ id: '3', text: 'Нет газа' });
  });

  it("POSTs a signed-in applicant's appeal to /v1/appeals", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/v1/appeals`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { data: { type: 'appeal', id: '4', attributes: { status: 'new' } } },
          { status: 201 },
        );
      }),
    );
    const { data } = await provider().dataProvider.createAppeal({ data: { text: 'Вопрос' } });
    expect(requests).toEqual([`POST ${API}/v1/appeals`]);
    expect(body).toEqual({ data: { type: 'appeal', attributes: { text: 'Вопрос' } } });
    expect(data).toEqual({ id: '4', status: 'new' });
  });

  it('answers null for an empty answer', async () => {
    server.use(http.post(`${API}/v1/guest_appeals`, () => new HttpResponse(null, { status: 204 })));
    const { data } = await provider().dataProvider.guestAppeal({ data: { text: 'Ок' } });
    expect(data).toBeNull();
  });
});
