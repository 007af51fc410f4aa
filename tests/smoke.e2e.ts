import { expect, test } from '@playwright/test';

test('the site home page opens', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(
    'Официальный портал Единого оператора газификации Российской Федерации',
  );
});

test('the console opens', async ({ page }) => {
  await page.goto('/crm');
  await expect(
    page.getByText('Административная консоль портала Единого оператора газификации'),
  ).toBeVisible();
});
