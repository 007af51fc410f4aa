import { expect, test, type Page } from '@playwright/test';
import { toolPaths } from '../site/tools/paths';
import { submitLogin } from './actions';

/**
 * Issue 17's territory tools on the real server and demo data: a visitor checks an address
 * (our own settlements answer without DADATA_TOKEN), applies from the answer and, after signing
 * in, lands in the lead wizard with the object's address filled in; the calculator shows a
 * formatted fee; no tool page scrolls sideways at 375 px.
 */

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${page.url()} at 375 px`).toBeLessThanOrEqual(widths.client);
}

test('a visitor checks an address and applies with it filled in', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(toolPaths.checkAddress);
  await expect(page.getByRole('heading', { level: 1, name: 'Проверка адреса' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Адрес или населённый пункт' }).fill('Порхов');
  const suggestion = page.getByRole('option', {
    name: 'Псковская область, Порховский район, г Порхов',
  });
  await expect(suggestion).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await suggestion.click();

  const answer = page.getByRole('region', { name: 'Результат проверки' });
  await expect(answer.getByText('Частично газифицирован')).toBeVisible();
  await expect(answer.getByText('Входит в программу газификации')).toBeVisible();
  await expect(answer.getByText('АО «Газпром газораспределение Псков»')).toBeVisible();

  // Applying needs an account: the sign-in keeps the address for the wizard.
  await answer.getByRole('link', { name: 'Подать заявку на подключение' }).click();
  await expect(page).toHaveURL(/\/not_auth\?redirectTo=/);
  await submitLogin(page, 'fl@eog.test');
  await expect(page).toHaveURL(/\/leads\/new\?gas_object_address\./);

  await expect(page.getByRole('heading', { name: /^Шаг 1 из/ })).toBeVisible();
  await page.getByRole('combobox', { name: /^Услуга/ }).selectOption({ index: 1 });
  await page.getByLabel('С условиями подключения ознакомлен').check();
  const next = page.getByRole('button', { name: 'Далее' });
  for (let i = 0; i < 3 && !(await page.getByLabel(/^Регион/).isVisible()); i++) await next.click();
  await expect(page.getByRole('heading', { name: /Объект газификации/ })).toBeVisible();
  await expect(page.getByLabel(/^Регион/)).toHaveValue('Псковская область');
  await expect(page.getByLabel(/^Район/)).toHaveValue('Порховский район');
  await expect(page.getByLabel(/^Город/)).toHaveValue('г Порхов');
});

test('the calculator shows the fee with two decimals and a space separator', async ({ page }) => {
  await page.goto(toolPaths.calculator);
  await page
    .getByRole('combobox', { name: 'Регион' })
    .selectOption({ label: 'Ленинградская область' });
  await page.getByRole('textbox', { name: /^Максимальный часовой расход газа/ }).fill('12,5');
  await page.getByRole('textbox', { name: /^Расстояние до газопровода/ }).fill('150');
  const result = page.getByRole('region', { name: 'Предварительный размер платы' });
  await expect(result.getByText('97 410,25 ₽')).toBeVisible();
});

test('the tool pages read the demo data and do not scroll sideways at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(toolPaths.gasificationProgram);
  await expect(
    page.getByRole('heading', { name: 'Межпоселковый газопровод Бежаницы — Локня' }),
  ).toBeVisible();
  await noSidewaysScroll(page);

  await page.goto(toolPaths.listGro);
  await expect(
    page.getByRole('heading', { name: 'АО «Газпром газораспределение Псков»' }),
  ).toBeVisible();
  await noSidewaysScroll(page);

  await page.goto(toolPaths.dogasificationStages);
  await expect(page.getByRole('heading', { level: 1, name: 'Этапы догазификации' })).toBeVisible();
  await noSidewaysScroll(page);

  await page.goto(toolPaths.calculator);
  await page.getByRole('combobox', { name: 'Регион' }).selectOption({ label: 'Псковская область' });
  await expect(page.getByRole('region', { name: 'Предварительный размер платы' })).toBeVisible();
  await noSidewaysScroll(page);

  await page.goto(toolPaths.checkAddress);
  await page.getByRole('combobox', { name: 'Адрес или населённый пункт' }).fill('Бежаницы');
  await page
    .getByRole('option', { name: /Бежаницы/ })
    .first()
    .click();
  await expect(
    page.getByText('Межпоселковый газопровод Бежаницы — Локня', { exact: false }),
  ).toBeVisible();
  await noSidewaysScroll(page);
});
