/**
 * The site's frame on a phone and on a desktop (issue 17): no sideways scrolling at 375 px, the
 * hamburger menu modal, the low-vision switch remembered across a reload, the cookie agreement,
 * the 404 page, the sign-in redirect back, and the home page's map with its table.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { siteSignIn, submitLogin } from './actions';

const phone = { width: 375, height: 740 };

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.describe('at 375 px', () => {
  test.use({ viewport: phone });

  test('the home page does not scroll sideways and its menu opens in a modal', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The lazily loaded map is there too, and fits.
    await expect(page.getByRole('img', { name: /Карта регионов России/ })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    // The desktop menu is hidden; the hamburger opens it as a dialog, Escape closes it.
    await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Меню' });
    await burger.click();
    const dialog = page.getByRole('dialog', { name: 'Главное меню' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Калькулятор' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Войти' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test('an unknown route shows the 404 page, without sideways scrolling', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Подать заявку' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Перейти на главную' }),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  });

  // (every public page and the cabinet fit 375 px: site-a11y.e2e.ts checks them all)

  test('the public pages do not shift as they load, even when the banners and the page come late', async ({
    page,
  }) => {
    // The browser's own account of layout shifts (what Lighthouse's CLS adds up).
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const late = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    };
    // The info banners and each page's own chunk arrive after the frame has painted.
    await page.route('**/ad/infobanners**', late);
    await page.route(/\/assets\/(Home|Calculator|Contacts|Services)Page-[^/]*\.js$/, late);
    for (const [path, heading] of [
      ['/', /газ/i],
      ['/calculator', /Калькулятор/],
      ['/contacts', /Контакты/],
      ['/services', /Услуги/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('complementary').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts, path).toBeLessThan(0.1);
    }
  });

  test('robots.txt keeps crawlers out of the console, the API and the cabinet', async ({
    request,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.headers()['content-type']).toContain('text/plain');
    const text = await res.text();
    for (const path of ['/crm', '/v1', '/profile', '/leads']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
  });
  test('the cabinet on a phone: its personal menu opens in a modal', async ({ page }) => {
    await siteSignIn(page, 'fl@eog.test');
    const lead = page.getByRole('main').getByRole('link', { name: /^\d{2}/ });
    // The demo applicant has leads (server/db/seed): one of them, with its tables and badges.
    await page.goto('/leads');
    await lead.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await horizontalOverflow(page), 'a lead').toBe(0);

    await page.getByRole('button', { name: 'Меню личного кабинета' }).click();
    const menu = page.getByRole('dialog', { name: 'Личный кабинет' });
    await expect(menu.getByRole('link', { name: 'Способы уведомления' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test('the low-vision switch persists across a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: 'Версия для слабовидящих' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(html).toHaveAttribute('data-low-vision', 'true');
  await page.reload();
  await expect(html).toHaveAttribute('data-low-vision', 'true');
  await expect(page.getByRole('button', { name: 'Версия для слабовидящих' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Версия для слабовидящих' }).click();
  await page.reload();
  await expect(html).not.toHaveAttribute('data-low-vision', 'true');
});

test('the cookie agreement hides after accepting and stays hidden', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Согласие на использование файлов cookie' });
  await expect(strip).toBeVisible();
  await strip.getByRole('button', { name: 'Принять' }).click();
  await expect(strip).toBeHidden();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_agreement');
  expect(cookie?.value).toBe('true');
  // Kept one day (seed 000 §9).
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(strip).toBeHidden();
});

test('the skip link leads to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к основному содержанию' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await skip.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('the home map has its numbers as a table', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Показать таблицей').click();
  const table = page.getByRole('table', { name: 'Число заявок по регионам' });
  await expect(table.getByRole('row', { name: /Москва/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(90);
});

test('signing in from the header comes back to the page it started on', async ({ page }) => {
  await page.goto('/knowledge');
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Войти' })
    .click();
  await expect(page).toHaveURL(/\/not_auth\?redirectTo=%2Fknowledge$/);
  await submitLogin(page, 'fl@eog.test');
  await expect(page).toHaveURL(/\/knowledge$/);
  await expect(page.getByRole('link', { name: 'Мои заявки' })).toBeVisible();
});
