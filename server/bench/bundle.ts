/**
 * `npm run bench -- --bundle`: the public site's JavaScript as a phone downloads it (issue 17:
 * "the home page's initial JavaScript at most 120 KB gzip; the map, the wizard and the cabinet
 * load per route"). Builds the frontend into a temporary directory with Vite's manifest and sums
 * the gzip sizes (level 9) of:
 *   - the first load: what index.html loads (the entry and its static imports, modulepreloaded);
 *   - each route's own lazy chunks on top of it (home with its data frame and map, the wizard,
 *     the cabinet's lead list, the address check).
 * Prints the table and writes the "Site bundle" section of docs/bench.md.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeBenchDoc } from './leads';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The budget of the first load, gzip. */
export const FIRST_LOAD_BUDGET = 120 * 1024;

const routes: [string, string[]][] = [
  ['home page (/)', ['site/HomePage.tsx', 'site/layout/DataFrame.tsx', 'site/home/RegionMap.tsx']],
  [
    'lead wizard (/leads/new)',
    ['site/layout/DataFrame.tsx', 'site/leads/wizard/LeadWizardPage.tsx'],
  ],
  ['my leads (/leads)', ['site/layout/DataFrame.tsx', 'site/leads/LeadsPage.tsx']],
  ['address check', ['site/layout/DataFrame.tsx', 'site/tools/AddressCheckPage.tsx']],
];

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    closure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

export async function benchBundle(): Promise<void> {
  const root = join(import.meta.dirname, '..', '..');
  const outDir = mkdtempSync(join(tmpdir(), 'eog-bundle-'));
  try {
    const { build } = await import('vite');
    await build({
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, manifest: true },
    });
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const gz = (files: Iterable<string>) =>
      [...files].reduce(
        (sum, f) => sum + gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length,
        0,
      );
    const first = closure(manifest, ['index.html']);
    const rows: [string, number, string][] = [
      ['first load (index.html)', gz(first), first.size.toString()],
    ];
    for (const [name, keys] of routes) {
      const missing = keys.filter((k) => !manifest[k]);
      if (missing.length) throw new Error(`no chunk for ${missing.join(', ')}`);
      const all = closure(manifest, keys, new Set(first));
      rows.push([name, gz(all), all.size.toString()]);
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const verdict = rows[0]![1] <= FIRST_LOAD_BUDGET ? 'met' : 'missed';
    console.log('call'.padEnd(30), 'gzip'.padStart(10), 'files'.padStart(6));
    for (const [name, size, files] of rows) {
      console.log(name.padEnd(30), kb(size).padStart(10), files.padStart(6));
    }
    console.log(`first load ${verdict} (≤ ${kb(FIRST_LOAD_BUDGET)})`);
    await writeBenchDoc(
      /^## Site bundle/,
      [
        '## Site bundle',
        '',
        `- date: ${new Date().toISOString()}`,
        '- command: `npm run bench -- --bundle` (Vite production build, gzip level 9)',
        `- budget (issue 17): the first load ≤ ${kb(FIRST_LOAD_BUDGET)} — ${verdict}`,
        '',
        '| what the browser loads | gzip | files |',
        '| --- | --- | --- |',
        ...rows.map(([name, size, files]) => `| ${name} | ${kb(size)} | ${files} |`),
        '',
        'Each route row is the first load plus the lazy chunks that route fetches when it opens.',
      ].join('\n'),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
