import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  maxDigits,
  maxLength,
  minLength,
  minValue,
  numberLength9,
  validateCadastralNumber,
  validateCaptcha,
  validateIconName,
  validateLeadUid,
  validateSmsCode,
  validateUrl,
} from './basic';
import type { Validator } from './messages';

const invalid = 'Поле заполнено некорректно';

const cases: [string, Validator, unknown, string | undefined][] = [
  ['minLength empty', minLength(3), '', undefined],
  ['minLength short', minLength(3), 'ab', 'Длина должна быть не меньше 3 символов'],
  ['minLength boundary', minLength(3), 'abc', undefined],
  ['minLength array', minLength(2), ['a'], 'Длина должна быть не меньше 2 символов'],
  ['minLength object', minLength(2), { a: 1 }, invalid],
  ['maxLength boundary', maxLength(5), 'abcde', undefined],
  ['maxLength over', maxLength(5), 'abcdef', 'Длина должна быть не больше 5 символов'],
  ['maxLength number', maxLength(2), 123, 'Длина должна быть не больше 2 символов'],
  ['minValue numeric not lexical', minValue(9), '10', undefined],
  ['minValue below', minValue(10), '9', 'Минимальное значение — 10'],
  ['minValue boundary', minValue(10), 10, undefined],
  ['minValue comma', minValue(1), '0,5', 'Минимальное значение — 1'],
  ['minValue not a number', minValue(1), 'abc', invalid],
  ['digitsOnly ok', digitsOnly, '0123', undefined],
  ['digitsOnly letters', digitsOnly, '12a', 'Поле должно содержать только цифры'],
  ['digitsOnly negative', digitsOnly, -1, 'Поле должно содержать только цифры'],
  ['maxDigits 3 ok', maxDigits(3), '999', undefined],
  ['maxDigits 3 over', maxDigits(3), '1000', 'Длина должна быть не больше 3 символов'],
  ['numberLength9 ok', numberLength9, '123456789', undefined],
  ['numberLength9 over', numberLength9, '1234567890', 'Длина должна быть не больше 9 символов'],
  ['sms 6 digits', validateSmsCode, '123456', undefined],
  ['sms 5 digits', validateSmsCode, '12345', 'Код должен содержать шесть символов'],
  ['sms 7 digits', validateSmsCode, '1234567', 'Код должен содержать шесть символов'],
  ['sms letters', validateSmsCode, '12345a', 'Код должен содержать шесть символов'],
  ['sms empty', validateSmsCode, '', undefined],
  ['cadastral basic', validateCadastralNumber, '77:01:0001001:1234', undefined],
  ['cadastral list', validateCadastralNumber, '77:01:0001001:12;77:01:0001001:13', undefined],
  ['cadastral slashes', validateCadastralNumber, '50:21:01/02\\03-5,6', undefined],
  [
    'cadastral one group',
    validateCadastralNumber,
    '77:0001001',
    'Кадастровый номер не соответствует требованиям',
  ],
  [
    'cadastral letters',
    validateCadastralNumber,
    '77:01:00a1',
    'Кадастровый номер не соответствует требованиям',
  ],
  [
    'cadastral nothing after',
    validateCadastralNumber,
    '77:01:',
    'Кадастровый номер не соответствует требованиям',
  ],
  [
    'cadastral spaces are not listed',
    validateCadastralNumber,
    '77:01:0001001 1',
    'Кадастровый номер не соответствует требованиям',
  ],
  ['url https', validateUrl, 'https://gazprom.ru/path?q=1', undefined],
  ['url ftp', validateUrl, 'ftp://files.example.org', undefined],
  ['url no protocol', validateUrl, 'gazprom.ru', invalid],
  ['url javascript', validateUrl, 'javascript:alert(1)', invalid],
  ['url no tld', validateUrl, 'http://intranet', invalid],
  ['url spaces', validateUrl, 'http://a b.ru', invalid],
  ['captcha missing', validateCaptcha, '', 'Подтвердите, что вы не робот'],
  ['captcha token', validateCaptcha, 'token', undefined],
  ['icon ok', validateIconName, 'flame', undefined],
  ['icon svg', validateIconName, 'flame.SVG', invalid],
  ['uid 6 digits', validateLeadUid, '77-АБ-123456', undefined],
  ['uid 7 digits digits', validateLeadUid, '77-12-1234567', undefined],
  ['uid latin', validateLeadUid, '77-AB-123456', invalid],
  ['uid 5 digits', validateLeadUid, '77-АБ-12345', invalid],
];

describe('basic rules', () => {
  it.each(cases)('%s', (_name, validate, value, expected) => {
    expect(validate(value)).toBe(expected);
  });
});
