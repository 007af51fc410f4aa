import { describe, expect, it } from 'vitest';
import { dayAfterKey, monthGrid, shiftDay, shiftMonth, weekdayNames } from './calendar';

describe('the calendar grid', () => {
  it('starts weeks on Monday', () => {
    // 1 March 2024 was a Friday: four empty cells before it.
    const [first] = monthGrid({ year: 2024, month: 3 });
    expect(first?.slice(0, 4)).toEqual([null, null, null, null]);
    expect(first?.[4]).toEqual({ year: 2024, month: 3, day: 1 });
    // April 2024 starts on a Monday.
    expect(monthGrid({ year: 2024, month: 4 })[0]?.[0]).toEqual({ year: 2024, month: 4, day: 1 });
    expect(monthGrid({ year: 2024, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
    // June 2025 starts on a Sunday: the last column, and the month spans six weeks.
    const june = monthGrid({ year: 2025, month: 6 });
    expect(june[0]?.[6]).toEqual({ year: 2025, month: 6, day: 1 });
    expect(june).toHaveLength(6);
  });

  it('steps months across years', () => {
    expect(shiftMonth({ year: 2024, month: 1 }, -1)).toEqual({ year: 2023, month: 12 });
    expect(shiftMonth({ year: 2024, month: 12 }, 1)).toEqual({ year: 2025, month: 1 });
    expect(shiftMonth({ year: 2024, month: 5 }, -12)).toEqual({ year: 2023, month: 5 });
    expect(weekdayNames()[0]).toBe('Пн');
  });

  it('moves the day a key names, across months and years', () => {
    const d = { year: 2024, month: 3, day: 13 }; // a Wednesday
    expect(dayAfterKey(d, 'ArrowLeft')).toEqual({ year: 2024, month: 3, day: 12 });
    expect(dayAfterKey(d, 'ArrowRight')).toEqual({ year: 2024, month: 3, day: 14 });
    expect(dayAfterKey(d, 'ArrowUp')).toEqual({ year: 2024, month: 3, day: 6 });
    expect(dayAfterKey({ year: 2024, month: 3, day: 28 }, 'ArrowDown')).toEqual({
      year: 2024,
      month: 4,
      day: 4,
    });
    expect(dayAfterKey(d, 'Home')).toEqual({ year: 2024, month: 3, day: 11 });
    expect(dayAfterKey(d, 'End')).toEqual({ year: 2024, month: 3, day: 17 });
    expect(dayAfterKey(d, 'PageUp')).toEqual({ year: 2024, month: 2, day: 13 });
    expect(dayAfterKey(d, 'PageDown', true)).toEqual({ year: 2025, month: 3, day: 13 });
    expect(dayAfterKey(d, 'a')).toBeUndefined();
  });

  it("keeps a month step inside the month: 31 January + 1 month is February's last day", () => {
    expect(shiftDay({ year: 2024, month: 1, day: 31 }, 1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(shiftDay({ year: 2023, month: 3, day: 31 }, -1)).toEqual({
      year: 2023,
      month: 2,
      day: 28,
    });
    expect(shiftDay({ year: 2024, month: 2, day: 29 }, 12)).toEqual({
      year: 2025,
      month: 2,
      day: 28,
    });
  });
});
