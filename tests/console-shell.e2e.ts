import { expect, test, type Page } from '@playwright/test';
import { menuFor, type SectionViewer } from '../src/access/sections';
import { roleLabels, roles } from '../src/domain/roles';
import { signIn } from './actions';

/**
 * The console shell against the real server (issue 4): every staff role signs in, lands on the
 * leads, and its side menu is exactly
 * `menuFor` its role in order, the RegionalHead flag variants too, the collapse toggle, the 404
 * page and the user popup. Demo accounts are `<role>@eog.test` and the regional heads'
 * flag variants (server/db/seed).
 */

/** Console errors, and which call failed (the browser's own message does not say). */
function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 400) {
      const request = res.request();
      const token = request.headers().authorization ? 'with a token' : 'without a token';
      errors.push(`${res.status()} ${request.method()} ${res.url()} ${token}`);
    }
  });
  return errors;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Меню консоли' });

async function menuLabels(page: Page, expected: number): Promise<(string | null)[]> {
  const links = menu(page).getByRole('link');
  await expect(links).toHaveCount(expected);
  return links.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
}

const sidebarWidth = (page: Page) =>
  page.getByTestId('console-sidebar').evaluate((el) => el.getBoundingClientRect().width);

/** Logs out through the user popup, as a member would, back to the login page. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  // The logout waits up to 5 s for the server to revoke the token (authProvider/core.ts
  // LOGOUT_TIMEOUT_MS): on a loaded machine that wait and the redirect outlast the default 10 s.
  await expect(page).toHaveURL(/\/crm\/not_auth$/, { timeout: 20_000 });
}

/**
 * Every role in one page, one after another (a sign-in and a sign-out each): the console's
 * bundle loads once, so the walk costs the sign-ins, not fifteen cold starts.
 */
test('every staff role lands on /crm/leads and sees menuFor its role, in order', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  for (const role of roles) {
    await signIn(page, `${role}@eog.test`);
    await expect(page.getByRole('heading', { name: 'Заявки' }).first(), role).toBeVisible();
    const expected = menuFor({ role }).map((item) => item.label);
    expect(await menuLabels(page, expected.length), role).toEqual(expected);
    await expect(page.getByTestId('user-block'), role).toContainText(roleLabels[role]);
    await signOut(page);
  }
  expect(errors).toEqual([]);
});

/** The demo seed's regional heads with the other flag combinations (seed 001 §6). */
const flagVariants: [string, boolean, boolean][] = [
  ['regional_head_executor', true, false],
  ['regional_head_social', false, true],
  ['regional_head_both', true, true],
];
test('a regional head sees menuFor its executor_selection and social_assistance flags', async ({
  page,
}) => {
  for (const [login, executorSelection, socialAssistance] of flagVariants) {
    const viewer: SectionViewer = { role: 'regional_head', executorSelection, socialAssistance };
    const items = menuFor(viewer);
    // A regional head without the leads section lands on the first page of its menu.
    const hasLeads = items.some((item) => item.section === 'leads');
    const first = items.find((item) => item.path)!.path!;
    await signIn(page, `${login}@eog.test`, hasLeads ? /\/crm\/leads$/ : new RegExp(`${first}$`));
    const expected = items.map((item) => item.label);
    expect(await menuLabels(page, expected.length), login).toEqual(expected);
    await signOut(page);
  }
});

test('the menu is 268 px wide, 52 px collapsed, remembered after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1700, height: 900 });
  await signIn(page, 'etp_admin@eog.test');
  await expect.poll(() => sidebarWidth(page)).toBe(268);
  await page.getByRole('button', { name: 'Свернуть меню' }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(52);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Развернуть меню' })).toBeVisible();
  await expect.poll(() => sidebarWidth(page)).toBe(52);
  await page.getByRole('button', { name: 'Развернуть меню' }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(268);
});

test('the menu is 202 px wide below a 1600 px viewport', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'etp_admin@eog.test');
  await expect.poll(() => sidebarWidth(page)).toBe(202);
});

test('the active entry is highlighted and the equipment registry opens in a new tab', async ({
  page,
}) => {
  await signIn(page, 'etp_admin@eog.test');
  await expect(menu(page).getByRole('link', { name: 'Заявки' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const equipment = menu(page).getByRole('link', { name: 'Реестр оборудования' });
  await expect(equipment).toHaveAttribute('target', '_blank');
  await expect(equipment).toHaveAttribute('href', /^https?:\/\//);
});

test("an unknown route shows 'Страница не найдена' with 'Перейти на главную'", async ({ page }) => {
  await signIn(page, 'operator@eog.test');
  await page.goto('/crm/no_such_page');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'Перейти на главную' }).click();
  await expect(page).toHaveURL(/\/crm\/leads$/);
});

test('a section the role does not open shows 403', async ({ page }) => {
  await signIn(page, 'mfc@eog.test');
  await page.goto('/crm/info_banners');
  await expect(page.getByRole('heading', { level: 1, name: 'Доступ запрещён' })).toBeVisible();
  await expect(page.getByText('Не хватает прав для данного действия')).toBeVisible();
});

test('the user popup opens the profile, which shows the e-mail', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await signIn(page, 'senior_manager@eog.test');
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Личные данные' }).click();
  await expect(page).toHaveURL(/\/crm\/profile$/);
  await expect(page.getByText('senior_manager@eog.test')).toBeVisible();
  await expect(page.getByText(roleLabels.senior_manager).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('logging out from the user popup opens the login page', async ({ page }) => {
  await signIn(page, 'auditor@eog.test');
  await signOut(page);
  await page.goto('/crm/leads');
  await expect(page).toHaveURL(/\/crm\/not_auth$/);
});

test('the title bar shows the helpline and opens the hotline modal', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await signIn(page, 'operator@eog.test');
  // The ЕОГ's unified phone of the demo data (server/db/seed/demoData.ts).
  const helpline = page.getByRole('link', { name: /Контакт-центр Единого оператора газификации/ });
  await expect(helpline).toHaveText('8 (800) 101-47-47');
  await expect(helpline).toHaveAttribute('href', 'tel:+78001014747');

  await page.getByRole('button', { name: 'Горячая линия' }).click();
  const dialog = page.getByRole('dialog', { name: 'Телефон горячей линии' });
  await dialog.getByRole('combobox', { name: 'Регион' }).fill('Псков');
  await page.getByRole('option', { name: 'Псковская область' }).click();
  const organization = dialog.getByRole('combobox', { name: 'Организация' });
  await expect(organization).toBeEnabled();
  await organization.selectOption({ label: 'АО «Газпром газораспределение Псков»' });
  const phones = dialog.getByRole('status');
  await expect(phones).toContainText('Единый телефон горячей линии');
  await expect(phones.getByRole('link', { name: '+7 (811) 200-01-04' })).toBeVisible();
  await expect(phones.getByRole('link', { name: '8 (800) 101-47-47' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toHaveCount(0);
  expect(errors).toEqual([]);
});
