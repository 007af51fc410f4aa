import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { siteMessages } from '../../i18n/site';
import { personalDataConsent } from '../../src/domain/personalDataConsent';
import { validationMessages as m } from '../../src/validation/messages';
import { fieldError, origin, renderAt, serveApi } from '../testing';
import { checked, checkHandlers } from '../account/checkHandlers';
import { App, landingPages } from '../App';
import { applicantAccess, Guard } from '../layout/Guard';
import { tokenStore } from '../providers';
import { ChangePasswordPage } from './ChangePasswordPage';
import { NotificationsPage } from './NotificationsPage';
import { PolicyAgreementPage } from './PolicyAgreementPage';
import { ProfilePage } from './ProfilePage';
import { profileTexts as t } from './texts';

type Body = { data: { type: string; attributes: Record<string, unknown> } };

const legalEntity = {
  account_type: 'legal_entity',
  email: 'ul@eog.test',
  phone: '79210001122',
  first_name: 'Анна',
  last_name: 'Петрова',
  middle_name: null,
  birth_date: '1990-04-05',
  snils: null,
  organization_name: 'ООО «Тепло»',
  organization_full_name: null,
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: null,
  policy_agreed_at: '2026-02-10T07:15:00Z',
  policy_version: personalDataConsent.version,
  notify_by_sms: true,
  notify_by_email: true,
};

let account: Record<string, unknown> = legalEntity;
/** When the server answers the logout's revocation (a test holds it back). */
let revoked: Promise<void> = Promise.resolve();
let answer: ((body: Body) => Response) | null = null;
const patched: Body[] = [];
const put: Body[] = [];

const doc = (attributes: Record<string, unknown>) => ({
  data: { type: 'user', id: '7', attributes },
});

serveApi(
  [
    ...checkHandlers({ phone: ['79551234567'] }),
    http.get(`${origin}/v1/users/current`, () => HttpResponse.json(doc(account))),
    http.patch(`${origin}/v1/users/current`, async ({ request }) => {
      const body = (await request.json()) as Body;
      patched.push(body);
      if (answer) return answer(body);
      const { policy_agreement_version: version, ...attributes } = body.data.attributes;
      account = { ...account, ...attributes, ...(version ? { policy_version: version } : {}) };
      return HttpResponse.json(doc(account));
    }),
    http.put(`${origin}/v1/users/current/password`, async ({ request }) => {
      const body = (await request.json()) as Body;
      put.push(body);
      if (body.data.attributes.current_password !== 'Old-Gas#2024x') {
        return HttpResponse.json(
          fieldError('current_password', errorMessages.invalidValue, 'Текущий пароль'),
          { status: 422 },
        );
      }
      return HttpResponse.json({ jwt: 'fresh-token' });
    }),
    http.get(`${origin}/v1/ad/infobanners`, () => HttpResponse.json({ data: [] })),
    http.get(`${origin}/v1/regions`, () =>
      HttpResponse.json({
        data: [
          { type: 'region', id: '77', attributes: { name: 'Москва' } },
          { type: 'region', id: '78', attributes: { name: 'Санкт-Петербург' } },
        ],
      }),
    ),
    http.get(`${origin}/v1/services`, () => HttpResponse.json({ data: [] })),
    http.get(`${origin}/v1/advertising_banners`, () => HttpResponse.json({ data: [] })),
    http.get(`${origin}/v1/regions/lead_counts`, () => HttpResponse.json({ data: [] })),
    http.delete(`${origin}/v1/user/token`, async () => {
      await revoked;
      return new HttpResponse(null, { status: 204 });
    }),
  ],
  patched,
  put,
  checked,
);

beforeEach(() => {
  account = legalEntity;
  answer = null;
  tokenStore.set('old-token');
});
afterEach(() => tokenStore.clear());

