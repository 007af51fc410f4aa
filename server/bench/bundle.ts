/**
 * `npm run bench -- --bundle`: the JavaScript the browser downloads for a page, gzip (level 9),
 * from the production builds of both apps (server/build.ts `buildApps`, into a temporary
 * directory, each with its manifest):
 *   - the public site (issue 17: "the home page's initial JavaScript at most 120 KB gzip; the
 *     map, the wizard and the cabinet load per route"): the first load — what index.html loads,
 *     the entry and its static imports (modulepreloaded) — and each route's own lazy chunks on
 *     top of it (home with its data frame and map, the wizard, the cabinet's lead list, the
 *     address check), with the dataProvider's verbs the page calls as it opens;
 *   - the staff console (issue 40: "the console's first load at most 300 KB gzip"): the login
 *     page (crm/index.html's entry and the login page's chunk), the leads list a signed-in
 *     member lands on (plus the signed-in console, crm/ConsoleAdmin.tsx, and the list's screen),
 *     with the stylesheets those chunks bring, and the routes that load heavier screens
 *     (charts, the lead card, the wizard); exceljs may be in no console chunk and the charts in
 *     neither first load.
 * Prints the tables and writes the "Site bundle" and "Console bundle" sections of docs/bench.md.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { apps } from '../build';
import { buildApps } from '../build';
import { writeBenchDoc } from './leads';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The budget of the site's first load, gzip. */
export const FIRST_LOAD_BUDGET = 120 * 1024;
/** The budget of the console's first load (the login page, the leads list), gzip. */
export const CONSOLE_FIRST_LOAD_BUDGET = 300 * 1024;

/**
 * The dataProvider's verbs come with their first call (dataProvider/lazyVerbs.ts): a signed-in
 * page's route middleware reads the account through one at once, the address check locates the
 * visitor through another; the home page calls none.
 */
const CABINET_VERBS = 'dataProvider/customVerbs.ts';
const ADDRESS_VERBS = 'dataProvider/addressVerbs.ts';

const routes: [string, string[]][] = [
  ['home page (/)', ['site/HomePage.tsx', 'site/layout/DataFrame.tsx', 'site/home/RegionMap.tsx']],
  [
    'lead wizard (/leads/new)',
    ['site/layout/DataFrame.tsx', 'site/leads/wizard/LeadWizardPage.tsx', CABINET_VERBS],
  ],
  ['my leads (/leads)', ['site/layout/DataFrame.tsx', 'site/leads/LeadsPage.tsx', CABINET_VERBS]],
  [
    'address check',
    ['site/layout/DataFrame.tsx', 'site/tools/AddressCheckPage.tsx', ADDRESS_VERBS],
  ],
];

const CONSOLE_ENTRY = 'crm/index.html';
const SIGNED_IN = 'crm/ConsoleAdmin.tsx';

/** The console's first loads, each against the budget: the entry and the chunks the page needs. */
const consoleFirstLoads: [string, string[]][] = [
  ['login page (/crm/not_auth)', [CONSOLE_ENTRY, 'crm/LoginPage.tsx']],
  ['leads list (/crm/leads)', [CONSOLE_ENTRY, SIGNED_IN, 'crm/leads/LeadList.tsx']],
];

/** Console routes whose screens load with them, for comparison (no budget). */
const consoleRoutes: [string, string[]][] = [
  ['lead card (/crm/leads/edit/:id)', [CONSOLE_ENTRY, SIGNED_IN, 'crm/leads/LeadCard.tsx']],
  [
    'lead wizard (/crm/leads/new/:user_id)',
    [CONSOLE_ENTRY, SIGNED_IN, 'crm/leads/wizard/LeadWizard.tsx'],
  ],
  [
    'analytics with charts (/crm/analytics)',
    [
      CONSOLE_ENTRY,
      SIGNED_IN,
      'crm/analytics/AnalyticsPage.tsx',
      'crm/analytics/AnalyticsChart.tsx',
    ],
  ],
];

/** Packages that must stay out of the console (`nowhere`) or out of its first loads. */
const kept: { pkg: string; from: 'nowhere' | 'first loads' }[] = [
  { pkg: 'exceljs', from: 'nowhere' },
  { pkg: '@mui/x-charts', from: 'first loads' },
];

/**
 * The files a chunk needs before it runs: itself and its static imports, transitively, and
 * (with `css`) the stylesheets they bring.
 */
function closure(manifest: Manifest, keys: string[], into = new Set<string>(), css = false) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    if (css) for (const sheet of chunk.css ?? []) into.add(sheet);
    closure(manifest, chunk.imports ?? [], into, css);
  }
  return into;
}

/** Every file a page of the console may ever load: static and dynamic imports, transitively. */
function reachable(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
    reachable(manifest, next, into);
  return into;
}

/** Records which output chunks hold each of the `kept` packages. */
function packageChunks(found: Map<string, Set<string>>): Plugin {
  return {
    name: 'bench-package-chunks',
    generateBundle(_, bundle) {
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const { pkg } of kept) {
          if (chunk.moduleIds.some((id) => id.includes(`/node_modules/${pkg}/`))) {
            const files = found.get(pkg) ?? new Set<string>();
            found.set(pkg, files.add(file));
          }
        }
      }
    },
  };
}

