/**
 * Test helpers of the site's screens: the msw server of a test file with the bodies it was
 * sent, a page rendered at a URL inside a MemoryRouter with the path it navigated to shown, and
 * the server's JSON:API error bodies (as server/jsonapi/errors.ts writes them).
 */
import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { SiteContext } from './SiteContext';

export const origin = window.location.origin;

/**
 * Starts msw for the test file (an unhandled request fails the test); `records` are the lists
 * its handlers push request bodies into, emptied after each test.
 */
export function serveApi(handlers: RequestHandler[], ...records: unknown[][]): void {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    for (const list of records) list.length = 0;
  });
  afterAll(() => server.close());
}

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="path">{location.pathname}</p>;
}

/**
 * `renderAt('/not_auth?redirectTo=/leads', '/not_auth', <SignInPage />)`, with the site's data
 * context (site/SiteContext.tsx: the real providers, a fresh query cache). Under StrictMode at
 * the root like site/main.tsx, so effects run twice as they do in development.
 */
export function renderAt(url: string, route: string, page: ReactElement) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <SiteContext>
          <Routes>
            <Route path={route} element={page} />
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </SiteContext>
      </MemoryRouter>
    </StrictMode>,
  );
}

/** A 422 body with one error on `field`. */
export function fieldError(field: string, detail: string, title = field) {
  return {
    errors: [
      {
        code: 'invalid',
        title,
        title_i18n: 'errors.invalid',
        detail,
        source: { pointer: `/data/attributes/${field}` },
      },
    ],
  };
}

/** A body with one error that names no field. */
export function generalError(detail: string, code = 'not_found') {
  return { errors: [{ code, title: code, title_i18n: `errors.${code}`, detail }] };
}
