import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium in its headless shell (the package chromium-headless-shell: the same engine
 * and version without the browser around it), as Playwright's own headless runs use; the full
 * browser when only it is installed. On a two-core machine the shell ran the suite in 373 s
 * where the full browser's headless mode took 530 s (2026-12-07).
 */
const chromium =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

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
      executablePath: chromium,
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
