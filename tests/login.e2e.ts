import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { errorMessages } from '../i18n/messages';
import { consoleTitle, siteTitle } from '../i18n/site';
import { uiMessages } from '../i18n/uiMessages';
import { userMenuTexts } from '../site/profile/menuTexts';
import { tokenKeys } from '../src/api/tokenStore';
import { roleLabels } from '../src/domain/roles';
import { demoPassword, signIn, siteSignIn } from './actions';

// The demo seed's administrator (server/db/seed).
const admin = { email: 'etp_admin@eog.test', password: demoPassword };

test('an administrator signs in to the console and lands on the leads', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });

  await page.goto('/');
  await expect(page).toHaveTitle(siteTitle);

  await page.goto('/crm');
  await expect(page).toHaveURL(/\/crm\/not_auth$/);
  await expect(page.getByRole('heading', { name: consoleTitle })).toBeVisible();

  await page.getByLabel('Электронная почта').fill(admin.email);
  await page.getByLabel('Пароль').fill(admin.password);
  await page.getByRole('button', { name: 'Войти' }).click();

  await expect(page).toHaveURL(/\/crm\/leads$/);
  await expect(page.getByRole('heading', { name: 'Заявки' }).first()).toBeVisible();
  // The keys read before sign-in (none) give way to the account's without a reload: the
  // report, the filters and '+' show at once.
  await expect(page.getByRole('button', { name: 'Выгрузить отчёт' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Создать заявку' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/crm/not_auth');
  await page.getByLabel('Электронная почта').fill(admin.email);
  await page.getByLabel('Пароль').fill('Wrong-Password#1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный логин или пароль');
  await expect(page).toHaveURL(/\/crm\/not_auth$/);
});

test('a staff member blocked mid-session gets the blocked modal and signs out', async ({
  page,
  request,
}) => {
  // A demo account that no later test needs blocked; it is unblocked at the end.
  const member = 'minenergo_auditor@eog.test';
  const token = await request.post('/v1/admin/token', { data: { auth: admin } });
  const { jwt } = (await token.json()) as { jwt: string };
  const headers = { authorization: `Bearer ${jwt}` };
  const found = await request.get(`/v1/admin/admin_users?query=${encodeURIComponent(member)}`, {
    headers,
  });
  const [account] = ((await found.json()) as { data: { id: string }[] }).data;
  expect(account, member).toBeDefined();
  const blockUrl = (verb: 'block' | 'unblock') => `/v1/admin/admin_users/${account!.id}/${verb}`;

  await signIn(page, member);
  await expect(page.getByRole('heading', { name: 'Заявки' }).first()).toBeVisible();
  try {
    // The administrator blocks the account in their own session.
    expect((await request.post(blockUrl('block'), { headers })).status()).toBe(200);

    // The member's next action: another section of the menu — unless a request the page makes
    // by itself met the block first, and the modal already replaced the menu under the click.
    const modal = page.getByRole('dialog', { name: errorMessages.blocked });
    await page
      .getByRole('navigation', { name: 'Меню консоли' })
      .getByRole('link', { name: 'Пользователи', exact: true })
      .click({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        if (!(await modal.isVisible())) throw error;
      });
    await expect(modal).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Меню консоли' })).toHaveCount(0);
    // The session ended with the answer: no token left in either storage.
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key) ?? sessionStorage.getItem(key),
      tokenKeys.admin,
    );
    expect(stored).toBeNull();

    await modal.getByRole('button', { name: uiMessages.continueWork }).click();
    await expect(page).toHaveURL(/\/crm\/not_auth$/);
    await expect(modal).toHaveCount(0);
    await expect(page.getByRole('heading', { name: consoleTitle })).toBeVisible();
  } finally {
    await request.post(blockUrl('unblock'), { headers });
  }
});

test('an applicant blocked mid-session gets the blocked modal and signs out', async ({
  page,
  request,
}) => {
  // A demo applicant that no other test signs in as; unblocked at the end.
  const applicant = 'ip@eog.test';
  const token = await request.post('/v1/admin/token', { data: { auth: admin } });
  const { jwt } = (await token.json()) as { jwt: string };
  const headers = { authorization: `Bearer ${jwt}` };
  const found = await request.get(`/v1/admin/users?query=${encodeURIComponent(applicant)}`, {
    headers,
  });
  const [account] = ((await found.json()) as { data: { id: string }[] }).data;
  expect(account, applicant).toBeDefined();
  const blockUrl = (verb: 'block' | 'unblock') => `/v1/admin/users/${account!.id}/${verb}`;

  await siteSignIn(page, applicant, '/leads');
  await expect(page.getByRole('heading', { name: 'Мои заявки', level: 1 })).toBeVisible();
  // The list's own requests are answered before the block.
  await page.waitForLoadState('networkidle');
  try {
    expect((await request.post(blockUrl('block'), { headers })).status()).toBe(200);

    // The applicant's next action: their personal data, from the cabinet menu.
    await page.getByRole('button', { name: userMenuTexts.cabinet }).click();
    await page.getByRole('link', { name: userMenuTexts.personalData }).click();
    const modal = page.getByRole('dialog', { name: errorMessages.blocked });
    await expect(modal).toBeVisible();
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key) ?? sessionStorage.getItem(key),
      tokenKeys.site,
    );
    expect(stored).toBeNull();

    await modal.getByRole('button', { name: uiMessages.continueWork }).click();
    await expect(page).toHaveURL(/\/not_auth$/);
    await expect(modal).toHaveCount(0);
    await expect(page.getByLabel('Электронная почта')).toBeVisible();
  } finally {
    await request.post(blockUrl('unblock'), { headers });
  }
});

/** The code of the newest dev SMS to `phone` in the server log (the dev outbox logs each one). */
async function loggedSmsCode(phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const lines = readFileSync(process.env.E2E_SERVER_LOG!, 'utf8').split('\n').reverse();
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { phone?: string; msg?: string };
        const found = entry.phone === phone && /Код для входа[^\d]*(\d{6})/.exec(entry.msg ?? '');
        if (found) return (code = found[1]!);
      }
      return '';
    }, `an SMS to ${phone}`)
    .not.toBe('');
  return code;
}

test('a staff member signs in to the console by a code sent by SMS', async ({ page, request }) => {
  // A demo account's phone, as the administrator sees it.
  const member = 'eog@eog.test';
  const token = await request.post('/v1/admin/token', { data: { auth: admin } });
  const { jwt } = (await token.json()) as { jwt: string };
  const found = await request.get(`/v1/admin/admin_users?query=${encodeURIComponent(member)}`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  const [account] = ((await found.json()) as { data: { attributes: { phone: string } }[] }).data;
  const phone = account!.attributes.phone;
  expect(phone).toMatch(/^7\d{10}$/);

  await page.goto('/crm/not_auth');
  await page.getByRole('button', { name: 'Вход по коду из СМС' }).click();
  await page.getByLabel('Телефон').fill(phone.slice(1));
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText('Код отправлен на номер')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Получить код повторно можно через/ }),
  ).toBeDisabled();
  await page.getByLabel('Код из СМС').fill(await loggedSmsCode(phone));
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/crm\/leads$/);
  await expect(page.getByTestId('user-block')).toContainText(roleLabels.eog);
});
