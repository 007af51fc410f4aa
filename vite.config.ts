import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadInOneChunk, nativeObjectEntries, noHashRouter } from './server/bundlePlugins.ts';
import { precompressAssets } from './server/precompress.ts';

const root = import.meta.dirname;

/** The two apps: the public site at `/` and the staff console at `/crm`. */
const apps = { site: 'index.html', crm: 'crm/index.html' } as const;

/**
 * `EOG_APP=site|crm` builds that app alone (server/build.ts `buildApps` builds one, then the
 * other, into the same dist/): Rolldown cuts an app's shared modules into a chunk per set of
 * entries that import them, and the console's screens had cut the site's first load into 28
 * files. Unset (the dev server), both. The server serves dist/ and routes deep links to the right
 * index.html; each text file also gets its Brotli and gzip copy (server/precompress.ts).
 */
const only = process.env.EOG_APP;
const input = Object.fromEntries(
  Object.entries(apps)
    .filter(([app]) => !only || app === only)
    .map(([app, html]) => [app, resolve(root, html)]),
);

export default defineConfig({
  root,
  plugins: [
    react(),
    nativeObjectEntries(),
    noHashRouter(),
    // Each app's first load in one chunk with its entry (issue 40, server/bundlePlugins.ts).
    firstLoadInOneChunk(),
    precompressAssets(),
  ],
  // Files served as they are at the site's root (robots.txt).
  publicDir: resolve(root, 'site/public'),
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // The site's index.html loads one file (firstLoadChunk): no `modulepreload` link there for
    // the polyfill to serve. A route's chunks still preload theirs where the browser can (every
    // current one); an older Safari or Firefox fetches them as the route imports them.
    ...(only === 'site' ? { modulePreload: { polyfill: false } } : {}),
    rollupOptions: { input },
  },
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:3000',
      '/v2': 'http://127.0.0.1:3000',
      '/health': 'http://127.0.0.1:3000',
    },
  },
});
