// @ts-check
/**
 * `npm start`: runs server/main.ts from one bundled file. Through tsx's loader every start spent
 * 4–6 s resolving and transforming ~1,500 modules; the bundle loads in about a second (issue 22:
 * ready in ≤ 3 s). It is plain JavaScript because it runs before anything can compile
 * TypeScript.
 *
 * The bundle (esbuild, npm packages left external) lives in node_modules/.cache/eog-server and
 * is rebuilt when one of its input files changed since the last build (their sizes and times are
 * kept next to it) or package-lock.json did. `--bundle-only` builds it and exits (the Docker
 * image's build step).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'node_modules', '.cache', 'eog-server');
const bundle = join(outDir, 'main.mjs');
const inputsFile = join(outDir, 'inputs.json');

/** @param {string} file */
const stamp = (file) => {
  try {
    const s = statSync(join(root, file));
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return 'missing';
  }
};

function isCurrent() {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return false;
  /** @type {Record<string, string>} */
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return Object.entries(inputs).every(([file, was]) => stamp(file) === was);
}

/**
 * `import.meta.dirname` names the source file's folder (the migrations sit next to their
 * runner), not the bundle's: each use is replaced by the folder it was written in.
 * @type {import('esbuild').Plugin}
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const dir = JSON.stringify(dirname(args.path));
      return { contents: text.replaceAll('import.meta.dirname', dir), loader: 'ts' };
    });
  },
};

async function bundleServer() {
  mkdirSync(outDir, { recursive: true });
  // A file of its own, then renamed: two starts at once never load a half-written bundle.
  const temp = `${bundle}.${process.pid}.tmp`;
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile: temp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    // Stack traces name the source files and lines; the sources themselves are on disk. Without
    // their copies the map is a third of the size, and `--enable-source-maps` reads it at start.
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceDirname],
  });
  /** @type {Record<string, string>} */
  const inputs = { 'package-lock.json': stamp('package-lock.json') };
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = relative(root, join(process.cwd(), input));
    inputs[file] = stamp(file);
  }
  // The bundle names its map by the temporary name: point it at the final one.
  const code = readFileSync(temp, 'utf8').replace(
    /\/\/# sourceMappingURL=.*$/m,
    '//# sourceMappingURL=main.mjs.map',
  );
  writeFileSync(temp, code);
  renameSync(`${temp}.map`, `${bundle}.map`);
  renameSync(temp, bundle);
  writeFileSync(inputsFile, JSON.stringify(inputs));
}

if (!isCurrent()) await bundleServer();
if (!process.argv.includes('--bundle-only')) await import(pathToFileURL(bundle).href);
