import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { validationMessages as m } from '../../src/validation/messages';
import { NewPasswordPage } from './NewPasswordPage';
import { fieldError, origin, renderAt, serveApi } from '../testing';
import { accountTexts as t } from './texts';

const patched: unknown[] = [];
serveApi(
  [
    http.patch(`${origin}/v1/users/password`, async ({ request }) => {
      const body = (await request.json()) as { data: { attributes: Record<string, string> } };
      patched.push(body);
      if (body.data.attributes.reset_password_token === 'stale') {
        return HttpResponse.json(
          fieldError('reset_password_token', errorMessages.resetTokenExpired, 'Ссылка'),
          { status: 422 },
        );
      }
      return HttpResponse.json({ meta: { password_updated: true } });
    }),
  ],
  patched,
);

const password = 'Gazprom#2024x';

async function setPassword(token: string, next = password, again = password) {
  const user = userEvent.setup();
  renderAt(
    `/profile/new_password?reset_password_token=${token}`,
    '/profile/new_password',
    <NewPasswordPage />,
  );
  await user.type(screen.getByLabelText(t.newPassword), next);
  await user.type(screen.getByLabelText(t.password_confirmation), again);
  await user.click(screen.getByRole('button', { name: t.savePassword }));
}

describe('/profile/new_password', () => {
  it('sends the token with the new password and offers to sign in', async () => {
    await setPassword('good');
    expect(await screen.findByRole('status')).toHaveTextContent(t.passwordSaved);
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/not_auth');
    expect(patched).toEqual([
      {
        data: {
          type: 'user',
          attributes: {
            reset_password_token: 'good',
            password,
            password_confirmation: password,
          },
        },
      },
    ]);
  });

  it('says a stale link is stale and offers a new one', async () => {
    const user = userEvent.setup();
    await setPassword('stale');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.resetTokenExpired);
    expect(screen.queryByLabelText(t.newPassword)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.sendLink })).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.sendLink }));
    expect(screen.getByLabelText(t.email)).toHaveAccessibleDescription(m.required);
  });

  it('checks the policy and the confirmation before sending', async () => {
    await setPassword('good', 'short', 'other');
    await waitFor(() =>
      expect(screen.getByLabelText(t.newPassword)).toHaveAccessibleDescription(
        expect.stringContaining('Длина должна быть не меньше 12 символов'),
      ),
    );
    expect(screen.getByLabelText(t.password_confirmation)).toHaveAccessibleDescription(
      m.passwordsMismatch,
    );
    expect(patched).toEqual([]);
  });

  it('shows the stale-link message without a token and sends nothing', () => {
    renderAt('/profile/new_password', '/profile/new_password', <NewPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(errorMessages.resetTokenExpired);
    expect(screen.queryByRole('button', { name: t.savePassword })).not.toBeInTheDocument();
    expect(patched).toEqual([]);
  });
});
