/**
 * A new applicant's first visit, as issue 17 names it: registers, confirms by the SMS code from
 * the dev outbox (the server logs every dev SMS), logs out, logs in by an SMS code, checks an
 * address, uses the calculator and the hotline modal, and downloads an instruction.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword as password, siteSignIn } from './actions';

/** The newest dev-outbox line of the server log that `pick` finds something in. */
async function fromLog(what: string, pick: (line: Record<string, unknown>) => string | undefined) {
  let found = '';
  await expect
    .poll(() => {
      const lines = readFileSync(process.env.E2E_SERVER_LOG!, 'utf8').split('\n').reverse();
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const value = pick(JSON.parse(line) as Record<string, unknown>);
        if (value) return (found = value);
      }
      return '';
    }, what)
    .not.toBe('');
  return found;
}

/** An instruction for everyone on the portal, with a small PDF, as staff would publish it. */
async function publishInstruction(request: APIRequestContext, name: string) {
  const token = await request.post('/v1/admin/token', {
    data: { auth: { email: 'etp_admin@eog.test', password } },
  });
  const headers = { authorization: `Bearer ${((await token.json()) as { jwt: string }).jwt}` };
  const base = '/v1/admin/instructions/single_multipart_upload';
  const start = await request.post(`${base}_start`, {
    headers,
    data: {
      data: {
        type: 'attachment',
        attributes: { kind: 'instruction', original_filename: `${name}.pdf` },
      },
    },
  });
  const started = (await start.json()) as {
    data: { id: string; attributes: { upload_id: string } };
  };
  const uploadId = started.data.attributes.upload_id;
  const url = await request.post(`${base}_url`, {
    headers,
    data: { upload_id: uploadId, part_number: 1 },
  });
  const href = ((await url.json()) as { data: { attributes: { upload_url: string } } }).data
    .attributes.upload_url;
  const put = await request.put(href, { headers, data: Buffer.from('%PDF-1.7\n% памятка\n%%EOF') });
  const complete = await request.post(`${base}_complete`, {
    headers,
    data: { upload_id: uploadId, parts: [{ part_number: 1, etag: put.headers().etag }] },
  });
  expect(complete.status()).toBe(200);
  const created = await request.post('/v1/admin/instructions', {
    headers,
    data: {
      data: {
        type: 'instruction',
        attributes: {
          name,
          for_crm: false,
          for_portal: true,
          shown_for_kind: 'everyone',
          file_id: started.data.id,
        },
      },
    },
  });
  expect(created.status()).toBe(201);
}

/** The code of the newest dev SMS to `phone` whose text starts with `text`. */
const smsCode = (phone: string, text: string) =>
  fromLog(`an SMS to ${phone}: ${text}`, (line) =>
    line.phone === phone && String(line.msg).includes(text)
      ? /(\d{6})/.exec(String(line.msg))?.[1]
      : undefined,
  );

async function register(page: Page, email: string, phone: string) {
  await page.goto('/registration');
  await page.getByLabel('Физическое лицо').check();
  await page.getByLabel('Фамилия', { exact: true }).fill('Кузнецова');
  await page.getByLabel('Имя', { exact: true }).fill('Анна');
  await page.getByLabel('Отчество', { exact: true }).fill('Сергеевна');
  await page.getByLabel('Электронная почта', { exact: true }).fill(email);
  await page.getByLabel('Телефон', { exact: true }).fill(phone);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByLabel('Подтверждение пароля', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /персональных данных/ }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(
    page.getByText(`На адрес ${email} отправлено письмо`, { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Подтвердить по коду из СМС' }).click();
  const code = await smsCode(phone, 'Код подтверждения регистрации');
  const form = page.getByRole('form', { name: 'Подтвердить по коду из СМС' });
  await form.getByLabel('Телефон').fill(phone);
  await form.getByLabel('Код из СМС').fill(code);
  await form.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Учётная запись подтверждена')).toBeVisible();
}

test("a new applicant's first visit: account, address, fee, hotline, instruction", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-9);
  const email = `anna.${stamp}@example.ru`;
  const phone = `79${stamp}`;
  const instruction = `Памятка заявителя ${stamp}`;
  await publishInstruction(page.request, instruction);

  await register(page, email, phone);

  // Signed in with the password, then out through the user menu.
  await siteSignIn(page, email);
  await page.getByRole('button', { name: 'Личный кабинет' }).click();
  await page.getByRole('button', { name: 'Выйти' }).click();
  // Signed out on the home page (never the login form the cabinet's guard would show): no
  // personal menu, the header's way in.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Личный кабинет' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();

  // In again by the SMS code the dev outbox logged for this phone.
  await page.goto('/not_auth?redirectTo=%2Fleads');
  await page.getByRole('button', { name: 'Вход по коду из СМС' }).click();
  await page.getByLabel('Телефон').fill(phone);
  await page.getByRole('button', { name: /код/i }).first().click();
  await page.getByLabel('Код из СМС').fill(await smsCode(phone, 'Код для входа'));
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/leads$/);

  // Is the village gasified?
  await page.goto('/check_address');
  await page.getByRole('combobox', { name: 'Адрес или населённый пункт' }).fill('Порхов');
  await page.getByRole('option', { name: 'Псковская область, Порховский район, г Порхов' }).click();
  await expect(
    page.getByRole('region', { name: 'Результат проверки' }).getByText('Частично газифицирован'),
  ).toBeVisible();

  // What will it cost?
  await page.goto('/calculator');
  await page
    .getByRole('combobox', { name: 'Регион' })
    .selectOption({ label: 'Ленинградская область' });
  await page.getByRole('textbox', { name: /^Максимальный часовой расход газа/ }).fill('12,5');
  await page.getByRole('textbox', { name: /^Расстояние до газопровода/ }).fill('150');
  await expect(
    page.getByRole('region', { name: 'Предварительный размер платы' }).getByText('97 410,25 ₽'),
  ).toBeVisible();

  // Whom to call?
  await page.goto('/contacts');
  await page.getByRole('main').getByRole('button', { name: 'Горячая линия' }).click();
  const hotline = page.getByRole('dialog', { name: 'Телефон горячей линии' });
  await hotline.getByRole('combobox', { name: 'Регион' }).fill('Псков');
  await hotline.getByRole('option', { name: 'Псковская область' }).click();
  await hotline
    .getByRole('combobox', { name: 'Организация' })
    .selectOption({ label: 'АО «Газпром газораспределение Псков»' });
  await expect(
    hotline.getByRole('status').getByRole('link', { name: '+7 (811) 200-01-04' }),
  ).toBeVisible();
  await hotline.getByRole('button', { name: 'Закрыть' }).click();

  // The instruction: a card click opens its file (a short-lived signed URL) after 200 ms; the
  // test records what the page opens and fetches it.
  await page.evaluate(() => {
    window.open = (url?: string | URL) => {
      (window as unknown as { opened: string }).opened = String(url);
      return null;
    };
  });
  await page.getByRole('link', { name: 'Инструкции' }).first().click();
  await page.getByRole('button', { name: new RegExp(instruction) }).click();
  const opened = await page.waitForFunction(
    () => (window as unknown as { opened?: string }).opened,
  );
  const url = new URL(String(await opened.jsonValue()), page.url()).toString();
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
