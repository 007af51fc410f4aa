import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuthProvider } from '../authProvider';
import { i18nProvider } from '../i18n';
import { errorMessages } from '../i18n/messages';
import { smsLoginMessages as t } from '../i18n/uiMessages';
import { createHttpClient, createTokenStore, memoryStorage, tokenKeys } from '../src/api';
import { SMS_CODE_RESEND_SECONDS } from '../src/domain/smsCodes';
import { validationMessages } from '../src/validation/messages';
import { LocationProbe } from './layout/testing';
import LoginPage from './LoginPage';

// The signed-in console's code is not this page's business.
vi.mock('./lazyPages', () => ({ preloadConsole: () => undefined }));

const origin = window.location.origin;
const PHONE = '79000000001';
const CODE = '246810';
const codeRequests: unknown[] = [];
const logins: unknown[] = [];

const server = setupServer(
  http.post(`${origin}/v1/admin/admin_sms_tokens`, async ({ request }) => {
    const body = (await request.json()) as { auth: { phone: string } };
    codeRequests.push(body);
    if (body.auth.phone !== PHONE)
      return HttpResponse.json(
        { errors: [{ code: 'user_not_found', title: 'x', detail: errorMessages.userNotFound }] },
        { status: 404 },
      );
    return HttpResponse.json(
      { data: { type: 'sms_token', id: '1', attributes: { phone: PHONE } } },
      { status: 201 },
    );
  }),
  http.post(`${origin}/v1/admin/token`, async ({ request }) => {
    const body = (await request.json()) as { auth: { phone: string; sms_code: string } };
    logins.push(body);
    if (body.auth.sms_code === CODE) return HttpResponse.json({ jwt: 'jwt-sms' });
    return HttpResponse.json(
      {
        errors: [
          {
            code: 'sms_code_error',
            title: 'Код из СМС',
            detail: errorMessages.smsCodeInvalid,
            source: { pointer: '/auth/sms_code' },
          },
        ],
      },
      { status: 422 },
    );
  }),
  http.get(`${origin}/v1/admin/current`, () =>
    HttpResponse.json({
      data: { type: 'admin', id: '1', attributes: { user_full_name: 'Админ', role: 'eog' } },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  codeRequests.length = 0;
  logins.length = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});

function renderLogin() {
  const storages = { local: memoryStorage(), session: memoryStorage() };
  const tokenStore = createTokenStore('admin', storages);
  const authProvider = adminAuthProvider({
    httpClient: createHttpClient({ tokenStore, baseUrl: origin }),
    tokenStore,
    loginPath: '/crm/not_auth',
  });
  render(
    <MemoryRouter initialEntries={['/crm/not_auth']}>
      <AdminContext basename="/crm" i18nProvider={i18nProvider} authProvider={authProvider}>
        <Routes>
          <Route path="*" element={<LoginPage />} />
        </Routes>
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );
  return { storages, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

async function openSmsPath(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: t.bySms }));
  return screen.findByRole('textbox', { name: t.phone });
}

describe('the console login by an SMS code', () => {
  it('checks the phone, sends the code, refuses a wrong one and signs in with the right one', async () => {
    const { storages, user } = renderLogin();
    const phone = await openSmsPath(user);

    await user.click(screen.getByRole('button', { name: t.getCode }));
    expect(await screen.findByText(validationMessages.required)).toBeVisible();
    await user.type(phone, '90000');
    await user.click(screen.getByRole('button', { name: t.getCode }));
    expect(await screen.findByText(validationMessages.phone)).toBeVisible();
    expect(codeRequests).toEqual([]);

    await user.type(phone, '00001');
    expect(phone).toHaveValue('+7 (900) 000-00-01');
    await user.click(screen.getByRole('button', { name: t.getCode }));
    expect(await screen.findByText('Код отправлен на номер +7 (900) 000-00-01.')).toBeVisible();
    expect(codeRequests).toEqual([{ auth: { phone: PHONE } }]);

    const code = screen.getByRole('textbox', { name: t.smsCode });
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText(validationMessages.smsCode)).toBeVisible();
    expect(logins).toEqual([]);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText(errorMessages.smsCodeInvalid)).toBeVisible();
    expect(code).toHaveAccessibleDescription(errorMessages.smsCodeInvalid);
    expect(screen.getByTestId('location')).toHaveTextContent('/crm/not_auth');

    await user.clear(code);
    await user.type(code, CODE);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/crm/leads'));
    expect(logins.at(-1)).toEqual({ auth: { phone: PHONE, sms_code: CODE } });
    expect(storages.session.getItem(tokenKeys.admin)).toContain('jwt-sms');
  });

  it('offers another code once the minute between codes has passed', async () => {
    const { user } = renderLogin();
    await user.type(await openSmsPath(user), '9000000001');
    await user.click(screen.getByRole('button', { name: t.getCode }));
    const resend = await screen.findByRole('button', {
      name: `Получить код повторно можно через ${SMS_CODE_RESEND_SECONDS} с`,
    });
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(resend).toHaveTextContent(`через ${SMS_CODE_RESEND_SECONDS - 15} с`);
    await act(() => vi.advanceTimersByTimeAsync((SMS_CODE_RESEND_SECONDS - 15) * 1000));
    expect(resend).toHaveTextContent(t.getCodeAgain);
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(codeRequests).toHaveLength(2));
    expect(screen.getByRole('button', { name: /через/ })).toBeDisabled();
  });

  it("shows the server's refusal of the number and goes back to the password", async () => {
    const { user } = renderLogin();
    await user.type(await openSmsPath(user), '9000000099');
    await user.click(screen.getByRole('button', { name: t.getCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.userNotFound);
    await user.click(screen.getByRole('button', { name: t.byPassword }));
    expect(screen.getByLabelText(/Пароль/)).toBeVisible();
  });
});
