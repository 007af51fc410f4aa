import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN, useApi } from './testApi';

const { server, requests, provider } = useApi();

const body = {
  data: {
    type: 'lead',
    attributes: { informed_consent: true, has_confidant: false },
    relationships: { service: { data: { type: 'service', id: '3' } } },
  },
};
const lead = (status: string) => ({
  type: 'lead',
  id: '99',
  attributes: { status },
  relationships: { service: { data: { type: 'service', id: '3' } } },
});

describe('createLead', () => {
  it("POSTs the wizard's body as it is to the console's users/{id}/leads", async () => {
    let sent: unknown;
    let auth: string | null = null;
    server.use(
      http.post(`${ADMIN}/users/7/leads`, async ({ request }) => {
        sent = await request.json();
        auth = request.headers.get('authorization');
        return HttpResponse.json({ data: lead('registered') }, { status: 201 });
      }),
    );
    const { data } = await provider().dataProvider.createLead('users/7/leads', { body });
    expect(auth).toBe('Bearer jwt-1');
    expect(sent).toEqual(body);
    expect(data).toEqual({ id: '99', status: 'registered', service_id: '3' });
  });

  it('answers a 422 as the HttpError with the field messages', async () => {
    server.use(
      http.post(`${ADMIN}/leads`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                code: 'invalid',
                title: 'СНИЛС',
                detail: 'Поле заполнено некорректно',
                source: { pointer: '/data/attributes/owner/snils' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const error = await provider()
      .dataProvider.createLead('leads', { body })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422 });
    expect((error as { body: { errors: Record<string, string> } }).body.errors).toEqual({
      'owner.snils': 'Поле заполнено некорректно',
    });
  });
});

describe('saveDraft', () => {
  it('PATCHes the body to /<resource>/<id> and flattens the answer', async () => {
    let sent: unknown;
    server.use(
      http.patch(`${ADMIN}/leads/99`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: lead('draft') });
      }),
    );
    const { data } = await provider().dataProvider.saveDraft('leads', { id: 99, body });
    expect(sent).toEqual(body);
    expect(data).toEqual({ id: '99', status: 'draft', service_id: '3' });
  });

  it('answers the id when the server returns no document', async () => {
    server.use(http.patch(`${ADMIN}/leads/99`, () => new HttpResponse(null, { status: 204 })));
    const { data } = await provider().dataProvider.saveDraft('leads', { id: 99, body });
    expect(data).toEqual({ id: '99' });
  });
});

describe('submitDraft', () => {
  it('PATCHes {submit: true} alone and answers the sent lead', async () => {
    let sent: unknown;
    server.use(
      http.patch(`${ADMIN}/leads/99`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: lead('registered') });
      }),
    );
    const { data } = await provider().dataProvider.submitDraft('leads', { id: '99' });
    expect(sent).toEqual({ data: { type: 'lead', attributes: { submit: true } } });
    expect(data).toMatchObject({ id: '99', status: 'registered' });
  });
});

describe('branchByCadastralNumber', () => {
  it('GETs /<resource>/by_cadastral_number with the number and flattens the branch', async () => {
    let number: string | null = null;
    server.use(
      http.get(`${ADMIN}/branches/by_cadastral_number`, ({ request }) => {
        number = new URL(request.url).searchParams.get('cadastral_number');
        return HttpResponse.json({
          data: {
            type: 'branch',
            id: '4',
            attributes: { name: 'Филиал в г. Великие Луки', organization_id: '2' },
          },
          meta: { matched_by: 'district' },
        });
      }),
    );
    const { data } = await provider().dataProvider.branchByCadastralNumber('branches', {
      cadastral_number: '60:27:0100101:15',
    });
    expect(number).toBe('60:27:0100101:15');
    expect(data).toEqual({ id: '4', name: 'Филиал в г. Великие Луки', organization_id: '2' });
    expect(requests).toEqual([`GET ${ADMIN}/branches/by_cadastral_number`]);
  });

  it("rejects a 404 with the server's message", async () => {
    server.use(
      http.get(`${ADMIN}/branches/by_cadastral_number`, () =>
        HttpResponse.json(
          { errors: [{ code: 'not_found', title: 'not_found', detail: 'Филиал не найден' }] },
          { status: 404 },
        ),
      ),
    );
    await expect(
      provider().dataProvider.branchByCadastralNumber('branches', { cadastral_number: '1' }),
    ).rejects.toMatchObject({ status: 404, message: 'Филиал не найден' });
  });

  it('answers no branch for an empty document', async () => {
    server.use(
      http.get(`${ADMIN}/branches/by_cadastral_number`, () => HttpResponse.json({ data: null })),
    );
    const { data } = await provider().dataProvider.branchByCadastralNumber('branches', {
      cadastral_number: '1',
    });
    expect(data).toBeUndefined();
  });
});
