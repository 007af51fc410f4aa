import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  moscowParts,
  parseRuDate,
  toCalendarDate,
  toIsoDate,
} from './date';
import type { EmptyKind } from './messages';

describe('formatDate', () => {
  it.each([
    ['ISO date is not shifted', '2024-03-01', '01.03.2024'],
    ['ru date passes through', '01.03.2024', '01.03.2024'],
    ['instant late UTC is next day in Moscow', '2024-03-14T22:30:00Z', '15.03.2024'],
    ['instant with offset', '2024-03-14T10:00:00+03:00', '14.03.2024'],
    ['Date object', new Date('2024-12-31T20:59:59Z'), '31.12.2024'],
    ['null', null, 'Нет данных'],
    ['empty string', '', 'Нет данных'],
    ['garbage', 'вчера', 'Нет данных'],
    ['impossible date', '2023-02-29', 'Нет данных'],
  ])('%s', (_name, value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([
    ['preview', 'Нет данных'],
    ['table', '—'],
    ['select', 'Ничего не выбрано'],
  ] as [EmptyKind, string][])('empty in a %s', (kind, expected) => {
    expect(formatDate(null, kind)).toBe(expected);
    expect(formatDateTime(undefined, kind)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['Moscow wall clock', '2024-03-14T09:05:00Z', '14.03.2024 12:05'],
    ['midnight crossing', '2024-03-14T21:00:00Z', '15.03.2024 00:00'],
    ['historic UTC+4 (2012)', '2012-06-01T10:00:00Z', '01.06.2012 14:00'],
    ['Date object', new Date('2024-01-01T00:00:00Z'), '01.01.2024 03:00'],
    ['date-only shows the date', '2024-03-01', '01.03.2024'],
  ])('%s', (_name, value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });
});

describe('parsing', () => {
  it.each([
    ['01.03.2024', '2024-03-01'],
    ['29.02.2024', '2024-02-29'],
    ['29.02.2023', undefined],
    ['1.3.2024', undefined],
  ])('parseRuDate(%s)', (text, iso) => {
    const d = parseRuDate(text);
    expect(d && toIsoDate(d)).toBe(iso);
  });

  it('reads calendar objects', () => {
    expect(toCalendarDate({ year: 2024, month: 2, day: 30 })).toBeUndefined();
  });
});

describe('moscowParts', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Moscow',
    hourCycle: 'h23',
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const shown = (t: ReturnType<typeof moscowParts>) =>
    `${String(t.day).padStart(2, '0')}/${String(t.month).padStart(2, '0')}/${t.year}, ` +
    [t.hour, t.minute, t.second].map((n) => String(n).padStart(2, '0')).join(':');

  it('shows the wall clock Intl shows around every change of the offset', () => {
    // The last summer-time changes (2010), UTC+4 all year (2011) and back to UTC+3 (2014),
    // each second around the change and across the day.
    const changes = [
      '2010-03-27T23:00:00Z',
      '2010-10-30T23:00:00Z',
      '2011-03-26T23:00:00Z',
      '2014-10-25T22:00:00Z',
    ];
    for (const change of changes) {
      const at = Date.parse(change);
      for (let s = -7200; s <= 7200; s += 37) {
        const date = new Date(at + s * 1000);
        expect(shown(moscowParts(date)), date.toISOString()).toBe(intl.format(date));
      }
    }
  });

  it('agrees with Intl on instants from 1930 to 2040', () => {
    let seed = 7;
    const from = Date.UTC(1930, 0, 1);
    const span = Date.UTC(2040, 0, 1) - from;
    for (let i = 0; i < 5000; i++) {
      seed = (seed * 48271) % 2147483647;
      const date = new Date(from + Math.floor((seed / 2147483647) * span));
      expect(shown(moscowParts(date)), date.toISOString()).toBe(intl.format(date));
    }
  });

  it('formats dates and date-times as Intl shows them, on change days too', () => {
    const ru = new Intl.DateTimeFormat('ru-RU', {
      timeZone: 'Europe/Moscow',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    let seed = 11;
    const instants = [Date.parse('2011-03-26T22:59:59Z'), Date.parse('2014-10-25T22:30:00Z')];
    for (let i = 0; i < 3000; i++) {
      seed = (seed * 48271) % 2147483647;
      instants.push(Date.UTC(1990, 0, 1) + Math.floor((seed / 2147483647) * 1.5e12));
    }
    for (const ms of instants) {
      const date = new Date(ms);
      const [day, time] = ru.format(date).split(', ');
      expect(formatDateTime(date), date.toISOString()).toBe(`${day} ${time}`);
      expect(formatDate(date), date.toISOString()).toBe(day);
    }
    expect(formatDate(new Date(Number.NaN), 'table')).toBe(formatDate(null, 'table'));
  });
});
