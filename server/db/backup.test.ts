import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { backup, restore } from './backup';
import { openPglite, openPostgres, type Db } from './index';
import { migrate } from './migrate';
import { seed } from './seed';
import { templateBlob, TEMPLATE_KEY } from '../test/template';

// `npm run db:backup` / `db:restore` (issue 22 "Backups"): a round trip that compares every
// table, row by row (an md5 over the sorted rows), and the files.
const dirs: string[] = [];
const temp = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `eog-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every table of the current schema with its row count and a digest of its rows. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: string; digest: string | null }>(
      `SELECT count(*)::text AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), ''))
              AS digest FROM "${name}" t`,
    );
    out[name] = `${row!.n}:${row!.digest}`;
  }
  return out;
}

describe('backup and restore', () => {
  // The PGlite case runs in the unit phase; the PostgreSQL phase runs the other.
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'round-trips the embedded database and the files',
    async () => {
      const source = temp('source');
      // The run's seeded template (server/test/template.ts), else a fresh migrated and seeded one.
      const template = await templateBlob(inject(TEMPLATE_KEY));
      const db = await openPglite(join(source, 'db'), template ? { loadDataDir: template } : {});
      if (!template) {
        await migrate(db);
        await seed(db, { demo: true, demoPassword: 'Gaz-Portal#2026' });
      }
      await db.query(
        `UPDATE settlements SET population = 4242 WHERE id = (SELECT min(id) FROM settlements)`,
      );
      const before = await fingerprint(db);
      await db.close();
      mkdirSync(join(source, 'files', 'ab'), { recursive: true });
      writeFileSync(join(source, 'files', 'ab', 'doc.pdf'), '%PDF-1.7 паспорт');

      const saved = temp('backup');
      await backup(loadConfig({ DATA_DIR: source }), saved);

      const target = temp('target');
      await restore(loadConfig({ DATA_DIR: target }), saved);
      const restored = await openPglite(join(target, 'db'));
      const after = await fingerprint(restored);
      await restored.close();
      expect(Object.keys(after).length).toBeGreaterThan(40);
      expect(after).toEqual(before);
      expect(readFileSync(join(target, 'files', 'ab', 'doc.pdf'), 'utf8')).toBe('%PDF-1.7 паспорт');

      // A live installation is not overwritten by mistake.
      await expect(restore(loadConfig({ DATA_DIR: target }), saved)).rejects.toThrow('--force');
      await restore(loadConfig({ DATA_DIR: target }), saved, { force: true });
    },
    120_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'round-trips a PostgreSQL database with pg_dump and pg_restore',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const admin = await openPostgres(url.toString());
      const names = ['eog_backup_src', 'eog_backup_dst'];
      for (const name of names) {
        await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
        await admin.exec(`CREATE DATABASE ${name}`);
      }
      const urlOf = (name: string) =>
        Object.assign(new URL(url), { pathname: `/${name}` }).toString();
      try {
        const db = await openPostgres(urlOf(names[0]!));
        await migrate(db);
        await seed(db, { demo: true, demoPassword: 'Gaz-Portal#2026' });
        const before = await fingerprint(db);
        await db.close();
        const saved = temp('pg-backup');
        await backup(
          loadConfig({ DATABASE_URL: urlOf(names[0]!), DATA_DIR: temp('pg-data') }),
          saved,
        );
        await restore(
          loadConfig({ DATABASE_URL: urlOf(names[1]!), DATA_DIR: temp('pg-data2') }),
          saved,
        );
        const restored = await openPostgres(urlOf(names[1]!));
        expect(await fingerprint(restored)).toEqual(before);
        await restored.close();
      } finally {
        for (const name of names) await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      }
    },
    120_000,
  );
});
