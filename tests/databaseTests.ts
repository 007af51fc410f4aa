/**
 * The server test files that open a database (through server/test/helpers: `createTestApp` or
 * `openTestDb`, or reading TEST_DATABASE_URL themselves) and run on PostgreSQL when
 * TEST_DATABASE_URL is set: test:pg runs them there, test:unit leaves them to it. A file that
 * opens a database only to drive the HTTP layer (the role × route access matrix: thousands of
 * calls whose answer depends on the permission table, not on SQL) says so with a line
 * `// test:pg skips this file: <why>`, and runs on PGlite in test:unit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const usesDatabase = /\b(createTestApp|openTestDb)\(|process\.env\.TEST_DATABASE_URL/;
const skipped = /^\/\/ test:pg skips this file: \S/m;

export function databaseTestFiles(root = '.'): string[] {
  return (readdirSync(join(root, 'server'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.test.ts') && !f.split('/').includes('node_modules'))
    .map((f) => join('server', f))
    .filter((f) => {
      const text = readFileSync(join(root, f), 'utf8');
      return usesDatabase.test(text) && !skipped.test(text);
    })
    .sort();
}
