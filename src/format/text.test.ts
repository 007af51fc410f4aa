import { describe, expect, it } from 'vitest';
import { formatMessages } from './messages';
import { plural, pluralWithCount, type PluralForms } from './plural';
import { formatBoolean, formatValue, formatVerified } from './text';

const leads: PluralForms = ['заявка', 'заявки', 'заявок'];

describe('plural', () => {
  it.each([
    [0, 'заявок'],
    [1, 'заявка'],
    [2, 'заявки'],
    [4, 'заявки'],
    [5, 'заявок'],
    [11, 'заявок'],
    [12, 'заявок'],
    [14, 'заявок'],
    [21, 'заявка'],
    [22, 'заявки'],
    [25, 'заявок'],
    [101, 'заявка'],
    [111, 'заявок'],
    [112, 'заявок'],
    [1001, 'заявка'],
    [-1, 'заявка'],
    [1.5, 'заявки'],
  ])('plural(%d)', (n, expected) => {
    expect(plural(n, leads)).toBe(expected);
  });

  it('prefixes the count', () => {
    expect(pluralWithCount(21, ['день', 'дня', 'дней'])).toBe('21 день');
  });
});

describe('text values', () => {
  it.each([
    [true, undefined, 'Да'],
    [false, undefined, 'Нет'],
    ['true', undefined, 'Да'],
    [null, undefined, 'Нет данных'],
    [null, 'table', '—'],
  ] as const)('formatBoolean(%j, %s)', (value, kind, expected) => {
    expect(formatBoolean(value, kind)).toBe(expected);
  });

  it.each([
    ['Газпром', undefined, 'Газпром'],
    [0, undefined, '0'],
    ['  ', undefined, 'Нет данных'],
    [undefined, 'table', '—'],
    [null, 'select', 'Ничего не выбрано'],
    [['a', 'b'], undefined, 'a, b'],
    [[], 'table', '—'],
  ] as const)('formatValue(%j, %s)', (value, kind, expected) => {
    expect(formatValue(value, kind)).toBe(expected);
  });

  it('spells the verification flag', () => {
    expect(formatVerified(true)).toBe('верифицирован');
    expect(formatVerified(false)).toBe('не верифицирован');
    expect(formatVerified(null)).toBe('не верифицирован');
  });

  it('keeps the seeds texts', () => {
    expect(formatMessages).toMatchObject({
      noData: 'Нет данных',
      dash: '—',
      nothingSelected: 'Ничего не выбрано',
      yes: 'Да',
      no: 'Нет',
      moreThan: 'более {n}',
    });
  });
});
