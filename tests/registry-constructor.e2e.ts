import { expect, test, type Page } from '@playwright/test';
import { demoPassword as password, pick, signIn } from './actions';

/**
 * Issue 38's journey: the portal administrator designs 'Газовые котельные' in the console (a
 * name, the capacity as text as it comes from old spreadsheets, a commissioning date, the owning
 * ГРО, a status to choose, the address with its ФИАС code, a passport file), grants the ГРО
 * operator reading and creating, saves and publishes it after reading the plan; the operator,
 * in a browser of their own, finds it in the menu, adds records (picking the address from the
 * suggestions, uploading the passport), filters them; the list exports as CSV. Then the
 * administrator takes a field out, and the plan asks for a confirmation first; changes the
 * capacity to a number, and is shown the records that do not convert before anything changes.
 */
const admin = 'etp_admin@eog.test';
const operator = 'operator@eog.test';
/** The demo operator's ГРО. */
const pskovGro = 'АО «Газпром газораспределение Псков»';
/** A house's address as the address service suggests it, with its ФИАС code. */
const address = 'Псковская обл, г Порхов, ул Советская, д 12';
const fiasId = '5f9a6c1e-2b7d-4c3a-9e8f-1a2b3c4d5e6f';
const passport = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

async function addField(page: Page, index: number, key: string, kind: string, label: string) {
  await page.getByRole('button', { name: 'Добавить' }).first().click();
  const row = page.locator('.RaSimpleFormIterator-line').nth(index);
  await row.getByLabel('Ключ').fill(key);
  await row.getByLabel('Тип').click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await row.getByLabel('Название поля').fill(label);
  return row;
}

