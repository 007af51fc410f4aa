import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pick, signIn } from './actions';

/**
 * Issue 18's acceptance flow for the document workflows: the regional head creates a ГРО
 * request with a 20 MB attachment (multipart upload in 5 MiB parts) and sends it to the Псков
 * ГРО; the ГРО operator takes it into work and answers with a file (refused first without a new
 * one); the regional head returns it for correction with a comment; the operator answers again;
 * the regional head closes it — each in their own session, each seeing only their own moves —
 * and the status history shows every move with who made it and the comment.
 */
// A PDF by its bytes (the upload checks a file's signature, not only its name).
const big = randomBytes(20 * 1024 * 1024);
big.write('%PDF-1.7\n', 0, 'latin1');

async function session(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

const combobox = (page: Page, label: RegExp) => page.getByRole('combobox', { name: label });

function panel(page: Page) {
  return page.getByRole('region', { name: 'Статус документа' });
}

/** Makes one move through the status panel's button and its dialog. */
async function moveTo(page: Page, action: string, status: string, comment?: string) {
  await panel(page).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  if (comment) await dialog.getByLabel(/Комментарий/).fill(comment);
  await dialog.getByRole('button', { name: action }).click();
  await expect(panel(page).getByTestId('record-status')).toHaveText(status);
}

async function attach(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId('attachments-file').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer,
  });
  // Done when the queue is empty (a file's row there shows its name while it still uploads)
  // and the name is in the record's list: only then does the server count the file.
  const files = page.getByRole('region', { name: 'Файлы' });
  await expect(files.getByRole('button', { name: 'Отменить загрузку' })).toHaveCount(0, {
    timeout: 60_000,
  });
  await expect(files.getByText(name)).toBeVisible({ timeout: 60_000 });
}

test('a ГРО request with a 20 MB file goes through its statuses by the right roles', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const subject = `Сведения о газификации e2e ${Date.now()}`;
  const head = await session(browser, 'regional_head@eog.test');
  await head.goto('/crm/gro_requests/create');
  await head.getByRole('combobox', { name: /^Вид запроса/ }).click();
  await head.getByRole('option', { name: 'Запрос информации', exact: true }).click();
  await pick(head, combobox(head, /^Источник запроса/), 'Порт', 'Портал');
  await pick(head, combobox(head, /^ГРО/), 'Псков', 'АО «Газпром газораспределение Псков»');
  await head.getByLabel(/^Тема/).fill(subject);
  await pick(head, combobox(head, /^Регион/), 'Псков', 'Псковская область');
  await head.getByLabel(/^Содержание/).fill('Просим представить сведения о сроках газификации.');
  await head.getByRole('button', { name: 'Сохранить' }).click();
  await expect(head).toHaveURL(/\/crm\/gro_requests\/\d+$/, { timeout: 30_000 });
  const url = new URL(head.url()).pathname;
  await expect(panel(head).getByTestId('record-status')).toHaveText('Черновик');
  await attach(head, 'Запрос.pdf', big);
  await moveTo(head, 'Направить в ГРО', 'Направлен в ГРО');
  // The ГРО's move is not the regional head's.
  await expect(panel(head).getByRole('button', { name: 'Принять в работу' })).toHaveCount(0);

  const operator = await session(browser, 'operator@eog.test');
  await operator.goto(url);
  await expect(panel(operator).getByRole('button', { name: 'Отозвать' })).toHaveCount(0);
  await moveTo(operator, 'Принять в работу', 'В работе');
  // An answer needs a file attached while in work: the request's own file does not count.
  await panel(operator).getByRole('button', { name: 'Направить ответ' }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Направить ответ' }).click();
  await expect(
    operator
      .getByRole('dialog')
      .getByText(/Для перевода в статус «Ответ направлен» приложите файл/),
  ).toBeVisible();
  await operator.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
  await attach(operator, 'Ответ.pdf', Buffer.from('%PDF-1.4\nОтвет ГРО\n'));
  await moveTo(operator, 'Направить ответ', 'Ответ направлен');

  await head.reload();
  await moveTo(
    head,
    'Вернуть на доработку',
    'На доработке',
    'Добавьте данные по Островскому участку',
  );

  await operator.reload();
  await attach(operator, 'Ответ дополненный.pdf', Buffer.from('%PDF-1.4\nДополнено\n'));
  await moveTo(operator, 'Направить ответ', 'Ответ направлен');

  await head.reload();
  await expect(panel(head).getByRole('button', { name: 'Вернуть на доработку' })).toBeVisible();
  await moveTo(head, 'Закрыть запрос', 'Закрыт');
  await expect(panel(head).getByRole('button')).toHaveCount(0);

  await head.getByRole('tab', { name: 'История статусов' }).click();
  const rows = head.getByRole('table', { name: 'История статусов' }).getByTestId('history-row');
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(0)).toContainText('Ответ направлен → Закрыт');
  await expect(rows.nth(0)).toContainText('Фёдоров Павел Константинович');
  await expect(rows.nth(2)).toContainText('Ответ направлен → На доработке');
  await expect(rows.nth(2)).toContainText('Добавьте данные по Островскому участку');
  await expect(rows.nth(4)).toContainText('Направлен в ГРО → В работе');
  await expect(rows.nth(6)).toContainText('Черновик');

  // The list finds it among the closed requests.
  await head.goto('/crm/gro_requests');
  await expect(head.getByText(subject)).toBeVisible();
});
