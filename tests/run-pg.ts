/**
 * Runs the server tests that exercise SQL a second time against PostgreSQL when
 * TEST_DATABASE_URL is set (`.ci/run` sets it when the local server answers); otherwise says so
 * and succeeds. Only the files that open a database (through server/test/helpers:
 * `createTestApp` or `openTestDb`, or reading TEST_DATABASE_URL themselves) run again: the
 * others (JSON:API parsing, mail, SMS, storage signing…) never reach a database, so a second run
 * would prove nothing new. A file that opens a database only to drive the HTTP layer (the role ×
 * route access matrix: thousands of calls whose answer depends on the permission table, not on
 * SQL) says so with a line `// test:pg skips this file: <why>`, and runs on PGlite only.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL не задан: прогон серверных тестов на PostgreSQL пропущен');
  process.exit(0);
}

const usesDatabase = /\b(createTestApp|openTestDb)\(|process\.env\.TEST_DATABASE_URL/;
const skipped = /^\/\/ test:pg skips this file: \S/m;
const files = (readdirSync('server', { recursive: true }) as string[])
  .filter((f) => f.endsWith('.test.ts') && !f.split('/').includes('node_modules'))
  .map((f) => join('server', f))
  .filter((f) => {
    const text = readFileSync(f, 'utf8');
    return usesDatabase.test(text) && !skipped.test(text);
  })
  .sort();
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
