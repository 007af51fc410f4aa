/**
 * The display sizes of seed 000 §9 / seed 001 §9 in a real browser (issue 39 §10), where the
 * style sheets apply: a drawn tooltip is at least 200 px wide on the site (the home map's) and
 * in the console (MUI's, crm/theme.ts); the console's dropdown lists stop at 282 px; the home
 * map's counts read 'более 100' above 100.
 */
import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './actions';

const style = (locator: Locator, property: 'minWidth' | 'maxHeight') =>
  locator.evaluate((el, p) => getComputedStyle(el)[p], property);
/** The layout width: MUI's tooltip grows in with a scale transform, which a box would include. */
const width = (locator: Locator) => locator.evaluate((el) => (el as HTMLElement).offsetWidth);

test('the home map names a hovered region in a tooltip at least 200 px wide', async ({ page }) => {
  await page.goto('/');
  const map = page.getByRole('img', { name: /Карта регионов России/ });
  await expect(map).toBeVisible();
  await map.locator('g[data-code="77"]').hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(/: (более 100|\d{1,3})$/);
  expect(await style(tooltip, 'minWidth')).toBe('200px');
  expect(await width(tooltip)).toBeGreaterThanOrEqual(200);
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
});

test('the console: tooltips at least 200 px wide, dropdown lists at most 282 px high', async ({
  page,
}) => {
  await signIn(page, 'etp_admin@eog.test');
  await page.getByRole('button', { name: 'Свернуть меню' }).hover();
  const tooltip = page.getByRole('tooltip').locator('.MuiTooltip-tooltip');
  await expect(tooltip).toHaveText('Свернуть меню');
  expect(await style(tooltip, 'minWidth')).toBe('200px');
  expect(await width(tooltip)).toBeGreaterThanOrEqual(200);

  await page.getByRole('combobox', { name: 'Строк на странице' }).click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  const paper = page.locator('.MuiMenu-paper');
  expect(await style(paper, 'maxHeight')).toBe('282px');
});
