import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionState, ORGANIZATION_KEY } from '../../authProvider';
import type { EogDataProvider } from '../../dataProvider';
import { siteAccountKey } from '../profile/accountQueries';
import { COOKIE_AGREEMENT_CHECK } from './cookieAgreement';
import { allRegions, allServices, keepReferenceLists } from './referenceLists';
import {
  isSlowConnection,
  listQueryKey,
  routeMiddleware,
  runRouteMiddleware,
  type MiddlewareContext,
} from './routeMiddleware';

function context(overrides: Partial<MiddlewareContext> = {}) {
  const calls: string[] = [];
  const dataProvider = {
    getList: vi.fn(async (resource: string) => {
      calls.push(`getList ${resource}`);
      return { data: [{ id: 1, name: resource }], total: 1 };
    }),
    currentAccount: vi.fn(async () => {
      calls.push('currentAccount');
      return { data: { id: '7' } };
    }),
  } as unknown as EogDataProvider;
  const ctx: MiddlewareContext = {
    path: '/',
    signedIn: false,
    queryClient: new QueryClient(),
    dataProvider,
    session: createSessionState(),
    ...overrides,
  };
  return { ctx, calls };
}

afterEach(() => localStorage.clear());

describe('the route middleware', () => {
  it('runs in the seeds’ order: authorization, prefetch, organization, cookie agreement', () => {
    expect(routeMiddleware.map(([name]) => name)).toEqual([
      'authorization',
      'prefetch',
      'organization',
      'cookie_agreement',
    ]);
  });

  it('prefetches services and regions under the keys the pages read, once', async () => {
    const { ctx, calls } = context();
    await runRouteMiddleware(ctx);
    expect(calls.sort()).toEqual(['getList regions', 'getList services']);
    expect(ctx.queryClient.getQueryData(listQueryKey('services', allServices))).toMatchObject({
      data: [{ name: 'services' }],
      total: 1,
    });
    // The pages' own useGetList key (ra-core fills the filter and meta the same way).
    expect(
      ctx.queryClient.getQueryData([
        'regions',
        'getList',
        { ...allRegions, filter: {}, meta: undefined },
      ]),
    ).toMatchObject({ data: [{ name: 'regions' }] });

    await runRouteMiddleware({ ...ctx, path: '/contacts' });
    expect(calls).toHaveLength(2);
  });

  it('keeps the lists fresh for the page that reads them next: it asks nothing again', async () => {
    // What a page's useGetList does on mount, with or without the site's reference defaults.
    const pageReads = async (queryClient: QueryClient) => {
      const { ctx, calls } = context({ queryClient });
      await runRouteMiddleware(ctx);
      const observer = new QueryObserver(queryClient, {
        queryKey: ['regions', 'getList', { ...allRegions, filter: {}, meta: undefined }],
        queryFn: async () => {
          calls.push('the page asks again');
          return { data: [], total: 0 };
        },
      });
      const unsubscribe = observer.subscribe(() => undefined);
      await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
      unsubscribe();
      return calls;
    };
    expect(await pageReads(keepReferenceLists(new QueryClient()))).toHaveLength(2);
    expect(await pageReads(new QueryClient())).toContain('the page asks again');
  });

  it.each([
    [{ effectiveType: '2g' }],
    [{ effectiveType: 'slow-2g' }],
    [{ effectiveType: '4g', saveData: true }],
  ])('skips the prefetch on %o', async (connection) => {
    expect(isSlowConnection(connection)).toBe(true);
    const { ctx, calls } = context({ connection });
    await runRouteMiddleware(ctx);
    expect(calls).toEqual([]);
  });

  it('loads a signed-in applicant’s account into the cabinet’s cache', async () => {
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    const { ctx, calls } = context({ signedIn: true, connection: { saveData: true } });
    await runRouteMiddleware(ctx);
    expect(calls).toEqual(['currentAccount']);
    expect(ctx.queryClient.getQueryData(siteAccountKey)).toEqual({ data: { id: '7' } });
  });

  it('drops the stored organization when nobody is signed in', async () => {
    const session = createSessionState();
    session.setOrganizationId('5');
    await runRouteMiddleware(context({ signedIn: true, session }).ctx);
    expect(session.organizationId()).toBe('5');
    await runRouteMiddleware(context({ signedIn: false, session }).ctx);
    expect(localStorage.getItem(ORGANIZATION_KEY)).toBeNull();
  });

  it('asks the cookie strip to check its cookie again, last', async () => {
    const order: string[] = [];
    const { ctx } = context({ connection: { saveData: true } });
    const seen = () => order.push('cookie');
    window.addEventListener(COOKIE_AGREEMENT_CHECK, seen);
    await runRouteMiddleware(ctx);
    window.removeEventListener(COOKIE_AGREEMENT_CHECK, seen);
    expect(order).toEqual(['cookie']);
  });

  it('goes on past a failing step', async () => {
    const { ctx } = context({ signedIn: true });
    vi.mocked(ctx.dataProvider.currentAccount).mockRejectedValue(new Error('offline'));
    const seen = vi.fn();
    window.addEventListener(COOKIE_AGREEMENT_CHECK, seen);
    await runRouteMiddleware(ctx);
    window.removeEventListener(COOKIE_AGREEMENT_CHECK, seen);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(vi.mocked(ctx.dataProvider.getList)).toHaveBeenCalledTimes(2);
  });

  it('starts no step once the page is left', async () => {
    const left = new AbortController();
    const { ctx, calls } = context({ signedIn: true, signal: left.signal });
    let answer: (value: { data: { id: string } }) => void = () => {};
    vi.mocked(ctx.dataProvider.currentAccount).mockImplementation(() => {
      calls.push('currentAccount');
      return new Promise((resolve) => (answer = resolve));
    });
    const running = runRouteMiddleware(ctx);
    await vi.waitFor(() => expect(calls).toEqual(['currentAccount']));
    left.abort();
    answer({ data: { id: '7' } });
    await running;
    // The account that was on its way lands; the prefetch after it never starts.
    expect(calls).toEqual(['currentAccount']);
  });
});
