import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { validationMessages } from '../../src/validation/messages';
import { fieldError, origin, renderAt, serveApi } from '../testing';
import { accountTexts as t } from './texts';
import { UserConfirmPage } from './UserConfirmPage';

const confirmed: string[] = [];
const resent: unknown[] = [];
const smsConfirmations: unknown[] = [];
serveApi(
  [
    http.get(`${origin}/v1/users/confirmation`, ({ request }) => {
      const token = new URL(request.url).searchParams.get('confirmation_token') ?? '';
      confirmed.push(token);
      if (token === 'used') {
        return HttpResponse.json(fieldError('email', errorMessages.alreadyConfirmed), {
          status: 422,
        });
      }
      if (token === 'wrong') {
        return HttpResponse.json(fieldError('confirmation_token', errorMessages.invalidValue), {
          status: 422,
        });
      }
      return HttpResponse.json({ data: { type: 'user', id: '9', attributes: {} } });
    }),
    http.patch(`${origin}/v1/users/confirmation`, async ({ request }) => {
      const body = (await request.json()) as { auth: { sms_code: string } };
      smsConfirmations.push(body);
      return body.auth.sms_code === '123456'
        ? HttpResponse.json({ data: { type: 'user', id: '9', attributes: {} } })
        : HttpResponse.json(fieldError('sms_code', 'Неверный код'), { status: 422 });
    }),
    http.post(`${origin}/v1/users/confirmation`, async ({ request }) => {
      const body = (await request.json()) as { data: { attributes: { email: string } } };
      resent.push(body);
      if (body.data.attributes.email === 'done@eog.test') {
        return HttpResponse.json(fieldError('email', errorMessages.alreadyConfirmed), {
          status: 422,
        });
      }
      return HttpResponse.json({ meta: { sent: true } });
    }),
  ],
  confirmed,
  resent,
  smsConfirmations,
);

const open = (token?: string) =>
  renderAt(
    token === undefined ? '/user_confirm' : `/user_confirm?confirmation_token=${token}`,
    '/user_confirm',
    <UserConfirmPage />,
  );

describe('/user_confirm', () => {
  it('confirms the account once, even under StrictMode, and offers to sign in', async () => {
    open('fresh-token');
    expect(await screen.findByText(t.confirmed)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/not_auth');
    expect(confirmed).toEqual(['fresh-token']);
    expect(screen.queryByRole('form', { name: t.resend })).not.toBeInTheDocument();
  });

  it("shows the server's message for an account already confirmed", async () => {
    open('used');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.alreadyConfirmed);
    expect(screen.getByRole('heading', { name: t.confirmFailed })).toBeVisible();
    expect(screen.queryByText(t.confirmed)).not.toBeInTheDocument();
  });

  it('says a wrong link does not work', async () => {
    open('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.confirmLinkInvalid);
  });

  it('confirms by the phone and the code from the registration SMS when there is no link', async () => {
    const user = userEvent.setup();
    open();
    expect(confirmed).toEqual([]);
    const form = screen.getByRole('form', { name: t.confirmBySms });
    await user.click(within(form).getByRole('button', { name: t.confirm }));
    expect(within(form).getByLabelText(t.sms_code)).toHaveAccessibleDescription(
      validationMessages.required,
    );
    await user.type(within(form).getByLabelText(t.phone), '9215551234');
    await user.type(within(form).getByLabelText(t.sms_code), '000000');
    await user.click(within(form).getByRole('button', { name: t.confirm }));
    await waitFor(() =>
      expect(within(form).getByLabelText(t.sms_code)).toHaveAccessibleDescription('Неверный код'),
    );
    await user.clear(within(form).getByLabelText(t.sms_code));
    await user.type(within(form).getByLabelText(t.sms_code), '123456');
    await user.click(within(form).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.confirmed)).toBeVisible();
    expect(smsConfirmations).toEqual([
      { auth: { phone: '79215551234', sms_code: '000000' } },
      { auth: { phone: '79215551234', sms_code: '123456' } },
    ]);
  });

  it('sends the letter again to the e-mail given', async () => {
    const user = userEvent.setup();
    open('wrong');
    await user.type(await screen.findByLabelText(t.email), 'anna@eog.test');
    await user.click(screen.getByRole('button', { name: t.resend }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Письмо со ссылкой для подтверждения отправлено на anna@eog.test.',
    );
    expect(resent).toEqual([{ data: { type: 'user', attributes: { email: 'anna@eog.test' } } }]);
  });

  it("shows the server's refusal of the letter on the e-mail", async () => {
    const user = userEvent.setup();
    open('wrong');
    await user.type(await screen.findByLabelText(t.email), 'done@eog.test');
    await user.click(screen.getByRole('button', { name: t.resend }));
    expect(await screen.findByText(errorMessages.alreadyConfirmed)).toBeVisible();
    expect(screen.getByLabelText(t.email)).toHaveAccessibleDescription(
      errorMessages.alreadyConfirmed,
    );
  });
});
