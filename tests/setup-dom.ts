import '@testing-library/jest-dom/vitest';
import { QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Files share a worker (isolate: false): a file starts without the last one's session, stored
// list parameters or remembered menu state.
beforeAll(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

afterEach(() => cleanup());

// ...nor with its late work: a query the last file left retrying (a 5xx is tried again after
// a second) would reach this file's request handlers. Every client a file mounted is emptied
// when the file ends.
const mounted = new Set<QueryClient>();
const marker = Symbol.for('eog.tests.trackedQueryClients');
const prototype = QueryClient.prototype as QueryClient & { [marker]?: Set<QueryClient> };
if (!prototype[marker]) {
  const mount = prototype.mount;
  prototype.mount = function (this: QueryClient) {
    prototype[marker]!.add(this);
    mount.call(this);
  };
  prototype[marker] = mounted;
}
afterAll(async () => {
  const clients = prototype[marker]!;
  for (const client of clients) {
    await client.cancelQueries();
    client.clear();
  }
  clients.clear();
});
