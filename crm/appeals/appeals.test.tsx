import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/roles';
import { App } from '../App';
import { queryClient, tokenStore } from '../providers';
import { listAnswer, oneAnswer } from '../registries/testAdmin';

// /crm/appeals, /crm/appeals/consultations and /crm/support_measures (issue 18) in the real
// console: the list's overdue marker, the answer sent from the status panel, the consultation's
// executor, and the support measures screen narrowed by the regional head's flags.
const origin = window.location.origin;
let account: Record<string, unknown> = {};
const sent: { url: string; method: string; body: unknown }[] = [];
const appeal = {
  id: 5,
  applicant_name: 'Смирнова Анна Петровна',
  answer_channel: 'email',
  email: 'anna@example.ru',
  text: 'Когда подключат?',
  status: 'in_work',
  due_date: '2020-01-31',
  overdue: true,
  region_id: '60',
  organization_id: '7',
};
const consultation = {
  id: 9,
  applicant_name: 'Никитин Сергей',
  answer_channel: 'sms',
  phone: '79115550201',
  question: 'Какие документы нужны?',
  status: 'new',
  due_date: '2099-01-01',
  overdue: false,
  region_id: '60',
  organization_id: '7',
};
const assistance = {
  id: 3,
  applicant_name: 'Сидорова Мария Ивановна',
  lead_id: '11',
  citizen_category_id: '4',
  organization_id: '7',
  region_id: '60',
  status: 'requested',
};
const server = setupServer(
  http.get(`${origin}/v1/admin/current`, () =>
    HttpResponse.json({ data: { type: 'admin', id: '1', attributes: account } }),
  ),
  http.get(`${origin}/v1/admin/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/admin/appeals`, () => HttpResponse.json(listAnswer('appeal', [appeal]))),
  http.get(`${origin}/v1/admin/appeals/5`, () => HttpResponse.json(oneAnswer('appeal', appeal))),
  http.get(`${origin}/v1/admin/appeals/5/history`, () =>
    HttpResponse.json(
      listAnswer('status_change', [
        { id: 1, from_status: null, to_status: 'new', admin_name: null, comment: null },
        { id: 2, from_status: 'new', to_status: 'in_work', admin_name: 'Иванов И.', comment: null },
      ]),
    ),
  ),
  http.put(`${origin}/v1/admin/appeals/5/update_status`, async ({ request }) => {
    const body = await request.json();
    sent.push({ url: request.url, method: 'PUT', body });
    return HttpResponse.json(oneAnswer('appeal', { ...appeal, status: 'answered' }));
  }),
  http.get(`${origin}/v1/admin/appeals/consultations/9`, () =>
    HttpResponse.json(oneAnswer('consultation', consultation)),
  ),
  http.get(`${origin}/v1/admin/appeals/consultations/9/executors`, () =>
    HttpResponse.json(listAnswer('admin_user', [{ id: 3, full_name: 'Петров Пётр' }])),
  ),
  http.post(`${origin}/v1/admin/appeals/consultations/9/assign_executor`, async ({ request }) => {
    sent.push({ url: request.url, method: 'POST', body: await request.json() });
    return HttpResponse.json(
      oneAnswer('consultation', { ...consultation, status: 'in_work', executor_id: '3' }),
    );
  }),
  http.get(`${origin}/v1/admin/subsidies/citizen_categories/4`, () =>
    HttpResponse.json(
      oneAnswer('citizen_category', { id: 4, name: 'Многодетные семьи', active: true }),
    ),
  ),
  http.get(`${origin}/v1/admin/subsidies/citizen_categories/4/attachments`, () =>
    HttpResponse.json(
      listAnswer('attachment', [{ id: 8, original_filename: 'Удостоверение.pdf', file_size: 10 }]),
    ),
  ),
  http.get(`${origin}/v1/admin/social_assistances/3`, () =>
    HttpResponse.json(oneAnswer('social_assistance', assistance)),
  ),
  http.post(`${origin}/v1/admin/social_assistances/3/decision`, async ({ request }) => {
    sent.push({ url: request.url, method: 'POST', body: await request.json() });
    return HttpResponse.json(oneAnswer('social_assistance', { ...assistance, status: 'rejected' }));
  }),
  http.get(`${origin}/v1/admin/*`, () => HttpResponse.json(listAnswer('x', []))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  tokenStore.clear();
  queryClient.clear();
  sent.length = 0;
});
afterAll(() => server.close());

function openAs(path: string, role: Role, flags: Record<string, boolean> = {}) {
  account = { user_full_name: 'Сотрудник', role, organization_id: '7', region_id: '60', ...flags };
  tokenStore.set(`jwt-${role}-${Object.keys(flags).join('-')}-${path}`);
  window.history.pushState({}, '', path);
  render(<App />);
}

