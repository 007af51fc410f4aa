/**
 * The set-up of the registry screen tests: react-admin with the real JSON:API dataProvider (paths
 * and types of the given definitions) over msw handlers, the Russian catalogue, and a staff
 * member holding the given keys (all by default). Every request is logged as 'METHOD /path?query'.
 */
import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { AuthProvider } from 'ra-core';
import type { ReactNode } from 'react';
import { Admin, Resource } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { jsonApiDataProvider, type FileOptions } from '../../dataProvider';
import { i18nProvider } from '../../i18n';
import { tableAction } from '../../authProvider/canAccess';
import { keyOf, permissionKeys, type PermissionFamily } from '../../src/access/permissionFamilies';
import { createHttpClient } from '../../src/api';
import type { RegistryDefinition } from '../../src/registries';
import { withRegistryAccess } from './access';
import { emptyListsOnFailure } from './EmptyListsOnFailure';
import { registryResource, type RegistryScreens } from './resource';

export const origin = window.location.origin;
export const ADMIN = `${origin}/v1/admin`;

export function setupRegistryApi() {
  const server = setupServer();
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${decodeURIComponent(url.search)}`);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return { server, requests };
}

/** A JSON:API list answer. */
export function listAnswer(
  type: string,
  rows: Record<string, unknown>[],
  total = rows.length,
): JsonBodyType {
  return {
    data: rows.map(({ id, ...attributes }) => ({ type, id: String(id), attributes })),
    meta: { total_count: total, total_pages: Math.ceil(total / 20) },
  } as JsonBodyType;
}

export function oneAnswer(type: string, { id, ...attributes }: Record<string, unknown>) {
  return { data: { type, id: String(id), attributes } } as JsonBodyType;
}

/** msw handlers answering an empty list for each path (references, lookups). */
export function emptyLists(...paths: string[]) {
  return paths.map((p) => http.get(`${ADMIN}/${p}`, () => HttpResponse.json(listAnswer('x', []))));
}

/**
 * react-admin's canAccess over the held keys, as the admin authProvider answers it: a screen
 * (list/show → read, edit → update, create) needs its key; a resource outside the access
 * table's families passes.
 */
export function keysCanAccess(keys: readonly string[]): NonNullable<AuthProvider['canAccess']> {
  return async ({ action, resource }) => {
    const key = keyOf(resource as PermissionFamily, tableAction(action));
    return key === undefined || keys.includes(key);
  };
}

function fakeAuth(keys: readonly string[]): AuthProvider {
  return withRegistryAccess({
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: '1', fullName: 'Админ' }),
    getPermissions: async () => ({ role: 'etp_admin', permissions: keys }),
    canAccess: keysCanAccess(keys),
  });
}

export interface RenderOptions {
  definitions: readonly RegistryDefinition[];
  path: string;
  overrides?: Record<string, RegistryScreens>;
  /** Keys held; every key by default. */
  keys?: readonly string[];
  extra?: ReactNode;
  /** The provider's file side effects, when a test watches the real ones (no-ops by default). */
  files?: Pick<FileOptions, 'saveBlob' | 'openWindow'>;
}

export function renderRegistry({
  definitions,
  path,
  overrides = {},
  keys,
  extra,
  files,
}: RenderOptions) {
  const httpClient = createHttpClient({ baseUrl: origin });
  const dataProvider = emptyListsOnFailure(
    jsonApiDataProvider('/v1/admin', httpClient, {
      paths: Object.fromEntries(definitions.map((d) => [d.name, d.path])),
      types: Object.fromEntries(definitions.map((d) => [d.name, d.type])),
      saveBlob: () => undefined,
      openWindow: () => undefined,
      ...files,
    }),
  );
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={dataProvider}
        authProvider={fakeAuth(keys ?? permissionKeys)}
        i18nProvider={i18nProvider}
        disableTelemetry
      >
        {definitions.map((d) => (
          <Resource key={d.name} {...registryResource(d, overrides[d.name])} />
        ))}
        {extra}
      </Admin>
    </MemoryRouter>,
  );
}

/**
 * Lets react-admin's pending access checks answer and act (a refused screen goes to the 403
 * page then): fake time that still runs, jumped forward, instead of sleeping.
 */
export async function afterAccessChecks() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    await vi.advanceTimersByTimeAsync(300);
  } finally {
    vi.useRealTimers();
  }
}
