import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '../../../src/validation/messages';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';

type Body = { data?: any; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

// Issue 17: /profile edits every field the seeds give the applicant — names, birth date,
// passport with its date, SNILS, region, the addresses and the ЕГРЮЛ / ЕГРИП document.
describe('PATCH /v1/users/current: the applicant’s own data', () => {
  let ctx: TestContext;
  let legal: { authorization: string };
  let person: { authorization: string };
  let region: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    legal = await tokenFor(ctx.app, 'ul@eog.test');
    person = await tokenFor(ctx.app, 'fl@eog.test');
    region = String((await ctx.db.query<{ id: string }>('SELECT id FROM regions LIMIT 1'))[0]!.id);
  });
  afterAll(() => ctx.close());

  const patch = (headers: { authorization: string }, attributes: Record<string, unknown>) =>
    call<Body>(ctx.app, {
      method: 'PATCH',
      url: '/v1/users/current?included=legal_address,postal_address',
      headers,
      payload: { data: { type: 'user', attributes } },
    });
  const detailOf = (body: Body, field: string) =>
    body.errors?.find((e) => e.source?.pointer === `/data/attributes/${field}`)?.detail;

  it('saves the passport with its date, the region and the addresses', async () => {
    const res = await patch(person, {
      passport: {
        series: '4510',
        number: '123456',
        division_code: '770-001',
        issued_by: 'ОВД Тверского района',
        date: '2015-06-01',
      },
      region_id: region,
      gender: 'female',
      postal_address: { zip_code: '101000', city: 'Москва', street: 'Мясницкая', house: '1' },
    });
    expect(res.status).toBe(200);
    const a = res.body.data.attributes;
    expect(a.passport).toMatchObject({ series: '4510', date: '2015-06-01' });
    expect(a.region_id).toBe(region);
    expect(a.gender).toBe('female');
    const postal = res.body.data.relationships.postal_address.data;
    expect(postal).toBeTruthy();
    const included = (res.body as { included?: any[] }).included ?? []; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(included.find((r) => r.id === postal.id)?.attributes).toMatchObject({
      city: 'Москва',
      house: '1',
    });

    // Changing the address keeps its row; clearing removes it.
    const moved = await patch(person, { postal_address: { city: 'Тверь', house: '2' } });
    expect(moved.body.data.relationships.postal_address.data.id).toBe(postal.id);
    const cleared = await patch(person, { postal_address: null });
    expect(cleared.body.data.relationships.postal_address.data).toBeNull();
  });

  it('saves a legal entity’s ЕГРЮЛ record and legal address, and refuses bad values', async () => {
    const res = await patch(legal, {
      egrul_document: { number: '1027700132195', registered_at: '10.02.2003', issued_by: 'ИФНС' },
      legal_address: { zip_code: '190000', city: 'Санкт-Петербург', house: '5' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.attributes.egrul_document).toMatchObject({
      number: '1027700132195',
      registered_at: '2003-02-10',
    });
    expect(res.body.data.relationships.legal_address.data).toBeTruthy();

    const bad = await patch(legal, {
      egrul_document: { number: '1', registered_at: '01.01.2999' },
      passport: { series: '45', number: '123456' },
      region_id: '999999',
    });
    expect(bad.status).toBe(422);
    expect(detailOf(bad.body, 'egrul_document')).toMatch(/^Максимальное значение/);
    expect(detailOf(bad.body, 'passport')).toBe(validationMessages.invalid);
    expect(detailOf(bad.body, 'region_id')).toBe(validationMessages.invalid);
  });

  it('does not take an entrepreneur’s document from an individual', async () => {
    const res = await patch(person, {
      entrepreneur_registration_document: { number: '1', registered_at: '01.01.2020' },
      egrul_document: { number: '1' },
    });
    // The other types' documents are ignored (read-only echoes), nothing is written.
    expect(res.status).toBe(200);
    expect(res.body.data.attributes.egrul_document).toBeNull();
  });

  it('judges the kinds by its schema and answers them with the code’s rules in one 422', async () => {
    const bad = await patch(person, {
      gender: 'other',
      notify_by_sms: 1,
      legal_address: ['Москва'],
      snils: '112-233-445 96',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => [e.source.pointer, e.title, e.detail])).toEqual([
      ['/data/attributes/gender', 'Пол', validationMessages.invalid],
      ['/data/attributes/legal_address', 'Юридический адрес', validationMessages.invalid],
      ['/data/attributes/notify_by_sms', 'СМС', validationMessages.invalid],
      ['/data/attributes/snils', 'СНИЛС', validationMessages.snils],
    ]);
  });
});
