import { expect, test } from '@playwright/test';
import { roleLabels, roles } from '../src/domain/roles';

// Every seeded staff account (`<role>@eog.test`, server/db/seed) signs in and lands on the leads.
const password = process.env.DEMO_PASSWORD ?? 'Gaz-Portal#2026';

for (const role of roles) {
  test(`${roleLabels[role]} (${role}) signs in and lands on /crm/leads`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/crm/not_auth');
    await page.getByLabel('Электронная почта').fill(`${role}@eog.test`);
    await page.getByLabel('Пароль').fill(password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/crm\/leads$/);
    await expect(page.getByRole('heading', { name: 'Заявки' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
