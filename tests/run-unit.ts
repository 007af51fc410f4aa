/**
 * `npm run test:unit`: Vitest, every project. The server files that open a database run here on
 * PGlite — unless TEST_DATABASE_URL is set, when test:pg runs them on PostgreSQL instead: each
 * file's SQL is judged once per `npm test`, on the production engine when one is at hand, and
 * the embedded PGlite of `npm start` is what the end-to-end suite's server runs on.
 */
import { spawnSync } from 'node:child_process';
import { databaseTestFiles } from './databaseTests';

const env = { ...process.env };
delete env.TEST_DATABASE_URL;
const left = process.env.TEST_DATABASE_URL ? databaseTestFiles() : [];
if (left.length) {
  console.log(`${left.length} серверных файлов с базой идут в test:pg на PostgreSQL`);
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', ...left.flatMap((f) => ['--exclude', f]), ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
