/**
 * What the end-to-end files do the same way: sign in as a demo account (the console's login page
 * or the site's), and pick an autocomplete option by typing part of it.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The demo accounts' password (server/db/seed), unless the run sets its own. */
export const demoPassword = process.env.DEMO_PASSWORD ?? 'Gaz-Portal#2026';

/** Fills the login form on screen (the site's or the console's) as `email` and sends it. */
export async function submitLogin(page: Page, email: string) {
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль').fill(demoPassword);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** Signs in to the console and waits for its first screen (`home`: the lead list). */
export async function signIn(page: Page, email: string, home: RegExp = /\/crm\/leads$/) {
  // After a sign-out the login page is already open: no reload.
  if (!page.url().endsWith('/crm/not_auth')) await page.goto('/crm/not_auth');
  await submitLogin(page, email);
  await expect(page).toHaveURL(home);
}

/** Signs in on the site asking for `path`, and waits to be brought back there. */
export async function siteSignIn(page: Page, email: string, path = '/leads') {
  await page.goto(`/not_auth?redirectTo=${encodeURIComponent(path)}`);
  await submitLogin(page, email);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/** Types `text` into an autocomplete and chooses the option named exactly `option`. */
export async function pick(page: Page, box: Locator, text: string, option: string) {
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}
