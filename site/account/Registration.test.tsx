import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { consentMessages, personalDataConsent } from '../../src/domain/personalDataConsent';
import { validationMessages as m } from '../../src/validation/messages';
import { RegistrationPage } from './RegistrationPage';
import { fieldError, origin, renderAt, serveApi } from '../testing';
import { accountTexts as t } from './texts';
import { checked, checkHandlers } from './checkHandlers';

const sent: unknown[] = [];
serveApi(
  [
    ...checkHandlers({
      phone: ['79551234567'],
      snils: ['12345678964'],
      snilsDetail: 'СНИЛС не прошёл проверку на сервере',
    }),
    http.post(`${origin}/v1/users`, async ({ request }) => {
      const body = (await request.json()) as { data: { attributes: Record<string, unknown> } };
      sent.push(body);
      if (body.data.attributes.phone === '79991111111') {
        return HttpResponse.json(
          fieldError('policy_agreement', consentMessages.outdated, 'Согласие'),
          { status: 422 },
        );
      }
      if (body.data.attributes.phone === '79990000000') {
        return HttpResponse.json(fieldError('phone', errorMessages.phoneTaken, 'Телефон'), {
          status: 422,
        });
      }
      return HttpResponse.json(
        { data: { type: 'user', id: '9', attributes: {} } },
        { status: 201 },
      );
    }),
  ],
  sent,
  checked,
);

const password = 'Gazprom#2024x';

async function fillPerson(user: ReturnType<typeof userEvent.setup>, phone = '9123456789') {
  await user.type(screen.getByLabelText(t.last_name), 'Смирнова');
  await user.type(screen.getByLabelText(t.first_name), 'Анна');
  await user.type(screen.getByLabelText(t.email), 'anna@eog.test');
  await user.type(screen.getByLabelText(t.phone), phone);
  await user.type(screen.getByLabelText(t.password), password);
  await user.type(screen.getByLabelText(t.password_confirmation), password);
  await user.click(screen.getByLabelText(t.policy_agreement));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: t.register }));