describe('appeals in the console', () => {
  it('marks the overdue appeals in the list', async () => {
    openAs('/crm/appeals', 'operator');
    const cell = await screen.findByText(appeal.applicant_name, {}, { timeout: 30_000 });
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('Просрочено')).toBeInTheDocument();
    expect(within(row).getByText('В работе')).toBeInTheDocument();
  }, 40_000);

  it('answers an appeal from its card, the answer going to the server', async () => {
    openAs('/crm/appeals/5', 'operator');
    fireEvent.click(await screen.findByRole('button', { name: 'Ответить' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Ответить' });
    expect(
      within(dialog).getByText('Заявитель получит уведомление: Электронная почта'),
    ).toBeInTheDocument();
    // An empty answer is refused before the call.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ответить' }));
    expect(await within(dialog).findByText('Введите текст ответа')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Текст ответа/ }), {
      target: { value: 'Подключение — до 1 июля.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ответить' }));
    expect(await screen.findByText('Ответ сохранён и направлен заявителю')).toBeInTheDocument();
    expect(sent[0]!.body).toMatchObject({
      data: { attributes: { status: 'answered', answer: 'Подключение — до 1 июля.' } },
    });
  }, 40_000);

  it('offers no moves to an auditor and hides appeals from the regional head', async () => {
    openAs('/crm/appeals/5', 'auditor');
    await screen.findByTestId('status-panel', {}, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: 'Ответить' })).toBeNull();
    cleanup();
    openAs('/crm/appeals', 'regional_head');
    const denied = await screen.findAllByText('Не хватает прав для данного действия', undefined, {
      timeout: 30_000,
    });
    expect(denied.length).toBeGreaterThan(0);
  }, 60_000);

  it('assigns a consultation to an operator of its organization', async () => {
    openAs('/crm/appeals/consultations/9', 'senior_manager');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Назначить исполнителя' }, { timeout: 30_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Назначение исполнителя' });
    fireEvent.mouseDown(await within(dialog).findByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Петров Пётр' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Назначить исполнителя' }));
    expect(await screen.findByText('Исполнитель назначен и уведомлён')).toBeInTheDocument();
    expect(sent[0]!.body).toMatchObject({ data: { attributes: { executor_id: '3' } } });
  }, 40_000);
});

describe('support measures in the console', () => {
  it('shows social assistance to a regional head with the social_assistance flag', async () => {
    openAs('/crm/support_measures', 'regional_head', { social_assistance: true });
    expect(
      await screen.findByRole('link', { name: /Социальная помощь/ }, { timeout: 30_000 }),
    ).toHaveAttribute('href', '/crm/support_measures/social_assistances');
    expect(screen.getByRole('link', { name: /Льготные категории граждан/ })).toBeInTheDocument();
  }, 40_000);

  it('keeps social assistance from a regional head without the flag', async () => {
    openAs('/crm/support_measures', 'regional_head');
    await screen.findByRole('link', { name: /Льготные категории граждан/ }, { timeout: 30_000 });
    expect(screen.queryByRole('link', { name: /Социальная помощь/ })).toBeNull();
    cleanup();
    openAs('/crm/support_measures/social_assistances', 'regional_head');
    const denied = await screen.findAllByText('Не хватает прав для данного действия', undefined, {
      timeout: 30_000,
    });
    expect(denied.length).toBeGreaterThan(0);
  }, 60_000);

  it('takes the decision on a requested category through the status panel', async () => {
    openAs('/crm/support_measures/social_assistances/3', 'etp_admin');
    const panel = await screen.findByRole(
      'region',
      { name: 'Решение по льготной категории' },
      { timeout: 30_000 },
    );
    expect(within(panel).getByTestId('record-status')).toHaveTextContent('На рассмотрении');
    fireEvent.click(within(panel).getByRole('button', { name: 'Отказать в подтверждении' }));
    const dialog = await screen.findByRole('dialog', { name: 'Решение по льготной категории' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Комментарий' }), {
      target: { value: ' Документы не подтверждают категорию ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказать в подтверждении' }));
    expect(await screen.findByText('В подтверждении категории отказано')).toBeInTheDocument();
    expect(sent[0]!.body).toMatchObject({
      data: {
        attributes: { decision: 'rejected', comment: 'Документы не подтверждают категорию' },
      },
    });
  }, 40_000);

  it('tells a member without the approval right who may decide', async () => {
    openAs('/crm/support_measures/social_assistances/3', 'regional_head', {
      social_assistance: true,
    });
    const panel = await screen.findByRole(
      'region',
      { name: 'Решение по льготной категории' },
      { timeout: 30_000 },
    );
    expect(within(panel).queryByRole('button', { name: 'Подтвердить категорию' })).toBeNull();
    expect(within(panel).getByText(/Подтверждать категорию может сотрудник/)).toBeInTheDocument();
  }, 40_000);

  it('edits a citizen category with its documents for the site', async () => {
    openAs('/crm/support_measures/citizen_categories/4', 'eog');
    expect(
      await screen.findByDisplayValue('Многодетные семьи', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Удостоверение.pdf')).toBeInTheDocument();
  }, 40_000);
});
