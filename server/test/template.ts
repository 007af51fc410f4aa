/**
 * The tests' seeded database template: vitest's global setup (node project) runs initdb, the
 * migrations and the demo seed ONCE and dumps the PGlite data directory to a file; every server
 * test file then starts from that dump instead of repeating them (initdb alone costs seconds
 * per file on two cores). Without the setup (a file run by other means) tests fall back to the
 * slow path.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';

export const TEMPLATE_KEY = 'seededPgliteTemplate';
export const DEMO_PASSWORD = 'Gaz-Portal#2026';

declare module 'vitest' {
  export interface ProvidedContext {
    seededPgliteTemplate: string;
  }
}

/** vitest globalSetup: builds the template, provides its path, removes it afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The PostgreSQL run (test:pg) gives each file its own schema instead.
  if (process.env.TEST_DATABASE_URL) return async () => undefined;
  const path = join(tmpdir(), `eog-test-template-${process.pid}-${Date.now()}.tar`);
  const lite = await PGlite.create({ parsers: { 20: (v: string) => v } });
  const db = wrapPglite(lite);
  await migrate(db);
  await seed(db, { demo: true, demoPassword: DEMO_PASSWORD });
  const dump = await lite.dumpDataDir('none');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
  project.provide(TEMPLATE_KEY, path);
  return () => rm(path, { force: true });
}

/** The dumped template as PGlite wants it, or undefined outside a vitest run with the setup. */
export async function templateBlob(path: string | undefined): Promise<Blob | undefined> {
  if (!path) return undefined;
  return new Blob([await readFile(path)]);
}
