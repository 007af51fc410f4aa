/**
 * Builds the site and the console on start when their sources changed since the last build.
 * The fingerprint is a hash of every front-end input, kept next to the output, so a second
 * `npm start` does not rebuild.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const inputs = [
  'index.html',
  'vite.config.ts',
  'server/precompress.ts',
  'server/bundlePlugins.ts',
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
  const { build } = await import('vite');
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir },
  });
  writeFileSync(stampFile, fingerprint);
  return true;
}
