import { expect, test, type Page } from '@playwright/test';
import { signIn } from './actions';

/**
 * Issue 5's acceptance flows: a ГРО administrator (senior_manager) manages only their own
 * organization's operators and branches while etp_admin manages all; bad applicant input
 * (SNILS checksum, a phone already taken) is refused with the seeds' messages and nothing is saved.
 */
const pskov = 'АО «Газпром газораспределение Псков»';
const mosobl = 'АО «Мособлгаз»';

/** The bearer token the console keeps, to check the server's answers behind the screens. */
async function api(page: Page, path: string) {
  const token = await page.evaluate(() => {
    const raw =
      sessionStorage.getItem('eog.admin.token') ?? localStorage.getItem('eog.admin.token');
    return raw ? (JSON.parse(raw) as { token: string }).token : '';
  });
  return page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
}

async function openOrganization(page: Page, name: string) {
  await page.goto('/crm/organizations');
  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/crm\/organizations\/\d+/);
}

async function addBranch(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Филиалы' }).click();
  // The tab's list settles first: a click on 'Добавить' while its rows load can land on a
  // button that the loaded list replaces.
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Добавить' }).click();
  await page.getByRole('textbox', { name: 'Наименование' }).fill(name);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

test('a ГРО administrator manages only their organization’s operators and branches', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'senior_manager@eog.test');

  // The list holds the Псков ГРО's staff, never Мособлгаз's.
  await page.goto('/crm/operators');
  await expect(page.getByText('operator@eog.test', { exact: true })).toBeVisible();
  await expect(page.getByText('operator_mosobl@eog.test')).toHaveCount(0);

  // The role select offers only the ГРО roles; the new account lands in their organization.
  const email = `gro-operator-${Date.now()}@eog.test`;
  await page.goto('/crm/operators/new');
  await page.getByLabel('Фамилия').fill('Смирнова');
  await page.getByLabel('Имя').fill('Анна');
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByRole('combobox', { name: 'Роль' }).click();
  const offered = await page.getByRole('option').allInnerTexts();
  expect(
    offered
      .map((t) => t.trim())
      .filter(Boolean)
      .sort(),
  ).toEqual(['Администратор ГРО', 'Админ по доп. услугам', 'Оператор'].sort());
  await page.getByRole('option', { name: 'Оператор', exact: true }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/crm\/operators(\?.*)?$/);
  await expect(page.getByText(email)).toBeVisible();
  const created = await api(page, `/v1/admin/admin_users?query=${encodeURIComponent(email)}`);
  const [account] = (await created.json()).data as { attributes: { role: string } }[];
  expect(account!.attributes.role).toBe('operator');

  // Another organization's operator is not even readable.
  const hidden = await api(page, '/v1/admin/admin_users?query=operator_mosobl');
  expect(((await hidden.json()).data as unknown[]).length).toBe(0);

  // Their own organization: a new branch is saved.
  const branch = `Филиал e2e ${Date.now()}`;
  await openOrganization(page, pskov);
  await addBranch(page, branch);

  // Another organization opens read-only: no adding branches, no saving.
  await openOrganization(page, mosobl);
  await page.getByRole('tab', { name: 'Филиалы' }).click();
  await expect(page.getByRole('cell').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
});

test('etp_admin manages every organization’s operators and branches', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'etp_admin@eog.test');
  await page.goto('/crm/operators');
  await page.getByLabel('Поиск').fill('mosobl');
  await expect(page.getByText('operator_mosobl@eog.test')).toBeVisible();
  await expect(page.getByText('senior_manager_mosobl@eog.test')).toBeVisible();

  await openOrganization(page, mosobl);
  await addBranch(page, `Филиал Мособлгаза e2e ${Date.now()}`);
});

test('an applicant with a bad SNILS or a taken phone is refused and nothing is saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'etp_admin@eog.test');
  const count = async () =>
    (await (await api(page, '/v1/admin/users?per=1')).json()).meta.total_count;
  const before = await count();

  await page.goto('/crm/users/new?form_mode=individual_person');
  await page.getByLabel('Фамилия').fill('Орлов');
  await page.getByLabel('Имя').fill('Пётр');
  await page.getByLabel('Электронная почта').fill(`orlov-${Date.now()}@example.test`);
  // The demo applicant fl@eog.test holds this phone.
  await page.getByLabel('Телефон').fill('9110000001');
  await page.getByLabel('СНИЛС').fill('112-233-445 96');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('СНИЛС содержит неверное контрольное число').first()).toBeVisible();
  expect(await count()).toBe(before);

  await page.getByLabel('СНИЛС').fill('112-233-445 95');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    page.getByText('Пользователь с указанным номером телефона уже зарегистрирован', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/crm\/users\/new/);
  expect(await count()).toBe(before);
});
