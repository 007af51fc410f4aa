import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) against the real
 * server started by tests/global-setup.ts on a free port with a fresh data directory.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: /.*\.e2e\.ts$/,
  timeout: 120_000,
  // Two browsers at once: the suite takes about two thirds of the time it took with one, and
  // under that load an answer may take longer than the default 5 s to show.
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  globalSetup: './tests/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
