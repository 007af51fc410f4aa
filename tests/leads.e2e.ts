import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { contractActionWarnings } from '../src/domain/contractTransitions';

/**
 * Issue 6's "Done when": the whole life of a lead. The applicant fl@ applies with six documents,
 * the Псков operator moves it through the document check in the console, the contract is sent
 * (the API: no console contract screen yet) and signed on the site behind the legal warning,
 * the work stages run in the console, the applicant rates the finished lead; the outbox holds
 * the ЕПГУ codes in order, the coordination-centre and attachment messages; another applicant,
 * another ГРО and the auditor are refused.
 */
const password = process.env.DEMO_PASSWORD ?? 'Gaz-Portal#2026';
const UID = /^\d{2}-[А-ЯЁ0-9]{2}-\d{6,7}$/;
const forbidden = 'Не хватает прав для данного действия';

type Res = { id: string; type: string; attributes: Record<string, unknown> };
type Doc = { data: Res & Res[]; errors?: { detail: string }[] };

const documents = [
  ['passport', 'Паспорт.pdf'],
  ['snils', 'СНИЛС.pdf'],
  ['land_egrn', 'Выписка ЕГРН участок.pdf'],
  ['house_egrn', 'Выписка ЕГРН дом.pdf'],
  ['situation_plan', 'Ситуационный план.pdf'],
  ['gas_flow', 'Расчёт расхода газа.pdf'],
] as const;

async function storedToken(page: Page, key: 'eog.admin.token' | 'eog.site.token') {
  const token = await page.evaluate((k) => {
    const raw = sessionStorage.getItem(k) ?? localStorage.getItem(k);
    return raw ? (JSON.parse(raw) as { token: string }).token : '';
  }, key);
  expect(token, `${key} after sign-in`).not.toBe('');
  return token;
}

/** A JSON:API client over page.request with one bearer token. */
function client(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const send = async (method: string, url: string, data?: unknown) => {
    const res = await request.fetch(url, { method, headers, ...(data ? { data } : {}) });
    const text = await res.text();
    return { status: res.status(), body: (text ? JSON.parse(text) : {}) as Doc, headers };
  };
  return { send, headers };
}

async function siteSignIn(page: Page, email: string) {
  await page.goto('/not_auth?redirectTo=%2Fleads');
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  return client(page.request, await storedToken(page, 'eog.site.token'));
}

async function consoleSignIn(page: Page, email: string) {
  await page.goto('/crm/not_auth');
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/crm\/leads$/);
  return client(page.request, await storedToken(page, 'eog.admin.token'));
}

/** A staff token straight from the token route, for the refusals that need no screen. */
async function adminToken(request: APIRequestContext, email: string) {
  const res = await request.post('/v1/admin/token', { data: { auth: { email, password } } });
  expect(res.status()).toBe(200);
  return client(request, String(((await res.json()) as { jwt: string }).jwt));
}

