/**
 * Issue 39 §4: every key of the access table gates something a user meets — a route whose
 * access names it, or a check written in the code (a handler's branch, a console control) that
 * names it. A key nothing asks is a promise the portal does not keep: remove it, with a
 * decision, rather than grant it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { permissionKeys } from '../../src/access/permissionFamilies';
import { createTestApp, type TestContext } from '../test/helpers';

const root = join(import.meta.dirname, '..', '..');
/** Where the table itself is written (and generated from), not where a key is asked. */
const table = /^src\/access\//;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !table.test(relative(root, file)));
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('asks every key of the access table on a route or in the code', () => {
  const asked = new Set<string>();
  for (const { access } of ctx.app.accessTable) {
    if (typeof access === 'object') asked.add(access.permission);
  }
  const code = ['server', 'crm', 'site', 'src', 'dataProvider', 'authProvider']
    .flatMap(sources)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  for (const key of permissionKeys) if (code.includes(`'${key}'`)) asked.add(key);
  expect(permissionKeys.filter((key) => !asked.has(key))).toEqual([]);
});
