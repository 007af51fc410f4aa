import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  datepickerValue,
  maxDate,
  minDate,
  notInFuture,
  validateDate,
  validateDateTime,
  validateMonthYear,
} from './dates';
import type { Validator } from './messages';

const invalid = 'Поле заполнено некорректно';

beforeEach(() => {
  // 23:30 UTC on 14 March is already 15 March in Moscow.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-03-14T23:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const cases: [string, Validator, unknown, string | undefined][] = [
  ['date ok', validateDate, '29.02.2024', undefined],
  ['date not leap', validateDate, '29.02.2023', invalid],
  ['date month 13', validateDate, '01.13.2024', invalid],
  ['date wrong format', validateDate, '2024.03.01', invalid],
  ['date ISO from picker', validateDate, '2024-03-01', undefined],
  ['date Date object', validateDate, new Date('2024-03-01T10:00:00Z'), undefined],
  ['date empty', validateDate, '', undefined],
  ['min inclusive boundary', minDate('01.03.2024'), '01.03.2024', undefined],
  ['min inclusive below', minDate('01.03.2024'), '29.02.2024', 'Минимальное значение - 01.03.2024'],
  [
    'min exclusive boundary',
    minDate('01.03.2024', { inclusive: false }),
    '01.03.2024',
    'Минимальное значение - 02.03.2024',
  ],
  ['min exclusive after', minDate('01.03.2024', { inclusive: false }), '02.03.2024', undefined],
  ['min ISO bound', minDate('2024-03-01'), '29.02.2024', 'Минимальное значение - 01.03.2024'],
  ['min bad value', minDate('01.03.2024'), '32.03.2024', invalid],
  ['max inclusive boundary', maxDate('31.12.2024'), '31.12.2024', undefined],
  ['max above', maxDate('31.12.2024'), '01.01.2025', 'Максимальное значение - 31.12.2024'],
  [
    'max exclusive',
    maxDate('31.12.2024', { inclusive: false }),
    '31.12.2024',
    'Максимальное значение - 30.12.2024',
  ],
  ['not in future: Moscow today', notInFuture, '15.03.2024', undefined],
  ['not in future: tomorrow', notInFuture, '16.03.2024', 'Максимальное значение - 15.03.2024'],
  ['month-year ok', validateMonthYear, '03.2024', undefined],
  ['month-year 19xx', validateMonthYear, '03.1999', invalid],
  ['month-year month 00', validateMonthYear, '00.2024', invalid],
  ['date-time ok', validateDateTime, '15.03.2024 23:59:59', undefined],
  ['date-time hour 24', validateDateTime, '15.03.2024 24:00:00', invalid],
  ['date-time no seconds', validateDateTime, '15.03.2024 12:00', invalid],
  ['date-time bad day', validateDateTime, '31.04.2024 12:00:00', invalid],
];

describe('date rules', () => {
  it.each(cases)('%s', (_name, validate, value, expected) => {
    expect(validate(value)).toBe(expected);
  });

  it('reads a function bound when the rule runs', () => {
    let bound = '01.03.2024';
    const rule = minDate(() => bound);
    expect(rule('02.03.2024')).toBeUndefined();
    bound = '03.03.2024';
    expect(rule('02.03.2024')).toBe('Минимальное значение - 03.03.2024');
  });
});

describe('datepickerValue', () => {
  const now = new Date('2024-03-14T23:30:00Z');
  it.each([
    ['', null],
    ['01.03.2024', { year: 2024, month: 3, day: 1 }],
    ['32.01.2024', { year: 2024, month: 3, day: 15 }],
    ['01.13.2024', { year: 2024, month: 3, day: 15 }],
    ['01.03.20', undefined],
  ])('datepickerValue(%j)', (text, expected) => {
    expect(datepickerValue(text, now)).toEqual(expected);
  });
});
