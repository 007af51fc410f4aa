import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { validationMessages } from '../../../src/validation/messages';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';

// Creating and editing applicants from the console: every account type with its fields, and
// the seeds' messages for bad input with nothing written.
describe('applicants: create and edit', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
  });
  afterAll(() => ctx.close());

  const count = async (table: string) =>
    Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

  const person = {
    account_type: 'individual_person',
    last_name: 'Сидорова',
    first_name: 'Мария',
    middle_name: 'Петровна',
    email: 'sidorova@example.ru',
    phone: '+7 (921) 000-00-01',
    birth_date: '12.05.1980',
    gender: 'female',
    snils: '123-456-789 64',
    passport: {
      series: '5804',
      number: '123456',
      division_code: '600-001',
      issued_by: 'УМВД по Псковской области',
      date: '01.02.2010',
    },
    postal_address: {
      zip_code: '180000',
      city: 'г. Псков',
      street: 'ул. Советская',
      house: 'д. 1',
    },
  };

  const create = (attributes: Record<string, unknown>, headers = admin) =>
    call<{ data: { id: string; attributes: Record<string, unknown> }; errors?: unknown[] }>(
      ctx.app,
      {
        method: 'POST',
        url: '/v1/admin/users?included=postal_address,legal_address,source',
        headers,
        payload: { data: { type: 'user', attributes } },
      },
    );

  type ErrorBody = { errors: { detail: string; source: { pointer: string } }[] };
  const errorsOf = (body: unknown) =>
    Object.fromEntries(
      (body as ErrorBody).errors.map((e) => [e.source.pointer.split('/').pop(), e.detail]),
    );

  it('creates an individual person with passport, SNILS and postal address', async () => {
    const res = await create(person);
    expect(res.status).toBe(201);
    const { id, attributes } = res.body.data;
    expect(attributes).toMatchObject({
      account_type: 'individual_person',
      user_full_name: 'Сидорова Мария Петровна',
      phone: '79210000001',
      snils: '123-456-789 64',
      valide_snils: true,
      passport: { series: '5804', number: '123456' },
      blocked: false,
      policy_agreed_at: null,
    });
    expect(attributes.created_by_name).toBe('Смирнов Алексей Петрович');
    const [row] = await ctx.db.query<Record<string, unknown>>(
      `SELECT u.confirmed_at, u.encrypted_password, s.slug, a.city, a.kind
         FROM users u JOIN sources s ON s.id = u.source_id
         JOIN addresses a ON a.id = u.postal_address_id WHERE u.id = $1`,
      [id],
    );
    // Staff saw the documents: confirmed at once, no password anyone but the applicant knows.
    expect(row).toMatchObject({ slug: 'operator', city: 'г. Псков', kind: 'postal' });
    expect(row!.confirmed_at).not.toBeNull();
    expect(row!.encrypted_password).toBeNull();
    const changes = await call<{ data: { attributes: { action: string; changes: object } }[] }>(
      ctx.app,
      { method: 'GET', url: `/v1/admin/users/${id}/changes`, headers: admin },
    );
    expect(changes.body.data[0]!.attributes.action).toBe('create');
    expect(changes.body.data[0]!.attributes.changes).toMatchObject({
      last_name: [null, 'Сидорова'],
      passport: [null, expect.stringContaining('5804 123456')],
    });
    const mail = await ctx.db.query<{ recipient: string }>(
      "SELECT recipient FROM dev_messages WHERE channel = 'email' AND recipient = $1",
      ['sidorova@example.ru'],
    );
    expect(mail).toHaveLength(1);
  });

  it('creates a legal entity with INN, OGRN, ЕГРЮЛ record and legal address', async () => {
    const res = await create({
      account_type: 'legal_entity',
      last_name: 'Орлов',
      first_name: 'Пётр',
      email: 'orlov@stroy.example',
      phone: '79210000002',
      organization_name: 'ООО «Строй»',
      inn: '6027123402',
      ogrn: '1026000009903',
      kpp: '602701001',
      egrul_document: { number: '1026000009903', registered_at: '15.03.2002' },
      legal_address: { zip_code: '180000', city: 'г. Псков', street: 'ул. Ленина', house: 'д. 3' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.attributes).toMatchObject({
      account_type: 'legal_entity',
      name: 'ООО «Строй»',
      inn: '6027123402',
      egrul_document: { number: '1026000009903', registered_at: '2002-03-15' },
    });
  });

  it('creates an entrepreneur with INN 12, OGRNIP and the registration certificate', async () => {
    const res = await create({
      account_type: 'entrepreneur',
      last_name: 'Зайцев',
      first_name: 'Антон',
      email: 'zaitsev@ip.example',
      phone: '79210000003',
      inn: '602712345615',
      ogrn: '304602700000106',
      entrepreneur_registration_document: { number: '60 000123456', registered_at: '2004-06-01' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.attributes).toMatchObject({
      account_type: 'entrepreneur',
      ogrn: '304602700000106',
      entrepreneur_registration_document: { number: '60 000123456' },
    });
  });

  it('refuses a bad SNILS, INN, OGRN and phone with field errors and writes nothing', async () => {
    const users = await count('users');
    const addresses = await count('addresses');
    const histories = await count('action_histories');
    const res = await create({
      ...person,
      account_type: 'legal_entity',
      email: 'bad@example.ru',
      phone: '12345',
      snils: '123-456-789 65',
      organization_name: 'ООО «Ошибка»',
      inn: '6027123403',
      ogrn: '1026000009904',
      legal_address: { city: 'г. Псков' },
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toMatchObject({
      snils: validationMessages.snils,
      phone: validationMessages.phone,
      inn: validationMessages.invalid,
      ogrn: validationMessages.invalid,
    });
    expect(await count('users')).toBe(users);
    expect(await count('addresses')).toBe(addresses);
    expect(await count('action_histories')).toBe(histories);
  });

  it('judges the kinds by its schema, with the card’s rules in one 422', async () => {
    const users = await count('users');
    const res = await call<ErrorBody>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/users',
      headers: admin,
      payload: {
        user: {
          ...person,
          email: 'kinds@example.ru',
          phone: 79210000055,
          snils: '123-456-789 65',
          account_type: 'alien',
          inn: '7707083893',
          region_id: 'x',
        },
      },
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual({
      account_type: validationMessages.invalid,
      phone: validationMessages.invalid,
      region_id: validationMessages.invalid,
      snils: validationMessages.snils,
      // No requisite is known while the type is not.
      inn: errorMessages.unknownField,
    });
    expect(await count('users')).toBe(users);
  });

  it('refuses a taken e-mail and phone with the seeds’ messages', async () => {
    const users = await count('users');
    const res = await create({ ...person, email: 'FL@eog.test', phone: '8 911 000 00 01' });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual({
      email: errorMessages.emailTaken,
      phone: errorMessages.phoneTaken,
    });
    expect(await count('users')).toBe(users);
  });

  it('requires the requisites of the account type and refuses fields of another type', async () => {
    const res = await create({
      ...person,
      email: 'x@example.ru',
      phone: '79210000009',
      egrul_document: { number: '1' },
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual({ egrul_document: errorMessages.unknownField });
    const legal = await create({ account_type: 'legal_entity', last_name: 'А', first_name: 'Б' });
    expect(Object.keys(errorsOf(legal.body))).toEqual(
      expect.arrayContaining(['email', 'phone', 'organization_name', 'inn', 'ogrn']),
    );
  });

  it('edits only the fields sent, keeps the account type and records the change', async () => {
    const { body } = await create({ ...person, email: 'edit@example.ru', phone: '79210000011' });
    const id = body.data.id;
    const res = await call<{ data: { attributes: Record<string, unknown> } }>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/users/${id}`,
      headers: admin,
      payload: {
        data: {
          type: 'user',
          id,
          attributes: { last_name: 'Петрова', account_type: 'legal_entity' },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.attributes).toMatchObject({
      last_name: 'Петрова',
      first_name: 'Мария',
      account_type: 'individual_person',
    });
    const bad = await call(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/users/${id}`,
      headers: admin,
      payload: { data: { attributes: { snils: '123-456-789 65', last_name: 'Иная' } } },
    });
    expect(bad.status).toBe(422);
    const [row] = await ctx.db.query<{ last_name: string }>(
      'SELECT last_name FROM users WHERE id = $1',
      [id],
    );
    expect(row!.last_name).toBe('Петрова');
    const changes = await call<{ data: { attributes: { changes: object } }[] }>(ctx.app, {
      method: 'GET',
      url: `/v1/admin/users/${id}/changes`,
      headers: admin,
    });
    expect(changes.body.data).toHaveLength(2);
    expect(changes.body.data[0]!.attributes.changes).toEqual({
      last_name: ['Сидорова', 'Петрова'],
    });
  });

  it('takes the live PUT with the document as GET returned it, read-only attributes and all', async () => {
    const { body } = await create({ ...person, email: 'put@example.ru', phone: '79210000013' });
    const id = body.data.id;
    type Card = { data: { id: string; type: string; attributes: Record<string, unknown> } };
    const read = await call<Card>(ctx.app, {
      method: 'GET',
      url: `/v1/admin/users/${id}`,
      headers: admin,
    });
    expect(read.status).toBe(200);
    const put = (attributes: Record<string, unknown>) =>
      call<Card>(ctx.app, {
        method: 'PUT',
        url: `/v1/admin/users/${id}`,
        headers: admin,
        payload: { data: { ...read.body.data, attributes } },
      });
    const same = await put(read.body.data.attributes);
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.data.attributes).toEqual({
      ...read.body.data.attributes,
      updated_at: expect.any(String),
    });
    const changed = await put({ ...read.body.data.attributes, first_name: 'Марина' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({
      first_name: 'Марина',
      last_name: 'Сидорова',
      email: 'put@example.ru',
    });
  });

  it('removes an applicant without leads and refuses one with leads', async () => {
    const { body } = await create({ ...person, email: 'gone@example.ru', phone: '79210000012' });
    const id = body.data.id;
    const senior = await tokenFor(ctx.app, 'senior_manager@eog.test');
    const forbidden = await call(ctx.app, {
      method: 'DELETE',
      url: `/v1/admin/users/${id}`,
      headers: senior,
    });
    expect(forbidden.status).toBe(403);
    const gone = await call(ctx.app, {
      method: 'DELETE',
      url: `/v1/admin/users/${id}`,
      headers: admin,
    });
    expect(gone.status).toBe(204);
    const again = await call(ctx.app, {
      method: 'GET',
      url: `/v1/admin/users/${id}`,
      headers: admin,
    });
    expect(again.status).toBe(404);
    const [fl] = await ctx.db.query<{ id: string }>(
      "SELECT id FROM users WHERE email = 'fl@eog.test'",
    );
    const refused = await call(ctx.app, {
      method: 'DELETE',
      url: `/v1/admin/users/${fl!.id}`,
      headers: admin,
    });
    expect(refused.status).toBe(422);
    expect(await ctx.db.query("SELECT 1 FROM users WHERE email = 'fl@eog.test'")).toHaveLength(1);
  });
});
