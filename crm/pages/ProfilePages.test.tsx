import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../i18n';
import { demoAccount, LocationProbe, stubAuthProvider } from '../layout/testing';
import { dataProvider, tokenStore } from '../providers';
import { ChangePasswordPage } from './ChangePasswordPage';
import { NewPasswordPage } from './NewPasswordPage';
import { ProfilePage } from './ProfilePage';

const origin = window.location.origin;
const strong = 'Gaz-Portal#2026';

const currentDoc = (attributes: Record<string, unknown> = {}) => ({
  data: {
    type: 'admin',
    id: '7',
    attributes: {
      email: 'operator@eog.test',
      phone: '79000000003',
      last_name: 'Кузнецов',
      first_name: 'Дмитрий',
      middle_name: null,
      role: 'operator',
      role_label: 'Оператор',
      ...attributes,
    },
    relationships: {
      organization: { data: { type: 'organization', id: '3' } },
      region: { data: { type: 'region', id: '60' } },
      mfc: { data: null },
    },
  },
  included: [
    { type: 'organization', id: '3', attributes: { name: 'АО «Газпром газораспределение Псков»' } },
    { type: 'region', id: '60', attributes: { name: 'Псковская область' } },
  ],
});

const fieldError = (field: string, title: string, detail: string) =>
  HttpResponse.json(
    {
      errors: [
        { code: 'invalid', title, detail, source: { pointer: `/data/attributes/${field}` } },
      ],
    },
    { status: 422 },
  );

const requests: { method: string; url: string; body: unknown }[] = [];
const server = setupServer(
  http.get(`${origin}/v1/admin/current`, () => HttpResponse.json(currentDoc())),
  http.patch(`${origin}/v1/admin/current`, async ({ request }) => {
    const body = (await request.json()) as { data: { attributes: Record<string, unknown> } };
    requests.push({ method: 'PATCH', url: request.url, body });
    return HttpResponse.json(currentDoc(body.data.attributes));
  }),
  http.put(`${origin}/v1/admin/current/password`, async ({ request }) => {
    const body = (await request.json()) as { admin: Record<string, string> };
    requests.push({ method: 'PUT', url: request.url, body });
    if (body.admin.current_password !== strong)
      return fieldError('current_password', 'Текущий пароль', 'Имеет неверное значение');
    return HttpResponse.json({ jwt: 'jwt-new' });
  }),
  http.patch(`${origin}/v1/admin/password`, async ({ request }) => {
    const body = (await request.json()) as { admin: Record<string, string> };
    requests.push({ method: 'PATCH', url: request.url, body });
    if (body.admin.reset_password_token !== 'good')
      return fieldError(
        'reset_password_token',
        'Ссылка',
        'Ссылка на восстановление пароля устарела',
      );
    return HttpResponse.json({ meta: { password_updated: true } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  tokenStore.clear();
});
afterAll(() => server.close());

/** The console's context as in crm/layout/testing.tsx, with the real dataProvider over msw. */
function renderAt(page: React.ReactNode, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        basename="/crm"
        i18nProvider={i18nProvider}
        authProvider={stubAuthProvider(demoAccount({ role: 'operator' }))}
        dataProvider={dataProvider}
      >
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );
}

const field = (key: string) => screen.getByText((_, el) => el?.getAttribute('data-field') === key);

describe('/crm/profile', () => {
  it("shows the account, its role label and relations, 'Нет данных' for empty values", async () => {
    renderAt(<ProfilePage />, '/crm/profile');
    expect(await screen.findByText('operator@eog.test')).toBeInTheDocument();
    expect(field('last_name')).toHaveTextContent('Кузнецов');
    expect(field('middle_name')).toHaveTextContent('Нет данных');
    expect(field('phone')).toHaveTextContent('+7 (900) 000-00-03');
    expect(field('role')).toHaveTextContent('Оператор');
    expect(field('organization')).toHaveTextContent('АО «Газпром газораспределение Псков»');
    expect(field('region')).toHaveTextContent('Псковская область');
    expect(field('mfc')).toHaveTextContent('Нет данных');
  });

  it('edits the names and the phone through PATCH /v1/admin/current', async () => {
    const user = userEvent.setup();
    renderAt(<ProfilePage />, '/crm/profile');
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    const middle = screen.getByLabelText('Отчество');
    await user.type(middle, 'Андреевич');
    const phone = screen.getByLabelText('Телефон');
    expect(phone).toHaveValue('+7 (900) 000-00-03');
    await user.clear(phone);
    await user.type(phone, '9123456789');
    expect(phone).toHaveValue('+7 (912) 345-67-89');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(field('middle_name')).toHaveTextContent('Андреевич'));
    expect(requests[0]?.body).toEqual({
      data: {
        type: 'admin',
        attributes: {
          last_name: 'Кузнецов',
          first_name: 'Дмитрий',
          middle_name: 'Андреевич',
          phone: '79123456789',
        },
      },
    });
    expect(requests[0]?.url).toContain('included=');
  });

  it('refuses an empty last name and a short phone before calling the server', async () => {
    const user = userEvent.setup();
    renderAt(<ProfilePage />, '/crm/profile');
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    await user.clear(screen.getByLabelText(/Фамилия/));
    const phone = screen.getByLabelText('Телефон');
    await user.clear(phone);
    await user.type(phone, '912');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Поле обязательно для заполнения')).toBeInTheDocument();
    expect(screen.getByText('Некорректно заполнен телефон')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('keeps a 4-digit city code the user closed with a bracket, and sends 11 digits', async () => {
    const user = userEvent.setup();
    renderAt(<ProfilePage />, '/crm/profile');
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    const phone = screen.getByLabelText('Телефон');
    await user.clear(phone);
    await user.type(phone, '8112)345678');
    expect(phone).toHaveValue('+7 (8112) 34-56-78');
    await user.clear(phone);
    await user.type(phone, '8800123456');
    expect(phone).toHaveValue('8 (800) 123-45-6');
    await user.type(phone, '7');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ data: { attributes: { phone: '78001234567' } } });
  });
});

describe('/crm/profile/change_password', () => {
  async function fill(current: string, password: string, confirmation: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Текущий пароль/), current);
    await user.type(screen.getByLabelText(/Новый пароль/), password);
    await user.type(screen.getByLabelText(/Подтверждение пароля/), confirmation);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  }

  it('checks the policy and the confirmation on the client', async () => {
    renderAt(<ChangePasswordPage />, '/crm/profile/change_password');
    await fill(strong, 'short', 'other');
    expect(await screen.findByText('Длина должна быть не меньше 12 символов')).toBeInTheDocument();
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's field error for a wrong current password", async () => {
    renderAt(<ChangePasswordPage />, '/crm/profile/change_password');
    await fill('Wrong-Passw0rd!', 'Nov-Parol#2027', 'Nov-Parol#2027');
    expect(await screen.findByText('Имеет неверное значение')).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
  });

  it('stores the new token and returns to the profile', async () => {
    tokenStore.set('jwt-old');
    renderAt(<ChangePasswordPage />, '/crm/profile/change_password');
    await fill(strong, 'Nov-Parol#2027', 'Nov-Parol#2027');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/crm/profile'));
    expect(tokenStore.get()).toBe('jwt-new');
    expect(requests[0]?.body).toEqual({
      admin: {
        current_password: strong,
        password: 'Nov-Parol#2027',
        password_confirmation: 'Nov-Parol#2027',
      },
    });
  });
});

