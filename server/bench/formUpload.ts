/**
 * `npm run bench -- --form-upload [--size 1073741824] [--no-write]`: a multipart form body of
 * `--size` bytes (1 GiB by default) streamed to the real server, and the server's memory while
 * it reads it (issue 20: "a 1 GiB form upload with the server's RSS growing ≤ 100 MB").
 *
 * No route takes a 1 GiB file in a form: the biggest form file of the seeds is the service
 * passport (70 MB), so the server is started with SERVICE_PASSPORT_MAX_BYTES raised to the
 * size — a value only this bench sets. The server (`server/main.ts`, `npm start`'s heap flags)
 * runs in a child process on a fresh PGlite in a temporary DATA_DIR (no big dataset, no
 * database of the other benches), the local disk storage under it. The body — the form's
 * fields and a PDF of `--size` bytes as `service[passport]` — is generated while it is sent,
 * never held whole; the child's VmRSS is sampled every 50 ms (territory.ts `withRss`) and the
 * growth from before the upload to its peak is the figure, written to docs/bench.md.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { maxUploadBytes } from '../../src/domain/uploads';
import {
  argValue,
  count,
  machine,
  mb,
  signIn,
  startServer,
  stopServer,
  writeBenchDoc,
} from './leads';
import { withRss } from './load';

export interface FormUploadOptions {
  size: number;
  write: boolean;
}

/** The RSS growth issue 20 allows. */
const TARGET_BYTES = 100 * 2 ** 20;
const CHUNK = 2 ** 20;

export function parseFormUploadBenchArgs(argv: string[]): FormUploadOptions | undefined {
  if (!argv.includes('--form-upload')) return undefined;
  const sizeArg = argValue(argv, '--size');
  const size = sizeArg !== undefined ? count(sizeArg) : maxUploadBytes;
  if (!Number.isInteger(size) || size < 1024 || size > maxUploadBytes) {
    throw new Error(`--size: 1024 … ${maxUploadBytes} bytes`);
  }
  return { size, write: !argv.includes('--no-write') };
}

/**
 * PATCHes the service with a form holding `size` bytes of PDF as the passport, writing the body
 * as the socket takes it; answers the status and the answer's text.
 */
function sendForm(url: string, auth: string, size: number) {
  const boundary = `----eog-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="service[name]"\r\n\r\n` +
      `Подключение (технологическое присоединение)\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="service[passport]"; ` +
      `filename="passport-bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const first = Buffer.alloc(CHUNK, 0x20);
  first.write('%PDF-1.7\n');
  const filler = Buffer.alloc(CHUNK, 0x41);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'PATCH',
      headers: {
        authorization: auth,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const n = Math.min(CHUNK, size - sent);
        const chunk = (sent === 0 ? first : filler).subarray(0, n);
        sent += n;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end(tail);
    };
    req.write(head);
    pump();
  });
}

export async function benchFormUpload(options: FormUploadOptions): Promise<void> {
  const log = (line: string) => console.log(line);
  const dataDir = mkdtempSync(join(os.tmpdir(), 'eog-bench-form-'));
  const { child, baseUrl, startupMs } = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DATABASE_READ_URL: '',
    S3_BUCKET: '',
    SERVICE_PASSPORT_MAX_BYTES: String(options.size),
  });
  const measure = async () => {
    const { etp_admin: auth } = await signIn(baseUrl, ['etp_admin']);
    const list = await fetch(`${baseUrl}/v1/admin/services?per=1`, {
      headers: { authorization: auth! },
    });
    const id = ((await list.json()) as { data: { id: string }[] }).data[0]!.id;
    const r = await withRss(child.pid!, () =>
      sendForm(`${baseUrl}/v1/admin/services/${id}`, auth!, options.size),
    );
    if (r.value.status !== 200) throw new Error(`upload: ${r.value.status} ${r.value.text}`);
    return r;
  };
  let result: Awaited<ReturnType<typeof measure>>;
  try {
    log(`server ready in ${(startupMs / 1000).toFixed(1)} s (pid ${child.pid}, PGlite, disk)`);
    log(`streaming a ${mb(options.size)} MiB form (service[passport]) …`);
    result = await measure();
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const growth = result.peak - result.before;
  const rate = options.size / 2 ** 20 / result.seconds;
  const verdict = growth <= TARGET_BYTES ? 'met' : 'missed';
  log(
    `form upload ${mb(options.size)} MiB: ${result.seconds.toFixed(1)} s (${rate.toFixed(0)} MiB/s), ` +
      `RSS ${mb(result.before)} → ${mb(result.peak)} MB (+${mb(growth)} MB, target ≤ 100 MB: ${verdict})`,
  );
  if (!options.write) return;
  await writeBenchDoc(
    /^## Form upload/,
    [
      `## Form upload: a ${mb(options.size)} MiB multipart form body`,
      '',
      `- date: ${new Date().toISOString()}`,
      `- machine: ${machine()}`,
      `- command: \`npm run bench -- --form-upload\` (server/bench/formUpload.ts): \`PATCH /v1/admin/services/{id}\` with the form's fields and a generated PDF as \`service[passport]\`, the server (\`server/main.ts\`, PGlite, local disk storage) started with SERVICE_PASSPORT_MAX_BYTES = ${options.size} — the seeds' biggest form file is the 70 MB passport, so only this bench raises the limit`,
      '- the file goes through @fastify/multipart into the storage in 5 MiB parts of the multipart protocol (server/http/formBody.ts); the server child’s VmRSS sampled every 50 ms',
      `- target (issue 20): the server's RSS growing by at most 100 MB`,
      '',
      '| body | time | throughput | server RSS before → peak | growth |',
      '|---|---|---|---|---|',
      `| ${mb(options.size)} MiB | ${result.seconds.toFixed(1)} s | ${rate.toFixed(0)} MiB/s | ${mb(result.before)} → ${mb(result.peak)} MB | +${mb(growth)} MB (${verdict}) |`,
      '',
    ].join('\n'),
  );
  log('written to docs/bench.md');
}
