import { describe, expect, it } from 'vitest';
import { applyMask, maskPatterns, maskPhone, maskTypedPhone, masks, phoneVariantOf } from './masks';

describe('applyMask', () => {
  it.each([
    [masks.phone, '79123456789', '+7 (912) 345-67-89'],
    [masks.phone, '9123456789', '+7 (912) 345-67-89'],
    [masks.phone, '+7 (912) 345-67-89', '+7 (912) 345-67-89'],
    [masks.phone, '912', '+7 (912'],
    [masks.phone, '', ''],
    [masks.date, '01032024', '01.03.2024'],
    [masks.date, '01.03.2024', '01.03.2024'],
    [masks.date, '0103', '01.03'],
    [masks.dateTime, '01032024123005', '01.03.2024 12:30:05'],
    [masks.snils, '11223344595', '112-233-445 95'],
    [masks.cadastral, '770100010011234', '77:01:0001001:1234'],
    [masks.kpp, '7736AB001', '7736AB001'],
    [masks.passportSeries, '4510', '45 10'],
    [masks.passportDivision, '770001', '770-001'],
    [masks.okved, '351', '35.1'],
    [masks.postal4, '1234', '12-34'],
    [masks.postal6Dash, '123456', '123-456'],
    [masks.innLegal, '77-07-083893x', '7707083893'],
  ])('applyMask(%s, %s)', (mask, raw, expected) => {
    expect(applyMask(mask, raw)).toBe(expected);
  });

  it.each([
    ['89123456789', 3, '+7 (912) 345-67-89'],
    ['74951234567', 3, '+7 (495) 123-45-67'],
    ['78412123456', 4, '+7 (8412) 12-34-56'],
    ['73412212345', 5, '+7 (34122) 1-23-45'],
    ['88001234567', 8800, '8 (800) 123-45-67'],
    ['+7 800 123 45 67', 8800, '8 (800) 123-45-67'],
  ] as const)('maskPhone(%s, %s)', (raw, variant, expected) => {
    expect(maskPhone(raw, variant)).toBe(expected);
  });

  it.each([
    ['email', 'ivan.petrov@mail.ru', true],
    ['email', `${'a'.repeat(21)}@mail.ru`, false],
    ['email', `ivan@${'d'.repeat(37)}.ru`, true],
    ['email', `ivan@${'d'.repeat(38)}.ru`, false],
    ['cyrillic', 'Иван-Петров', true],
    ['cyrillic', 'Ivan', false],
    ['noLatin', 'Иван 2', true],
    ['noLatin', 'Иван Ivan', false],
    ['float', '12,5', true],
    ['number', '12.5', false],
  ] as const)('maskPatterns.%s on %s', (name, value, ok) => {
    expect(maskPatterns[name].test(value)).toBe(ok);
  });
});

describe('maskTypedPhone: the mask variant by the typed code', () => {
  it.each([
    // The 3-digit code: mobile and big-city numbers, typed, pasted or stored.
    ['9123456789', '+7 (912) 345-67-89'],
    ['+7 (912) 345-67-8', '+7 (912) 345-67-8'],
    ['89123456789', '+7 (912) 345-67-89'],
    ['79123456789', '+7 (912) 345-67-89'],
    ['+7 (4951', '+7 (495) 1'],
    // The eleventh digit typed over '+7 (891) 234-56-78' makes 8 the country prefix.
    ['+7 (891) 234-56-789', '+7 (912) 345-67-89'],
    // A 4- or 5-digit city code closed with ')'.
    ['+7 (811) 2)', '+7 (8112)'],
    ['+7 (8112)1', '+7 (8112) 1'],
    ['+7 (8112) 12-34-56', '+7 (8112) 12-34-56'],
    ['+7 (811) 53)', '+7 (81153)'],
    ['+7 (81153)31234', '+7 (81153) 3-12-34'],
    ['8 (81153) 3-12-34', '+7 (81153) 3-12-34'],
    // Deleting the bracket goes back to three digits.
    ['+7 (81153', '+7 (811) 53'],
    // A closed code of another length keeps the default.
    ['+7 (91)', '+7 (91'],
    // 8 (800): typed with 8, with +7 or pasted.
    ['8800', '8 (800'],
    ['88001', '8 (800) 1'],
    ['8 (800) 123-45-67', '8 (800) 123-45-67'],
    ['+7 (800) 1', '8 (800) 1'],
    // Typed key by key, the first 8 became '+7 (8': there is no code 880.
    ['+7 (880) 0', '8 (800'],
    ['78001000701', '8 (800) 100-07-01'],
    ['', ''],
  ])('%s → %s', (typed, shown) => {
    expect(maskTypedPhone(typed)).toBe(shown);
  });

  it('names the variant each mask comes from', () => {
    expect(phoneVariantOf('+7 (912) 345-67-89')).toBe(3);
    expect(phoneVariantOf('+7 (8112) 12-34-56')).toBe(4);
    expect(phoneVariantOf('+7 (81153) 3-12-34')).toBe(5);
    expect(phoneVariantOf('8 (800) 123-45-67')).toBe(8800);
  });
});
