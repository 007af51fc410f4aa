/**
 * `npm run screenshots`: the site's home page and lead wizard at 1280 px and 375 px, written to
 * docs/screenshots/ (issue 17 keeps them current). Starts the portal the way the end-to-end
 * tests do (tests/global-setup.ts: a fresh demo database on a free port, the front end built into
 * DIST_DIR) unless BASE_URL names a running one, and drives Debian's Chromium.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import globalSetup from '../tests/global-setup';

const out = join(import.meta.dirname, '..', 'docs', 'screenshots');
const widths = [1280, 375] as const;
const applicant = {
  email: 'fl@eog.test',
  password: process.env.DEMO_PASSWORD || 'Gaz-Portal#2026',
};

async function shoot(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width > 767 ? 900 : 800 },
    deviceScaleFactor: 1,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  });
  // The cookie agreement accepted: the pages as a returning visitor sees them.
  await context.addCookies([{ name: 'cookie_agreement', value: 'true', url: baseURL }]);
  const page = await context.newPage();

  await page.goto('/');
  await page.getByRole('img', { name: /Карта регионов России/ }).waitFor();
  await page.screenshot({ path: join(out, `home-${width}.png`), fullPage: true });

  await page.goto('/not_auth?redirectTo=%2Fleads%2Fnew');
  await page.getByLabel('Электронная почта').fill(applicant.email);
  await page.getByLabel('Пароль').fill(applicant.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(/\/leads\/new$/);
  await page.getByRole('list', { name: /заявк/i }).first().waitFor();
  await page.screenshot({ path: join(out, `wizard-${width}.png`), fullPage: true });
  await context.close();
}

async function main() {
  mkdirSync(out, { recursive: true });
  const teardown = process.env.BASE_URL ? undefined : await globalSetup();
  const baseURL = process.env.BASE_URL || process.env.E2E_BASE_URL!;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (const width of widths) await shoot(browser, baseURL, width);
  } finally {
    await browser.close();
    await teardown?.();
  }
  console.log(`docs/screenshots: home and wizard at ${widths.join(' and ')} px`);
}

await main();