/** The site's multipart document upload of one file under the lead, real bytes. */
async function uploadDocument(
  api: ReturnType<typeof client>,
  request: APIRequestContext,
  leadId: string,
  kind: string,
  name: string,
  bytes: Buffer,
) {
  const base = `/v1/leads/${leadId}/documents`;
  const start = await api.send('POST', `${base}/multipart_upload_start`, {
    data: { type: 'attachment', attributes: { kind, original_filename: name } },
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const uploadId = start.body.data.attributes.upload_id;
  const url = await api.send('POST', `${base}/multipart_upload_url`, {
    upload_id: uploadId,
    part_number: 1,
  });
  expect(url.status).toBe(200);
  const put = await request.put(String(url.body.data.attributes.upload_url), {
    headers: { 'content-type': 'application/octet-stream' },
    data: bytes,
  });
  expect(put.status()).toBe(200);
  const done = await api.send('POST', `${base}/multipart_upload_complete`, {
    upload_id: uploadId,
    parts: [{ part_number: 1, etag: put.headers().etag }],
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  expect(done.body.data.attributes).toMatchObject({ kind, file_size: bytes.length });
}

/** One status move on the console card: the action button, its dialog, the submit. */
async function consoleMove(page: Page, targetLabel: string, note?: string) {
  await page.getByRole('button', { name: `Обновить: ${targetLabel}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (note !== undefined) await dialog.getByLabel('Комментарий').fill(note);
  await dialog.getByRole('button', { name: 'Обновить', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('a lead lives from the application to the rating, and outsiders are refused', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const applicant = await newPage(browser);
  const staff = await newPage(browser);

  // 1. The applicant applies: a complete draft, six documents, then the submission.
  const fl = await siteSignIn(applicant, 'fl@eog.test');
  const services = await fl.send('GET', '/v1/services?account_type=individual_person&per=100');
  const dogas = services.body.data.find((s) => s.attributes.kind === 'dogasification');
  expect(dogas, 'the догазификация service').toBeTruthy();
  const organizations = await fl.send('GET', '/v1/organizations?per=100');
  const pskov = organizations.body.data.find(
    (o) => o.attributes.name === 'АО «Газпром газораспределение Псков»',
  );
  expect(pskov, 'the Псков ГРО').toBeTruthy();

  const draft = await fl.send('POST', '/v1/leads', {
    data: {
      type: 'lead',
      attributes: {
        gas_object_address: {
          region: 'Псковская область',
          area: 'Псковский район',
          settlement: 'д. Неёлово',
          street: 'ул. Юбилейная',
          house: '12',
          zip_code: '180502',
          cadastral_number: '60:18:0110101:42',
        },
        feedback_channel: 'email',
        written_form_kind: 'electronic',
        informed_consent: true,
        max_hourly_consumption: '5,5',
        extra_info: 'Заявка сквозного теста',
      },
      relationships: {
        service: { data: { type: 'service', id: dogas!.id } },
        organization: { data: { type: 'organization', id: pskov!.id } },
      },
    },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const leadId = draft.body.data.id;
  expect(draft.body.data.attributes.status).toBe('draft');
  for (const [kind, name] of documents) {
    const bytes = Buffer.concat([Buffer.from(`%PDF-1.4\n% ${name}\n`), randomBytes(2048)]);
    await uploadDocument(fl, applicant.request, leadId, kind, name, bytes);
  }
  const listed = await fl.send('GET', `/v1/leads/${leadId}/documents`);
  expect(listed.body.data.map((d) => d.attributes.kind).sort()).toEqual(
    documents.map(([k]) => k).sort(),
  );
  const submitted = await fl.send('PATCH', `/v1/leads/${leadId}`, {
    data: { type: 'lead', attributes: { submit: true } },
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  expect(submitted.body.data.attributes.status).toBe('registered');
  const uid = String(submitted.body.data.attributes.uid);
  expect(uid).toMatch(UID);

  await applicant.goto('/leads');
  const row = applicant
    .getByRole('row')
    .filter({ has: applicant.getByRole('link', { name: uid }) });
  await expect(row.getByText('Зарегистрирована', { exact: true })).toBeVisible();

  // 2. The Псков operator checks the documents and postpones the lead; the applicant sends it
  // back; the operator checks again and takes it in work.
  const operator = await consoleSignIn(staff, 'operator@eog.test');
  const status = async () =>
    (await operator.send('GET', `/v1/admin/leads/${leadId}`)).body.data.attributes.status;
  await staff.goto(`/crm/leads/edit/${leadId}`);
  await expect(staff.getByText(uid).first()).toBeVisible();
  await consoleMove(staff, 'Проверка комплектности документов');
  await expect.poll(status).toBe('document_check');
  await consoleMove(staff, 'Отложена', 'Нет выписки из ЕГРН на дом с отметкой о регистрации');
  await expect.poll(status).toBe('pending');

  await applicant.goto(`/leads/${leadId}`);
  await expect(applicant.getByRole('heading', { name: `Заявка № ${uid}` })).toBeVisible();
  await applicant.getByRole('button', { name: 'Отправить на повторную проверку' }).click();
  await applicant.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(applicant.getByRole('dialog')).toBeHidden();
  await expect(
    applicant.getByText('Недостающие документы предоставлены', { exact: true }).first(),
  ).toBeVisible();
  expect(await status()).toBe('documents_given');

  await staff.reload();
  await consoleMove(staff, 'Проверка комплектности документов');
  await expect.poll(status).toBe('document_check');
  await consoleMove(staff, 'Подготовка ТУ и заключение договора');
  await expect.poll(status).toBe('in_progress');

  // 3. The contract: prepared and offered through the API, signed on the site.
  const contractUrl = `/v1/admin/leads/${leadId}/contract`;
  const created = await operator.send('POST', contractUrl, {
    data: { type: 'contract', attributes: { number: `Д-${uid}`, amount: '65 000,00' } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const offered = await operator.send('PUT', `${contractUrl}/update_status`, {
    data: { type: 'contract', attributes: { status: 'on_applicant_sign' } },
  });
  expect(offered.status, JSON.stringify(offered.body)).toBe(200);
  expect(offered.body.data.attributes.status).toBe('on_applicant_sign');

  await applicant.reload();
  const contract = applicant.getByRole('region', { name: 'Договор' });
  await contract.getByRole('button', { name: 'Подписать договор' }).click();
  const warning = applicant.getByRole('dialog');
  const legal = contractActionWarnings.current;
  expect(legal, 'the legal warning of signing').toBeTruthy();
  await expect(warning.getByRole('heading', { name: 'Внимание' })).toBeVisible();
  await expect(warning.getByText(legal!)).toBeVisible();
  await warning.getByRole('button', { name: 'Подписать договор' }).click();
  await expect(warning).toBeHidden();
  await expect(contract.getByText('Действующий', { exact: true })).toBeVisible();
  expect((await operator.send('GET', contractUrl)).body.data.attributes.status).toBe('current');

  // 4. The work stages in the console, allowed only now that the contract is in force.
  await staff.reload();
  for (const [label, value] of [
    ['Реализация мероприятия по договору', 'implementation'],
    ['Выполнение фактического присоединения', 'connection'],
    ['Выполнено подключение (Пуск газа)', 'gas_start'],
    ['Завершена', 'finished'],
  ] as const) {
    await consoleMove(staff, label);
    await expect.poll(status).toBe(value);
  }

  // 5. The applicant rates the finished lead: every grade, 5 each.
  await applicant.reload();
  await applicant.getByRole('button', { name: 'Оценить качество услуг' }).click();
  const form = applicant.getByRole('form', { name: 'Оценка качества услуг' });
  const groups = form.getByRole('radiogroup');
  await expect(groups).toHaveCount(9);
  for (const group of await groups.all()) {
    await group.getByRole('radio', { name: /^5 — / }).check();
  }
  await form.getByLabel('Комментарий').fill('Газ пришёл вовремя');
  await form.getByRole('button', { name: 'Отправить оценку' }).click();
  await expect(applicant.getByText('Спасибо! Ваша оценка принята.')).toBeVisible();
  const ratings = await fl.send('GET', '/v1/ratings');
  const rating = ratings.body.data.find((r) => String(r.attributes.lead_id) === leadId);
  expect(rating, 'the lead’s rating').toBeTruthy();
  expect(rating!.attributes.lead_status).toBe('finished');

  // 6. The outbox, oldest first.
  const etp = await adminToken(staff.request, 'etp_admin@eog.test');
  const outbox = await etp.send(
    'GET',
    `/v1/admin/rabbit_messages?messageable_type=Lead&messageable_id=${leadId}&order_type=asc&per=100`,
  );
  expect(outbox.status).toBe(200);
  const messages = outbox.body.data.map((m) => m.attributes);
  const queue = (name: string) =>
    messages.filter((m) => m.queue_name === name).map((m) => m.message as Record<string, unknown>);
  expect(queue('leads.epgu').map((m) => m.status_code)).toEqual([
    1001, 1007, 1014, 1007, 1007, 1007, 1019, 1107, 1007, 1007, 1007, 1003,
  ]);
  expect(queue('leads.epgu').map((m) => m.status)).toEqual([
    'registered',
    'document_check',
    'pending',
    'documents_given',
    'document_check',
    'in_progress',
    'on_applicant_sign',
    'current',
    'implementation',
    'connection',
    'gas_start',
    'finished',
  ]);
  const centre = queue('leads.coordinate_center').map((m) => m['Статус ЕОГ']);
  expect(centre).toContain('Зарегистрирована');
  expect(centre).toContain('Отложена');
  expect(centre.at(-1)).toBe('Завершена');
  expect(
    queue('leads.attachments')
      .map((m) => m.kind)
      .sort(),
  ).toEqual(documents.map(([k]) => k).sort());

  // 7. Refusals: another applicant, another ГРО, the auditor.
  const other = await newPage(browser);
  const ul = await siteSignIn(other, 'ul@eog.test');
  expect((await ul.send('GET', `/v1/leads/${leadId}`)).status).toBe(404);
  await other.goto(`/leads/${leadId}`);
  await expect(other.getByRole('alert')).toHaveText('Заявка не найдена');

  const mosobl = await adminToken(staff.request, 'operator_mosobl@eog.test');
  expect((await mosobl.send('GET', `/v1/admin/leads/${leadId}`)).status).toBe(404);

  const auditor = await adminToken(staff.request, 'auditor@eog.test');
  const auditorMove = await auditor.send('PUT', `${contractUrl}/update_status`, {
    data: { type: 'contract', attributes: { status: 'done' } },
  });
  expect(auditorMove.status).toBe(403);
  expect(auditorMove.body.errors![0]!.detail).toBe(forbidden);
  const auditorHistory = await auditor.send('GET', `${contractUrl}/history`);
  expect(auditorHistory.status).toBe(403);
  expect(auditorHistory.body.errors![0]!.detail).toBe(forbidden);
  // Reading the contract is the auditor's right; nothing changed by the refused move.
  expect((await auditor.send('GET', contractUrl)).body.data.attributes.status).toBe('current');
});
