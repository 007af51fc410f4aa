/** A fake HTTP client for provider tests: routes 'METHOD path' to a handler, records calls. */
import { vi } from 'vitest';
import { toHttpError, type HttpClient, type RequestOptions } from '../src/api';

export type FakeRoute = (options: RequestOptions | undefined) => unknown;

/** A handler may throw `fail(status, detail)` to answer like the server's error catalogue. */
export function fail(status: number, detail?: string): never {
  throw toHttpError(status, detail ? { errors: [{ code: 'x', title: 'x', detail }] } : null);
}

export function fakeHttpClient(routes: Record<string, FakeRoute>) {
  const calls: [string, RequestOptions | undefined][] = [];
  const client = vi.fn(async (url: string, options?: RequestOptions) => {
    calls.push([url, options]);
    const route = routes[`${options?.method ?? 'GET'} ${url}`];
    if (!route) fail(404);
    return { status: 200, headers: new Headers(), body: '', json: route(options) };
  });
  return { client: client as unknown as HttpClient, calls };
}
