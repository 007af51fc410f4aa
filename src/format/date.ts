/**
 * Dates as the seeds display them: dd.MM.yyyy and dd.MM.yyyy HH:mm (seed 000 §9, seed 001 §9),
 * in Moscow time. Date-only values ('2024-03-01', '01.03.2024') are calendar dates and are
 * never shifted; instants (Date, ISO with a time) are shown as the Moscow wall clock.
 */
import { emptyText, isBlank, type EmptyKind } from './messages';

export const DISPLAY_TIME_ZONE = 'Europe/Moscow';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

let moscow: Intl.DateTimeFormat | undefined;

/** Moscow wall clock of an instant through Intl, which knows the historical offsets. */
function intlParts(date: Date): WallClock {
  moscow ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Record<string, number> = {};
  for (const p of moscow.formatToParts(date)) parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const DAY_MS = 86_400_000;

/** Moscow's offset from UTC in ms at an instant (whole seconds: Intl shows no fractions). */
function offsetAt(ms: number): number {
  const t = intlParts(new Date(ms));
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * Moscow's offset per UTC day, for the days it is the same from the first to the last second.
 * formatToParts costs some 20 µs a call — most of the time of an export of a million leads
 * with two dates each — and the offset changes a few times in a century. A day with a change
 * is not kept and goes to Intl each time. Bounded, as a server's dates are unbounded.
 */
const dayOffsets = new Map<number, number | null>();

/** A Moscow calendar day with its 'dd.MM.yyyy', kept per wall-clock day number. */
interface MoscowDay extends CalendarDate {
  text: string;
}

const moscowDays = new Map<number, MoscowDay>();

/** `ms` on Moscow's wall clock (its offset added), or undefined on a day the offset changes. */
function moscowWallMs(ms: number): number | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const day = Math.floor(ms / DAY_MS);
  let offset = dayOffsets.get(day);
  if (offset === undefined) {
    const first = offsetAt(day * DAY_MS);
    offset = first === offsetAt((day + 1) * DAY_MS - 1000) ? first : null;
    if (dayOffsets.size >= 20_000) dayOffsets.clear();
    dayOffsets.set(day, offset);
  }
  return offset === null ? undefined : ms + offset;
}

/** Milliseconds of a wall-clock instant into its day. */
const intoDay = (wall: number) => wall - Math.floor(wall / DAY_MS) * DAY_MS;

/**
 * The calendar day of a wall-clock instant, its text made once: an export of a million leads
 * formats two dates a row from a few thousand days.
 */
function moscowDay(wall: number): MoscowDay {
  const n = Math.floor(wall / DAY_MS);
  let day = moscowDays.get(n);
  if (!day) {
    const t = new Date(n * DAY_MS);
    const d = { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
    day = { ...d, text: ruDate(d) };
    if (moscowDays.size >= 20_000) moscowDays.clear();
    moscowDays.set(n, day);
  }
  return day;
}

/** Moscow wall clock of an instant; Intl knows the historical offsets (UTC+4 in 2011–2014). */
export function moscowParts(date: Date): WallClock {
  const wall = moscowWallMs(date.getTime());
  if (wall === undefined) return intlParts(date);
  const { year, month, day } = moscowDay(wall);
  const seconds = Math.floor(intoDay(wall) / 1000);
  return {
    year,
    month,
    day,
    hour: Math.floor(seconds / 3600),
    minute: Math.floor(seconds / 60) % 60,
    second: seconds % 60,
  };
}

export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const RU_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

function calendar(year: number, month: number, day: number): CalendarDate | undefined {
  return isRealDate(year, month, day) ? { year, month, day } : undefined;
}

/** 'dd.MM.yyyy' → a real calendar date, otherwise undefined ('31.02.2024' is not one). */
export function parseRuDate(text: string): CalendarDate | undefined {
  const match = RU_DATE.exec(text.trim());
  return match ? calendar(Number(match[3]), Number(match[2]), Number(match[1])) : undefined;
}

/** An instant from a Date or an ISO string with a time; undefined otherwise. */
export function toInstant(value: unknown): Date | undefined {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' && ISO_INSTANT.test(value)
        ? new Date(value)
        : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function isCalendarDate(value: unknown): value is CalendarDate {
  const v = value as Partial<CalendarDate> | null;
  return typeof v === 'object' && v !== null && !(v instanceof Date) && 'year' in v;
}

/** Date, ISO date, ISO date-time, dd.MM.yyyy or a CalendarDate → the Moscow calendar date. */
export function toCalendarDate(value: unknown): CalendarDate | undefined {
  if (isCalendarDate(value)) return calendar(value.year, value.month, value.day);
  if (typeof value === 'string') {
    const iso = ISO_DATE.exec(value.trim());
    if (iso) return calendar(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    if (RU_DATE.test(value.trim())) return parseRuDate(value);
  }
  const instant = toInstant(value);
  return instant ? moscowParts(instant) : undefined;
}

/** Today's date in Moscow. */
export function today(now: Date = new Date()): CalendarDate {
  return moscowParts(now);
}

/** Days since the epoch, for comparing and shifting calendar dates. */
export function dayNumber(d: CalendarDate): number {
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'yyyy-MM-dd', the date the server stores without time (seed 001 §5). */
export function toIsoDate(d: CalendarDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

export function ruDate(d: CalendarDate): string {
  return `${pad(d.day)}.${pad(d.month)}.${pad(d.year, 4)}`;
}

/** dd.MM.yyyy; an empty or unreadable value shows the empty text of its place. */
export function formatDate(value: unknown, empty: EmptyKind = 'preview'): string {
  if (isBlank(value)) return emptyText(empty);
  const wall = value instanceof Date ? moscowWallMs(value.getTime()) : undefined;
  if (wall !== undefined) return moscowDay(wall).text;
  const d = toCalendarDate(value);
  return d ? ruDate(d) : emptyText(empty);
}

/** dd.MM.yyyy HH:mm of an instant in Moscow time; a date-only value shows its date alone. */
export function formatDateTime(value: unknown, empty: EmptyKind = 'preview'): string {
  if (isBlank(value)) return emptyText(empty);
  const instant = toInstant(value);
  if (!instant) return formatDate(value, empty);
  const wall = moscowWallMs(instant.getTime());
  if (wall !== undefined) {
    const minutes = Math.floor(intoDay(wall) / 60_000);
    return `${moscowDay(wall).text} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  const t = intlParts(instant);
  return `${ruDate(t)} ${pad(t.hour)}:${pad(t.minute)}`;
}
