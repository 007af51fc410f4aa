import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from './server/precompress.ts';

const root = import.meta.dirname;

/**
 * node-polyglot (the console's i18n, through ra-i18n-polyglot) requires the `object.entries`
 * polyfill, which brings get-intrinsic and a dozen more shims (about 5 KB gzip in the console's
 * first load) to return the browser's own Object.entries: every browser Vite builds for has it.
 */
function nativeObjectEntries(): Plugin {
  const id = '\0native-object-entries';
  return {
    name: 'native-object-entries',
    enforce: 'pre',
    resolveId: (source) => (source === 'object.entries' ? id : undefined),
    load: (loaded) => (loaded === id ? 'module.exports = Object.entries;' : undefined),
  };
}

/**
 * Two apps, one build: the public site at `/` (site/index.html) and the staff console at `/crm`
 * (crm/index.html). The server serves dist/ and routes deep links to the right index.html; each
 * text file also gets its Brotli and gzip copy (server/precompress.ts).
 */
export default defineConfig({
  root,
  plugins: [react(), nativeObjectEntries(), precompressAssets()],
  // Files served as they are at the site's root (robots.txt).
  publicDir: resolve(root, 'site/public'),
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: {
        site: resolve(root, 'index.html'),
        crm: resolve(root, 'crm/index.html'),
      },
    },
  },
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:3000',
      '/v2': 'http://127.0.0.1:3000',
      '/health': 'http://127.0.0.1:3000',
    },
  },
});
