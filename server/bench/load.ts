/**
 * A small bounded load generator over HTTP: `clients` keep-alive connections, each sending its
 * next request as soon as the previous answer has been read (closed loop, so at most `clients`
 * requests are ever in flight), for `seconds` or until `maxRequests` answers, whichever comes
 * first. Any status but 200 aborts the run: a benchmark of errors proves nothing.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One GET; resolves with the status and the elapsed milliseconds once the body is read. */
function get(
  agent: http.Agent,
  base: URL,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; ms: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get({ agent, host: base.hostname, port: base.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function fetchJson<T>(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const agent = new http.Agent({ keepAlive: false });
  const res = await get(agent, new URL(baseUrl), path, headers);
  agent.destroy();
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body) as T;
}

export async function runLoad(options: {
  baseUrl: string;
  clients: number;
  seconds: number;
  maxRequests: number;
  /** The i-th request's path (lets a scenario walk over several ids). */
  path: (i: number) => string;
  headers: Record<string, string>;
}): Promise<LoadResult> {
  const { clients, seconds, maxRequests } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const base = new URL(options.baseUrl);
  const times: number[] = [];
  let issued = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    // Each client answers at least once, however slow the call.
    for (let first = true; first || (performance.now() < deadline && issued < maxRequests);) {
      first = false;
      const i = issued++;
      const res = await get(agent, base, options.path(i), options.headers);
      if (res.status !== 200) {
        throw new Error(`GET ${options.path(i)}: ${res.status} ${res.body.slice(0, 300)}`);
      }
      times.push(res.ms);
    }
  };
  try {
    await Promise.all(Array.from({ length: clients }, worker));
  } finally {
    agent.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    seconds: elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? 0,
  };
}
