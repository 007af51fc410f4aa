/**
 * Test harness for the server: a migrated and seeded database per test file (in-memory PGlite,
 * or a private schema on PostgreSQL when TEST_DATABASE_URL is set), the app built on it, and
 * `loginAs` to get tokens for the demo accounts.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Db } from '../db';
import { migrate, migrationFiles } from '../db/migrate';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { seed } from '../db/seed';
import { tokenFor } from '../modules/reference/testAuth';
import {
  DEMO_PASSWORD,
  EMPTY_TEMPLATE_KEY,
  MIGRATED_TEMPLATE_KEY,
  PG_TEMPLATE_KEY,
  TEMPLATE_KEY,
  databaseUrl,
  templateBlob,
} from './template';

export { DEMO_PASSWORD };

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The database's own URL when it is PostgreSQL: another pool, as another instance has. */
  url?: string;
  close(): Promise<void>;
}

/** An empty database: a fresh PGlite (from the run's initdb'ed template when there is one). */
export async function openTestDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const empty = await templateBlob(inject(EMPTY_TEMPLATE_KEY));
    const db = await openPglite(undefined, empty ? { loadDataDir: empty } : {});
    return { db, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres(url, schema);
  return {
    db,
    async drop() {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/**
 * An older portal for a migration's test: every migration before `name` applied and recorded,
 * so that `migrate` then runs `name` and the ones after it on the rows the test adds.
 */
export async function migrateBefore(db: Db, name: string): Promise<void> {
  await db.exec(
    'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const file of migrationFiles().filter((f) => f < name)) {
    await db.exec(readFileSync(join(import.meta.dirname, '../db/migrations', file), 'utf8'));
    await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
  }
}

/** A private copy of the run's seeded PostgreSQL database (server/test/template.ts). */
async function copyPostgresTemplate(
  url: string,
  template: string,
): Promise<{ db: Db; url?: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url);
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const db = await openPostgres(databaseUrl(url, name));
  return {
    db,
    url: databaseUrl(url, name),
    async drop() {
      await db.close();
      await admin.exec(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** A migrated (and seeded) database: from the run's template when there is one. */
async function openSeededDb(
  seeded: boolean,
): Promise<{ db: Db; url?: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const pgTemplate = seeded && url ? inject(PG_TEMPLATE_KEY) : undefined;
  if (url && pgTemplate) return copyPostgresTemplate(url, pgTemplate);
  const template = url
    ? undefined
    : await templateBlob(inject(seeded ? TEMPLATE_KEY : MIGRATED_TEMPLATE_KEY));
  if (template) {
    const db = await openPglite(undefined, { loadDataDir: template });
    return { db, drop: () => db.close() };
  }
  const opened = await openTestDb();
  await migrate(opened.db);
  if (seeded) await seed(opened.db, { demo: true, demoPassword: DEMO_PASSWORD });
  return opened;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { seed?: boolean } = {},
): Promise<TestContext> {
  const { db, url, drop } = await openSeededDb(options.seed !== false);
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data',
    DIST_DIR: '/nonexistent-test-dist',
    TOKEN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const app = await buildApp({ config, db, jwtSecret: 'test-secret-'.padEnd(40, 'x') });
  await app.ready();
  return {
    app,
    db,
    config,
    ...(url ? { url } : {}),
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * A second app instance on the test app's database and secret, as behind a load balancer: what
 * one instance writes (a revoked token, a lockout) the other must honour. Closed by the caller.
 */
export async function secondInstance(ctx: TestContext): Promise<FastifyInstance> {
  const other = await buildApp({ config: ctx.config, db: ctx.db, jwtSecret: ctx.app.jwtSecret });
  await other.ready();
  return other;
}

/** Logs a demo account in through the real token endpoint and returns the bearer header. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  scope: 'admin' | 'user' = email.startsWith('fl@') ||
  email.startsWith('ul@') ||
  email.startsWith('ip@')
    ? 'user'
    : 'admin',
  password = DEMO_PASSWORD,
): Promise<{ authorization: string }> {
  const res = await app.inject({
    method: 'POST',
    url: scope === 'admin' ? '/v1/admin/token' : '/v1/user/token',
    payload: { auth: { email, password } },
  });
  if (res.statusCode !== 200)
    throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${(res.json() as { jwt: string }).jwt}` };
}

/** `app.inject` returning the parsed JSON body along with the status. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; body: T }> {
  const res = await app.inject(options);
  return { status: res.statusCode, body: (res.body ? res.json() : undefined) as T };
}

/**
 * JSON:API calls on the app `app()` answers (read at each call, so that a describe may make
 * them before its `beforeAll` builds the app): `attributes`, when given, go as the body
 * `{ data: { attributes } }`.
 */
export const jsonApi =
  (app: () => FastifyInstance) =>
  (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    attributes?: unknown,
  ) =>
    app().inject({
      method,
      url,
      headers,
      ...(attributes !== undefined ? { payload: { data: { attributes } } } : {}),
    });
export type JsonApiCall = ReturnType<typeof jsonApi>;

/**
 * A describe's seeded app, built in its `beforeAll` and closed in its `afterAll`, with the
 * bearer headers of the ЕТП administrator and of a ГРО's operator, and JSON:API calls on it.
 * The objects it answers are filled in when that `beforeAll` has run.
 */
export function staffApp(): {
  ctx: TestContext;
  admin: Record<string, string>;
  operator: Record<string, string>;
  call: JsonApiCall;
} {
  const ctx = {} as TestContext;
  const admin: Record<string, string> = {};
  const operator: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp());
    Object.assign(admin, await tokenFor(ctx.app, 'etp_admin@eog.test'));
    Object.assign(operator, await tokenFor(ctx.app, 'operator@eog.test'));
  });
  afterAll(() => ctx.close());
  return { ctx, admin, operator, call: jsonApi(() => ctx.app) };
}
