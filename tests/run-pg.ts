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
const result = spawnSync('npx', ['vitest', 'run', '--project', 'node', ...files], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
