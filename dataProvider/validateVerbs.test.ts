import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../src/validation/messages';
import { API, useApi } from './testApi';

const { server, requests, provider } = useApi();

const fieldError = (field: string, detail: string) => ({
  errors: [
    { code: 'invalid', title: field, detail, source: { pointer: `/data/attributes/${field}` } },
  ],
});

describe('validateSnils and validatePhone', () => {
  it('GET the site paths with the value encoded, from the console context too', async () => {
    server.use(
      http.get(`${API}/v1/validate/snils/:value`, ({ params }) =>
        HttpResponse.json({
          data: { type: 'snils_validation', id: '1', attributes: { valid: params.value !== '' } },
        }),
      ),
      http.get(`${API}/v1/validate/phone/:value`, () =>
        HttpResponse.json({
          data: {
            type: 'phone_validation',
            id: '79123456789',
            attributes: { valid: true, phone: '79123456789' },
          },
        }),
      ),
    );
    const { dataProvider } = provider();
    expect(await dataProvider.validateSnils({ value: '112-233-445 95' })).toEqual({
      data: { valid: true },
    });
    expect(await dataProvider.validatePhone({ value: '+7 (912) 345-67-89' })).toEqual({
      data: { valid: true, phone: '79123456789' },
    });
    expect(requests).toEqual([
      `GET ${API}/v1/validate/snils/112-233-445%2095`,
      `GET ${API}/v1/validate/phone/%2B7%20(912)%20345-67-89`,
    ]);
  });

  it("rejects with the server's field message, without signing anybody out", async () => {
    server.use(
      http.get(`${API}/v1/validate/snils/:value`, () =>
        HttpResponse.json(fieldError('snils', validationMessages.snils), { status: 422 }),
      ),
    );
    await expect(
      provider().dataProvider.validateSnils({ value: '112-233-445 96' }),
    ).rejects.toMatchObject({
      status: 422,
      skipAuthRedirect: true,
      body: { errors: { snils: validationMessages.snils } },
    });
  });
});
