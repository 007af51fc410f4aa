import { describe, expect, it } from 'vitest';
import { slaDaysText } from './slaKinds';

describe('slaDaysText', () => {
  it.each([
    [1, 'business', '1 рабочий день'],
    [3, 'business', '3 рабочих дня'],
    [11, 'business', '11 рабочих дней'],
    [0, 'calendar', '0 календарных дней'],
    [22, 'calendar', '22 календарных дня'],
    [-1, 'business', 'Просрочено на 1 рабочий день'],
    [-5, 'calendar', 'Просрочено на 5 календарных дней'],
    [2, null, '2 рабочих дня'],
  ])('%i %s → %s', (days, kind, text) => {
    expect(slaDaysText(days, kind)).toBe(text);
  });
});
