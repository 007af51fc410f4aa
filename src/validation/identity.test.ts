import { describe, expect, it } from 'vitest';
import type { Validator } from './messages';
import { isPhoneLookupReady, normalizePhone, validatePhone, validatePhoneStrict } from './phone';
import { isValidSnils, snilsChecksum, validateSnils } from './snils';
import {
  isValidInn,
  isValidOgrn,
  validateInn,
  validateInnLegal,
  validateInnPerson,
  validateKpp,
  validateOgrn,
  validateOgrnip,
  validateOgrnLegal,
} from './requisites';
import { validateEmail } from './email';

const phoneMsg = 'Некорректно заполнен телефон';
const invalid = 'Поле заполнено некорректно';
const snilsMsg = 'СНИЛС содержит неверное контрольное число';

const cases: [string, Validator, unknown, string | undefined][] = [
  ['phone masked 11', validatePhone, '+7 (912) 345-67-89', undefined],
  ['phone 8-prefixed', validatePhone, '89123456789', undefined],
  ['phone 10 digits', validatePhone, '9123456789', undefined],
  ['phone 9 digits', validatePhone, '912345678', phoneMsg],
  ['phone 11 from 9', validatePhone, '91234567890', phoneMsg],
  ['phone 12 digits', validatePhone, '791234567890', phoneMsg],
  ['phone number type', validatePhone, 79123456789, phoneMsg],
  ['phone empty', validatePhone, '', undefined],
  ['strict 11', validatePhoneStrict, '79123456789', undefined],
  ['strict 10', validatePhoneStrict, '9123456789', phoneMsg],
  ['search 11', validatePhoneStrict, '8 (912) 345-67-89', undefined],
  ['search 10', validatePhoneStrict, '912 345-67-89', phoneMsg],
  ['snils valid', validateSnils, '112-233-445 95', undefined],
  ['snils bad checksum', validateSnils, '112-233-445 96', snilsMsg],
  ['snils bad format', validateSnils, '11223344595', invalid],
  ['snils old unchecked', validateSnils, '001-001-998 00', undefined],
  ['snils first checked', validateSnils, '001-001-999 00', snilsMsg],
  ['inn 10', validateInn, '7707083893', undefined],
  ['inn 12', validateInn, '500100732259', undefined],
  ['inn 10 bad', validateInn, '7707083894', invalid],
  ['inn 12 bad', validateInn, '500100732258', invalid],
  ['inn 11 digits', validateInn, '77070838931', invalid],
  ['inn legal wants 10', validateInnLegal, '500100732259', invalid],
  ['inn person wants 12', validateInnPerson, '7707083893', invalid],
  ['ogrn 13', validateOgrn, '1027700132195', undefined],
  ['ogrnip 15', validateOgrn, '304500116000157', undefined],
  ['ogrn bad', validateOgrn, '1027700132196', invalid],
  ['ogrn legal wants 13', validateOgrnLegal, '304500116000157', invalid],
  ['ogrnip wants 15', validateOgrnip, '1027700132195', invalid],
  ['ogrnip bad', validateOgrnip, '304500116000158', invalid],
  ['kpp digits', validateKpp, '773601001', undefined],
  ['kpp letters', validateKpp, '7736AB001', undefined],
  ['kpp short', validateKpp, '77360100', invalid],
  ['email ok', validateEmail, 'ivanov@mail.ru', undefined],
  ['email no domain dot', validateEmail, 'ivanov@mail', 'Некорректный адрес электронной почты'],
  ['email spaces', validateEmail, 'iva nov@mail.ru', 'Некорректный адрес электронной почты'],
];

describe('identity rules', () => {
  it.each(cases)('%s', (_name, validate, value, expected) => {
    expect(validate(value)).toBe(expected);
  });

  it.each([
    ['112233445', 95], // S < 100 → S
    ['920000100', 0], // S = 100 → 00
    ['920000101', 0], // S = 101 → 00
    ['996100000', 0], // S = 201, S mod 101 = 100 → 00
    ['987654321', 83], // S = 285 → 285 mod 101
  ])('snilsChecksum(%s) = %i', (body, sum) => {
    expect(snilsChecksum(body)).toBe(sum);
  });

  it('isValidSnils ignores separators', () => {
    expect(isValidSnils('11223344595')).toBe(true);
    expect(isValidSnils('920-000-100 00')).toBe(true);
  });

  it.each([
    ['+7 (912) 345-67-89', '79123456789'],
    ['89123456789', '79123456789'],
    ['9123456789', '79123456789'],
    ['12', undefined],
  ])('normalizePhone(%s)', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it('runs the phone lookup only at 11 digits', () => {
    expect(isPhoneLookupReady('+7 (912) 345-67-8')).toBe(false);
    expect(isPhoneLookupReady('+7 (912) 345-67-89')).toBe(true);
  });

  it('checks lengths of INN/OGRN when asked', () => {
    expect(isValidInn('7707083893', 12)).toBe(false);
    expect(isValidOgrn('1027700132195', 15)).toBe(false);
  });
});
