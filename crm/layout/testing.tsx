/**
 * Test helper for the console shell and pages: renders inside react-admin's context (Russian
 * catalogue, a stub admin authProvider for a given account) and a memory router at `path`.
 * Without a `dataProvider` every data call fails; `consoleDataProvider()` is the real one over
 * the page's origin, for tests answering with msw.
 */
import type { AuthProvider, DataProvider } from 'ra-core';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fullName } from '../../authProvider';
import { jsonApiDataProvider } from '../../dataProvider';
import { emptyListsOnFailure } from '../registries/EmptyListsOnFailure';
import { i18nProvider } from '../../i18n';
import { createHttpClient, type HttpClient } from '../../src/api';
import { roleLabel } from '../../src/domain/roles';

export function stubAuthProvider(account: Record<string, unknown> | null): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => '/crm/not_auth',
    checkAuth: async () => (account ? undefined : Promise.reject(new Error())),
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    getIdentity: async () => {
      if (!account) throw new Error();
      return {
        id: String(account.id),
        fullName: fullName(account),
        roleLabel: roleLabel(account.role as string | undefined),
        account,
      };
    },
  };
}

const noData = () => Promise.reject(new Error('no data in this test'));
const emptyDataProvider = new Proxy({}, { get: () => noData }) as DataProvider;

/** The console's JSON:API dataProvider over `httpClient`, by default the page origin's. */
export function consoleDataProvider(
  httpClient: HttpClient = createHttpClient({ baseUrl: window.location.origin }),
): DataProvider {
  return emptyListsOnFailure(jsonApiDataProvider('/v1/admin', httpClient));
}

/** Shows the current path, so tests can read where a link or a navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function ConsoleTestContext({
  account = null,
  path = '/crm/leads',
  dataProvider = emptyDataProvider,
  children,
}: {
  account?: Record<string, unknown> | null;
  path?: string;
  dataProvider?: DataProvider;
  children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        basename="/crm"
        i18nProvider={i18nProvider}
        authProvider={stubAuthProvider(account)}
        dataProvider={dataProvider}
      >
        <Routes>
          <Route path="*" element={children} />
        </Routes>
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>
  );
}

export const demoAccount = (overrides: Record<string, unknown> = {}) => ({
  id: '1',
  role: 'etp_admin',
  last_name: 'Смирнов',
  first_name: 'Алексей',
  middle_name: 'Петрович',
  user_full_name: 'Смирнов Алексей Петрович',
  email: 'etp_admin@eog.test',
  executor_selection: false,
  social_assistance: false,
  ...overrides,
});
