import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: framework-free code and the server in Node; the two UIs on happy-dom; the
 * providers on jsdom (their upload tests PUT Blob slices, which happy-dom's fetch sends as the
 * string '[object Blob]'). Both cores: vitest's default on a two-core machine is one worker.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'i18n/**/*.test.ts'],
          // The node tests keep no state between files (each server file opens its own
          // database and app), so a worker keeps its loaded modules (fastify, the app, PGlite)
          // from one file to the next instead of importing them afresh for each.
          isolate: false,
          // One initdb'ed and one migrated, seeded PGlite dumped once for every server test
          // file (server/test/template.ts).
          globalSetup: ['server/test/template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          // A worker keeps react-admin, MUI and the app loaded from one file to the next:
          // importing them afresh for each file was 180 of the project's 400 seconds. What a file
          // could leave behind is reset by tests/setup-dom.ts: storage before each file, mounted
          // trees after each test, and every query client (a query left retrying reached the
          // next file's request log) when the file ends.
          isolate: false,
          include: ['site/**/*.test.{ts,tsx}', 'src/**/*.test.tsx', 'crm/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'providers',
          environment: 'jsdom',
          include: ['dataProvider/**/*.test.{ts,tsx}', 'authProvider/**/*.test.{ts,tsx}'],
          // One jsdom and one import of the providers per worker: isolated, the 19 files spent
          // 25 s building jsdom and importing for 2 s of tests. tests/setup-dom.ts resets storage.
          isolate: false,
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
