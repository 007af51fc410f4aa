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
const tracked = Symbol.for('eog.tests.mountedQueryClients');
const prototype = QueryClient.prototype as QueryClient & { [tracked]?: Set<QueryClient> };
// This setup runs before every file; the first one patches the shared prototype.
if (!prototype[tracked]) {
  const clients = (prototype[tracked] = new Set<QueryClient>());
  const mount = prototype.mount;
  prototype.mount = function (this: QueryClient) {
    clients.add(this);
    mount.call(this);
  };
}
afterAll(async () => {
  const clients = prototype[tracked]!;
  for (const client of clients) {
    await client.cancelQueries();
    client.clear();
  }
  clients.clear();
});
