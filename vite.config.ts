import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { nativeObjectEntries, noHashRouter } from './server/bundlePlugins.ts';
import { precompressAssets } from './server/precompress.ts';

const root = import.meta.dirname;

/**
 * Two apps, one build: the public site at `/` (site/index.html) and the staff console at `/crm`
 * (crm/index.html). The server serves dist/ and routes deep links to the right index.html; each
 * text file also gets its Brotli and gzip copy (server/precompress.ts).
 */
export default defineConfig({
  root,
  plugins: [react(), nativeObjectEntries(), noHashRouter(), precompressAssets()],
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
