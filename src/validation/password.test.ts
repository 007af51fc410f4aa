import { describe, expect, it } from 'vitest';
import {
  hasSequence,
  passwordConfirmation,
  passwordValidator,
  validatePassword,
  validatePasswordConfirmation,
} from './password';

const weak = 'Пароль недостаточно надежен';
const sequence = 'Нельзя использовать последовательность символов';

describe('password', () => {
  it.each([
    ['empty passes (compose with required)', '', undefined],
    ['11 characters', 'Aq1!Zx9#Lm7', 'Длина должна быть не меньше 12 символов'],
    ['strong, 12', 'Aq1!Zx9#Lm7$', undefined],
    ['no upper', 'aq1!zx9#lm7$', weak],
    ['no lower', 'AQ1!ZX9#LM7$', weak],
    ['no digit', 'Aqw!Zxq#Lmr$', weak],
    ['no special', 'Aq1wZx9qLm7r', weak],
    ['whitespace', 'Aq1! Zx9#Lm7', weak],
    ['rising letters', 'Aq1!Zx9#abcL', sequence],
    ['falling digits', 'Aq1!Zx9#L321', sequence],
    ['falling capitals', 'CBAq1!x9#Lm7', sequence],
    ['Cyrillic letters count', 'Пр1!Зщ9#Лм7$', undefined],
    ['not a string', 123456789012, weak],
  ])('%s', (_name, value, expected) => {
    expect(validatePassword(value)).toBe(expected);
  });

  it('takes another minimum length', () => {
    expect(passwordValidator(16)('Aq1!Zx9#Lm7$')).toBe('Длина должна быть не меньше 16 символов');
  });

  it.each([
    ['ab', false],
    ['abd', false],
    ['xyz', true],
    ['a1b2c3', false],
    ['987', true],
  ])('hasSequence(%s) = %s', (value, expected) => {
    expect(hasSequence(value)).toBe(expected);
  });

  it('confirmation must match the password field', () => {
    const all = { password: 'Aq1!Zx9#Lm7$' };
    expect(validatePasswordConfirmation('Aq1!Zx9#Lm7$', all)).toBeUndefined();
    expect(validatePasswordConfirmation('Aq1!Zx9#Lm7%', all)).toBe('Пароли не совпадают');
    expect(passwordConfirmation('new_password')('x', { new_password: 'x' })).toBeUndefined();
  });
});
