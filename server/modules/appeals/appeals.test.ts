import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appealMessages, moscowToday } from '../../../src/domain/appeals';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';
import { assertHuman } from '../../http/recaptcha';

type Attrs = Record<string, unknown>;
type One = { data: { id: string; attributes: Attrs } };
type Many = { data: { id: string; attributes: Attrs }[]; meta: { total_count: number } };
type Errors = { errors: { title: string; detail: string; source?: { pointer: string } }[] };

// Appeals and consultations (issue 18): the anonymous appeal with its files, the staff's answer
// and status moves the status table allows (and the refusals), the notices in the dev mailbox,
// the overdue filter, scoping, the consultation's executor, and the applicant's own appeals.
describe('appeals and consultations', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let operator: { authorization: string };
  let mosOperator: { authorization: string };
  let regionalHead: { authorization: string };
  let applicant: { authorization: string };
  let region: string;
  let category: string;
  let subject: string;
  const one = async (sql: string, params: unknown[] = []) =>
    String((await ctx.db.query<{ id: string }>(sql, params))[0]!.id);
  const messages = (recipient: string) =>
    ctx.db.query<{ channel: string; subject: string | null; body: string }>(
      'SELECT channel, subject, body FROM dev_messages WHERE recipient = $1 ORDER BY id',
      [recipient],
    );
  const guest = (attributes: Attrs, headers: Record<string, string> = {}) =>
    call<One & Errors>(ctx.app, {
      method: 'POST',
      url: '/v1/guest_appeals',
      headers,
      payload: { data: { type: 'appeal', attributes } },
    });
  const move = (path: string, attributes: Attrs, headers = operator) =>
    call<One & Errors>(ctx.app, {
      method: 'PATCH',
      url: `${path}/update_status`,
      headers,
      payload: { data: { type: 'appeal', attributes } },
    });
  const valid = (): Attrs => ({
    applicant_name: 'Тестов Тест Тестович',
    answer_channel: 'email',
    email: 'test.appeal@example.ru',
    region_id: region,
    category_id: category,
    subject_id: subject,
    text: 'Когда подключат мой дом?',
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    operator = await tokenFor(ctx.app, 'operator@eog.test');
    mosOperator = await tokenFor(ctx.app, 'operator_mosobl@eog.test');
    regionalHead = await tokenFor(ctx.app, 'regional_head@eog.test');
    applicant = await tokenFor(ctx.app, 'fl@eog.test');
    region = await one("SELECT id FROM regions WHERE code = '60'");
    category = await one(
      "SELECT id FROM dictionaries WHERE dictionary_type = 'appeals_categories' LIMIT 1",
    );
    subject = await one(
      "SELECT id FROM dictionaries WHERE dictionary_type = 'appeals_subjects' LIMIT 1",
    );
  });
  afterAll(() => ctx.close());

  it('takes an anonymous appeal with a file, due in 30 days, and tells the applicant', async () => {
    const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4 test').toString('base64')}`;
    const res = await guest({
      ...valid(),
      attachments: [{ original_filename: 'скан.pdf', file: pdf }],
    });
    expect(res.status).toBe(201);
    const a = res.body.data.attributes;
    expect(a.status).toBe('new');
    expect(a.source).toBe('guest');
    const due = new Date(`${moscowToday()}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(String(a.due_date).slice(0, 10)).toBe(due.toISOString().slice(0, 10));
    const files = await call<Many>(ctx.app, {
      url: `/v1/admin/appeals/${res.body.data.id}/attachments`,
      headers: operator,
    });
    expect(files.body.data.map((f) => f.attributes.original_filename)).toEqual(['скан.pdf']);
    const mail = await messages('test.appeal@example.ru');
    expect(mail.at(-1)?.subject).toBe(`Обращение № ${res.body.data.id} зарегистрировано`);
  });

  it('refuses an appeal without the contact of its channel, a foreign dictionary or a bad file', async () => {
    const res = await guest({
      ...valid(),
      answer_channel: 'sms',
      subject_id: category,
      attachments: [{ original_filename: 'virus.exe', file: 'data:;base64,AAAA' }],
    });
    expect(res.status).toBe(422);
    const pointers = res.body.errors.map((e) => e.source?.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/phone',
        '/data/attributes/subject_id',
        '/data/attributes/attachments/0',
      ]),
    );
    expect(
      res.body.errors.find((e) => e.source?.pointer === '/data/attributes/phone')?.detail,
    ).toBe(appealMessages.contactRequired);
  });

  it('judges the appeal by its schema: kinds, lengths and required fields, one message each', async () => {
    const count = async () =>
      Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM appeals'))[0]!.n);
    const before = await count();
    const { text: _text, ...withoutText } = valid();
    const { answer_channel: _channel, ...withoutChannel } = valid();
    const refused = [
      [{ ...valid(), text: 42 }, 'text', 'Поле заполнено некорректно', 'Текст обращения'],
      [
        { ...valid(), text: 'я'.repeat(5001) },
        'text',
        'Поле заполнено некорректно',
        'Текст обращения',
      ],
      [withoutText, 'text', 'Поле обязательно для заполнения', 'Текст обращения'],
      [
        { ...valid(), region_id: { id: region } },
        'region_id',
        'Поле заполнено некорректно',
        'Регион',
      ],
      [
        { ...valid(), category_id: '' },
        'category_id',
        'Поле обязательно для заполнения',
        'Категория обращения',
      ],
      [
        { ...valid(), applicant_name: 7 },
        'applicant_name',
        'Поле заполнено некорректно',
        'Заявитель',
      ],
      [
        { ...valid(), applicant_name: 'Я'.repeat(256) },
        'applicant_name',
        'Поле заполнено некорректно',
        'Заявитель',
      ],
      [
        withoutChannel,
        'answer_channel',
        'Поле обязательно для заполнения',
        'Способ получения ответа',
      ],
      [
        { ...valid(), answer_channel: 'fax' },
        'answer_channel',
        'Поле заполнено некорректно',
        'Способ получения ответа',
      ],
      [
        { ...valid(), email: ['a@b.ru'] },
        'email',
        'Поле заполнено некорректно',
        'Электронная почта',
      ],
    ] as const;
    for (const [attributes, field, detail, title] of refused) {
      const res = await guest(attributes as Attrs);
      expect(res.status, field).toBe(422);
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          detail,
          title,
          source: { pointer: `/data/attributes/${field}` },
        }),
      ]);
    }
    // The applicant's route is judged by the same schema.
    const own = await call<Errors>(ctx.app, {
      method: 'POST',
      url: '/v1/appeals',
      headers: applicant,
      payload: { data: { type: 'appeal', attributes: { ...valid(), phone: 79115550199 } } },
    });
    expect(own.status).toBe(422);
    expect(own.body.errors).toEqual([
      expect.objectContaining({
        detail: 'Поле заполнено некорректно',
        source: { pointer: '/data/attributes/phone' },
      }),
    ]);
    // After the schema, in code: blanks, the contact's format, the dictionaries.
    const blank = await guest({ ...valid(), applicant_name: '  ', text: '  ', email: 'нет' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.map((e) => [e.source?.pointer, e.detail])).toEqual([
      ['/data/attributes/applicant_name', 'Поле обязательно для заполнения'],
      ['/data/attributes/email', 'Некорректный адрес электронной почты'],
      ['/data/attributes/text', 'Поле обязательно для заполнения'],
    ]);
    // Only the JSON:API envelope: the `{appeal: …}` root is malformed.
    const root = await call(ctx.app, {
      method: 'POST',
      url: '/v1/guest_appeals',
      payload: { appeal: valid() },
    });
    expect(root.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('is answered by staff through the allowed moves, each recorded and notified', async () => {
    const created = await guest({ ...valid(), answer_channel: 'sms', phone: '+7 (911) 555-01-99' });
    const path = `/v1/admin/appeals/${created.body.data.id}`;
    // new → answered skips the work
    const skip = await move(path, { status: 'answered', answer: 'Ответ' });
    expect(skip.status).toBe(422);
    expect(skip.body.errors[0]!.detail).toBe(
      'Переход из статуса «Новое» в статус «Ответ направлен» не допускается',
    );
    expect((await move(path, { status: 'in_work' })).status).toBe(200);
    // The route's schema judges the texts: a long answer is refused, not cut; nothing moves.
    const refused = [
      [
        { status: 'answered', answer: 'я'.repeat(10001) },
        'answer',
        'Длина должна быть не больше 10000 символов',
      ],
      [{ status: 'answered', answer: 42 }, 'answer', 'Поле заполнено некорректно'],
      [
        { status: 'answered', comment: 'я'.repeat(2001), answer: 'Да' },
        'comment',
        'Длина должна быть не больше 2000 символов',
      ],
      [{ answer: 'Да' }, 'status', 'Поле обязательно для заполнения'],
    ] as const;
    for (const [attributes, field, detail] of refused) {
      const res = await move(path, attributes as Attrs);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ detail, source: { pointer: `/data/attributes/${field}` } }),
      ]);
    }
    const bare = await call(ctx.app, {
      method: 'PATCH',
      url: `${path}/update_status`,
      headers: operator,
      payload: { status: 'answered', answer: 'Да' },
    });
    expect(bare.status).toBe(400);
    expect(
      (await call<One>(ctx.app, { url: path, headers: operator })).body.data.attributes.status,
    ).toBe('in_work');
    const empty = await move(path, { status: 'answered' });
    expect(empty.body.errors[0]!.detail).toBe(appealMessages.answerRequired);
    const answered = await move(path, { status: 'answered', answer: 'Подключение — до 1 июля.' });
    expect(answered.status).toBe(200);
    expect(answered.body.data.attributes.answer).toBe('Подключение — до 1 июля.');
    const sms = await messages('79115550199');
    expect(sms.map((m) => m.body)).toContain(
      `Обращение № ${created.body.data.id}: ответ — Подключение — до 1 июля.`,
    );
    const history = await call<Many>(ctx.app, {
      url: `${path}/history?order_type=asc`,
      headers: operator,
    });
    expect(history.body.data.map((h) => h.attributes.to_status)).toEqual([
      'new',
      'in_work',
      'answered',
    ]);
    // each row names the channel the applicant was told by, and its statuses' titles
    expect(history.body.data[2]!.attributes).toMatchObject({
      notified_by: 'sms',
      to_status_label: 'Ответ направлен',
    });
    const changes = await call<Many>(ctx.app, { url: `${path}/changes`, headers: operator });
    expect(changes.status).toBe(200);
    expect(changes.body.data.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses moves to roles without the key and records outside the scope', async () => {
    const created = await guest(valid());
    const path = `/v1/admin/appeals/${created.body.data.id}`;
    expect((await move(path, { status: 'in_work' }, regionalHead)).status).toBe(403);
    // Another ГРО neither sees nor moves it.
    expect((await move(path, { status: 'in_work' }, mosOperator)).status).toBe(403);
    expect((await call(ctx.app, { url: path, headers: mosOperator })).status).toBe(404);
    const auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    expect((await move(path, { status: 'in_work' }, auditor)).status).toBe(403);
    expect((await call(ctx.app, { url: path, headers: auditor })).status).toBe(200);
  });

  it('finds the overdue ones', async () => {
    const res = await call<Many>(ctx.app, {
      url: '/v1/admin/appeals?overdue=true',
      headers: operator,
    });
    expect(res.status).toBe(200);
    expect(res.body.meta.total_count).toBeGreaterThan(0);
    for (const a of res.body.data) {
      expect(a.attributes.overdue).toBe(true);
      expect(['new', 'in_work']).toContain(a.attributes.status);
      expect(String(a.attributes.due_date) < moscowToday()).toBe(true);
    }
    const closed = await call<Many>(ctx.app, {
      url: '/v1/admin/appeals?overdue=true&status[]=closed',
      headers: operator,
    });
    expect(closed.body.meta.total_count).toBe(0);
  });

  it("keeps an applicant's appeals to themselves", async () => {
    const mine = await call<One>(ctx.app, {
      method: 'POST',
      url: '/v1/appeals',
      headers: applicant,
      payload: {
        data: {
          type: 'appeal',
          attributes: {
            answer_channel: 'email',
            region_id: region,
            category_id: category,
            subject_id: subject,
            text: 'Мой вопрос',
          },
        },
      },
    });
    expect(mine.status).toBe(201);
    expect(mine.body.data.attributes.source).toBe('applicant');
    const list = await call<Many>(ctx.app, { url: '/v1/appeals', headers: applicant });
    expect(list.body.data.map((a) => a.id)).toEqual([mine.body.data.id]);
    const other = await one('SELECT id FROM appeals WHERE user_id IS NULL LIMIT 1');
    expect((await call(ctx.app, { url: `/v1/appeals/${other}`, headers: applicant })).status).toBe(
      404,
    );
    expect((await call(ctx.app, { url: '/v1/appeals' })).status).toBe(401);
    const csv = await ctx.app.inject({
      url: '/v1/appeals/export?format=csv',
      headers: applicant,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Петров Иван Сергеевич');
    expect(csv.body).not.toContain('Кузнецов Игорь Васильевич');
  });

  it('assigns a consultation to an operator of its organization and tells them', async () => {
    const created = await call<One & Errors>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/appeals/consultations',
      headers: operator,
      payload: {
        data: {
          type: 'consultation',
          attributes: {
            applicant_name: 'Консультируемый',
            answer_channel: 'email',
            email: 'consult@example.ru',
            region_id: region,
            organization_id: await one(
              "SELECT main_organization_id AS id FROM regions WHERE code = '60'",
            ),
            subject_id: subject,
            question: 'Сколько стоит?',
          },
        },
      },
    });
    expect(created.status).toBe(201);
    const path = `/v1/admin/appeals/consultations/${created.body.data.id}`;
    // The executor is needed before an answer.
    await move(path, { status: 'in_work' });
    const early = await move(path, { status: 'answered', answer: 'Бесплатно' });
    expect(early.body.errors[0]!.detail).toBe(appealMessages.executorRequired);
    // The ГРО's senior manager (or ЕОГ, the administrator) assigns, not the operator.
    const manager = await tokenFor(ctx.app, 'senior_manager@eog.test');
    const executor = await one("SELECT id FROM admin_users WHERE email = 'operator@eog.test'");
    const foreign = await one(
      "SELECT id FROM admin_users WHERE email = 'operator_mosobl@eog.test'",
    );
    const assign = (executorId: string, headers = admin) =>
      call<One & Errors>(ctx.app, {
        method: 'POST',
        url: `${path}/assign_executor`,
        headers,
        payload: { data: { type: 'consultation', attributes: { executor_id: executorId } } },
      });
    expect((await assign(executor, operator)).status).toBe(403);
    expect((await assign(foreign)).body.errors[0]!.detail).toBe(
      appealMessages.executorOrganization,
    );
    const ok = await assign(executor, manager);
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes.executor_id).toBe(executor);
    const letters = await messages('operator@eog.test');
    expect(letters.at(-1)?.subject).toBe(`Вам назначена консультация № ${created.body.data.id}`);
    const answered = await move(path, { status: 'answered', answer: 'Бесплатно' });
    expect(answered.status).toBe(200);
    const mail = await messages('consult@example.ru');
    expect(mail.at(-1)?.body).toContain('Бесплатно');
  });

  it('judges assign_executor by its schema, keeping the executor’s own message', async () => {
    const consultation = await one(
      "SELECT id FROM consultations WHERE status NOT IN ('closed', 'cancelled') ORDER BY id LIMIT 1",
    );
    const executor = await one("SELECT id FROM admin_users WHERE email = 'operator@eog.test'");
    const post = (url: string, attributes: unknown) =>
      call<One & Errors>(ctx.app, {
        method: 'POST',
        url: `/v1/admin/appeals/consultations/${url}`,
        headers: admin,
        payload: { data: { type: 'consultation', attributes } },
      });
    const one_ = `${consultation}/assign_executor`;
    const refused = [
      [one_, { executor_id: 42 }, 'executor_id', appealMessages.executorInvalid, 'Исполнитель'],
      [
        one_,
        { executor_id: { id: executor } },
        'executor_id',
        appealMessages.executorInvalid,
        'Исполнитель',
      ],
      [
        one_,
        { executor_id: 'Иванов' },
        'executor_id',
        appealMessages.executorInvalid,
        'Исполнитель',
      ],
      [
        one_,
        { executor_id: '1'.repeat(19) },
        'executor_id',
        appealMessages.executorInvalid,
        'Исполнитель',
      ],
      [one_, { executor_id: '' }, 'executor_id', appealMessages.executorInvalid, 'Исполнитель'],
      [one_, {}, 'executor_id', 'Поле обязательно для заполнения', 'Исполнитель'],
      // A bad body is judged before the consultation is looked for.
      [
        '999999999/assign_executor',
        { executor_id: 7 },
        'executor_id',
        appealMessages.executorInvalid,
        'Исполнитель',
      ],
      [
        'assign_executor',
        { consultation_id: { id: consultation }, executor_id: executor },
        'consultation_id',
        'Поле заполнено некорректно',
        'Консультация',
      ],
      [
        'assign_executor',
        { id: 5, executor_id: executor },
        'id',
        'Поле заполнено некорректно',
        'Консультация',
      ],
      [
        'assign_executor',
        { consultation_id: consultation, executor_id: 5 },
        'executor_id',
        appealMessages.executorInvalid,
        'Исполнитель',
      ],
      [
        'assign_executor',
        { consultation_id: consultation },
        'executor_id',
        'Поле обязательно для заполнения',
        'Исполнитель',
      ],
    ] as const;
    for (const [url, attributes, field, detail, title] of refused) {
      const res = await post(url, attributes);
      expect(res.status, JSON.stringify(attributes)).toBe(422);
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          detail,
          title,
          source: { pointer: `/data/attributes/${field}` },
        }),
      ]);
    }
    // After the schema, in code: the executor an active staff member, the consultation found.
    const stranger = await post(one_, { executor_id: '999999999' });
    expect(stranger.body.errors[0]!.detail).toBe(appealMessages.executorInvalid);
    expect((await post('assign_executor', { executor_id: executor })).status).toBe(404);
    // The route without the id in its path takes it as `consultation_id` or `id`.
    const assigned = await one(
      "SELECT id FROM consultations WHERE email = 'consult@example.ru' ORDER BY id DESC LIMIT 1",
    );
    for (const key of ['consultation_id', 'id']) {
      const ok = await post('assign_executor', { [key]: assigned, executor_id: executor });
      expect(ok.status).toBe(200);
      expect(ok.body.data.attributes.executor_id).toBe(executor);
    }
    const bare = await call(ctx.app, {
      method: 'POST',
      url: `/v1/admin/appeals/consultations/${one_}`,
      headers: admin,
      payload: { executor_id: executor },
    });
    expect(bare.status).toBe(400);
  });

  it('checks reCAPTCHA only when a secret is configured', async () => {
    const config = { recaptchaSecretKey: '', recaptchaVerifyUrl: 'https://captcha.test/verify' };
    await expect(assertHuman(config, undefined, undefined)).resolves.toBeUndefined();
    const keyed = { ...config, recaptchaSecretKey: 'secret' };
    const answer = (success: boolean) =>
      (async () => new Response(JSON.stringify({ success }))) as unknown as typeof fetch;
    await expect(assertHuman(keyed, undefined, undefined, answer(true))).rejects.toThrow();
    await expect(assertHuman(keyed, 'token', '1.2.3.4', answer(false))).rejects.toThrow();
    await expect(assertHuman(keyed, 'token', '1.2.3.4', answer(true))).resolves.toBeUndefined();
  });
});
