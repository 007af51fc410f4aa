/**
 * The tests' database templates: vitest's global setup (node project) runs initdb ONCE and
 * dumps the empty cluster, then again after the migrations and after the demo seed; every
 * server test file then starts from one of the dumps instead of repeating them (initdb alone
 * costs about ten CPU-seconds; the migrations and the seed two more). `openTestDb` starts from
 * the empty dump (a test that migrates or seeds still does it itself), the test app from the
 * migrated one (`seed: false`) or the seeded one. Without the setup (a file run by other
 * means) tests fall back to the slow path.
 *
 * Each dump is taken after a CHECKPOINT: a dump of a running cluster is otherwise recovered
 * on every start by replaying all the WAL since initdb (the migrations and the whole seed),
 * which was a third of the cost of opening a test database.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteOptions, wrapPglite, type Db } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';

export const TEMPLATE_KEY = 'seededPgliteTemplate';
export const EMPTY_TEMPLATE_KEY = 'emptyPgliteTemplate';
export const MIGRATED_TEMPLATE_KEY = 'migratedPgliteTemplate';
export const PG_TEMPLATE_KEY = 'seededPostgresTemplate';
export const DEMO_PASSWORD = 'Gaz-Portal#2026';

declare module 'vitest' {
  export interface ProvidedContext {
    seededPgliteTemplate: string;
    emptyPgliteTemplate: string;
    migratedPgliteTemplate: string;
    seededPostgresTemplate: string;
  }
}

async function dumpTo(lite: PGlite, path: string): Promise<void> {
  await lite.exec('CHECKPOINT');
  const dump = await lite.dumpDataDir('none');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
}

/** vitest globalSetup: builds the templates, provides their paths, removes them afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return setupPostgres(project, url);
  const base = join(tmpdir(), `eog-test-template-${process.pid}-${Date.now()}`);
  const emptyPath = `${base}-empty.tar`;
  const migratedPath = `${base}-migrated.tar`;
  const seededPath = `${base}-seeded.tar`;
  const lite = await PGlite.create(pgliteOptions);
  await dumpTo(lite, emptyPath);
  const db = wrapPglite(lite);
  await migrate(db);
  await dumpTo(lite, migratedPath);
  await seed(db, { demo: true, demoPassword: DEMO_PASSWORD });
  await dumpTo(lite, seededPath);
  await lite.close();
  project.provide(EMPTY_TEMPLATE_KEY, emptyPath);
  project.provide(MIGRATED_TEMPLATE_KEY, migratedPath);
  project.provide(TEMPLATE_KEY, seededPath);
  return async () => {
    for (const path of [emptyPath, migratedPath, seededPath]) await rm(path, { force: true });
  };
}

/** TEST_DATABASE_URL with another database name. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * The PostgreSQL run (TEST_DATABASE_URL): one migrated, seeded database of the run; each test file that
 * wants the seeded app gets a copy (CREATE DATABASE … TEMPLATE, a file copy) instead of
 * migrating and seeding a schema of its own. `openTestDb` still gives an empty private schema.
 */
async function setupPostgres(project: TestProject, url: string): Promise<() => Promise<void>> {
  const name = `eog_tpl_${process.pid}_${Date.now()}`;
  const admin = await openPostgres(url);
  const tablespace = await createTablespace(admin, name);
  await admin.exec(`CREATE DATABASE ${name}${tablespace ? ` TABLESPACE ${tablespace}` : ''}`);
  const db = await openPostgres(databaseUrl(url, name));
  try {
    await migrate(db);
    await seed(db, { demo: true, demoPassword: DEMO_PASSWORD });
  } finally {
    // A template may have no open connection while it is copied.
    await db.close();
  }
  project.provide(PG_TEMPLATE_KEY, name);
  return async () => {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (tablespace) {
      // A copy left by a file that failed before its close: the tablespace must be empty.
      const left = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database d JOIN pg_tablespace t ON t.oid = d.dattablespace WHERE t.spcname = $1',
        [tablespace],
      );
      for (const { datname } of left) await admin.exec(`DROP DATABASE "${datname}" WITH (FORCE)`);
      await admin.exec(`DROP TABLESPACE ${tablespace}`);
    }
    await admin.close();
  };
}

/**
 * TEST_PG_TABLESPACE: an empty directory the PostgreSQL server's user owns, on tmpfs (.ci/run
 * makes one). The run's template and every copy of it (CREATE DATABASE … TEMPLATE takes the
 * template's tablespace) then keep their files there: a copy is ~860 files, and on an ext4
 * without a journal, creating and deleting them was most of the CPU PostgreSQL spent in the
 * unit run (a copy 700 → 33 ms, its drop 230 → 20 ms). The SQL is the same; only where the files lie changes.
 */
async function createTablespace(admin: Db, name: string): Promise<string | null> {
  const location = process.env.TEST_PG_TABLESPACE;
  if (!location) return null;
  await admin.exec(`CREATE TABLESPACE ${name} LOCATION '${location.replaceAll("'", "''")}'`);
  return name;
}

const blobs = new Map<string, Promise<Blob>>();

/**
 * The dumped template as PGlite wants it, or undefined outside a vitest run with the setup.
 * Read once per worker: with `isolate: false` the worker keeps this module between files.
 */
export function templateBlob(path: string | undefined): Promise<Blob | undefined> {
  if (!path) return Promise.resolve(undefined);
  let blob = blobs.get(path);
  if (!blob) {
    blob = readFile(path).then((bytes) => new Blob([bytes]));
    blobs.set(path, blob);
  }
  return blob;
}
