/**
 * Runs the route middleware (./routeMiddleware.ts) after every route change, inside the data
 * frame where the query cache and the dataProvider live. Renders nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { tokenStore } from '../session';
import { runRouteMiddleware, type MiddlewareContext } from './routeMiddleware';

export function RouteMiddleware() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const dataProvider = useEogDataProvider();
  useEffect(() => {
    const nav = navigator as Navigator & { connection?: MiddlewareContext['connection'] };
    const left = new AbortController();
    void runRouteMiddleware({
      path: pathname,
      signedIn: tokenStore.get() !== null,
      queryClient,
      dataProvider,
      connection: nav.connection,
      signal: left.signal,
    });
    return () => left.abort();
  }, [pathname, queryClient, dataProvider]);
  return null;
}
