import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { validationMessages as m } from '../../../src/validation/messages';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';

type Auth = { authorization: string };
type Answer = {
  data: { id: string; attributes: Record<string, unknown> };
  errors?: { code: string; title: string; detail: string; source?: { pointer: string } }[];
};

// The lead's own write judged by its schema (src/wire/leadRecordBody.ts, issue 37 item 4): the
// schema's refusals come in the seeds' words, titled, at the pointers the clients know, and in
// ONE answer with the write's own (formats, relations, completeness); a malformed document is a
// 400; what the live clients send — '' for none, 'true' / 'false', numbers as ids — passes.
describe('the lead write body, judged', () => {
  let ctx: TestContext;
  let operator: Auth;
  let fl: Auth;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = await tokenFor(ctx.app, 'operator@eog.test');
    fl = await tokenFor(ctx.app, 'fl@eog.test');
    const one = async (sql: string) => String((await ctx.db.query<{ id: string }>(sql))[0]!.id);
    ids.fl = await one("SELECT id FROM users WHERE email = 'fl@eog.test'");
    ids.dogas = await one("SELECT id FROM services WHERE kind = 'dogasification'");
    ids.pskov = await one("SELECT id FROM organizations WHERE name LIKE '%Псков»'");
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PATCH', url: string, auth: Auth, payload: unknown) =>
    call<Answer>(ctx.app, { method, url, headers: auth, payload: payload as object });
  const staffCreate = (payload: unknown) =>
    send('POST', `/v1/admin/users/${ids.fl}/leads`, operator, payload);
  const errorsOf = (a: Answer) =>
    Object.fromEntries((a.errors ?? []).map((e) => [e.source?.pointer, [e.detail, e.title]]));

  it('answers the schema’s refusals with the write’s own, titled, at the attributes’ pointers', async () => {
    const res = await staffCreate({
      data: {
        type: 'lead',
        attributes: {
          extra_info: 5,
          snt_name: 'С'.repeat(501),
          has_confidant: 'yes',
          feedback_type: 'Голубь',
          owner: { phone: 79112223344, colour: 'red', passport: 'нет' },
          contact_info: { email: 'нет' },
          additional_activity_ids: ['1', 'x', 2],
          colour: 'red',
        },
        relationships: {
          service: { data: { type: 'service', id: 'abc' } },
          gas_object_address: {
            data: { type: 'address', attributes: { region: 'Псковская область', house: 5 } },
          },
          attachments: [{ data: { type: 'attachment', attributes: { kind: 7 } } }],
        },
      },
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual({
      '/data/attributes/extra_info': [m.invalid, 'Дополнительная информация'],
      '/data/attributes/snt_name': [
        'Длина должна быть не больше 500 символов',
        'Наименование СНТ / ОНТ',
      ],
      '/data/attributes/has_confidant': [m.invalid, 'Заявка подаётся представителем'],
      '/data/attributes/feedback_type': [m.invalid, 'Способ обратной связи'],
      '/data/attributes/owner/phone': [m.invalid, 'Телефон'],
      '/data/attributes/owner/colour': [m.invalid, 'Собственник объекта (заявитель)'],
      '/data/attributes/owner/passport': [m.invalid, 'Документ, удостоверяющий личность'],
      '/data/attributes/additional_activity_ids': [m.invalid, 'Дополнительные мероприятия'],
      '/data/attributes/colour': [errorMessages.unknownField, 'colour'],
      '/data/attributes/service': [m.invalid, 'Услуга'],
      '/data/attributes/gas_object_address/house': [m.invalid, 'Дом'],
      '/data/attributes/attachments/0/kind': [m.invalid, 'Вид документа'],
      // The write's own, in the same answer: a format, and what every lead needs.
      '/data/attributes/contact_info/email': [m.email, 'Электронная почта'],
      '/data/attributes/gas_object_address/settlement': [m.required, 'Населённый пункт'],
    });
  });

  it('takes what the live clients send: empty strings, string flags, numbers as ids', async () => {
    const res = await staffCreate({
      data: {
        type: 'lead',
        attributes: {
          has_confidant: 'false',
          preferrential_category: 'true',
          snt: '',
          feedback_type: '',
          contract_sign_type: null,
          planned_gas_consumption: 7,
          last_tu_date: '',
          additional_activity_ids: '',
          owner: { phone: '', passport: { date: null, id: 3 } },
          gas_object_address: {
            region: 'Псковская область',
            city: 'г. Псков',
            has_capital_construction: 'true',
            kind_label: 'Адрес объекта',
          },
          // The answer's own attributes sent back are not read.
          uid: '60-ПС-000001',
          status: 'finished',
        },
        relationships: {
          service: { data: { type: 'service', id: Number(ids.dogas) } },
          organization: { data: { type: 'organization', id: ids.pskov } },
          branch: { data: null },
          attachments: null,
          user: { data: { type: 'user', id: ids.fl } },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body.errors)).toBe(201);
    expect(res.body.data.attributes).toMatchObject({
      status: 'registered',
      preferential_category: true,
      has_confidant: false,
      planned_gas_consumption: '7',
      gas_object_address: { city: 'г. Псков', has_capital_construction: true },
    });
  });

  it('keeps the lead’s own answers first: another’s lead is a 404, a closed one its message', async () => {
    const created = await send('POST', '/v1/leads', fl, {
      data: {
        type: 'lead',
        attributes: {},
        relationships: {
          service: { data: { id: ids.dogas } },
          organization: { data: { id: ids.pskov } },
        },
      },
    });
    expect(created.status).toBe(201);
    const ul = await tokenFor(ctx.app, 'ul@eog.test');
    const bad = { data: { type: 'lead', attributes: { extra_info: 5 } } };
    expect((await send('PATCH', `/v1/leads/${created.body.data.id}`, ul, bad)).status).toBe(404);
    const submitted = await send('PATCH', `/v1/leads/${created.body.data.id}`, fl, {
      data: { type: 'lead', attributes: { extra_info: 5, submit: 'maybe' } },
    });
    expect(errorsOf(submitted.body)).toMatchObject({
      '/data/attributes/extra_info': [m.invalid, 'Дополнительная информация'],
      '/data/attributes/submit': [m.invalid, 'Отправить на регистрацию'],
    });
    await ctx.db.query("UPDATE leads SET status = 'annulled' WHERE id = $1", [
      created.body.data.id,
    ]);
    const closed = await send('PATCH', `/v1/admin/leads/${created.body.data.id}`, operator, bad);
    expect(closed.body.errors).toEqual([
      expect.objectContaining({ detail: expect.stringContaining('Аннулирована') }),
    ]);
  });

  it('asks for a relationship’s missing members at the relation', async () => {
    const res = await staffCreate({
      data: {
        type: 'lead',
        attributes: { relationships: {} },
        relationships: {
          service: { data: { type: 'service' } },
          branch: {},
          correspondence_address: { data: { type: 'address' } },
        },
      },
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toMatchObject({
      '/data/attributes/service': [m.required, 'Услуга'],
      '/data/attributes/branch': [m.required, 'Филиал'],
      '/data/attributes/correspondence_address': [m.required, 'Адрес для корреспонденции'],
      '/data/attributes/relationships': [errorMessages.unknownField, 'relationships'],
    });
  });

  it('answers a malformed document with 400', async () => {
    for (const payload of [
      {},
      { data: { type: 'lead' } },
      { data: { attributes: [] } },
      { data: { attributes: {}, relationships: [] } },
      { lead: 'x' },
    ]) {
      expect((await staffCreate(payload)).status, JSON.stringify(payload)).toBe(400);
    }
    // The console's form of the body is a document too.
    const form = await staffCreate({ lead: { extra_info: 5 } });
    expect(errorsOf(form.body)['/data/attributes/extra_info']).toEqual([
      m.invalid,
      'Дополнительная информация',
    ]);
  });
});
