/**
 * `npm run test:pg`: the server tests that exercise SQL (tests/databaseTests.ts), on PostgreSQL
 * when TEST_DATABASE_URL is set (`.ci/run` sets it when the local server answers); otherwise
 * says so and succeeds — test:unit then runs them on PGlite.
 */
import { spawnSync } from 'node:child_process';
import { databaseTestFiles } from './databaseTests';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL не задан: серверные тесты с базой идут в test:unit на PGlite');
  process.exit(0);
}

const files = databaseTestFiles();
if (files.length === 0) {
  console.error('Не найдено ни одного серверного теста с базой данных');
  process.exit(1);
}
console.log(
  `Серверные тесты на PostgreSQL (${files.length} файлов с базой): ${process.env.TEST_DATABASE_URL}`,
);
// `npm test` runs this beside the browser suite at nice 19, where a core may give it a few
// percent for tens of seconds: a 365 ms export test took over 30 s on a slow machine (CI,
// 2026-12-07). The timeouts guard against hangs, not speed, so they are wider here.
const timeouts = ['--testTimeout', '120000', '--hookTimeout', '240000'];
const result = spawnSync('npx', ['vitest', 'run', '--project', 'node', ...timeouts, ...files], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
