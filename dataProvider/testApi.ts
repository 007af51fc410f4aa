/**
 * The msw set-up of the verb tests: a real HTTP client (token, base URL) against msw handlers,
 * every request logged as 'METHOD url', unhandled requests failing the test.
 */
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createHttpClient, createTokenStore, memoryStorage } from '../src/api';
import type { OpenWindow, ProviderOptions, SaveBlob } from './files';
import { jsonApiDataProvider } from './index';

export const API = 'http://api.test';
export const ADMIN = `${API}/v1/admin`;

export function useApi() {
  const server = setupServer();
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.origin}${url.pathname}`);
  });
  beforeAll(() => {
    // jsdom's Blob is not one Node's fetch can send (it goes out as a few bytes of text);
    // browsers have one Blob, so the tests use Node's everywhere.
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });

  function provider(maps: Pick<ProviderOptions, 'paths' | 'types'> = {}) {
    const tokenStore = createTokenStore('admin', {
      local: memoryStorage(),
      session: memoryStorage(),
    });
    tokenStore.set('jwt-1');
    const saveBlob = vi.fn<SaveBlob>();
    const openWindow = vi.fn<OpenWindow>();
    const httpClient = createHttpClient({ baseUrl: API, tokenStore });
    const dataProvider = jsonApiDataProvider('/v1/admin', httpClient, {
      ...maps,
      saveBlob,
      openWindow,
    });
    return { dataProvider, saveBlob, openWindow };
  }

  return { server, requests, provider };
}
