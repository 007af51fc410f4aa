import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { holdsKey, permissionsFor } from '../../src/access/canAccess';
import { admin } from '../../src/access/test/principals';
import type { Role } from '../../src/domain/roles';
import { regions } from '../../src/registries';
import { users } from '../../src/registries/users';
import { validationMessages } from '../../src/validation/messages';
import {
  ADMIN,
  emptyLists,
  listAnswer,
  oneAnswer,
  renderRegistry,
  setupRegistryApi,
  afterAccessChecks,
} from '../registries/testAdmin';
import { userScreens } from './index';

const api = setupRegistryApi();
const render = (path: string, keys?: readonly string[]) =>
  renderRegistry({
    definitions: [users, regions],
    path,
    overrides: { users: userScreens },
    keys,
  });

const applicant = {
  id: 7,
  account_type: 'individual_person',
  user_full_name: 'Петров Иван Сергеевич',
  last_name: 'Петров',
  first_name: 'Иван',
  middle_name: 'Сергеевич',
  email: 'fl@eog.test',
  phone: '79110000001',
  blocked: false,
  policy_agreed_at: '2024-01-01T00:00:00Z',
  in_scope: true,
};

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('applicant create form per form_mode', () => {
  it('shows a legal entity its organization, requisites, ЕГРЮЛ record and legal address', async () => {
    api.server.use(...emptyLists('regions'));
    render('/users/new?form_mode=legal_entity');
    await screen.findByText('Юридическое лицо');
    expect(screen.getByLabelText(/^ИНН/)).toBeTruthy();
    expect(screen.getByLabelText(/^ОГРН/)).toBeTruthy();
    expect(screen.getByLabelText(/^КПП/)).toBeTruthy();
    expect(screen.getByText('Запись ЕГРЮЛ')).toBeTruthy();
    expect(screen.getByText('Юридический адрес')).toBeTruthy();
    // A new card has no checked SNILS to speak of.
    expect(screen.queryByText(/верифицирован/)).toBeNull();
  });

  it('shows an entrepreneur OGRNIP and the registration certificate, without KPP', async () => {
    api.server.use(...emptyLists('regions'));
    render('/users/new?form_mode=entrepreneur');
    await screen.findByText('Индивидуальный предприниматель');
    expect(screen.getByLabelText(/^ОГРНИП/)).toBeTruthy();
    expect(screen.getByText('Свидетельство о регистрации ИП')).toBeTruthy();
    expect(screen.queryByLabelText(/^КПП/)).toBeNull();
  });

  it('creates an individual person: no requisites, the phone sent as 11 digits', async () => {
    let body: { data: { attributes: Record<string, unknown> } } | undefined;
    api.server.use(
      ...emptyLists('regions'),
      http.post(`${ADMIN}/users`, async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json(oneAnswer('user', applicant), { status: 201 });
      }),
      http.get(`${ADMIN}/users/7`, () => HttpResponse.json(oneAnswer('user', applicant))),
      http.get(`${ADMIN}/users/7/leads`, () => HttpResponse.json(listAnswer('lead', []))),
    );
    render('/users/new?form_mode=individual_person');
    await screen.findByText('Физическое лицо');
    expect(screen.queryByLabelText(/^ИНН/)).toBeNull();
    expect(screen.getByText('Паспорт')).toBeTruthy();
    fireEvent.change(input('Фамилия'), { target: { value: 'Петров' } });
    fireEvent.change(input('Имя'), { target: { value: 'Иван' } });
    fireEvent.change(input('Электронная почта'), { target: { value: 'fl@eog.test' } });
    fireEvent.change(input('Телефон'), { target: { value: '9110000001' } });
    fireEvent.change(input('Серия'), { target: { value: '5804' } });
    fireEvent.click(screen.getByRole('button', { name: /Сохранить/ }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body!.data.attributes).toMatchObject({
      account_type: 'individual_person',
      last_name: 'Петров',
      phone: '79110000001',
      passport: { series: '5804' },
    });
    expect(body!.data.attributes).not.toHaveProperty('inn');
  });

  it('shows the server’s SNILS message under the field', async () => {
    api.server.use(
      ...emptyLists('regions'),
      http.post(`${ADMIN}/users`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                code: 'invalid',
                detail: validationMessages.snils,
                source: { pointer: '/data/attributes/snils' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    render('/users/new?form_mode=individual_person');
    await screen.findByText('Физическое лицо');
    fireEvent.change(input('Фамилия'), { target: { value: 'Петров' } });
    fireEvent.change(input('Имя'), { target: { value: 'Иван' } });
    fireEvent.change(input('Электронная почта'), { target: { value: 'fl@eog.test' } });
    fireEvent.change(input('Телефон'), { target: { value: '9110000001' } });
    fireEvent.click(screen.getByRole('button', { name: /Сохранить/ }));
    expect(await screen.findAllByText(validationMessages.snils)).not.toHaveLength(0);
  });
});

describe('applicants list and account search', () => {
  const listed = () =>
    api.server.use(
      ...emptyLists('regions'),
      http.get(`${ADMIN}/users`, () => HttpResponse.json(listAnswer('user', [applicant]))),
    );

  it('refuses a phone without 11 digits before calling the server', async () => {
    listed();
    render('/users');
    await screen.findByText('Петров Иван Сергеевич');
    const phone = screen.getByLabelText('Телефон', { selector: 'input' });
    fireEvent.change(phone, { target: { value: '911000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText(validationMessages.phone)).toBeTruthy();
    expect(api.requests.some((r) => r.includes('/users/search'))).toBe(false);
  });

  it('searches by the 11 digits and offers the card and a new lead', async () => {
    listed();
    api.server.use(
      http.get(`${ADMIN}/users/search`, () =>
        HttpResponse.json(listAnswer('user', [{ ...applicant, id: 8 }])),
      ),
    );
    render('/users');
    await screen.findByText('Петров Иван Сергеевич');
    const phone = screen.getByLabelText('Телефон', { selector: 'input' });
    fireEvent.change(phone, { target: { value: '79110000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByRole('link', { name: 'Создать заявку' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть' })).toBeTruthy();
    expect(api.requests).toContain('GET /v1/admin/users/search?phone=+7 (911) 000-00-01');
  });

  it('offers create and the report only with their keys', async () => {
    listed();
    render('/users', ['admin_users_read']);
    await screen.findByText('Петров Иван Сергеевич');
    expect(screen.queryByRole('button', { name: 'Создать' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Выгрузить отчёт' })).toBeNull();
  });

  it('offers no create menu on the list without the create key', async () => {
    listed();
    const principal = admin('auditor');
    render(
      '/users',
      permissionsFor(principal).filter((k) => holdsKey(principal, k)),
    );
    await screen.findByText('Петров Иван Сергеевич');
    expect(screen.queryByRole('button', { name: 'Создать' })).toBeNull();
  });
});

describe('applicant card actions', () => {
  const card = () =>
    api.server.use(
      ...emptyLists('regions'),
      http.get(`${ADMIN}/users/7`, () => HttpResponse.json(oneAnswer('user', applicant))),
      http.get(`${ADMIN}/users/7/leads`, () =>
        HttpResponse.json(
          listAnswer('lead', [{ id: 1, uid: '60-ПС-000101', status_label: 'Зарегистрирована' }]),
        ),
      ),
    );

  it('shows each action only with its key', async () => {
    card();
    render('/users/7', ['admin_users_read', 'admin_users_block']);
    expect(await screen.findByRole('button', { name: 'Заблокировать' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить согласие/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Переназначить заявки' })).toBeNull();
  });

  it.each(['auditor', 'rgk_operator', 'regional_head'] as Role[])(
    'opens the card read-only for %s (read key, no update key), not the 403 page',
    async (role) => {
      card();
      const principal = admin(role, { executorSelection: true });
      render(
        '/users/7',
        permissionsFor(principal).filter((k) => holdsKey(principal, k)),
      );
      const lastName = await screen.findByDisplayValue('Петров', {}, { timeout: 5000 });
      expect(lastName).toBeDisabled();
      // react-admin sends a refused screen to the 403 page once its canAccess answers.
      await afterAccessChecks();
      expect(screen.queryByText('Доступ запрещён')).toBeNull();
      expect(screen.getByDisplayValue('Петров')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    },
  );

  it.each([
    [true, 'СНИЛС: верифицирован'],
    [false, 'СНИЛС: не верифицирован'],
  ])('shows the SNILS verification flag valide_snils=%s as %j', async (valid, text) => {
    api.server.use(
      ...emptyLists('regions'),
      http.get(`${ADMIN}/users/7`, () =>
        HttpResponse.json(
          oneAnswer('user', { ...applicant, snils: '112-233-445 95', valide_snils: valid }),
        ),
      ),
      http.get(`${ADMIN}/users/7/leads`, () => HttpResponse.json(listAnswer('lead', []))),
    );
    render('/users/7');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('blocks through POST /users/{id}/block', async () => {
    card();
    let blocked = false;
    api.server.use(
      http.post(`${ADMIN}/users/7/block`, () => {
        blocked = true;
        return HttpResponse.json(oneAnswer('user', { ...applicant, blocked: true }));
      }),
    );
    render('/users/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    await waitFor(() => expect(blocked).toBe(true));
    expect(await screen.findByRole('button', { name: 'Переназначить заявки' })).toBeTruthy();
  });
});
