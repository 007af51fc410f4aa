/**
 * The node arguments of `npm start` (its flags and the launcher, scripts/start.mjs), read from
 * package.json: the benchmarks, the soak and the end-to-end suite start the server exactly as a
 * user does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function startArgs(): string[] {
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [node, ...args] = pkg.scripts.start.trim().split(/\s+/);
  if (node !== 'node') throw new Error(`npm start does not run node: ${pkg.scripts.start}`);
  return args;
}
