import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './actions';

/**
 * Issue 18's appeals and support measures flows, against the demo data:
 * - an anonymous appeal (posted through the API with the page's request context — the site's
 *   appeal form is another helper's work in progress) is taken into work and answered in the
 *   console by the ГРО operator; the answer reaches the applicant's e-mail in the dev mailbox
 *   (the server logs every letter) and the status history shows each move;
 * - the ГРО administrator gives a new consultation to an operator, who gets the letter;
 * - a regional head with the social_assistance flag and the approval right confirms a lead's
 *   citizen category, and the lead list's filter 'Социальная помощь одобрена' finds the lead.
 */

/** The newest dev-mailbox letter to `to` whose text has `needle` (the server logs each whole). */
async function mailed(to: string, needle: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const lines = readFileSync(process.env.E2E_SERVER_LOG!, 'utf8').split('\n').reverse();
        for (const line of lines) {
          if (!line.includes(to)) continue;
          const { to: recipient, msg } = JSON.parse(line) as { to?: string; msg?: string };
          if (recipient === to && msg?.includes(needle)) return (found = msg);
        }
        return '';
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return found;
}

test('an anonymous appeal is answered in the console and the answer is mailed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Заявитель e2e ${stamp}`;
  const email = `appeal-${stamp}@example.ru`;
  const answer = `Подключение запланировано на июль (${stamp}).`;

  // A visitor without an account writes from the contacts page (POST /v1/guest_appeals).
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Написать обращение' }).click();
  await page.getByRole('button', { name: 'Написать без входа' }).click();
  const form = page.getByRole('dialog', { name: 'Обращение' });
  await form.getByRole('textbox', { name: 'Как к вам обращаться' }).fill(name);
  await form.getByRole('combobox', { name: 'Регион' }).selectOption({ label: 'Псковская область' });
  await form.getByRole('combobox', { name: 'Категория обращения' }).selectOption({ index: 1 });
  await form.getByRole('combobox', { name: 'Тема обращения' }).selectOption({ index: 1 });
  await form
    .getByRole('textbox', { name: 'Текст обращения' })
    .fill('Когда подключат мой дом к газу?');
  await form.getByRole('textbox', { name: 'Электронная почта' }).fill(email);
  await form.locator('input[type=file]').setInputFiles({
    name: 'схема.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 e2e'),
  });
  await expect(form.getByText('схема.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(form).toBeHidden();
  await mailed(email, 'зарегистрировано');

  await signIn(page, 'operator@eog.test');
  await page.goto('/crm/appeals');
  await page.getByText(name).click();
  const panel = page.getByTestId('status-panel');
  await expect(panel).toContainText('Новое');
  await panel.getByRole('button', { name: 'Взять в работу' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Взять в работу' }).click();
  await expect(panel).toContainText('В работе');
  await panel.getByRole('button', { name: 'Ответить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ответить' });
  await dialog.getByRole('textbox', { name: /Текст ответа/ }).fill(answer);
  await dialog.getByRole('button', { name: 'Ответить' }).click();
  await expect(page.getByText('Ответ сохранён и направлен заявителю')).toBeVisible();
  await expect(panel).toContainText('Ответ направлен');
  await expect(page.getByText('схема.pdf')).toBeVisible();

  const letter = await mailed(email, answer);
  expect(letter).toContain('Статус изменён на «Ответ направлен».');

  await page.getByRole('tab', { name: 'История статусов' }).click();
  await expect(page.getByTestId('history-row')).toHaveCount(3);
  await expect(page.getByTestId('history-row').last()).toContainText(answer);
});

test('a consultation is given to an operator, who is told by e-mail', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'senior_manager@eog.test');
  await page.goto('/crm/appeals/consultations');
  await page.getByText('Никитин Сергей Олегович').click();
  const panel = page.getByTestId('status-panel');
  await expect(panel).toContainText('Не назначен');
  await panel.getByRole('button', { name: 'Назначить исполнителя' }).click();
  const dialog = page.getByRole('dialog', { name: 'Назначение исполнителя' });
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Кузнецов Дмитрий Андреевич' }).click();
  await dialog.getByRole('button', { name: 'Назначить исполнителя' }).click();
  await expect(page.getByText('Исполнитель назначен и уведомлён')).toBeVisible();
  await expect(panel).toContainText('В работе');
  const [, id] = /consultations\/(\d+)/.exec(page.url())!;
  await mailed('operator@eog.test', `Вам назначена консультация № ${id}`);
});

test('a citizen category approved on a lead is found by the lead filter', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'regional_head_both@eog.test');
  await page.goto('/crm/support_measures');
  await page.getByRole('link', { name: /Социальная помощь/ }).click();
  await page.getByText('60-ПС-000101').click();
  await page.getByRole('button', { name: 'Подтвердить категорию' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить категорию' }).click();
  await expect(page.getByText('Льготная категория подтверждена')).toBeVisible();
  await expect(page.getByText('Категория подтверждена', { exact: true })).toBeVisible();

  const filter = encodeURIComponent(JSON.stringify({ social_assistance_approved: 'true' }));
  await page.goto(`/crm/leads?filter=${filter}`);
  await expect(page.getByText('60-ПС-000101')).toBeVisible();
  await expect(page.getByText('60-ПС-000104')).toHaveCount(0);
});
