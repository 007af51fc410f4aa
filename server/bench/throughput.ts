/**
 * What one machine carries (issue 40): a call's answers per second at the bench's top client
 * level, set beside two floors measured in the same run on the same machine —
 *   - `/health` through the same server and load generator (an empty answer: what routing,
 *     HTTP and the load generator cost), and
 *   - the call's page rows read straight from PostgreSQL (the statement that answered the
 *     most rows, prepared, on as many connections as there are clients, each in a closed
 *     loop — what pgbench would measure).
 * The absolute figures move with the machine's other load; the ratios are what the targets say.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { runLoad } from './load';
import type { Statement } from './leads';

/** `/health`'s answers per second at `clients`, for `seconds`. */
export async function healthThroughput(baseUrl: string, clients: number, seconds: number) {
  const r = await runLoad({
    baseUrl,
    clients,
    seconds,
    maxRequests: Number.POSITIVE_INFINITY,
    path: () => '/health',
    headers: {},
  });
  return r.requests / r.seconds;
}

/** `statement` run prepared on `clients` connections for `seconds`: executions per second. */
export async function rowsThroughput(
  url: string,
  statement: Statement,
  clients: number,
  seconds: number,
): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  try {
    const query = { name: 'bench-rows', text: statement.sql, values: statement.params };
    let done = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        const client = await pool.connect();
        try {
          await client.query(query); // prepares it on this connection
          while (performance.now() < deadline) {
            await client.query(query);
            done++;
          }
        } finally {
          client.release();
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  } finally {
    await pool.end();
  }
}

/** Answers per second, rounded as the tables print them. */
export const perSecond = (n: number) => Math.round(n).toLocaleString('en-US');
