/**
 * `npm run db:backup -- <dir>` and `npm run db:restore -- <dir>` (issue 22 "Backups"): the
 * database and the uploaded files of the configured installation into a directory, and back.
 *
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` into `<dir>/db.dump`; restore with
 *   `pg_restore --clean --if-exists --no-owner` into the same (or a new, empty) database. Both
 *   run while the portal runs: pg_dump reads one consistent snapshot.
 * - PGlite (the embedded default): its data directory dumped as `<dir>/db.tar.gz`; restore
 *   rebuilds DATA_DIR/db from it. PGlite is one process's database: stop the portal first.
 * - Files on local disk (no S3): DATA_DIR/files copied to `<dir>/files` and back. A bucket is
 *   backed up by the S3 provider (versioning, replication), not here.
 *
 * Restore refuses to overwrite an existing embedded database or files directory unless told
 * `--force`, so a mistyped command cannot erase a live installation.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { pgliteOptions } from './index';

type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 's3'>;

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function nonEmpty(dir: string): Promise<boolean> {
  return (await exists(dir)) && (await readdir(dir)).length > 0;
}

/** Runs a PostgreSQL client tool; rejects with its stderr. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command}: ${stderr.trim() || `code ${code}`}`)),
    );
  });
}

export async function backup(config: BackupConfig, target: string): Promise<string[]> {
  await mkdir(target, { recursive: true });
  const written: string[] = [];
  if (config.databaseUrl) {
    const file = join(target, 'db.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.databaseUrl]);
    written.push(file);
  } else {
    const lite = await PGlite.create(join(config.dataDir, 'db'), pgliteOptions);
    try {
      const dump = await lite.dumpDataDir('gzip');
      const file = join(target, 'db.tar.gz');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      written.push(file);
    } finally {
      await lite.close();
    }
  }
  const files = join(config.dataDir, 'files');
  if (!config.s3 && (await exists(files))) {
    await cp(files, join(target, 'files'), { recursive: true });
    written.push(join(target, 'files'));
  }
  return written;
}

export async function restore(
  config: BackupConfig,
  source: string,
  options: { force?: boolean } = {},
): Promise<void> {
  const dir = join(config.dataDir, 'db');
  const files = join(config.dataDir, 'files');
  const saved = join(source, 'files');
  const withFiles = !config.s3 && (await exists(saved));
  // Checked before anything is touched: a refusal leaves the installation as it was.
  for (const busy of [...(config.databaseUrl ? [] : [dir]), ...(withFiles ? [files] : [])])
    if ((await nonEmpty(busy)) && !options.force)
      throw new Error(`${busy} не пуст: остановите портал и повторите с --force`);
  if (config.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      `--dbname=${config.databaseUrl}`,
      join(source, 'db.dump'),
    ]);
  } else {
    const dump = await readFile(join(source, 'db.tar.gz'));
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const lite = await PGlite.create(dir, { ...pgliteOptions, loadDataDir: new Blob([dump]) });
    await lite.close();
  }
  if (withFiles) {
    await rm(files, { recursive: true, force: true });
    await cp(saved, files, { recursive: true });
  }
}
