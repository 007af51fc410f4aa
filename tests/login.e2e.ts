import { expect, test } from '@playwright/test';
import { consoleTitle, siteTitle } from '../i18n/site';
import { demoPassword } from './actions';

// The demo seed's administrator (server/db/seed).
const admin = { email: 'etp_admin@eog.test', password: demoPassword };

test('an administrator signs in to the console and lands on the leads', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });

  await page.goto('/');
  await expect(page).toHaveTitle(siteTitle);

  await page.goto('/crm');
  await expect(page).toHaveURL(/\/crm\/not_auth$/);
  await expect(page.getByRole('heading', { name: consoleTitle })).toBeVisible();

  await page.getByLabel('Электронная почта').fill(admin.email);
  await page.getByLabel('Пароль').fill(admin.password);
  await page.getByRole('button', { name: 'Войти' }).click();

  await expect(page).toHaveURL(/\/crm\/leads$/);
  await expect(page.getByRole('heading', { name: 'Заявки' }).first()).toBeVisible();
  // The keys read before sign-in (none) give way to the account's without a reload: the
  // report, the filters and '+' show at once.
  await expect(page.getByRole('button', { name: 'Выгрузить отчёт' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Создать заявку' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/crm/not_auth');
  await page.getByLabel('Электронная почта').fill(admin.email);
  await page.getByLabel('Пароль').fill('Wrong-Password#1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный логин или пароль');
  await expect(page).toHaveURL(/\/crm\/not_auth$/);
});
