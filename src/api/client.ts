/**
 * The HTTP client shared by the console and the site (seed 000 §7): Bearer token from the
 * context's token store, query strings without empty values, no-cache headers, the marker of the
 * new error handler, JSON bodies, and failures turned into the catalogue's `HttpError`. An
 * expired access token is renewed once through the session's refresh token (`POST
 * {context's token url}/refresh`) and the request sent again; only when that fails is the session
 * cleared. A renewal refused because the account is blocked is the answer the request gets (seed
 * 000 §8: the blocked-account modal keys on its detail, not on the expired token's).
 */
import { isBlockedAccountError, toHttpError } from './errors';
import { withQuery, type QueryParams } from './query';
import { tokenUrls, type TokenStore } from './tokenStore';

export interface RequestOptions {
  method?: string;
  query?: QueryParams;
  /** A plain value is sent as JSON; FormData and Blob go out as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Seed 000 §7: a 401 on this request does not clear the session nor redirect to login. */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
  /** 'blob' for files (exports, binary downloads): the answer comes as `blob` and `filename`. */
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
  /** Only with `responseType: 'blob'`; then `body` is '' and `json` is null. */
  blob?: Blob;
  /** The name from Content-Disposition, when the server sent one. */
  filename?: string;
}

export type HttpClient = <T = unknown>(
  url: string,
  options?: RequestOptions,
) => Promise<HttpResponse<T>>;

export interface HttpClientOptions {
  /** Prefix for relative paths: '' in the browser (same origin), an origin in tests. */
  baseUrl?: string;
  tokenStore?: TokenStore;
  /**
   * Called with the refusal after a 401 cleared the token, unless the request skips the auth
   * redirect: the app ends the session there, whichever code sent the request.
   */
  onUnauthorized?: (error: ReturnType<typeof toHttpError>) => void;
  /** Defaults to the global fetch, looked up per call so test interceptors apply. */
  fetch?: typeof fetch;
}

/** Seed 000 §7: the header that tells the server the client understands JSON:API errors[]. */
export const ERROR_HANDLER_HEADER = 'X-Error-Handler';

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `attachment; filename*=UTF-8''%D0%B0.csv` → 'а.csv'; the RFC 5987 form wins over `filename=`. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain filename below.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || undefined;
}

/**
 * `const http = createHttpClient({tokenStore: createTokenStore('admin')});
 *  const { json } = await http('/v1/admin/regions', { query: { per: 100 } });`
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const { baseUrl = '', tokenStore, onUnauthorized } = options;
  const doFetch = (...args: Parameters<typeof fetch>) =>
    (options.fetch ?? globalThis.fetch)(...args);
  // One renewal at a time: the requests that met the expired token together wait for it.
  let renewing: Promise<Renewal> | null = null;

  /**
   * Trades the stored refresh token for the next pair: true when renewed, false when the session
   * has ended, or the refusal to answer with when the account is blocked.
   */
  const renew = async (expired: string): Promise<Renewal> => {
    // Another tab (or request) renewed it already: use its token.
    if (tokenStore?.get() !== expired) return tokenStore?.get() != null;
    const refresh = tokenStore.refreshToken();
    if (!refresh) return false;
    const response = await doFetch(`${baseUrl}${tokenUrls[tokenStore.context]}/refresh`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ auth: { refresh_token: refresh } }),
      cache: 'no-store',
    }).catch(() => null);
    const text = response ? await response.text().catch(() => '') : '';
    const answer = parseJson(text);
    const pair = response?.ok ? (answer as { jwt?: string; refresh_token?: string } | null) : null;
    if (pair?.jwt) {
      tokenStore.replace(pair.jwt, pair.refresh_token);
      return true;
    }
    if (response && !response.ok && isBlockedAccountError(toHttpError(response.status, answer)))
      return { status: response.status, text };
    // A tab that renewed at the same moment may have stored the next pair meanwhile.
    return tokenStore.get() !== expired && tokenStore.get() !== null;
  };

  const send = (url: string, request: RequestOptions, token: string | null | undefined) => {
    const headers = new Headers({
      // A file answer is not JSON; asking for JSON only could make the server refuse it (406).
      Accept: request.responseType === 'blob' ? '*/*' : 'application/json',
      // The seeds ask for no-cache: lists and the current account must never come from a cache.
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      [ERROR_HANDLER_HEADER]: 'new',
      ...request.headers,
    });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const absolute = /^https?:\/\//.test(url) ? url : `${baseUrl}${url}`;
    return doFetch(withQuery(absolute, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: encodeBody(request.body, headers),
      cache: 'no-store',
      signal: request.signal,
    });
  };

  return async <T>(url: string, request: RequestOptions = {}): Promise<HttpResponse<T>> => {
    const token = tokenStore?.get();
    let sentWith = token;
    let response = await send(url, request, token);
    if (response.status === 401 && token && (await isExpired(response))) {
      renewing ??= renew(token).finally(() => {
        renewing = null;
      });
      const renewal = await renewing;
      if (renewal === true) {
        sentWith = tokenStore?.get();
        response = await send(url, request, sentWith);
      }
      // The blocked refusal stands in for the expired token's: each waiting request gets its own.
      else if (renewal)
        response = new Response(renewal.text, {
          status: renewal.status,
          headers: { 'Content-Type': 'application/json' },
        });
    }
    if (request.responseType === 'blob' && response.ok) {
      const blob = await response.blob();
      const filename = filenameFromDisposition(response.headers.get('Content-Disposition'));
      return {
        status: response.status,
        headers: response.headers,
        body: '',
        json: null as T,
        blob,
        filename,
      };
    }
    // Failures are read as text in both modes: the error document is JSON:API either way.
    const text = await response.text();
    const json = parseJson(text);
    if (!response.ok) {
      const error = toHttpError(response.status, json);
      // Only the session the request carried ends, and only while it is still the store's: a
      // 401 to no token, or to one gone meanwhile (signed out, or in anew, while the request was
      // on its way — the route middleware's account read after a sign-out), clears and reports
      // nothing; whoever asked still gets the error.
      const ended = !!sentWith && tokenStore?.get() === sentWith;
      if (response.status === 401 && !request.skipAuthRedirect && ended) {
        tokenStore?.clear();
        onUnauthorized?.(error);
      }
      // Marked for the authProvider's checkError, which react-admin asks of every failed
      // query: a session already over is not ended again — no redirect to the login page after
      // a sign-out went home while a request was on its way. On the site, a request sent with
      // no token at all is marked too (a query of the page the sign-out is leaving, asked again
      // once the token was cleared): its pages that need a session have guards of their own.
      // The console keeps react-admin's logout for it, which also drops the previous member's
      // cached permissions before the next sign-in.
      const noSession = !sentWith && tokenStore?.context === 'site';
      if (response.status === 401 && !ended && (sentWith || noSession))
        Object.assign(error, { staleSession: true });
      throw error;
    }
    return { status: response.status, headers: response.headers, body: text, json: json as T };
  };
}

/** A renewal: done, the session over, or the blocked account's refusal (its status and body). */
type Renewal = boolean | { status: number; text: string };

/** The server's answer to an access token past its time (server/auth/guard.ts). */
async function isExpired(response: Response): Promise<boolean> {
  const body = parseJson(await response.clone().text()) as {
    errors?: { code?: string }[];
  } | null;
  return body?.errors?.[0]?.code === 'token_expired';
}
