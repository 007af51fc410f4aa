import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient, createTokenStore, memoryStorage } from '../src/api';
import { jsonApiDataProvider } from './index';
import { lazyVerbsDataProvider, verbModuleOf } from './lazyVerbs';
import { API, useApi } from './testApi';

const { server, requests } = useApi();

function client() {
  const tokenStore = createTokenStore('site', { local: memoryStorage(), session: memoryStorage() });
  return createHttpClient({ tokenStore, baseUrl: API });
}

describe('lazyVerbsDataProvider', () => {
  it('has every method of jsonApiDataProvider, the verbs those of verbModuleOf', () => {
    const eager = jsonApiDataProvider('/v1', client());
    const lazy = lazyVerbsDataProvider('/v1', client());
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(eager).sort());
    const standard = Object.keys(eager).filter((name) => !(name in verbModuleOf));
    expect(standard.sort()).toEqual(
      [
        'create',
        'delete',
        'deleteMany',
        'getList',
        'getMany',
        'getManyReference',
        'getOne',
        'update',
        'updateMany',
      ].sort(),
    );
  });

  it('sends a verb as jsonApiDataProvider does, once its code has loaded', async () => {
    server.use(
      http.get(`${API}/v1/validate/snils/:value`, () =>
        HttpResponse.json({
          data: { type: 'snils_validation', id: '1', attributes: { valid: true } },
        }),
      ),
    );
    const lazy = lazyVerbsDataProvider('/v1', client());
    expect(await lazy.validateSnils({ value: '112-233-445 95' })).toEqual({
      data: { valid: true },
    });
    expect(requests).toEqual([`GET ${API}/v1/validate/snils/112-233-445%2095`]);
  });

  it('finds each verb in the module it names', async () => {
    const lazy = lazyVerbsDataProvider('/v1', client());
    const eager = jsonApiDataProvider('/v1', client());
    // A verb of another module would reject its call with "is not a function".
    for (const verb of Object.keys(verbModuleOf) as (keyof typeof verbModuleOf)[]) {
      server.use(http.all(`${API}/*`, () => HttpResponse.json({ data: null })));
      const call = (lazy[verb] as (...args: unknown[]) => Promise<unknown>)('leads', { id: 1 });
      await call.catch((error: unknown) => {
        expect(String(error)).not.toMatch(/is not a function/);
      });
      expect(typeof eager[verb]).toBe('function');
    }
  });
});
