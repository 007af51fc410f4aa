/**
 * A design's panel alone in the test console (../registries/testAdmin): `children` inside the
 * record's context, on a page of their own at `path`.
 */
import { RecordContextProvider, type RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { renderRegistry } from '../registries/testAdmin';

export const renderInRecord = (
  path: string,
  record: RaRecord,
  children: ReactNode,
  /** The keys held; every key by default. */
  keys?: readonly string[],
) =>
  renderRegistry({
    definitions: [],
    path,
    ...(keys ? { keys } : {}),
    extra: (
      <CustomRoutes>
        <Route
          path={path}
          element={<RecordContextProvider value={record}>{children}</RecordContextProvider>}
        />
      </CustomRoutes>
    ),
  });
