import { expect, test, type Page } from '@playwright/test';

/** Errors the page logs, Content-Security-Policy refusals among them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}

test('the site home page opens under the security policy', async ({ page }) => {
  const errors = consoleErrors(page);
  const answer = await page.goto('/');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page).toHaveTitle(
    'Официальный портал Единого оператора газификации Российской Федерации',
  );
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(errors).toEqual([]);
});

test('the console opens under the security policy', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/crm');
  await expect(
    page.getByText('Административная консоль портала Единого оператора газификации'),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
