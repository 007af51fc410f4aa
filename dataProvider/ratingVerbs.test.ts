import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN, useApi } from './testApi';

const { server, requests, provider } = useApi();

describe('addRatingComment', () => {
  it('POSTs {data: {type: comment, attributes: {text}}} to /<id>/comments and flattens the answer', async () => {
    let body: unknown;
    server.use(
      http.post(`${ADMIN}/ratings/5/comments`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            data: {
              type: 'comment',
              id: '2',
              attributes: { text: 'Передано в ГРО', admin_name: 'Админов Админ' },
            },
          },
          { status: 201 },
        );
      }),
    );
    const { data } = await provider().dataProvider.addRatingComment('ratings', {
      id: 5,
      text: 'Передано в ГРО',
    });
    expect(requests).toEqual([`POST ${ADMIN}/ratings/5/comments`]);
    expect(body).toEqual({ data: { type: 'comment', attributes: { text: 'Передано в ГРО' } } });
    expect(data).toEqual({ id: '2', text: 'Передано в ГРО', admin_name: 'Админов Админ' });
  });

  it('answers null when the server returns no document', async () => {
    server.use(
      http.post(`${ADMIN}/ratings/6/comments`, () => new HttpResponse(null, { status: 204 })),
    );
    const { data } = await provider().dataProvider.addRatingComment('ratings', {
      id: '6',
      text: 'Ок',
    });
    expect(data).toBeNull();
  });

  it("rejects with the server's message", async () => {
    server.use(
      http.post(`${ADMIN}/ratings/7/comments`, () =>
        HttpResponse.json(
          { errors: [{ code: 'forbidden', title: 'forbidden', detail: 'Нет доступа' }] },
          { status: 403 },
        ),
      ),
    );
    await expect(
      provider().dataProvider.addRatingComment('ratings', { id: 7, text: 'Ок' }),
    ).rejects.toMatchObject({ status: 403, message: 'Нет доступа' });
  });
});