describe('/crm/new_password', () => {
  async function fill(password: string, confirmation: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Новый пароль/), password);
    await user.type(screen.getByLabelText(/Подтверждение пароля/), confirmation);
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
  }

  it('sets the password with the token of the link and opens the login page', async () => {
    renderAt(<NewPasswordPage />, '/crm/new_password?reset_password_token=good');
    await fill('Nov-Parol#2027', 'Nov-Parol#2027');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/crm/not_auth'));
    expect(requests[0]?.body).toEqual({
      admin: {
        reset_password_token: 'good',
        password: 'Nov-Parol#2027',
        password_confirmation: 'Nov-Parol#2027',
      },
    });
  });

  it("shows the server's message for an expired link", async () => {
    renderAt(<NewPasswordPage />, '/crm/new_password?reset_password_token=old');
    await fill('Nov-Parol#2027', 'Nov-Parol#2027');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ссылка на восстановление пароля устарела');
    expect(screen.getByTestId('location')).toHaveTextContent('/crm/new_password');
  });

  it('refuses a mismatched confirmation', async () => {
    renderAt(<NewPasswordPage />, '/crm/new_password?reset_password_token=good');
    await fill('Nov-Parol#2027', 'Nov-Parol#2028');
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says the link is wrong when it has no token', async () => {
    renderAt(<NewPasswordPage />, '/crm/new_password');
    expect(
      within(await screen.findByRole('alert')).getByText('Неверный токен'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить пароль' })).toBeDisabled();
  });
});
