import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pick, signIn } from './actions';

/**
 * Issue 16's territory flow, as an administrator in the console: create a settlement through its
 * form and find it in the list; import a schedule plan file with one bad row (the job's report
 * names the row, the column and the Russian message, and nothing is written); fix the row and
 * import again (the rows are written and listed); export the list and import that file again
 * (nothing created or changed).
 */
const email = 'etp_admin@eog.test';
const GRO = 'АО «Газпром газораспределение Псков»';
/** The homes import's columns (src/registries/schedulePlans.ts labels). */
const HEADER = [
  'Домовладение',
  'Адрес объекта (если его нет в инвентаризации)',
  'Регион',
  'Населённый пункт',
  'ГРО',
  'Сеть до границы участка: план',
  'Сеть до границы участка: факт',
  'Комментарий',
].join(';');

/** Opens 'Загрузить из файла', hands it the file; answers the dialog once the job is over. */
async function importPlans(page: Page, name: string, body: Buffer | string): Promise<Locator> {
  await page.getByRole('button', { name: 'Загрузить из файла' }).click();
  const dialog = page.getByRole('dialog', { name: 'Загрузка из файла' });
  await dialog.getByTestId('import-file').setInputFiles({
    name,
    mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream',
    buffer: typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
  });
  await expect(dialog.getByTestId('job-progress')).toContainText(/Готово|Ошибка/, {
    timeout: 20_000,
  });
  return dialog;
}

test('a settlement, a plan file with a bad row, fixed, exported and imported again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now() % 1_000_000);
  const village = `Заозерье ${stamp}`;
  const street = `ул. Испытательная ${stamp}`;
  await signIn(page, email);

  // (1) A settlement through the console's form, then found in the list.
  await page.goto('/crm/settlements/create');
  await page.getByRole('textbox', { name: /^Наименование/ }).fill(village);
  await page.getByRole('combobox', { name: /^Тип/ }).click();
  await page.getByRole('option', { name: 'Деревня', exact: true }).click();
  await pick(page, page.getByRole('combobox', { name: /^Регион/ }), 'Псков', 'Псковская область');
  await page.getByRole('textbox', { name: /Муниципальный район/ }).fill('Псковский район');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/crm\/settlements(\?.*)?$/, { timeout: 20_000 });
  await page.getByLabel('Поиск').fill(village);
  await expect(page.getByRole('row').filter({ hasText: village })).toHaveCount(1);

  // (2) A plan file whose second row names a settlement that does not exist.
  await page.goto('/crm/object_schedule_plans?kind=homes');
  await page.getByLabel('Поиск').fill(street);
  await expect(page.getByText(/ничего не найдено/)).toBeVisible();
  const good = `;${street}, д. 1;Псковская область;${village};${GRO};01.03.2026;05.03.2026;Первая`;
  const row = (settlement: string) =>
    `;${street}, д. 2;Псковская область;${settlement};${GRO};01.04.2026;;`;
  const bad = await importPlans(
    page,
    'План-график.csv',
    [HEADER, good, row('Тридевятое'), ''].join('\r\n'),
  );
  await expect(bad).toContainText('В файле есть ошибки (1); ничего не записано');
  const report = bad.getByRole('row').filter({ hasText: 'Тридевятое' });
  await expect(report.getByRole('cell')).toHaveText([
    '3',
    'Населённый пункт',
    'Не найдено значение «Тридевятое» в справочнике «Населённый пункт»',
  ]);
  await bad.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByText(/ничего не найдено/)).toBeVisible();

  // (3) The fixed file: both rows written, and listed.
  const fixed = await importPlans(
    page,
    'План-график.csv',
    [HEADER, good, row(village), ''].join('\r\n'),
  );
  await expect(fixed).toContainText('Строк: 2 · Добавлено: 2 · Изменено: 0 · Без изменений: 0');
  await fixed.getByRole('button', { name: 'Закрыть' }).click();
  const plans = page.getByRole('row').filter({ hasText: street });
  await expect(plans).toHaveCount(2);
  await expect(plans.filter({ hasText: `${street}, д. 1` })).toContainText('05.03.2026');

  // (4) The list exported (its search applies) and that file imported again: nothing changes.
  await page.getByRole('button', { name: 'Выгрузить' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /XLSX/ }).click();
  const download = await downloading;
  const exported = await readFile((await download.path())!);
  const again = await importPlans(page, download.suggestedFilename(), exported);
  await expect(again).toContainText('Строк: 2 · Добавлено: 0 · Изменено: 0 · Без изменений: 2');
  await again.getByRole('button', { name: 'Закрыть' }).click();
  await expect(plans).toHaveCount(2);
});
