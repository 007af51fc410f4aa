import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn } from './actions';

/**
 * Issue 4's acceptance flow: an administrator creates an instruction with a 20 MB file through
 * the console (multipart upload in 5 MiB parts), and an anonymous site visitor downloads the
 * same bytes from /instructions. Also: a wrong extension is refused before any upload.
 */
// A PDF by its bytes (the upload checks a file's signature, not only its name).
const bytes = randomBytes(20 * 1024 * 1024);
bytes.write('%PDF-1.7\n', 0, 'latin1');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

test('an instruction with a 20 MB file reaches a site visitor byte for byte', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Инструкция e2e ${Date.now()}`;
  await signIn(page, 'etp_admin@eog.test');
  await page.goto('/crm/instructions/create');

  // Neither scope: the seed's required message, nothing saved.
  await page.getByLabel('Наименование').fill(name);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Поле обязательно для заполнения').first()).toBeVisible();

  // A file of a kind the upload refuses never leaves the browser.
  await page.getByTestId('file-file').setInputFiles({
    name: 'virus.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText('Вы загрузили неверный формат документов')).toBeVisible();

  await page.getByLabel('Портал').check();
  await page.getByLabel('Показывать').click();
  await page.getByRole('option', { name: 'Всем' }).click();
  await page.getByTestId('file-file').setInputFiles({
    name: 'Руководство.pdf',
    mimeType: 'application/pdf',
    buffer: bytes,
  });
  // Uploaded once the widget lists it under the field (its progress row names it before).
  await expect(page.getByRole('list', { name: 'Файл' }).getByText('Руководство.pdf')).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/crm\/instructions(\?.*)?$/, { timeout: 30_000 });
  await expect(page.getByText(name)).toBeVisible();

  // A visitor without an account: the card asks for a download URL and opens it in a new tab
  // (a short-lived signed URL). The test records what the page opens and fetches it.
  const visitor = await browser.newPage();
  await visitor.addInitScript(() => {
    window.open = (url?: string | URL) => {
      (window as unknown as { opened: string }).opened = String(url);
      return null;
    };
  });
  await visitor.goto('/instructions');
  const card = visitor.getByRole('button', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await card.click();
  const opened = await visitor.waitForFunction(
    () => (window as unknown as { opened?: string }).opened,
  );
  const url = new URL(String(await opened.jsonValue()), visitor.url()).toString();
  const response = await visitor.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toContain(
    `filename*=UTF-8''${encodeURIComponent('Руководство.pdf')}`,
  );
  expect(sha256(await response.body())).toBe(sha256(bytes));
  await visitor.close();
});
