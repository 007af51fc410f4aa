/**
 * WCAG 2.1 AA on every public route of the site (issue 17 "Quality bars"): axe-core finds no
 * serious or critical violation, and no page scrolls sideways at 375 px — anonymous pages and
 * the applicant's cabinet alike. (axe runs at the desktop width: the phone layout differs only in
 * the menus, which site-frame.e2e.ts drives.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { siteSignIn } from './actions';

const anonymous = [
  '/',
  '/check_address',
  '/calculator',
  '/gasification_program',
  '/list_gro',
  '/stages/dogasification',
  '/services',
  '/regional_benefits',
  '/regional_benefits/responsible_organizations',
  '/contacts',
  '/resolution',
  '/ropo',
  '/service_operators',
  '/health',
  '/storybook',
  '/knowledge',
  '/instructions',
  '/privacy',
  '/not_auth',
  '/registration',
  '/user_confirm',
  '/profile/new_password',
  '/no/such/page',
];

const cabinet = [
  '/leads',
  '/leads/new',
  '/profile',
  '/profile/change_password',
  '/profile/notifications',
  '/profile/policy_agreement',
  '/profile/ratings',
];

/** What the WCAG 2.x A/AA rules look at; axe runs its experimental ones only when asked. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The serious and critical WCAG 2.x A/AA violations of the page, one line each, the experimental
 * rules included (label-content-name-mismatch, WCAG 2.5.3 Label in Name, is one of them).
 */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags([...WCAG_TAGS, 'experimental']).analyze();
  return result.violations
    .filter((v) => v.tags.some((tag) => WCAG_TAGS.includes(tag)))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Opens the route and waits until its page (lazy chunk, data) has settled. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function check(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, path);
    const list = await violations(page);
    if (list.length) found[path] = list;
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await overflow(page), `${path} scrolls sideways`).toBe(0);
  }
  expect(found).toEqual({});
}

// The anonymous pages in two tests, each with its own time: axe on a dozen pages outlasted one
// test's three minutes on a slow machine.
const half = Math.ceil(anonymous.length / 2);

test('the first half of the anonymous pages pass axe (WCAG 2.1 AA) and fit 375 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await check(page, anonymous.slice(0, half));
});

test('the other anonymous pages and a service pass axe (WCAG 2.1 AA) and fit 375 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const services = await page.request.get('/v1/services?per=1');
  const { data } = (await services.json()) as { data: { id: string }[] };
  await check(page, [...anonymous.slice(half), `/services/${data[0]!.id}`]);
});

test("the applicant's cabinet passes axe and fits 375 px", async ({ page }) => {
  test.setTimeout(180_000);
  await siteSignIn(page, 'fl@eog.test');
  const lead = await page
    .getByRole('main')
    .getByRole('link', { name: /^\d{2}/ })
    .first()
    .getAttribute('href');
  await check(page, lead ? [...cabinet, lead] : cabinet);
});
