import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Two projects: framework-free code and the server in Node; the two UIs and providers in jsdom. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'i18n/**/*.test.ts'],
          // One migrated, seeded PGlite dumped for every server test file (server/test/template.ts).
          globalSetup: ['server/test/template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [
            'site/**/*.test.{ts,tsx}',
            'crm/**/*.test.{ts,tsx}',
            'dataProvider/**/*.test.{ts,tsx}',
            'authProvider/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
