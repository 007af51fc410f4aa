/**
 * The soak's servers: `server/main.ts` in a child process (the bench's `startServer`: the same
 * heap flags as `npm start`, a fixed JWT secret so tokens outlive restarts) on a PGlite data
 * directory or on a PostgreSQL database of its own, created here and dropped afterwards.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../../db';
import { startServer } from '../../bench/leads';

/** The local PostgreSQL the harness creates its databases on (never the `test` database). */
export const LOCAL_PG =
  process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Child {
  child: ChildProcess;
  baseUrl: string;
  startupMs: number;
}

export const start = (env: Record<string, string>): Promise<Child> =>
  startServer({ LOG_LEVEL: 'error', ANALYTICS_REFRESH_MINUTES: '0', ...env });

/** SIGTERM (or `signal`) and wait for the exit. */
export async function stop(c: Child, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (c.child.exitCode !== null || c.child.signalCode !== null) return;
  const exited = new Promise((r) => c.child.once('exit', r));
  c.child.kill(signal);
  await exited;
}

export function tempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `url` with its database replaced by `name`. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh database on the server of `url`: the server started on it migrates and seeds it. */
export async function ownDatabase(
  prefix: string,
  url = LOCAL_PG,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = await openPostgres(url);
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  return {
    url: withDatabase(url, name),
    async drop() {
      const a = await openPostgres(url);
      await a.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await a.close();
    },
  };
}
