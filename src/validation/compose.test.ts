import { describe, expect, it } from 'vitest';
import { maxLength, minLength } from './basic';
import {
  composeValidators,
  required,
  requiredOneOf,
  requiredShort,
  validateRecord,
} from './compose';
import { validatePhone } from './phone';

describe('required', () => {
  it.each([
    [undefined, 'Поле обязательно для заполнения'],
    [null, 'Поле обязательно для заполнения'],
    ['  ', 'Поле обязательно для заполнения'],
    [[], 'Поле обязательно для заполнения'],
    [0, undefined],
    [false, undefined],
    ['a', undefined],
  ])('required(%j)', (value, expected) => {
    expect(required(value)).toBe(expected);
  });

  it('has the short variant', () => {
    expect(requiredShort('')).toBe('Обязательно для заполнения');
  });

  it('requires one of the checkboxes (instruction form)', () => {
    const rule = requiredOneOf(['for_crm', 'for_portal']);
    expect(rule(false, { for_crm: false, for_portal: false })).toBe(
      'Поле обязательно для заполнения',
    );
    expect(rule(false, { for_crm: false, for_portal: true })).toBeUndefined();
    expect(rule(undefined)).toBe('Поле обязательно для заполнения');
  });
});

describe('composeValidators and validateRecord', () => {
  const name = composeValidators(required, minLength(2), maxLength(4));

  it.each([
    ['', 'Поле обязательно для заполнения'],
    ['a', 'Длина должна быть не меньше 2 символов'],
    ['abcde', 'Длина должна быть не больше 4 символов'],
    ['abc', undefined],
  ])('first failing message for %j', (value, expected) => {
    expect(name(value)).toBe(expected);
  });

  it('collects field errors of a record', () => {
    const schema = { name: [required, maxLength(4)], phone: validatePhone, note: [] };
    expect(validateRecord(schema, { name: 'abcdef', phone: '12' })).toEqual({
      name: 'Длина должна быть не больше 4 символов',
      phone: 'Некорректно заполнен телефон',
    });
    expect(validateRecord(schema, { name: 'ab', phone: '' })).toEqual({});
  });
});