const byTerm = (list: HTMLElement, term: string) =>
  within(list).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/profile', () => {
  it('sends an anonymous visitor to sign in and back', () => {
    tokenStore.clear();
    renderAt(
      '/profile',
      '/profile',
      <Guard access={applicantAccess()}>
        <ProfilePage />
      </Guard>,
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/not_auth');
  });

  it('shows the personal data and the requisites of the account type', async () => {
    renderAt('/profile', '/profile', <ProfilePage />);
    const person = await screen.findByLabelText(t.applicant);
    expect(byTerm(person, t.accountType)).toBe('Юридическое лицо');
    expect(byTerm(person, 'Фамилия')).toBe('Петрова');
    expect(byTerm(person, 'Телефон')).toBe('+7 (921) 000-11-22');
    expect(byTerm(person, 'Дата рождения')).toBe('05.04.1990');
    const requisites = screen.getByLabelText(t.requisites);
    expect(byTerm(requisites, 'ИНН')).toBe('7707083893');
    expect(byTerm(requisites, 'ОГРН')).toBe('1027700132195');
    expect(byTerm(requisites, 'КПП')).toBe('Нет данных');
    expect(screen.getByRole('navigation', { name: t.cabinet })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.ratings })).toHaveAttribute(
      'href',
      '/profile/ratings',
    );
  });

  it('sends only the changed fields, as the server stores them', async () => {
    const user = userEvent.setup();
    renderAt('/profile', '/profile', <ProfilePage />);
    await user.click(await screen.findByRole('button', { name: t.edit }));
    const first = screen.getByLabelText('Имя');
    await user.clear(first);
    await user.type(first, ' Мария ');
    const phone = screen.getByLabelText('Телефон');
    await user.clear(phone);
    await user.type(phone, '9110002233');
    await user.type(screen.getByLabelText('КПП'), '770701001');
    await user.clear(screen.getByLabelText('Дата рождения'));
    await user.type(screen.getByLabelText('Дата рождения'), '06041991');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(t.saved);
    expect(patched).toEqual([
      {
        data: {
          type: 'user',
          attributes: {
            kpp: '770701001',
            first_name: 'Мария',
            phone: '79110002233',
            birth_date: '1991-04-06',
          },
        },
      },
    ]);
    expect(byTerm(screen.getByLabelText(t.applicant), 'Имя')).toBe('Мария');
  });

  it('picks the birth date in the calendar and saves no phone the lookup refused', async () => {
    const user = userEvent.setup();
    renderAt('/profile', '/profile', <ProfilePage />);
    await user.click(await screen.findByRole('button', { name: t.edit }));
    const birth = screen.getByLabelText('Дата рождения');
    await user.clear(birth);
    await user.type(birth, '06.04.1991');
    await user.click(screen.getAllByRole('button', { name: 'Открыть календарь' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Выбор даты' });
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Апрель 1991');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(birth).toHaveValue('07.04.1991');

    const phone = screen.getByLabelText('Телефон');
    await user.clear(phone);
    await user.type(phone, '9551234567');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(m.phone));
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(patched).toEqual([]);
    await user.clear(phone);
    await user.type(phone, '9110002233');
    await waitFor(() => expect(checked).toContain('phone 79110002233'));
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(t.saved);
    expect(patched).toEqual([
      { data: { type: 'user', attributes: { phone: '79110002233', birth_date: '1991-04-07' } } },
    ]);
  });

  it('edits the gender, region, passport, ЕГРЮЛ record and addresses, sending changed blocks', async () => {
    account = { ...legalEntity, region_id: '78', postal_address: { city: 'Тверь', house: '3' } };
    const user = userEvent.setup();
    renderAt('/profile', '/profile', <ProfilePage />);
    const person = await screen.findByLabelText(t.applicant);
    await waitFor(() => expect(byTerm(person, 'Регион')).toBe('Санкт-Петербург'));
    expect(byTerm(screen.getByLabelText(t.documents), 'Почтовый адрес')).toBe(
      'Город: Тверь, Дом: 3',
    );
    await user.click(screen.getByRole('button', { name: t.edit }));

    const region = within(screen.getByRole('group', { name: t.applicant })).getByRole('combobox', {
      name: 'Регион',
    });
    await user.selectOptions(region, 'Москва');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Пол' }), 'Женский');
    const passport = within(screen.getByRole('group', { name: 'Паспорт' }));
    await user.type(passport.getByLabelText('Серия'), '4510');
    expect(passport.getByLabelText('Серия')).toHaveValue('45 10');
    await user.type(passport.getByLabelText('Номер'), '123456');
    await user.type(passport.getByLabelText('Дата выдачи'), '01062015');
    const egrul = within(screen.getByRole('group', { name: 'Запись ЕГРЮЛ' }));
    await user.type(egrul.getByLabelText('Номер'), '1027700132195');
    await user.type(egrul.getByLabelText('Дата регистрации'), '10022003');
    const legalAddress = within(screen.getByRole('group', { name: 'Юридический адрес' }));
    await user.type(legalAddress.getByLabelText('Город'), 'Москва');
    await user.type(legalAddress.getByLabelText('Дом'), '1');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(t.saved);

    // The untouched postal address is not sent.
    expect(patched.map((b) => b.data.attributes)).toEqual([
      {
        region_id: '77',
        gender: 'female',
        passport: {
          series: '4510',
          number: '123456',
          division_code: null,
          issued_by: null,
          date: '2015-06-01',
        },
        egrul_document: { number: '1027700132195', registered_at: '2003-02-10', issued_by: null },
        legal_address: {
          zip_code: null,
          region: null,
          area: null,
          city: 'Москва',
          settlement: null,
          street: null,
          house: '1',
          block: null,
          flat: null,
        },
      },
    ]);
    expect(byTerm(screen.getByLabelText(t.applicant), 'Регион')).toBe('Москва');
    expect(byTerm(screen.getByLabelText(t.applicant), 'Пол')).toBe('Женский');
    expect(byTerm(screen.getByLabelText(t.documents), 'Паспорт')).toBe(
      'Серия: 4510, Номер: 123456, Дата выдачи: 01.06.2015',
    );
  });

  it('refuses a future issue date before sending and shows a block’s 422 under its legend', async () => {
    answer = () => HttpResponse.json(fieldError('passport', m.invalid, 'Паспорт'), { status: 422 });
    const user = userEvent.setup();
    renderAt('/profile', '/profile', <ProfilePage />);
    await user.click(await screen.findByRole('button', { name: t.edit }));
    const passport = within(screen.getByRole('group', { name: 'Паспорт' }));
    await user.type(passport.getByLabelText('Дата выдачи'), '01012999');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(passport.getByLabelText('Дата выдачи')).toHaveAccessibleDescription(
      /^Максимальное значение/,
    );
    expect(patched).toEqual([]);
    await user.clear(passport.getByLabelText('Дата выдачи'));
    await user.type(passport.getByLabelText('Серия'), '45');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Паспорт' })).toHaveAccessibleDescription(m.invalid),
    );
  });

  it("checks the server's rules first and shows its 422 under the field", async () => {
    const user = userEvent.setup();
    renderAt('/profile', '/profile', <ProfilePage />);
    await user.click(await screen.findByRole('button', { name: t.edit }));
    const email = screen.getByLabelText('Электронная почта');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(email).toHaveAccessibleDescription(m.required);
    expect(patched).toEqual([]);

    answer = () =>
      HttpResponse.json(fieldError('email', errorMessages.emailTaken), { status: 422 });
    await user.type(email, 'fl@eog.test');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(errorMessages.emailTaken));
    expect(patched).toEqual([{ data: { type: 'user', attributes: { email: 'fl@eog.test' } } }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/profile/change_password', () => {
  const fill = async (current: string) => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t.current_password), current);
    await user.type(screen.getByLabelText(t.password), 'New-Gas#2025y');
    await user.type(screen.getByLabelText(t.password_confirmation), 'New-Gas#2025y');
    await user.click(screen.getByRole('button', { name: t.savePassword }));
  };

  it('keeps the session on the fresh token the answer carries', async () => {
    renderAt('/profile/change_password', '/profile/change_password', <ChangePasswordPage />);
    await fill('Old-Gas#2024x');
    expect(await screen.findByRole('status')).toHaveTextContent(t.passwordChanged);
    expect(tokenStore.get()).toBe('fresh-token');
    expect(put).toEqual([
      {
        data: {
          type: 'user',
          attributes: {
            current_password: 'Old-Gas#2024x',
            password: 'New-Gas#2025y',
            password_confirmation: 'New-Gas#2025y',
          },
        },
      },
    ]);
  });

  it('shows a wrong current password under it and keeps the old token', async () => {
    renderAt('/profile/change_password', '/profile/change_password', <ChangePasswordPage />);
    await fill('wrong');
    await waitFor(() =>
      expect(screen.getByLabelText(t.current_password)).toHaveAccessibleDescription(
        errorMessages.invalidValue,
      ),
    );
    expect(tokenStore.get()).toBe('old-token');
  });
});

