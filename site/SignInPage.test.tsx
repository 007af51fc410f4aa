import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessages } from '../i18n/messages';
import { siteMessages } from '../i18n/site';
import { validationMessages as m } from '../src/validation/messages';
import { fieldError, generalError, origin, renderAt, serveApi } from './testing';
import { accountTexts as t } from './account/texts';
import { tokenStore } from './providers';
import { SignInPage } from './SignInPage';
import { checkHandlers } from './account/checkHandlers';

const tokenBodies: unknown[] = [];
const smsBodies: unknown[] = [];
const resetBodies: unknown[] = [];
serveApi(
  [
    ...checkHandlers(),
    http.post(`${origin}/v1/user/token`, async ({ request }) => {
      const body = (await request.json()) as { auth: Record<string, string> };
      tokenBodies.push(body);
      const { password, sms_code } = body.auth;
      if (password === 'ok' || sms_code === '123456') return HttpResponse.json({ jwt: 'u-1' });
      if (sms_code) {
        return HttpResponse.json(fieldError('sms_code', errorMessages.smsCodeInvalid), {
          status: 422,
        });
      }
      return HttpResponse.json(generalError(errorMessages.wrongPassword, 'invalid_credentials'), {
        status: 401,
      });
    }),
    http.post(`${origin}/v1/user/sms_token`, async ({ request }) => {
      const body = (await request.json()) as { auth: { phone: string } };
      smsBodies.push(body);
      if (body.auth.phone !== '79123456789') {
        return HttpResponse.json(generalError(errorMessages.userNotFound), { status: 404 });
      }
      return HttpResponse.json(
        { data: { type: 'sms_token', id: '1', attributes: { phone: body.auth.phone } } },
        { status: 201 },
      );
    }),
    http.post(`${origin}/v1/users/password`, async ({ request }) => {
      const body = (await request.json()) as { data: { attributes: { email: string } } };
      resetBodies.push(body);
      if (body.data.attributes.email !== 'fl@eog.test') {
        return HttpResponse.json(generalError(errorMessages.accountNotFound), { status: 404 });
      }
      return HttpResponse.json({ meta: { sent: true } });
    }),
    http.get(`${origin}/v1/users/current`, () =>
      HttpResponse.json({
        data: { type: 'user', id: '5', attributes: { account_type: 'individual_person' } },
      }),
    ),
  ],
  tokenBodies,
  smsBodies,
  resetBodies,
);
afterEach(() => tokenStore.clear());

const open = (url: string) => renderAt(url, '/not_auth', <SignInPage />);
const path = () => screen.findByTestId('path');

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(siteMessages.email), 'fl@eog.test');
  await user.type(screen.getByLabelText(siteMessages.password), password);
  await user.click(screen.getByRole('button', { name: siteMessages.signIn }));
}

describe('/not_auth with e-mail and password', () => {
  it('signs in and follows a same-site redirectTo', async () => {
    open('/not_auth?redirectTo=/leads/new');
    await signIn('ok');
    expect(await path()).toHaveTextContent('/leads/new');
    expect(tokenStore.get()).toBe('u-1');
    expect(tokenBodies).toEqual([{ auth: { email: 'fl@eog.test', password: 'ok' } }]);
  });

  it('ignores a redirect to another site', async () => {
    open('/not_auth?redirectTo=//evil.example');
    await signIn('ok');
    expect(await path()).toHaveTextContent(/^\/$/);
  });

  it("shows the server's message", async () => {
    open('/not_auth');
    await signIn('bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.wrongPassword);
    expect(tokenStore.get()).toBeNull();
  });

  it('links to the registration', () => {
    open('/not_auth');
    expect(screen.getByRole('link', { name: t.register })).toHaveAttribute('href', '/registration');
  });
});

describe('/not_auth with a code from an SMS', () => {
  async function askCode(phone: string) {
    const user = userEvent.setup();
    open('/not_auth?redirectTo=/leads');
    await user.click(screen.getByRole('button', { name: t.bySms }));
    await user.type(screen.getByLabelText(t.phone), phone);
    await user.click(screen.getByRole('button', { name: t.getCode }));
    return user;
  }

  it('sends the code to the phone, then signs in with it', async () => {
    const user = await askCode('89123456789');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Код отправлен на номер +7 (912) 345-67-89.',
    );
    expect(smsBodies).toEqual([{ auth: { phone: '79123456789' } }]);
    await user.type(screen.getByLabelText(t.sms_code), '123456');
    await user.click(screen.getByRole('button', { name: siteMessages.signIn }));
    expect(await path()).toHaveTextContent('/leads');
    expect(tokenBodies).toEqual([{ auth: { phone: '79123456789', sms_code: '123456' } }]);
    expect(tokenStore.get()).toBe('u-1');
  });

  it('checks the phone and the code before asking the server', async () => {
    const user = await askCode('912345');
    expect(screen.getByLabelText(t.phone)).toHaveAccessibleDescription(m.phone);
    expect(smsBodies).toEqual([]);

    await user.type(screen.getByLabelText(t.phone), '6789');
    await user.click(screen.getByRole('button', { name: t.getCode }));
    await user.type(await screen.findByLabelText(t.sms_code), '12345');
    await user.click(screen.getByRole('button', { name: siteMessages.signIn }));
    expect(screen.getByLabelText(t.sms_code)).toHaveAccessibleDescription(m.smsCode);
    expect(tokenBodies).toEqual([]);
  });

  it("shows a wrong code's message on the code and stays signed out", async () => {
    const user = await askCode('9123456789');
    await user.type(await screen.findByLabelText(t.sms_code), '000000');
    await user.click(screen.getByRole('button', { name: siteMessages.signIn }));
    await waitFor(() =>
      expect(screen.getByLabelText(t.sms_code)).toHaveAccessibleDescription(
        errorMessages.smsCodeInvalid,
      ),
    );
    expect(tokenStore.get()).toBeNull();
    expect(screen.queryByTestId('path')).not.toBeInTheDocument();
  });

  it("shows the server's message for an unknown phone", async () => {
    await askCode('9001112233');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.userNotFound);
    expect(screen.queryByLabelText(t.sms_code)).not.toBeInTheDocument();
  });
});

describe('/not_auth password recovery', () => {
  async function requestLink(email: string) {
    const user = userEvent.setup();
    open('/not_auth');
    await user.click(screen.getByRole('button', { name: t.forgotPassword }));
    expect(screen.getByRole('heading', { name: t.recoveryTitle })).toBeVisible();
    await user.type(screen.getByLabelText(t.email), email);
    await user.click(screen.getByRole('button', { name: t.sendLink }));
  }

  it('sends the e-mail and says where the link went', async () => {
    await requestLink('fl@eog.test');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ссылка для восстановления пароля отправлена на fl@eog.test.',
    );
    expect(resetBodies).toEqual([{ data: { type: 'user', attributes: { email: 'fl@eog.test' } } }]);
  });

  it("shows the server's message for an unknown e-mail", async () => {
    await requestLink('nobody@eog.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.accountNotFound);
  });

  it('checks the e-mail before sending', async () => {
    await requestLink('not-an-email');
    expect(screen.getByLabelText(t.email)).toHaveAccessibleDescription(m.email);
    expect(resetBodies).toEqual([]);
  });
});