test('an administrator designs and publishes a registry; an operator works in it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const code = `boilers_${Date.now() % 1_000_000}`;

  await signIn(page, admin);
  await page.getByRole('link', { name: 'Конструктор реестров' }).click();
  await expect(page).toHaveURL(/\/crm\/registry_designs$/);
  await page.locator('a[href$="/registry_designs/create"]').click();

  await page.getByLabel('Код').fill(code);
  await page.getByLabel('Название: одна запись').fill('Газовая котельная');
  await page.getByLabel('Название: 2–4 записи').fill('Газовые котельные');
  await page.getByLabel(/Название: 5 и более/).fill('Газовых котельных');
  // The first field, the name, is there already.
  const capacity = await addField(page, 1, 'capacity', 'Строка', 'Мощность');
  await capacity.getByLabel('В списке').check();
  const date = await addField(page, 2, 'commissioned_on', 'Дата', 'Дата ввода');
  await date.getByLabel('В списке').check();
  // The owning ГРО, a reference to organizations: its staff see its records alone.
  const gro = await addField(page, 3, 'gro_id', 'Ссылка на запись реестра', 'ГРО');
  await gro.getByRole('combobox', { name: 'Реестр', exact: true }).click();
  await page.getByRole('option', { name: 'Организации', exact: true }).click();
  await gro.getByLabel('Записи видят сотрудники этой организации').check();
  await gro.getByLabel('В списке').check();
  const place = await addField(page, 4, 'address', 'Адрес (ФИАС)', 'Адрес');
  await place.getByLabel('В списке').check();
  const passportField = await addField(page, 5, 'passport', 'Файл', 'Паспорт котельной');
  await passportField.getByRole('combobox', { name: 'Типы файлов' }).click();
  await page.getByRole('option', { name: 'pdf', exact: true }).click();
  await page.keyboard.press('Escape');
  // A choice's options are lines of the form too, so the status comes last.
  const status = await addField(page, 6, 'status', 'Выбор из списка', 'Статус');
  await status.getByLabel('В фильтре').check();
  await status.getByLabel('В списке').check();
  const options = status.locator('.RaSimpleFormIterator-line');
  for (const [i, [value, title]] of [
    ['working', 'Работает'],
    ['stopped', 'Остановлена'],
  ].entries()) {
    await status.getByRole('button', { name: 'Добавить' }).click();
    await options.nth(i).getByLabel('Значение').fill(value!);
    await options.nth(i).getByLabel('Подпись').fill(title!);
  }
  // The ГРО operator reads and creates.
  const operatorGrants = page.getByRole('group', { name: 'Оператор', exact: true });
  await operatorGrants.getByLabel('Просмотр').check();
  await operatorGrants.getByLabel('Создание').check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/crm\/registry_designs\/\d+$/);

  // The plan before anything runs.
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  const dialog = page.getByRole('dialog', { name: 'Публикация реестра' });
  await expect(dialog.getByText('Создать таблицу реестра «Газовых котельных»')).toBeVisible();
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByText('Реестр опубликован')).toBeVisible();

  // The operator, in a browser of their own.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, operator);
  const entry = other.locator(`a[data-section="registries/${code}"]`);
  await expect(entry).toHaveAccessibleName('Газовые котельные');
  // The address service (DaData in production; the demo has no key) suggests addresses with
  // their ФИАС codes.
  await other.route('**/v1/address_suggestions?*', (route) =>
    route.fulfill({
      json: {
        data: [
          {
            type: 'address_suggestion',
            id: '1',
            attributes: {
              value: address,
              unrestricted_value: `182620, ${address}`,
              data: { fias_id: fiasId, region_with_type: 'Псковская обл', city: 'Порхов' },
              settlement_id: null,
            },
          },
        ],
      },
    }),
  );
  await entry.click();
  await expect(other).toHaveURL(new RegExp(`/crm/registries/${code}/records`));
  for (const [name, power, state] of [
    ['Котельная на Лесной', '1,5 МВт', 'Работает'],
    ['Котельная на Садовой', '0,8 МВт', 'Остановлена'],
  ] as const) {
    await other.locator(`a[href$="/registries/${code}/records/create"]`).click();
    await other.getByRole('textbox', { name: 'Наименование' }).fill(name);
    await other.getByRole('textbox', { name: 'Мощность' }).fill(power);
    await other.getByRole('combobox', { name: 'Статус' }).click();
    await other.getByRole('option', { name: state }).click();
    await pick(other, other.getByRole('combobox', { name: 'ГРО' }), 'Псков', pskovGro);
    if (name === 'Котельная на Лесной') {
      await other.getByRole('combobox', { name: 'Адрес' }).fill('Порхов Советская');
      await other.getByRole('option', { name: address }).click();
      await other.getByTestId('passport-file').setInputFiles({
        name: 'Паспорт.pdf',
        mimeType: 'application/pdf',
        buffer: passport,
      });
      await expect(
        other.getByRole('list', { name: 'Паспорт котельной' }).getByText('Паспорт.pdf'),
      ).toBeVisible({ timeout: 60_000 });
    }
    await other.getByRole('button', { name: 'Сохранить' }).click();
    await expect(other.getByRole('cell', { name })).toBeVisible();
  }
  await expect(other.getByRole('cell', { name: address })).toBeVisible();
  // Filtered by status.
  await other.getByLabel('Статус').click();
  await other.getByRole('option', { name: 'Остановлена' }).click();
  await expect(other.getByRole('cell', { name: 'Котельная на Садовой' })).toBeVisible();
  await expect(other.getByRole('cell', { name: 'Котельная на Лесной' })).toBeHidden();

  // The operator may not export: no button. The administrator exports the list as CSV.
  await expect(other.getByRole('button', { name: /Экспорт|Выгрузить/ })).toBeHidden();
  const token = await page.request.post('/v1/admin/token', {
    data: { auth: { email: admin, password } },
  });
  const headers = { authorization: `Bearer ${((await token.json()) as { jwt: string }).jwt}` };
  const csv = await page.request.get(`/v1/admin/registries/${code}/records/export?format=csv`, {
    headers,
  });
  expect(csv.ok()).toBe(true);
  expect(await csv.text()).toContain('Котельная на Садовой');
  // The record keeps the address's ФИАС code and the passport, which downloads as uploaded.
  const records = await page.request.get(
    `/v1/admin/registries/${code}/records?query=${encodeURIComponent('Лесной')}`,
    { headers },
  );
  type Found = { data: { id: string; attributes: Record<string, unknown> }[] };
  const lesnaya = ((await records.json()) as Found).data[0]!;
  expect(lesnaya.attributes).toMatchObject({
    address,
    address_fias_id: fiasId,
    passport: { original_filename: 'Паспорт.pdf' },
  });
  const stored = await page.request.get(
    `/v1/admin/registries/${code}/records/${lesnaya.id}/passport?transfer=binary`,
    { headers },
  );
  expect(Buffer.from(await stored.body()).equals(passport)).toBe(true);
  await context.close();

  // Taking a field out is shown, and asks for a confirmation.
  await page.reload();
  // The field's remove button shows on hover, as in every list of the console's forms.
  const dateField = page.locator('.RaSimpleFormIterator-line').nth(2);
  await dateField.hover();
  await dateField.getByRole('button', { name: 'Удалить' }).last().click();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/registry_designs/'),
  );
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).ok()).toBe(true);
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(dialog.getByText(/Убрать поле «Дата ввода»/)).toBeVisible();
  const publish = dialog.getByRole('button', { name: 'Опубликовать' });
  await expect(publish).toBeDisabled();
  await dialog.getByLabel('Я понимаю, что эти поля пропадут из реестра').check();
  await publish.click();
  await expect(page.getByText('Реестр опубликован')).toBeVisible();

  // The capacity, text from old spreadsheets, becomes a number: the records whose values do not
  // convert are listed with their values before anything changes, and the change waits.
  await page.getByText('Реестр опубликован').waitFor({ state: 'hidden' });
  const capacityLine = page.locator('.RaSimpleFormIterator-line').nth(1);
  await expect(capacityLine.getByRole('textbox', { name: 'Ключ' })).toHaveValue('capacity');
  await capacityLine.getByRole('combobox', { name: 'Тип' }).click();
  await page.getByRole('option', { name: 'Дробное число', exact: true }).click();
  const retyped = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/registry_designs/'),
  );
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await retyped).ok()).toBe(true);
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(
    dialog.getByText('Поле «Мощность» → «Дробное число»: переводятся 0 из 2'),
  ).toBeVisible();
  // Each a link to the record, to fix it.
  const failing = dialog.getByRole('listitem').filter({ has: page.getByRole('link') });
  await expect(failing).toHaveCount(2);
  await expect(failing.nth(0)).toContainText('«1,5 МВт»');
  await expect(failing.nth(1)).toContainText('«0,8 МВт»');
  await expect(dialog.getByRole('button', { name: 'Опубликовать' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Отмена' }).click();

  // The design as a file, and back: the file's published design would undo the draft's change.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать описание' }).click();
  const file = await (await download).path();
  await page.goto('/crm/registry_designs');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Загрузить описание' }).click();
  await (await chooser).setFiles(file);
  const upload = page.getByRole('dialog', { name: 'Загрузка описания реестра' });
  await expect(upload.getByText(`Черновик реестра «${code}» станет таким:`)).toBeVisible();
  await expect(upload.getByText('изменится поле capacity: kind')).toBeVisible();
  await upload.getByRole('button', { name: 'Сохранить как черновик' }).click();
  await expect(page).toHaveURL(/\/crm\/registry_designs\/\d+$/);
  await expect(page.getByText('Описание загружено как черновик')).toBeVisible();
});