describe('/registration', () => {
  it('sends a legal entity as a JSON:API user and tells where the letter went', async () => {
    const user = userEvent.setup();
    renderAt('/registration', '/registration', <RegistrationPage />);
    await user.click(screen.getByLabelText('Юридическое лицо'));
    await user.type(screen.getByLabelText(t.organization_name), 'ООО «Газ»');
    await user.type(screen.getByLabelText(t.inn), '7707083893');
    await user.type(screen.getByLabelText(t.ogrn), '1027700132195');
    await user.type(screen.getByLabelText(t.kpp), '773601001');
    await fillPerson(user);
    await user.type(screen.getByLabelText(t.snils), '11223344595');
    expect(screen.getByLabelText(t.phone)).toHaveValue('+7 (912) 345-67-89');
    expect(screen.getByLabelText(t.snils)).toHaveValue('112-233-445 95');
    await submit(user);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'На адрес anna@eog.test отправлено письмо',
    );
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/not_auth');
    expect(sent).toEqual([
      {
        data: {
          type: 'user',
          attributes: {
            account_type: 'legal_entity',
            organization_name: 'ООО «Газ»',
            inn: '7707083893',
            ogrn: '1027700132195',
            kpp: '773601001',
            last_name: 'Смирнова',
            first_name: 'Анна',
            email: 'anna@eog.test',
            snils: '112-233-445 95',
            phone: '79123456789',
            password,
            password_confirmation: password,
            policy_agreement: true,
            policy_agreement_version: personalDataConsent.version,
          },
        },
      },
    ]);
  });

  it('sends a person without requisites', async () => {
    const user = userEvent.setup();
    renderAt('/registration', '/registration', <RegistrationPage />);
    expect(screen.queryByLabelText(t.inn)).not.toBeInTheDocument();
    await fillPerson(user);
    await submit(user);
    await screen.findByRole('status');
    const attributes = (sent[0] as { data: { attributes: Record<string, unknown> } }).data
      .attributes;
    expect(attributes.account_type).toBe('individual_person');
    expect(Object.keys(attributes)).not.toContain('inn');
    expect(Object.keys(attributes)).not.toContain('middle_name');
  });

  it('refuses a bad SNILS, INN, OGRNIP and weak password before sending', async () => {
    const user = userEvent.setup();
    renderAt('/registration', '/registration', <RegistrationPage />);
    await user.click(screen.getByLabelText('Индивидуальный предприниматель'));
    await user.type(screen.getByLabelText(t.inn), '500100732258');
    await user.type(screen.getByLabelText(t.ogrnip), '304500116000158');
    await user.type(screen.getByLabelText(t.snils), '11223344594');
    await user.type(screen.getByLabelText(t.password), 'aaaaaaaaaaaaa');
    await user.type(screen.getByLabelText(t.password_confirmation), 'другой');
    await submit(user);

    expect(screen.getByLabelText(t.snils)).toHaveAccessibleDescription(m.snils);
    expect(screen.getByLabelText(t.inn)).toHaveAccessibleDescription(m.invalid);
    expect(screen.getByLabelText(t.ogrnip)).toHaveAccessibleDescription(m.invalid);
    // An entrepreneur's trading name is optional (src/validation/requisiteFields.ts).
    expect(screen.getByLabelText(t.organization_name)).not.toHaveAccessibleDescription(m.required);
    expect(screen.getByLabelText(t.password)).toHaveAccessibleDescription(
      expect.stringContaining(m.weakPassword),
    );
    expect(screen.getByLabelText(t.password_confirmation)).toHaveAccessibleDescription(
      m.passwordsMismatch,
    );
    expect(screen.getByLabelText(t.last_name)).toHaveAccessibleDescription(m.required);
    expect(screen.getByLabelText(t.phone)).toHaveAccessibleDescription(m.required);
    expect(screen.getByText(m.required, { selector: '#policy_agreement-message' })).toBeVisible();
    expect(sent).toEqual([]);
    // A SNILS that fails the local checksum is not sent to the server's check.
    expect(checked).toEqual([]);
  });

  it('masks the phone by its code: 3-, 4- and 5-digit city codes and 8 (800)', async () => {
    const user = userEvent.setup();
    renderAt('/registration', '/registration', <RegistrationPage />);
    const phone = screen.getByLabelText(t.phone);
    await user.type(phone, '9123456789');
    expect(phone).toHaveValue('+7 (912) 345-67-89');
    await user.clear(phone);
    await user.type(phone, '8112)123456');
    expect(phone).toHaveValue('+7 (8112) 12-34-56');
    await user.clear(phone);
    await user.type(phone, '81153)31234');
    expect(phone).toHaveValue('+7 (81153) 3-12-34');
    await user.clear(phone);
    await user.type(phone, '88001000701');
    expect(phone).toHaveValue('8 (800) 100-07-01');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('8 (81153) 3-12-34');
    expect(phone).toHaveValue('+7 (81153) 3-12-34');
  });

  it('looks the phone up once 11 digits are typed; a refusal keeps the form unsent', async () => {
    const user = userEvent.setup();
    renderAt('/registration', '/registration', <RegistrationPage />);
    await user.type(screen.getByLabelText(t.phone), '955123456');
    expect(checked).toEqual([]);
    await fillPerson(user, '7');
    await waitFor(() =>
      expect(screen.getByLabelText(t.phone)).toHaveAccessibleDescription(m.phone),
    );
    expect(checked).toEqual(['phone 79551234567']);
    await submit(user);
    expect(screen.getByLabelText(t.phone)).toHaveAccessibleDescription(m.phone);
    expect(sent).toEqual([]);
    // Another number is accepted and the form goes.
    await user.clear(screen.getByLabelText(t.phone));
    await user.type(screen.getByLabelText(t.phone), '9123456789');
    await waitFor(() => expect(checked).toContain('phone 79123456789'));
    await submit(user);
    await screen.findByRole('status');
    expect(sent).toHaveLength(1);
  });

  it("checks the SNILS with the server after the local checksum passes, showing the server's message", async () => {
    const user = userEvent.setup();
    renderAt('/registration', '/registration', <RegistrationPage />);
    await fillPerson(user);
    await user.type(screen.getByLabelText(t.snils), '1234567896');
    expect(checked.filter((c) => c.startsWith('snils'))).toEqual([]);
    await user.type(screen.getByLabelText(t.snils), '4');
    await waitFor(() =>
      expect(screen.getByLabelText(t.snils)).toHaveAccessibleDescription(
        'СНИЛС не прошёл проверку на сервере',
      ),
    );
    expect(checked).toContain('snils 12345678964');
    await submit(user);
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText(t.snils));
    await user.type(screen.getByLabelText(t.snils), '11223344595');
    await waitFor(() => expect(checked).toContain('snils 11223344595'));
    await submit(user);
    await screen.findByRole('status');
    expect(sent).toHaveLength(1);
  });

  it('refuses a password with a run of characters', async () => {
    const user = userEvent.setup();
    renderAt('/registration', '/registration', <RegistrationPage />);
    await user.type(screen.getByLabelText(t.password), 'Qwerty#12345');
    await submit(user);
    expect(screen.getByLabelText(t.password)).toHaveAccessibleDescription(
      expect.stringContaining(m.sequence),
    );
  });

  it("shows the server's phone-already-registered message on the phone", async () => {
    const user = userEvent.setup();
    renderAt('/registration', '/registration', <RegistrationPage />);
    await fillPerson(user, '89990000000');
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText(t.phone)).toHaveAccessibleDescription(errorMessages.phoneTaken),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the consent edition and the refusal of an outdated one under the checkbox', async () => {
    const user = userEvent.setup();
    renderAt('/registration', '/registration', <RegistrationPage />);
    expect(screen.getByText('Редакция от 26.11.2026')).toBeVisible();
    await fillPerson(user, '89991111111');
    await submit(user);
    expect(
      await screen.findByText(consentMessages.outdated, {
        selector: '#policy_agreement-message',
      }),
    ).toBeVisible();
  });

  describe('with a reCAPTCHA site key', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      delete (window as { grecaptcha?: unknown }).grecaptcha;
    });

    it('shows the widget, asks for it before sending and sends its answer', async () => {
      vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', 'site-key');
      let answer: ((token: string) => void) | undefined;
      const render = vi.fn((_el: HTMLElement, options: { callback: (t: string) => void }) => {
        answer = options.callback;
        return 0;
      });
      (window as { grecaptcha?: unknown }).grecaptcha = { ready: (f: () => void) => f(), render };
      const user = userEvent.setup();
      renderAt('/registration', '/registration', <RegistrationPage />);
      await waitFor(() => expect(render).toHaveBeenCalledTimes(1));
      expect(render.mock.calls[0]![1]).toMatchObject({ sitekey: 'site-key', hl: 'ru' });

      await fillPerson(user);
      await submit(user);
      expect(screen.getByText(m.captcha)).toBeVisible();
      expect(sent).toEqual([]);

      answer!('token-from-google');
      await submit(user);
      await screen.findByRole('status');
      const attributes = (sent[0] as { data: { attributes: Record<string, unknown> } }).data
        .attributes;
      expect(attributes['g-recaptcha-response']).toBe('token-from-google');
    });
  });

  it('shows no widget without a site key', () => {
    renderAt('/registration', '/registration', <RegistrationPage />);
    expect(screen.queryByTestId('recaptcha')).not.toBeInTheDocument();
  });
});