export async function benchBundle(): Promise<void> {
  const root = join(import.meta.dirname, '..', '..');
  const outDir = mkdtempSync(join(tmpdir(), 'eog-bundle-'));
  try {
    const found = new Map<string, Set<string>>();
    await buildApps(outDir, { manifest: true, plugins: [packageChunks(found)] });
    // Each app is its own build with its own manifest (server/build.ts).
    const manifestOf = (app: (typeof apps)[number]) =>
      JSON.parse(readFileSync(join(outDir, '.vite', `${app}.json`), 'utf8')) as Manifest;
    const site = manifestOf('site');
    const crm = manifestOf('crm');
    const gz = (files: Iterable<string>) =>
      [...files].reduce(
        (sum, f) => sum + gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length,
        0,
      );
    // A module without a chunk of its own is bundled into another (its importer's, the first
    // load's): it is counted there. A module that is not there at all is a renamed file.
    const bundledIn = new Set<string>();
    const chunked = (manifest: Manifest, keys: string[]) => {
      const gone = keys.filter((k) => !manifest[k] && !existsSync(join(root, k)));
      if (gone.length) throw new Error(`no module ${gone.join(', ')}`);
      for (const k of keys) if (!manifest[k]) bundledIn.add(k);
      return keys.filter((k) => manifest[k]);
    };
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const print = (title: string, rows: [string, number, string][]) => {
      console.log(title.padEnd(40), 'gzip'.padStart(10), 'files'.padStart(6));
      for (const [name, size, files] of rows) {
        console.log(name.padEnd(40), kb(size).padStart(10), files.padStart(6));
      }
    };
    const table = (rows: [string, number, string][], extra = '') => [
      `| what the browser loads | gzip | files${extra ? ` | ${extra}` : ''} |`,
      `| --- | --- | ---${extra ? ' | ---' : ''} |`,
      ...rows.map(([name, size, files]) => `| ${name} | ${kb(size)} | ${files} |`),
    ];

    // The public site, as issue 17 measured it (scripts only).
    const first = closure(site, ['index.html']);
    const rows: [string, number, string][] = [
      ['first load (index.html)', gz(first), first.size.toString()],
    ];
    for (const [name, keys] of routes) {
      const all = closure(site, chunked(site, keys), new Set(first));
      rows.push([name, gz(all), all.size.toString()]);
    }
    const verdict = rows[0]![1] <= FIRST_LOAD_BUDGET ? 'met' : 'missed';
    // Issue 40 reads the same budget as all the home page fetches, its map included.
    const homeVerdict = rows[1]![1] <= FIRST_LOAD_BUDGET ? 'met' : 'missed';
    const siteNote = [...bundledIn].map((k) => `\`${k}\``).join(', ');
    print('site', rows);
    if (siteNote) console.log(`without a chunk of their own: ${siteNote}`);
    console.log(`first load ${verdict}, home page ${homeVerdict} (≤ ${kb(FIRST_LOAD_BUDGET)})`);
    await writeBenchDoc(
      /^## Site bundle/,
      [
        '## Site bundle',
        '',
        `- date: ${new Date().toISOString()}`,
        '- command: `npm run bench -- --bundle` (Vite production build, gzip level 9)',
        `- budget (issue 17): the first load ≤ ${kb(FIRST_LOAD_BUDGET)} — ${verdict}`,
        `- budget (issue 40): the home page, all its script, ≤ ${kb(FIRST_LOAD_BUDGET)} — ${homeVerdict}`,
        '',
        ...table(rows),
        '',
        'Each route row is the first load plus the lazy chunks that route fetches when it opens',
        "(the cabinet's with the dataProvider's verbs, the address check with its look-ups).",
        ...(siteNote ? [`Bundled into another chunk (counted there): ${siteNote}.`] : []),
      ].join('\n'),
    );

    // The console: scripts and stylesheets, from its own build.
    const consoleRow = ([name, keys]: [string, string[]]): [string, number, string] => {
      const files = closure(crm, chunked(crm, keys), new Set(), true);
      return [name, gz(files), files.size.toString()];
    };
    const firstLoads = consoleFirstLoads.map(consoleRow);
    const others = consoleRoutes.map(consoleRow);
    const verdicts = firstLoads.map(([name, size]) =>
      size <= CONSOLE_FIRST_LOAD_BUDGET ? 'met' : `missed by ${name}`,
    );
    const consoleVerdict = verdicts.every((v) => v === 'met')
      ? 'met'
      : verdicts.filter((v) => v !== 'met').join(', ');
    const everywhere = reachable(crm, CONSOLE_ENTRY);
    const firstLoadFiles = new Set(
      consoleFirstLoads.flatMap(([, keys]) => [...closure(crm, keys)]),
    );
    const checks = kept.map(({ pkg, from }) => {
      const scope = from === 'nowhere' ? everywhere : firstLoadFiles;
      const hits = [...(found.get(pkg) ?? [])].filter((f) => scope.has(f));
      const where = from === 'nowhere' ? 'in no console chunk' : 'in neither first load';
      return `- ${pkg} ${where}: ${hits.length ? `no — ${hits.join(', ')}` : 'yes'}`;
    });
    print('console', [...firstLoads, ...others]);
    console.log(`console first loads ${consoleVerdict} (≤ ${kb(CONSOLE_FIRST_LOAD_BUDGET)})`);
    for (const line of checks) console.log(line.slice(2));
    await writeBenchDoc(
      /^## Console bundle/,
      [
        '## Console bundle',
        '',
        `- date: ${new Date().toISOString()}`,
        '- command: `npm run bench -- --bundle` (the same build, gzip level 9, scripts and the',
        '  stylesheets they bring)',
        `- budget (issue 40): each first load ≤ ${kb(CONSOLE_FIRST_LOAD_BUDGET)} — ${consoleVerdict}`,
        ...checks,
        '',
        ...table(firstLoads),
        '',
        'The login page is crm/index.html with the login form; the leads list is where a',
        'signed-in member lands: the same entry, the signed-in console (crm/ConsoleAdmin.tsx:',
        'resources, routes, shell) and the list. Screens load with their route, for example:',
        '',
        ...table(others),
      ].join('\n'),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
