/**
 * A small bounded load generator over HTTP: `clients` keep-alive connections, each sending its
 * next request as soon as the previous answer has been read (closed loop, so at most `clients`
 * requests are ever in flight), for `seconds` or until `maxRequests` answers, whichever comes
 * first. Any status but 200 aborts the run: a benchmark of errors proves nothing. `send` makes
 * one request of any method (the soak's mixed load, server/test/soak/load.ts, builds on it).
 */
import { readFileSync } from 'node:fs';
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

export interface Sent {
  status: number;
  ms: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface SendOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** A JSON body (sent as application/json) or raw bytes (with the caller's content-type). */
  json?: unknown;
  body?: Buffer;
  /** Abort after this long: the answer is status 0 ('timeout'), never a hang of the caller. */
  timeoutMs?: number;
}

/**
 * One request of any method; resolves with the status, the elapsed milliseconds and the body
 * once it is read. A refused or reset connection resolves with status 0 and the error's text.
 */
export function send(agent: http.Agent, base: URL, options: SendOptions): Promise<Sent> {
  const payload =
    options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (payload) headers['content-length'] = String(payload.length);
  return new Promise((resolve) => {
    const started = performance.now();
    const fail = (err: Error) =>
      resolve({ status: 0, ms: performance.now() - started, body: err.message, headers: {} });
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: options.path,
        method: options.method ?? 'GET',
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', fail);
      },
    );
    if (options.timeoutMs)
      req.setTimeout(options.timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.end(payload);
  });
}

/** One GET; rejects when the connection fails (the benches abort on any error). */
async function get(agent: http.Agent, base: URL, path: string, headers: Record<string, string>) {
  const res = await send(agent, base, { path, headers });
  if (res.status === 0) throw new Error(`GET ${path}: ${res.body}`);
  return res;
}

/**
 * A JSON:API call: `attributes`, when given, as its body's; its time and the answer's `data`,
 * or an error naming the status (anything but 2xx).
 */
export async function sendJsonApi<T>(
  agent: http.Agent,
  base: URL,
  headers: Record<string, string>,
  method: string,
  path: string,
  attributes?: unknown,
): Promise<{ ms: number; data: T }> {
  const res = await send(agent, base, {
    method,
    path,
    headers,
    ...(attributes !== undefined ? { json: { data: { attributes } } } : {}),
  });
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${res.body.slice(0, 800)}`);
  return { ms: res.ms, data: (JSON.parse(res.body) as { data: T }).data };
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
  /** A write instead of a GET: the i-th request's method, path and JSON body. */
  write?: (i: number) => Required<Pick<SendOptions, 'method' | 'path' | 'json'>>;
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
      const request = options.write?.(i) ?? { method: 'GET', path: options.path(i) };
      const res = await send(agent, base, { ...request, headers: options.headers });
      if (res.status !== 200) {
        throw new Error(
          `${request.method} ${request.path}: ${res.status} ${res.body.slice(0, 300)}`,
        );
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

/** The resident set of a process, in bytes (Linux). */
function rss(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

/** Samples a process's RSS every 50 ms while `work` runs: the peak growth over the start. */
export async function withRss<T>(pid: number, work: () => Promise<T>) {
  const before = rss(pid);
  let peak = before;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rss(pid));
    } catch {
      // the process is gone: the work fails on its own
    }
  }, 50);
  const started = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, rss(pid));
    return { value, seconds: (performance.now() - started) / 1000, before, peak };
  } finally {
    clearInterval(timer);
  }
}

/** Downloads `path`, counting bytes and lines without keeping them. */
export function download(baseUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const req = http.get(url, { headers }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`GET ${path}: ${res.statusCode}`));
        res.resume();
        return;
      }
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('end', () => resolve({ bytes, lines }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
