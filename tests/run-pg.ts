/**
 * Runs the server suite a second time against PostgreSQL when TEST_DATABASE_URL is set
 * (`.ci/run` sets it when the local server answers); otherwise says so and succeeds.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL не задан: прогон серверных тестов на PostgreSQL пропущен');
  process.exit(0);
}
console.log(`Серверные тесты на PostgreSQL: ${process.env.TEST_DATABASE_URL}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'node', 'server/'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
