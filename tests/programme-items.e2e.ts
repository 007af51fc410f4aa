import { expect, test } from '@playwright/test';
import { demoPassword as password, pick, signIn } from './actions';

/**
 * Issue 16's programme item flow: an administrator creates a gasification programme item with
 * two settlements in the console, watches the preview (perspective consumers = the sum of the
 * four promising counts; previously ungasified settlements = those no ГРО serves) follow the
 * typing, saves, and finds the item with both settlements. One of the two settlements is made
 * here without a ГРО (every demo settlement has one).
 */
const email = 'etp_admin@eog.test';

test('a programme item with two settlements, its preview numbers and the saved item', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const village = `Малые Горки ${stamp % 100000}`;
  const name = `Газопровод e2e ${stamp}`;

  // A Pskov settlement no ГРО serves yet, through the API.
  const token = await page.request.post('/v1/admin/token', {
    data: { auth: { email, password } },
  });
  expect(token.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await token.json()) as { jwt: string }).jwt}` };
  const regions = await page.request.get('/v1/admin/regions?per=100', { headers });
  const pskov = (
    (await regions.json()) as { data: { id: string; attributes: { code: string } }[] }
  ).data.find((r) => r.attributes.code === '60')!.id;
  const created = await page.request.post('/v1/admin/settlements', {
    headers,
    data: {
      data: {
        type: 'settlement',
        attributes: {
          name: village,
          kind: 'village',
          region_id: pskov,
          gas_status: 'not_gasified',
        },
      },
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page, email);
  await page.goto('/crm/gasification_programs_items/new');
  await page.getByRole('textbox', { name: /Наименование объекта/ }).fill(name);
  await pick(page, page.getByRole('combobox', { name: /^Регион/ }), 'Псков', 'Псковская область');
  await page.getByRole('textbox', { name: /домовладения/ }).fill('150');
  await page.getByRole('textbox', { name: /многоквартирные дома/ }).fill('4');
  await page.getByRole('textbox', { name: /котельные/ }).fill('1');
  await page.getByRole('textbox', { name: /прочие/ }).fill('5');

  const table = page.getByRole('table', { name: 'Населённые пункты мероприятия' });
  await page.getByRole('button', { name: 'Добавить населённый пункт' }).click();
  await page.getByRole('button', { name: 'Добавить населённый пункт' }).click();
  const boxes = table.getByRole('combobox', { name: /Населённый пункт/ });
  await pick(page, boxes.nth(0), 'Малые', village);
  await pick(page, boxes.nth(1), 'Остров', 'Остров');
  const homes = table.getByRole('textbox', { name: /Домовладений/ });
  await homes.nth(0).fill('120');
  await homes.nth(1).fill('30');
  await expect(table.getByRole('row').nth(1)).toContainText('Нет');
  await expect(table.getByRole('row').nth(2)).toContainText('Да');

  const consumers = page.getByLabel('Всего перспективных потребителей');
  const ungasified = page.getByLabel('Ранее не газифицированных населённых пунктов');
  await expect(consumers).toHaveText('160');
  await expect(ungasified).toHaveText('1');
  // The preview follows the form: one more boiler room.
  await page.getByRole('textbox', { name: /котельные/ }).fill('2');
  await expect(consumers).toHaveText('161');

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/crm\/gasification_programs_items(\?.*)?$/, { timeout: 30_000 });
  await page.getByText(name).click();

  // The saved item: its two settlements and the same numbers.
  await expect(page).toHaveURL(/\/crm\/gasification_programs_items\/\d+/);
  const saved = page.getByRole('table', { name: 'Населённые пункты мероприятия' });
  await expect(saved.getByRole('combobox', { name: /Населённый пункт/ }).nth(0)).toHaveValue(
    village,
  );
  await expect(saved.getByRole('combobox', { name: /Населённый пункт/ }).nth(1)).toHaveValue(
    'Остров',
  );
  await expect(saved.getByRole('textbox', { name: /Домовладений/ }).nth(0)).toHaveValue('120');
  await expect(page.getByLabel('Всего перспективных потребителей')).toHaveText('161');
  await expect(page.getByLabel('Ранее не газифицированных населённых пунктов')).toHaveText('1');
});
