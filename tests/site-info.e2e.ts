import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { siteSignIn } from './actions';

/**
 * Issue 17's information pages on the real server and demo data: the services and one service
 * page leading to the wizard, the regional benefits, the hotline modal finding a ГРО's phone,
 * /health as a page to a browser and JSON to a probe, the /storybook gallery, the appeals
 * entry's notice to an anonymous visitor and a signed-in applicant's appeal; none of them scrolls sideways at 375 px.
 */

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${page.url()} at 375 px`).toBeLessThanOrEqual(widths.client);
}

test('a visitor reads the services and opens the wizard for one', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги' })).toBeVisible();
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  const name = (await first.textContent())!.trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/services\/\d+$/);
  const id = /\/services\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Срок оказания услуги' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Перечень документов' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Паспорт услуги' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Подать заявку' })).toHaveAttribute(
    'href',
    `/lead/service/${id}/new`,
  );
});

test('the hotline modal finds the phones of a region’s organization', async ({ page }) => {
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Горячая линия' }).click();
  const dialog = page.getByRole('dialog', { name: 'Телефон горячей линии' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Регион' }).fill('Псков');
  await dialog.getByRole('option', { name: 'Псковская область' }).click();
  const organization = dialog.getByRole('combobox', { name: 'Организация' });
  await expect(organization).toBeEnabled();
  await organization.selectOption({ label: 'АО «Газпром газораспределение Псков»' });
  const phones = dialog.getByRole('status');
  await expect(phones.getByRole('link', { name: '+7 (811) 200-01-04' })).toBeVisible();
  await expect(phones.getByText('+7 (811) 200-01-05')).toBeVisible();
  await expect(phones.getByRole('link', { name: '8 (800) 101-47-47' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();

  // The appeals entry asks an anonymous visitor to sign in first.
  await page.getByRole('button', { name: 'Написать обращение' }).click();
  await expect(
    page.getByText('Чтобы заполнить форму обращения, войдите или зарегистрируйтесь'),
  ).toBeVisible();
});

test('a signed-in applicant sends an appeal from the feedback modal', async ({ page }) => {
  await siteSignIn(page, 'fl@eog.test', '/contacts');
  await page.getByRole('button', { name: 'Написать обращение' }).click();
  const dialog = page.getByRole('dialog', { name: 'Обращение' });
  await dialog
    .getByRole('combobox', { name: 'Регион' })
    .selectOption({ label: 'Псковская область' });
  await dialog
    .getByRole('combobox', { name: 'Категория обращения' })
    .selectOption({ label: 'Догазификация' });
  await dialog
    .getByRole('combobox', { name: 'Тема обращения' })
    .selectOption({ label: 'Сроки рассмотрения заявки' });
  await dialog
    .getByRole('textbox', { name: 'Текст обращения' })
    .fill('Когда подведут газ к участку?');
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(
    page.getByText('Обращение отправлено. Ответ придёт выбранным способом.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the regional benefits of a region and who grants them', async ({ page }) => {
  await page.goto('/regional_benefits');
  await page.getByRole('combobox', { name: 'Регион' }).selectOption({ label: 'Псковская область' });
  await expect(
    page.getByRole('heading', { name: 'Субсидия на догазификацию для льготных категорий граждан' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ответственные организации' }).click();
  await expect(page).toHaveURL(/responsible_organizations\?region_id=\d+/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ответственные организации' }),
  ).toBeVisible();
});

test('/health is a page to a browser and JSON to a probe', async ({ page, request }) => {
  await page.goto('/health');
  await expect(page.getByRole('heading', { level: 1, name: 'Состояние портала' })).toBeVisible();
  await expect(page.getByText('Портал работает', { exact: true })).toBeVisible();
  await expect(page.getByText('доступна', { exact: true })).toBeVisible();

  const json = await request.get('/health', { headers: { accept: 'application/json' } });
  expect(json.headers()['content-type']).toContain('application/json');
  expect(await json.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  const html = await request.get('/health', { headers: { accept: 'text/html' } });
  expect(html.headers()['content-type']).toContain('text/html');
});

test('/storybook shows the live tokens and the shared components', async ({ page }) => {
  await page.goto('/storybook');
  await expect(page.getByRole('heading', { level: 1, name: 'Витрина компонентов' })).toBeVisible();
  const text = page.locator('[data-token="--c-text"]');
  await expect(text).toContainText('#0b1f33');
  await expect(text).toContainText(/Контраст с фоном: \d+,\d:1 · AAA/);
  await page.getByRole('button', { name: 'Открыть диалог' }).click();
  await expect(page.getByRole('dialog', { name: 'Пример диалога' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('table', { name: 'Таблица' })).toBeVisible();
});

test('the information pages do not scroll sideways at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // (the pages themselves fit 375 px: site-a11y.e2e.ts checks every route)
  // With data on them.
  await page.goto('/contacts');
  await page.getByRole('combobox', { name: 'Регион' }).selectOption({ label: 'Псковская область' });
  await expect(
    page.getByRole('heading', { name: 'АО «Газпром газораспределение Псков»' }),
  ).toBeVisible();
  await noSidewaysScroll(page);
  await page.goto('/service_operators');
  await expect(page.getByRole('heading', { name: 'АО «Мособлгаз»' })).toBeVisible();
  await noSidewaysScroll(page);
  await page.goto('/services');
  await page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/services\/\d+$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Подать заявку' })).toHaveCount(1);
  await noSidewaysScroll(page);
});

test('at 375 px the question categories that do not fit are under «Ещё» (issue 39 §6)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/knowledge');
  const tabs = page.getByRole('tablist', { name: 'Категории вопросов' });
  await expect(tabs.getByRole('tab', { name: 'Все категории' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The seeded 'Социальная газификация' does not fit beside the first tab and 'Ещё'.
  await expect(tabs.getByRole('tab', { name: 'Социальная газификация' })).toHaveCount(0);
  const more = page.getByRole('button', { name: 'Ещё' });
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  expect((await more.boundingBox())?.width).toBe(90);
  await more.click();
  const menu = page.getByRole('menu', { name: 'Ещё' });
  // The strip with its hidden tabs and the open menu break no WCAG 2.x A/AA rule.
  const axe = await new AxeBuilder({ page })
    .include('[data-overflow-root]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );
  await menu.getByRole('menuitem', { name: 'Социальная газификация' }).click();
  await expect(menu).toBeHidden();

  const picked = tabs.getByRole('tab', { name: 'Социальная газификация' });
  await expect(picked).toHaveAttribute('aria-selected', 'true');
  await expect(picked).toBeFocused();
  await expect(picked).toBeInViewport({ ratio: 1 });
  await expect(
    page
      .getByRole('tabpanel', { name: 'Социальная газификация' })
      .getByText('Кто может подключиться бесплатно?'),
  ).toBeVisible();
  await noSidewaysScroll(page);

  // Wide again, every category is on the strip and 'Ещё' is gone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(tabs.getByRole('tab', { name: 'Подача заявки' })).toBeVisible();
  await expect(more).toHaveCount(0);
});
