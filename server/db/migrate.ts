/**
 * Applies the ordered plain-SQL files of server/db/migrations once each, under an advisory lock
 * so several instances starting together do not race; a file's data step in TypeScript
 * (./migrationSteps.ts) runs right after it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './index';
import { migrationSteps } from './migrationSteps';

const migrationsDir = join(import.meta.dirname, 'migrations');
const LOCK_ID = 4_242_001;

export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

/** Returns the names of the migrations it applied (empty when the schema was current). */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of migrationFiles()) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(join(migrationsDir, file), 'utf8'));
      await migrationSteps[file]?.(tx);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
