import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { personalDataConsent } from '../../../src/domain/personalDataConsent';
import { validationMessages } from '../../../src/validation/messages';
import { call, createTestApp, type TestContext } from '../../test/helpers';

type Body = { jwt?: string; data?: any; meta?: any; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

const PASSWORD = 'Zx-Gas-Portal#71';

const person = {
  account_type: 'individual_person',
  last_name: 'Смирнова',
  first_name: 'Ольга',
  middle_name: 'Петровна',
  email: 'olga@example.ru',
  phone: '+7 (921) 555-12-34',
  snils: '112-233-445 95',
  birth_date: '14.03.1985',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  policy_agreement: true,
  policy_agreement_version: personalDataConsent.version,
};

describe('registration and confirmation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown) =>
    call<Body>(ctx.app, { method: 'POST', url, payload: payload as object });
  const count = async () =>
    Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM users'))[0]!.n);
  const lastLetter = async (to: string) =>
    (
      await ctx.db.query<{ subject: string; body: string }>(
        "SELECT subject, body FROM dev_messages WHERE channel = 'email' AND recipient = $1 ORDER BY id DESC",
        [to],
      )
    )[0];

  it('registers an individual, mails a confirmation link and signs in only once confirmed', async () => {
    const res = await post('/v1/users', { data: { type: 'user', attributes: person } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      type: 'user',
      attributes: {
        account_type: 'individual_person',
        email: 'olga@example.ru',
        phone: '79215551234',
        birth_date: '1985-03-14',
        valide_snils: true,
        user_full_name: 'Смирнова Ольга Петровна',
        confirmed_at: null,
      },
    });
    expect(JSON.stringify(res.body)).not.toContain('encrypted_password');

    const login = () =>
      post('/v1/user/token', { auth: { email: 'olga@example.ru', password: PASSWORD } });
    expect((await login()).body.errors![0].detail).toBe(errorMessages.notConfirmed);

    const letter = await lastLetter('olga@example.ru');
    expect(letter?.subject).toContain('Подтверждение');
    const token = /confirmation_token=([\w-]+)/.exec(letter!.body)![1]!;
    expect(letter!.body).toContain('http://localhost:3000/user_confirm?confirmation_token=');

    const confirm = await call<Body>(ctx.app, {
      url: `/v1/users/confirmation?confirmation_token=${token}`,
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.data.attributes.confirmed_at).toBeTruthy();
    expect((await login()).status).toBe(200);

    const twice = await call<Body>(ctx.app, {
      url: `/v1/users/confirmation?confirmation_token=${token}`,
    });
    expect(twice.status).toBe(422);
    const resend = await post('/v1/users/confirmation', { user: { email: 'olga@example.ru' } });
    expect(resend.body.errors![0].detail).toBe(errorMessages.alreadyConfirmed);
  });

  it('confirms by the code the registration sent by SMS, once; wrong codes are refused', async () => {
    const phone = '79215557788';
    const res = await post('/v1/users', {
      data: {
        type: 'user',
        attributes: {
          ...person,
          email: 'sms.confirm@example.ru',
          phone: '+7 (921) 555-77-88',
          snils: '',
        },
      },
    });
    expect(res.status).toBe(201);
    const [sms] = await ctx.db.query<{ body: string }>(
      "SELECT body FROM dev_messages WHERE channel = 'sms' AND recipient = $1 ORDER BY id DESC",
      [phone],
    );
    expect(sms!.body).toMatch(/^Код подтверждения регистрации на портале ЕОГ: \d{6}\./);
    const code = /(\d{6})/.exec(sms!.body)![1]!;
    const confirm = (sms_code: string, to = phone) =>
      call<Body>(ctx.app, {
        method: 'PATCH',
        url: '/v1/users/confirmation',
        payload: { auth: { phone: to, sms_code } },
      });
    const wrong = await confirm(code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors![0].source.pointer).toBe('/data/attributes/sms_code');
    expect((await confirm(code, '79215550000')).status).toBe(404);
    const ok = await confirm(code);
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes.confirmed_at).toBeTruthy();
    const again = await confirm(code);
    expect(again.status).toBe(422);
    expect(again.body.errors![0].detail).toBe(errorMessages.alreadyConfirmed);
    const login = await post('/v1/user/token', {
      auth: { email: 'sms.confirm@example.ru', password: PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('registers a legal entity with its requisites checked by checksum', async () => {
    const legal = {
      ...person,
      account_type: 'legal_entity',
      email: 'office@stroygaz.example',
      phone: '79215550000',
      snils: undefined,
      birth_date: undefined,
      organization_name: 'ООО «СтройГаз»',
      inn: '7707083893',
      ogrn: '1027700132195',
      kpp: '773601001',
    };
    const wrong = await post('/v1/users', { user: { ...legal, inn: '7707083890' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors!.map((e) => e.source.pointer)).toEqual(['/data/attributes/inn']);
    const res = await post('/v1/users', { user: legal });
    expect(res.status).toBe(201);
    expect(res.body.data.attributes).toMatchObject({
      account_type: 'legal_entity',
      inn: '7707083893',
      organization: { name: 'ООО «СтройГаз»' },
    });
  });

  it('collects every field error at once and writes nothing', async () => {
    const before = await count();
    const res = await post('/v1/users', {
      data: {
        attributes: {
          ...person,
          account_type: 'alien',
          email: 'not-an-email',
          phone: '123',
          snils: '112-233-445 96',
          password: 'abc123',
          password_confirmation: 'other',
          policy_agreement: false,
          last_name: '',
        },
      },
    });
    expect(res.status).toBe(422);
    const byField = Object.fromEntries(
      res.body.errors!.map((e) => [e.source.pointer.split('/').pop(), e.detail]),
    );
    expect(byField).toMatchObject({
      account_type: validationMessages.invalid,
      email: validationMessages.email,
      phone: validationMessages.phone,
      snils: validationMessages.snils,
      password: 'Длина должна быть не меньше 12 символов',
      password_confirmation: validationMessages.passwordsMismatch,
      policy_agreement: validationMessages.required,
      last_name: validationMessages.required,
    });
    expect(await count()).toBe(before);
  });

  it('enforces the password policy', async () => {
    const weak = await post('/v1/users', {
      user: {
        ...person,
        email: 'a@b.ru',
        phone: '79990001122',
        password: 'Qwerty-Gas#123',
        password_confirmation: 'Qwerty-Gas#123',
      },
    });
    expect(weak.body.errors![0].detail).toBe(validationMessages.sequence);
    const plain = await post('/v1/users', {
      user: {
        ...person,
        email: 'a@b.ru',
        phone: '79990001122',
        password: 'qwertygasportal',
        password_confirmation: 'qwertygasportal',
      },
    });
    expect(plain.body.errors![0].detail).toBe(validationMessages.weakPassword);
  });

  it('refuses a taken e-mail or phone with the seeds messages', async () => {
    const res = await post('/v1/users', {
      user: { ...person, email: 'FL@eog.test', phone: '79110000002' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e) => e.detail)).toEqual([
      errorMessages.emailTaken,
      errorMessages.phoneTaken,
    ]);
  });

  it('refuses unknown confirmation tokens and unknown e-mails', async () => {
    const bad = await call<Body>(ctx.app, {
      url: '/v1/users/confirmation?confirmation_token=nope',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors![0].detail).toBe(errorMessages.invalidValue);
    const none = await call<Body>(ctx.app, { url: '/v1/users/confirmation' });
    expect(none.body.errors![0].detail).toBe(errorMessages.notFilled);
    const unknown = await post('/v1/users/confirmation', { user: { email: 'who@example.ru' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors![0].detail).toBe(errorMessages.accountNotFound);
  });

  it('judges the kinds by its schema and answers them with the code’s rules in one 422', async () => {
    const before = await count();
    const res = await post('/v1/users', {
      user: {
        ...person,
        phone: '79215550099',
        last_name: 5,
        gender: 'other',
        passport: 'x',
        region_id: 'abc',
        email: 'not-an-email',
        inn: '7707083893',
        password: 'п'.repeat(256),
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e) => [e.source.pointer, e.title, e.detail])).toEqual([
      ['/data/attributes/last_name', 'Фамилия', validationMessages.invalid],
      ['/data/attributes/gender', 'Пол', validationMessages.invalid],
      ['/data/attributes/passport', 'Паспорт', validationMessages.invalid],
      ['/data/attributes/region_id', 'Регион', validationMessages.invalid],
      ['/data/attributes/password', 'Пароль', 'Длина должна быть не больше 255 символов'],
      ['/data/attributes/email', 'Электронная почта', validationMessages.email],
      [
        '/data/attributes/password_confirmation',
        'Подтверждение пароля',
        validationMessages.passwordsMismatch,
      ],
      // An individual has no requisites.
      ['/data/attributes/inn', 'inn', errorMessages.unknownField],
    ]);
    for (const body of [{ user: 'x' }, { data: { attributes: [] } }, { data: 1 }]) {
      expect((await post('/v1/users', body)).status).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});
