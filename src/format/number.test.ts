import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatFileSize } from './number';

describe('formatAmount', () => {
  it.each([
    [0, '0,00'],
    [5, '5,00'],
    [1234.5, '1234,50'],
    [9999.99, '9999,99'],
    [9999.995, '10 000,00'],
    [10000, '10 000,00'],
    [12345.678, '12 345,68'],
    [1234567.1, '1 234 567,10'],
    [1.005, '1,01'],
    [-12345.5, '-12 345,50'],
    [-0.001, '0,00'],
    ['12345.67', '12 345,67'],
    ['99999999999999999999.99', '99 999 999 999 999 999 999,99'],
    ['1234,5', '1234,50'],
    ['abc', 'Нет данных'],
    [null, 'Нет данных'],
    [Number.NaN, 'Нет данных'],
  ])('formatAmount(%j) = %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('shows a dash in tables', () => {
    expect(formatAmount(undefined, 'table')).toBe('—');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [100, '100'],
    [101, 'более 100'],
    [5000, 'более 100'],
  ])('formatCount(%i) = %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it('takes another limit', () => {
    expect(formatCount(1000, 999)).toBe('более 999');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1_234_567, '1,18 MB'],
    [71_680_000, '68,36 MB'],
    [1_073_741_824, '1 GB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
    [-1, 'Нет данных'],
    ['1024', 'Нет данных'],
  ])('formatFileSize(%j) = %s', (value, expected) => {
    expect(formatFileSize(value)).toBe(expected);
  });
});
