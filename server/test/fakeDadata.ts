/**
 * A local stand-in for DaData's API in the server tests: an HTTP server on a free port that
 * records each call (path with its query, the Authorization header, the JSON body) and answers
 * what the test sets.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DadataCall {
  method: string;
  path: string;
  auth: string | undefined;
  body: unknown;
}

export function fakeDadata() {
  const calls: DadataCall[] = [];
  let answer: (res: ServerResponse, call: DadataCall) => void = (res) => res.end('{}');
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const call = {
        method: req.method ?? '',
        path: req.url ?? '',
        auth: req.headers.authorization,
        body: raw ? (JSON.parse(raw) as unknown) : null,
      };
      calls.push(call);
      answer(res, call);
    });
  });
  return {
    calls,
    answer: (fn: typeof answer) => (answer = fn),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/4_1/rs`,
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** An answer of `body` as JSON. */
export const json = (body: unknown) => (res: ServerResponse) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
};