describe('/profile/notifications', () => {
  it('sends the two flags alone', async () => {
    const user = userEvent.setup();
    renderAt('/profile/notifications', '/profile/notifications', <NotificationsPage />);
    const sms = await screen.findByRole('checkbox', { name: t.bySms });
    expect(sms).toBeChecked();
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(t.notificationsSaved);
    expect(patched).toEqual([
      { data: { type: 'user', attributes: { notify_by_sms: false, notify_by_email: true } } },
    ]);
  });

  it("shows the server's refusal under the choice", async () => {
    const user = userEvent.setup();
    const refusal = 'Выберите хотя бы один способ уведомления';
    answer = () => HttpResponse.json(fieldError('notify_by_email', refusal), { status: 422 });
    account = { ...legalEntity, notify_by_sms: false };
    renderAt('/profile/notifications', '/profile/notifications', <NotificationsPage />);
    const email = await screen.findByRole('checkbox', { name: t.byEmail });
    expect(screen.getByRole('checkbox', { name: t.bySms })).not.toBeChecked();
    await user.click(email);
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(refusal));
  });
});

describe('/profile/policy_agreement', () => {
  it('tells when the applicant agreed and links the policy', async () => {
    renderAt('/profile/policy_agreement', '/profile/policy_agreement', <PolicyAgreementPage />);
    expect(await screen.findByText(/10\.02\.2026 10:15/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.privacyLink })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText('Редакция согласия от 26.11.2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.policyAgree })).not.toBeInTheDocument();
  });

  it('offers the current edition when the text changed and stores the agreement', async () => {
    account = { ...legalEntity, policy_version: '2020-01-01' };
    const user = userEvent.setup();
    renderAt('/profile/policy_agreement', '/profile/policy_agreement', <PolicyAgreementPage />);
    expect(await screen.findByText('Редакция согласия от 01.01.2020.')).toBeInTheDocument();
    expect(screen.getByText(t.policyChanged)).toBeInTheDocument();
    expect(screen.getByText(personalDataConsent.text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.policyAgree }));
    expect(await screen.findByText(t.policyAgreedNow)).toBeInTheDocument();
    expect(patched.map((b) => b.data.attributes)).toEqual([
      { policy_agreement_version: personalDataConsent.version },
    ]);
    expect(screen.getByText('Редакция согласия от 26.11.2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.policyAgree })).not.toBeInTheDocument();
  });
});

describe('the site user menu', () => {
  it('opens the cabinet pages and logs out home', async () => {
    const user = userEvent.setup();
    window.history.pushState({}, '', '/');
    render(<App />);
    await user.click(await screen.findByRole('button', { name: t.cabinet }));
    const menu = screen.getByRole('list', { name: t.cabinet });
    expect(within(menu).getByRole('link', { name: t.personalData })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('link', { name: t.changePassword })).toHaveAttribute(
      'href',
      '/profile/change_password',
    );
    expect(within(menu).getByRole('link', { name: t.notifications })).toHaveAttribute(
      'href',
      '/profile/notifications',
    );
    await user.click(within(menu).getByRole('button', { name: t.logout }));
    expect(await screen.findByRole('link', { name: siteMessages.signIn })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('button', { name: t.cabinet })).not.toBeInTheDocument();
    await landingPages['/']!();
  });

  it('goes home from a cabinet page at once, while the server still revokes the token', async () => {
    let release!: () => void;
    revoked = new Promise((resolve) => (release = resolve));
    const user = userEvent.setup();
    window.history.pushState({}, '', '/profile');
    render(<App />);
    await user.click(await screen.findByRole('button', { name: t.cabinet }));
    const menu = screen.getByRole('list', { name: t.cabinet });
    await user.click(within(menu).getByRole('button', { name: t.logout }));
    // Not the login form the cabinet's guard would show: the home page, before the answer.
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: siteMessages.signIn })).toBeInTheDocument();
    expect(screen.queryByLabelText('Пароль')).toBeNull();
    release();
    revoked = Promise.resolve();
    // The home page's code, asked for at the first render, loads before the file ends: a worker
    // keeps going to the next file, and one torn down with the import half-way failed five.
    await landingPages['/']!();
  });
});
