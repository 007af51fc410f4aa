/**
 * Builds the site and the console on start when their sources changed since the last build.
 * The fingerprint is a hash of every front-end input, kept next to the output, so a second
 * `npm start` does not rebuild.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

const root = join(import.meta.dirname, '..');
const inputs = [
  'index.html',
  'vite.config.ts',
  'server/precompress.ts',
  'server/bundlePlugins.ts',
  'server/build.ts',
  'package-lock.json',
  'src',
  'site',
  'crm',
  'i18n',
  'dataProvider',
  'authProvider',
];

function walk(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (!/\.test\.tsx?$/.test(name)) walk(join(path, name), out);
    }
  } else {
    out.push(path);
  }
}

export function frontendFingerprint(): string {
  const files: string[] = [];
  for (const input of inputs) walk(join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

/** Returns true when it built, false when the existing build was current. */
export async function ensureBuilt(distDir: string, log: (msg: string) => void): Promise<boolean> {
  const stampFile = join(distDir, '.build-stamp');
  const fingerprint = frontendFingerprint();
  const current =
    existsSync(join(distDir, 'index.html')) &&
    existsSync(join(distDir, 'crm', 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === fingerprint;
  if (current) return false;
  log('Сборка сайта и консоли (vite build)…');
  await buildApps(distDir);
  writeFileSync(stampFile, fingerprint);
  return true;
}

/** The apps of vite.config.ts, in the order they are built (the first empties `outDir`). */
export const apps = ['site', 'crm'] as const;

/**
 * Builds the site, then the console, into `outDir`, each on its own (vite.config.ts `EOG_APP`):
 * neither's chunks are cut to the other's imports. With `manifest`, each app's manifest is
 * `.vite/<app>.json` in `outDir`; `plugins` join both builds (the bundle bench's).
 */
export async function buildApps(
  outDir: string,
  options: { manifest?: boolean; plugins?: Plugin[] } = {},
): Promise<void> {
  const { build } = await import('vite');
  try {
    for (const app of apps) {
      process.env.EOG_APP = app;
      await build({
        configFile: join(root, 'vite.config.ts'),
        logLevel: 'warn',
        plugins: options.plugins ?? [],
        build: {
          outDir,
          emptyOutDir: app === apps[0],
          manifest: options.manifest ? `.vite/${app}.json` : false,
        },
      });
    }
  } finally {
    delete process.env.EOG_APP;
  }
}
