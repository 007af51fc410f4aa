/**
 * The site's data context: the same dataProvider and authProvider as the console under ra-core's
 * data hooks (`useGetOne`, `useGetList`, `useUpdate`, `useDataProvider` …) with react-query's
 * cache. Not ra-core's whole CoreAdminContext: it weighs 46 KB gzip more on the home page
 * (docs/decisions.md, "Site data context"); these three contexts are all the hooks read.
 * Sits inside the app's router: a rejected call's logout redirect navigates with it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthContext, DataProviderContext, type AuthProvider, type DataProvider } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../dataProvider/queryClient';
import { keepReferenceLists } from './layout/referenceLists';
import { authProvider, dataProvider } from './providers';

export function SiteContext({
  children,
  provider = dataProvider,
  auth = authProvider,
}: {
  children: ReactNode;
  /** Tests pass providers over their own HTTP client. */
  provider?: DataProvider;
  auth?: AuthProvider;
}) {
  // One cache per mounted tree: the app mounts once; each test gets a fresh one.
  const [queryClient] = useState(() => keepReferenceLists(createQueryClient()));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
}
