/**
 * The export's memory use as the row count grows (issue 4: "streamed so memory stays flat
 * whatever the row count"). Fills connection_fee_kinds with N rows, downloads the CSV and the
 * XLSX over a real socket (app.inject would buffer the whole answer) and samples the live heap
 * (after a GC) every 50 ms; prints rows, bytes, seconds and the peak live-heap growth per size.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { rowCount } from './leadsData';

async function fill(db: Db, total: number): Promise<void> {
  const missing = total - (await rowCount(db, 'connection_fee_kinds'));
  if (missing <= 0) return;
  await db.query(
    `INSERT INTO connection_fee_kinds (name, kind, region_id, amount, valid_from, description)
     SELECT 'Плата № ' || g, (ARRAY['preferential','standard','custom'])[1 + g % 3],
            (SELECT min(id) FROM regions), (g % 100000) * 1.25, DATE '2026-01-01' + (g % 300),
            'Описание платы за технологическое присоединение ' || g
       FROM generate_series(1, $1::int) AS g`,
    [missing],
  );
}

async function download(url: string, auth: string) {
  // Live heap, not garbage: collect before each sample (npm run bench passes --expose-gc).
  const live = () => {
    global.gc?.();
    return process.memoryUsage().heapUsed;
  };
  const heapBefore = live();
  let peak = heapBefore;
  const timer = setInterval(() => {
    peak = Math.max(peak, live());
  }, 50);
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: auth } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  clearInterval(timer);
  return {
    bytes,
    seconds: (performance.now() - started) / 1000,
    heapMb: (peak - heapBefore) / 2 ** 20,
  };
}

export async function benchExportMemory(app: FastifyInstance, db: Db, auth: string): Promise<void> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log('\nexport of connection_fee_kinds (streamed)');
  console.log(
    'format'.padEnd(8),
    'rows'.padStart(8),
    'MB'.padStart(8),
    's'.padStart(7),
    'heap +MB'.padStart(10),
  );
  for (const rows of [10_000, 50_000]) {
    await fill(db, rows);
    for (const format of ['csv', 'xlsx']) {
      const r = await download(
        `${address}/v1/admin/connection_fee_kinds/export?format=${format}`,
        auth,
      );
      console.log(
        format.padEnd(8),
        String(rows).padStart(8),
        (r.bytes / 2 ** 20).toFixed(1).padStart(8),
        r.seconds.toFixed(1).padStart(7),
        r.heapMb.toFixed(1).padStart(10),
      );
    }
  }
}
