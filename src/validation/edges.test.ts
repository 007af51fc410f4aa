/** Boundaries the per-topic tables do not reach: phone variants, check digits, every mask. */
import { describe, expect, it } from 'vitest';
import { applyMask, maskPhone, masks, phoneMasks } from './masks';
import { validationMessages as m } from './messages';
import { normalizePhone, validatePhone, validatePhoneStrict } from './phone';
import { isValidInn, isValidOgrn } from './requisites';
import { validateSnils } from './snils';

describe('phones with city codes and 8 800 (seed 000 §5, §9)', () => {
  it.each([
    ['8 (800) 123-45-67', '78001234567'],
    ['+7 (8412) 12-34-56', '78412123456'],
    ['+7 (34122) 1-23-45', '73412212345'],
    ['8-495-123-45-67', '74951234567'],
  ])('%s is a phone (%s)', (raw, normalized) => {
    expect(validatePhone(raw)).toBeUndefined();
    expect(validatePhoneStrict(raw)).toBeUndefined();
    expect(normalizePhone(raw)).toBe(normalized);
  });

  it.each([['+7 (8412) 12-34-5'], ['8 (800) 123-45'], ['+1 (912) 345-67-89'], ['+7 abc']])(
    '%s is not',
    (raw) => {
      expect(validatePhoneStrict(raw)).toBe(m.phone);
    },
  );

  it.each(Object.entries(phoneMasks))(
    'mask %s fills completely from 11 digits',
    (variant, mask) => {
      const raw = variant === '8800' ? '88001234567' : '79123456789';
      const masked = maskPhone(raw, Number(variant) as keyof typeof phoneMasks);
      expect(masked).toHaveLength(mask.length);
      expect(validatePhoneStrict(masked)).toBeUndefined();
    },
  );
});

describe('check digits at their boundaries', () => {
  it.each([
    ['1000000010', true], // remainder 10 → control digit 0
    ['1000000011', false],
  ])('INN %s → %s', (inn, ok) => {
    expect(isValidInn(inn)).toBe(ok);
  });

  it.each([
    ['1027700132195', true],
    ['1027700132190', false],
    ['304500116000157', true],
    ['30450011600015', false], // 14 digits is neither
  ])('OGRN/OGRNIP %s → %s', (ogrn, ok) => {
    expect(isValidOgrn(ogrn)).toBe(ok);
  });

  it('checks a masked SNILS typed as digits', () => {
    expect(validateSnils(applyMask(masks.snils, '11223344595'))).toBeUndefined();
    expect(validateSnils(applyMask(masks.snils, '11223344594'))).toBe(m.snils);
  });
});

describe('every mask', () => {
  it.each([
    [masks.fax, '4951234567', '+7 (495) 123-45-67'],
    [masks.monthYear, '032026', '03.2026'],
    [masks.innPerson, '500100732259', '500100732259'],
    [masks.ogrn, '1027700132195', '1027700132195'],
    [masks.ogrnip, '304500116000157', '304500116000157'],
    [masks.passportNumber, '1234567', '123456'],
    [masks.entrepreneurCertificate, '50123456789', '50 123456789'],
    [masks.postal6, '101000', '101000'],
    [masks.smsCode, '12 34 56', '123456'],
    [masks.phoneCity4, '8412', '+7 (8412'],
  ])('applyMask(%s, %s) = %s', (mask, raw, expected) => {
    expect(applyMask(mask, raw)).toBe(expected);
  });
});
