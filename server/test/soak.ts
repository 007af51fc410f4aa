/**
 * `npm run soak [-- --requests 10000 --seed N --only <regexp>]`: the long part of the fuzzing
 * (issue 22). Builds the app on a fresh seeded in-memory PGlite (or TEST_DATABASE_URL's server,
 * in a database of its own) and sends the fuzzer's requests over every route as a staff member
 * holding every key, an ГРО operator, an applicant and nobody; prints every 5xx with the
 * request that caused it and exits non-zero if there was one. Never part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { signToken } from '../auth/tokens';
import { loadConfig } from '../config';
import { openPglite } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { fuzzRoutes } from './fuzz';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

async function main(): Promise<void> {
  const requests = Number(arg('--requests') ?? 10_000);
  const seedValue = Number(arg('--seed') ?? Date.now() % 1_000_000);
  const only = arg('--only');
  const db = await openPglite();
  await migrate(db);
  await seed(db, { demo: true, demoPassword: 'Gaz-Portal#2026' });
  const config = loadConfig({ DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' });
  const jwtSecret = 'soak-secret-'.padEnd(48, 'x');
  const app = await buildApp({ config, db, jwtSecret });
  await app.ready();
  const bearer = async (email: string, table: 'admin_users' | 'users') => {
    const [row] = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE email = $1`, [
      email,
    ]);
    const scope = table === 'users' ? 'v1_user' : 'v1_admin';
    return { authorization: `Bearer ${signToken(jwtSecret, String(row!.id), scope, 3600)}` };
  };
  const callers = [
    await bearer('etp_admin@eog.test', 'admin_users'),
    await bearer('operator@eog.test', 'admin_users'),
    await bearer('fl@eog.test', 'users'),
    {},
  ];
  const started = performance.now();
  const { failures, statuses } = await fuzzRoutes(app, {
    requests,
    seed: seedValue,
    callers,
    ...(only ? { only: new RegExp(only) } : {}),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${requests} fuzzed requests over ${app.accessTable.length} routes in ${seconds.toFixed(1)} s ` +
      `(seed ${seedValue}): ${failures.length} answered 5xx`,
  );
  console.log(`answers by status: ${JSON.stringify(statuses)}`);
  for (const f of failures) console.log(JSON.stringify(f));
  await app.close();
  await db.close();
  process.exit(failures.length ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
