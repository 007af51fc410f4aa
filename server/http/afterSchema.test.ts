import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../../src/validation/messages';
import type { Unprocessable } from '../jsonapi/errors';
import { AfterSchema } from './afterSchema';

const refusals = (f: AfterSchema, schema = []) => {
  try {
    f.done(schema);
  } catch (e) {
    return (e as Unprocessable).items.map((x) => [x.source?.pointer.split('/').pop(), x.detail]);
  }
  return [];
};

describe('a judged form’s rules after its schema (AfterSchema)', () => {
  it('reads a text in its normal form: trimmed, spaces only as none, required when asked', () => {
    const f = new AfterSchema({ name: '  Иван ', note: '   ', code: 7, none: null }, false);
    f.string('name', 'Имя');
    f.string('note', 'Комментарий');
    f.string('code', 'Код');
    f.string('none', 'Пусто', true);
    f.string('missing', 'Фамилия', true);
    expect(f.values).toEqual({ name: 'Иван', note: null, code: '7', none: null });
    expect(refusals(f)).toEqual([
      ['none', m.required],
      ['missing', m.required],
    ]);
  });

  it('leaves a field out of a partial update unrequired and unwritten', () => {
    const f = new AfterSchema({}, true);
    f.string('name', 'Имя', true);
    expect(f.done()).toEqual({});
  });

  it('says the rules of src/validation: phones normalised, e-mails and dates checked', () => {
    const f = new AfterSchema(
      { phone: '8 (912) 345-67-89', email: 'нет', born: '31.12.2000', day: '31.02.2000' },
      false,
    );
    f.phone('phone', 'Телефон');
    f.email('email', 'Электронная почта');
    f.date('born', 'Дата рождения');
    f.date('day', 'Дата');
    expect(f.values).toEqual({ phone: '79123456789', born: '2000-12-31' });
    expect(refusals(f).map(([field]) => field)).toEqual(['email', 'day']);
  });

  it('answers the schema’s refusals first, once per field, with its own in one 422', () => {
    const f = new AfterSchema({ phone: 'x' }, false);
    f.phone('phone', 'Телефон');
    f.string('name', 'Имя', true);
    const schema = [{ field: 'phone', title: 'Телефон', detail: m.invalid }];
    expect(refusals(f, schema as never)).toEqual([
      ['phone', m.invalid],
      ['name', m.required],
    ]);
  });
});
