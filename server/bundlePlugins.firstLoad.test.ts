import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadInOneChunk } from './bundlePlugins';

/**
 * An app in the site's shape: index.html's entry, the app it renders (with a library in
 * CommonJS, as React is) and two routes, each its own chunk; `shared` is imported by the app
 * and a route, `both` by the two routes alone, `map` is the home route's own lazy part.
 */
const files = {
  'index.html': '<!doctype html><script type="module" src="/entry.js"></script>',
  'entry.js': "import { app } from './app.js';\nconsole.log(app);\n",
  'app.js':
    "import lib from './lib.cjs';\nimport { shared } from './shared.js';\n" +
    "export const app = [lib.text, shared, () => import('./home.js'), () => import('./page.js')];\n",
  'lib.cjs': "module.exports = { text: 'a library in CommonJS' };\n",
  'shared.js': "export const shared = 'shared by the app and the home page';\n",
  'home.js':
    "import lib from './lib.cjs';\nimport { shared } from './shared.js';\n" +
    "import { both } from './both.js';\nexport const map = () => import('./map.js');\n" +
    'export default lib.text + shared + both;\n',
  'map.js': "import { shared } from './shared.js';\nexport default shared + ' on a map';\n",
  'page.js': "import { both } from './both.js';\nexport default both + ' on a page';\n",
  'both.js': "export const both = 'the two routes alone';\n",
};

const root = mkdtempSync(join(tmpdir(), 'eog-first-load-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Each chunk of the fixture's build: whether it is the entry's, and its source files. */
async function chunks(plugins: Plugin[]) {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  const { build } = await import('vite');
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, rollupOptions: { input: join(root, 'index.html') } },
  })) as Rolldown.RolldownOutput;
  return output.output
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
    .map((chunk) => ({
      entry: chunk.isEntry,
      files: chunk.moduleIds
        .filter((id) => id.startsWith(root))
        .map((id) => id.slice(root.length + 1))
        .sort(),
    }));
}

describe('the site’s first load in one chunk (firstLoadInOneChunk)', () => {
  it('puts every module the entry imports into the entry’s chunk, no route’s module', async () => {
    const built = await chunks([firstLoadInOneChunk()]);
    expect(built.filter((chunk) => chunk.entry)).toEqual([
      { entry: true, files: ['app.js', 'entry.js', 'index.html', 'lib.cjs', 'shared.js'] },
    ]);
    expect(built.filter((chunk) => !chunk.entry).map((chunk) => chunk.files)).toEqual(
      expect.arrayContaining([['home.js'], ['map.js'], ['page.js'], ['both.js']]),
    );
    expect(built).toHaveLength(5);
  });
});
