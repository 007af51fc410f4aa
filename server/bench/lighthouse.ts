/**
 * `npm run bench -- --lighthouse`: the five public pages of issue 40 as Lighthouse scores them on
 * a phone (its default mobile preset: simulated slow 4G and a 4× slower CPU). Builds the site and
 * the console into a temporary directory (as `npm start` does, server/build.ts), starts the real
 * server on it with the demo data on a fresh PGlite, and runs Lighthouse 12.8.2 three times per
 * page with Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default). Lighthouse runs
 * through `npx --yes` at that exact version: in package.json it would weigh on every `npm ci`.
 * Each figure is the median of the three runs. Scripts are what the page fetched until the
 * network was idle: as transferred (Brotli, headers included) and as gzip level 9 of the same
 * files (the budget's unit). Prints the table and writes the "Lighthouse (issue 40)" section of
 * docs/bench.md.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ensureBuilt } from '../build';
import { loadAverage, startServer, stopServer, writeBenchDoc } from './leads';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = 3;
const pages = ['/', '/services', '/calculator', '/check_address', '/contacts'];
/** Issue 40: performance ≥ 95, the other categories 100, the home page's script ≤ 120 KB gzip. */
const TARGET_PERFORMANCE = 95;
const SCRIPT_BUDGET = 120 * 1024;

interface Report {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { url: string; resourceType?: string; transferSize?: number }[] };
    }
  >;
}

interface Run {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  a11y: number;
  bestPractices: number;
  seo: number;
  scripts: number;
  scriptBytes: number;
  scriptGzip: number;
  totalBytes: number;
}

const run = promisify(execFile);

/** One Lighthouse run; one that fails on its own (NO_NAVSTART, NO_FCP on a busy machine) again. */
async function lighthouse(url: string, outFile: string, attempts = 3): Promise<Report> {
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--output=json',
    `--output-path=${outFile}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox',
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  for (let attempt = 1; ; attempt++) {
    try {
      await run('npx', args, { env, maxBuffer: 16 * 2 ** 20 });
      return JSON.parse(readFileSync(outFile, 'utf8')) as Report;
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.log(`${url}: ${String((err as { stderr?: string }).stderr ?? err).trim()} (again)`);
    }
  }
}

/** One report's figures; a script's gzip size is read from the build it was served from. */
function figures(report: Report, distDir: string): Run {
  const a = report.audits;
  const value = (id: string) => a[id]?.numericValue ?? NaN;
  const score = (id: keyof Report['categories']) => Math.round(report.categories[id].score * 100);
  const requests = a['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const sum = (list: typeof requests) => list.reduce((n, r) => n + (r.transferSize ?? 0), 0);
  const gzip = (url: string) =>
    gzipSync(readFileSync(join(distDir, new URL(url).pathname)), { level: 9 }).length;
  return {
    performance: score('performance'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    a11y: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    scripts: scripts.length,
    scriptBytes: sum(scripts),
    scriptGzip: scripts.reduce((n, r) => n + gzip(r.url), 0),
    totalBytes: sum(requests),
  };
}

function median(runs: Run[]): Run {
  const mid = (key: keyof Run) => runs.map((r) => r[key]).sort((x, y) => x - y)[runs.length >> 1]!;
  const keys = Object.keys(runs[0]!) as (keyof Run)[];
  return Object.fromEntries(keys.map((key) => [key, mid(key)])) as unknown as Run;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function benchLighthouse(): Promise<void> {
  const work = mkdtempSync(join(os.tmpdir(), 'eog-lighthouse-'));
  const distDir = join(work, 'dist');
  const loadBefore = loadAverage();
  console.log('building the site and the console …');
  await ensureBuilt(distDir, () => {});
  const { child, baseUrl } = await startServer({
    DIST_DIR: distDir,
    DATA_DIR: join(work, 'data'),
    DATABASE_URL: '',
    DATABASE_READ_URL: '',
    S3_BUCKET: '',
  });
  const rows: [string, Run][] = [];
  try {
    const origin = baseUrl.replace('localhost', '127.0.0.1');
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const report = await lighthouse(`${origin}${page}`, join(work, 'report.json'));
        runs.push(figures(report, distDir));
      }
      const m = median(runs);
      console.log(
        page.padEnd(16),
        `performance ${m.performance} (${runs.map((r) => r.performance).join('/')})`,
        `FCP ${sec(m.fcp)} LCP ${sec(m.lcp)} TBT ${m.tbt.toFixed(0)} ms CLS ${m.cls.toFixed(3)}`,
        `script ${kb(m.scriptBytes)} (${m.scripts}), gzip ${kb(m.scriptGzip)}`,
      );
      rows.push([page, m]);
    }
  } finally {
    await stopServer(child);
    rmSync(work, { recursive: true, force: true });
  }

  const { stdout: chromium } = await run(process.env.CHROME_PATH ?? '/usr/bin/chromium', [
    '--version',
  ]);
  const met = (ok: boolean) => (ok ? 'met' : 'missed');
  const home = rows[0]![1];
  const cpu = os.cpus();
  await writeBenchDoc(
    /^## Lighthouse \(issue 40\)/,
    [
      '## Lighthouse (issue 40)',
      '',
      `- date: ${new Date().toISOString()}`,
      `- machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${chromium.trim()}`,
      `- command: \`npm run bench -- --lighthouse\` (${LIGHTHOUSE}, mobile preset, ${RUNS} runs per page, each figure their median; the real server on a fresh PGlite with the demo data)`,
      `- load average before / after the run: ${loadBefore} / ${loadAverage()} (the machine is shared: Lighthouse multiplies the CPU time it sees by 4)`,
      `- targets: performance ≥ ${TARGET_PERFORMANCE} — ${met(rows.every(([, r]) => r.performance >= TARGET_PERFORMANCE))}; accessibility, best practices and SEO 100 — ${met(rows.every(([, r]) => r.a11y === 100 && r.bestPractices === 100 && r.seo === 100))}; the home page's script ≤ ${kb(SCRIPT_BUDGET)} gzip — ${met(home.scriptGzip <= SCRIPT_BUDGET)} (${kb(home.scriptGzip)})`,
      '',
      '| page | performance | FCP | LCP | TBT | CLS | a11y | best pr. | SEO | script, transferred (files) | script, gzip | all, transferred |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        ([page, r]) =>
          `| \`${page}\` | ${r.performance} | ${sec(r.fcp)} | ${sec(r.lcp)} | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${r.a11y} | ${r.bestPractices} | ${r.seo} | ${kb(r.scriptBytes)} (${r.scripts}) | ${kb(r.scriptGzip)} | ${kb(r.totalBytes)} |`,
      ),
      '',
      'Script and all bytes are what the page fetched until the network was idle, as transferred ' +
        '(Brotli, with the answers’ headers); "script, gzip" is the same files at gzip level 9.',
    ].join('\n'),
  );
  console.log('written to docs/bench.md');
}
