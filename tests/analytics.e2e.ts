import { expect, test, type Page } from '@playwright/test';
import { signIn } from './actions';

/**
 * Issue 19 against the demo data:
 * - the ЕОГ administrator opens the analytical report, narrows it to a region, opens the
 *   per-region page and the leads behind the region's numbers, a lead's card, and exports the
 *   report as XLSX;
 * - an e-mailed export shows on the background jobs page with its progress and its file;
 * - the event log lists the sign-in and the export.
 */

/** The number in a table's row whose header cell is `row` (first data cell). */
async function cellAfter(page: Page, table: string, row: string): Promise<number> {
  const cell = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell')
    .first();
  return Number((await cell.innerText()).replace(/\s/g, ''));
}

test('analytics: the report, a region, its leads and the XLSX export', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'etp_admin@eog.test');
  // All time: the demo leads are not all from this year.
  await page.goto('/crm/analytics?submitted_from=2000-01-03');
  await expect(page.getByRole('heading', { name: 'Аналитический отчёт', level: 1 })).toBeVisible();
  const funnel = 'Воронка заявок';
  await expect(page.getByRole('table', { name: funnel })).toBeVisible();
  const all = await cellAfter(page, funnel, 'Подано заявок');
  expect(all).toBeGreaterThan(0);

  // Narrow to the region with the most leads (first row of the SLA-by-region table).
  const slaTable = page.getByRole('table', { name: 'Сроки по регионам' });
  const regionName = (await slaTable.getByRole('rowheader').first().innerText()).trim();
  const regionLeads = await cellAfter(page, 'Сроки по регионам', regionName);
  await page.getByRole('combobox', { name: 'Регион' }).fill(regionName.slice(0, 6));
  await page.getByRole('option', { name: regionName, exact: true }).click();
  await expect(page).toHaveURL(/region_ids=/);
  await expect.poll(() => cellAfter(page, funnel, 'Подано заявок')).toBe(regionLeads);

  // The XLSX of what is shown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Выгрузить в XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  // The per-region page keeps the filters; a region opens its leads.
  await page.getByRole('link', { name: 'По регионам' }).click();
  await expect(page).toHaveURL(/\/crm\/analytics\/regions\?.*region_ids=/);
  const regions = page.getByRole('table', { name: 'Аналитический отчёт по регионам' });
  await expect(regions.getByRole('row')).toHaveCount(2);
  // Sortable: a click on a column heading orders by it.
  await regions.getByRole('button', { name: 'Всего заявок' }).click();
  await regions.getByRole('link', { name: `Открыть заявки: ${regionName}` }).click();
  await expect(page).toHaveURL(/\/crm\/analytics\/region_leads\?.*region_id=\d+/);
  const rows = page.locator('.RaDatagrid-tbody tr');
  await expect(rows.first()).toBeVisible();
  await rows.first().click();
  await expect(page).toHaveURL(/\/crm\/leads\/edit\/\d+/);
});

test('background jobs: an e-mailed export shows its progress and its file', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'etp_admin@eog.test');
  await page.goto('/crm/connection_fee_kinds');
  await page.getByRole('button', { name: 'Отправить на почту' }).click();
  const dialog = page.getByRole('dialog', { name: 'Выгрузка на почту' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  await page.goto('/crm/action_histories/background_jobs');
  const row = page.locator('.RaDatagrid-tbody tr').filter({ hasText: 'Выгрузка на почту' }).first();
  await expect(row).toBeVisible();
  // The list refreshes itself while open: the job reaches 'Готово' with its file.
  await expect(row.getByText('Готово')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('progressbar')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Скачать файл' })).toBeVisible();

  // The event log has the sign-in and the export.
  await page.goto('/crm/action_histories');
  await expect(page.getByText('Вход в систему').first()).toBeVisible();
  await expect(page.getByText('Выгрузка данных').first()).toBeVisible();
});
