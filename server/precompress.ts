/**
 * Precompressed assets (issue 40): the build writes a Brotli (`.br`) and a gzip (`.gz`) copy
 * beside every text file it emits, once, at the strongest levels, so the server sends a phone
 * the compressed bytes without compressing on each request (app.ts serves them with
 * @fastify/static's `preCompressed`, which picks by Accept-Encoding and answers
 * `Vary: Accept-Encoding`). A copy that would not be smaller is not written: the original goes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What compresses: scripts, styles, pages, vector images, data. Images and fonts are packed. */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Below this, the headers outweigh what compression saves. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The compressed copies of one file written beside it; the encodings written. */
export async function precompressFile(path: string): Promise<string[]> {
  if (!compressible.test(path)) return [];
  const body = await readFile(path);
  if (body.length < MIN_BYTES) return [];
  const copies: [string, Buffer][] = [
    [
      'br',
      await brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ],
    ['gz', await gz(body, { level: constants.Z_BEST_COMPRESSION })],
  ];
  const written: string[] = [];
  for (const [extension, bytes] of copies) {
    if (bytes.length >= body.length) continue;
    await writeFile(`${path}.${extension}`, bytes);
    written.push(extension);
  }
  return written;
}

/** The Vite plugin: compresses what the build wrote, when it has written it. */
export function precompressAssets(): Plugin {
  return {
    name: 'eog-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      await Promise.all(Object.keys(bundle).map((file) => precompressFile(join(dir, file))));
    },
  };
}
