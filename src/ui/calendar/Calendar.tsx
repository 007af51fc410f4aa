/**
 * The one calendar of the date picker, for the site and the console (seed 000 §5
 * "Datepicker"): a dialog with month and year navigation, a Monday-first grid of the month and
 * a 'Сегодня' button. Plain React; each area skins it through the `--eog-calendar-…` custom
 * properties of Calendar.module.css and puts it in its own popup (the site's DateField, the
 * console's MUI Popover).
 *
 * Keyboard (WAI-ARIA date picker dialog): one day of the grid is in the Tab order; the arrows
 * move it by a day or a week, Home / End to the week's Monday / Sunday, PageUp / PageDown a
 * month (Shift: a year), Enter or Space picks it, Escape closes, Tab stays inside.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { datepickerMessages as m, uiMessages } from '../../../i18n/uiMessages';
import { ruDate, today, type CalendarDate } from '../../format/date';
import { trapTab } from '../dialog/focus';
import {
  dayAfterKey,
  monthGrid,
  monthName,
  sameDay,
  shiftDay,
  weekdayLongName,
  weekdayNames,
} from './calendar';
import styles from './Calendar.module.css';

export interface CalendarProps {
  /** The chosen day, marked and focused first; else today. */
  value: CalendarDate | undefined;
  onSelect: (date: CalendarDate) => void;
  /** Escape; the popup also closes on its own terms (outside click). */
  onClose?: () => void;
  /** An area's own look on the root. */
  className?: string;
}

function NavButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.nav} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

export function Calendar({ value, onSelect, onClose, className }: CalendarProps) {
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const now = today();
  // The day in the Tab order; the month shown is its month.
  const [active, setActive] = useState<CalendarDate>(() => value ?? now);
  // Set when a key moved the day: the focus follows it once the grid is drawn.
  const moved = useRef(false);

  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[tabindex="0"][role="gridcell"]')?.focus();
    // Once on open: afterwards the focus moves only with the keys.
  }, []);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    root.current?.querySelector<HTMLElement>('[tabindex="0"][role="gridcell"]')?.focus();
  }, [active]);

  const move = (months: number) => setActive((d) => shiftDay(d, months));

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(active);
      return;
    }
    const next = dayAfterKey(active, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setActive(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      // Handled here: a dialog around the field stays open (src/ui/dialog reads it).
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (root.current && trapTab(event, root.current)) event.stopPropagation();
  };

  const cellClass = (day: CalendarDate) =>
    [styles.day, sameDay(day, value) ? styles.selected : '', sameDay(day, now) ? styles.today : '']
      .filter(Boolean)
      .join(' ');

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label={m.dialog}
      className={[styles.calendar, className].filter(Boolean).join(' ')}
      data-testid="calendar"
      onKeyDown={onKeyDown}
    >
      <div className={styles.header}>
        <NavButton label={m.previousYear} onClick={() => move(-12)}>
          «
        </NavButton>
        <NavButton label={m.previousMonth} onClick={() => move(-1)}>
          ‹
        </NavButton>
        <h2 id={titleId} className={styles.title} aria-live="polite">
          {monthName(active.month)} {active.year}
        </h2>
        <NavButton label={m.nextMonth} onClick={() => move(1)}>
          ›
        </NavButton>
        <NavButton label={m.nextYear} onClick={() => move(12)}>
          »
        </NavButton>
      </div>
      <table role="grid" aria-labelledby={titleId} className={styles.grid} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {weekdayNames().map((name, i) => (
              <th
                key={name}
                scope="col"
                abbr={weekdayLongName({ year: 2024, month: 1, day: 1 + i })}
                className={styles.weekday}
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(active).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) =>
                day ? (
                  <td
                    key={i}
                    role="gridcell"
                    tabIndex={sameDay(day, active) ? 0 : -1}
                    aria-label={ruDate(day)}
                    aria-selected={sameDay(day, value)}
                    aria-current={sameDay(day, now) ? 'date' : undefined}
                    className={cellClass(day)}
                    onClick={() => onSelect(day)}
                  >
                    {day.day}
                  </td>
                ) : (
                  <td key={i} aria-hidden="true" className={styles.blank} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.footer}>
        <button type="button" className={styles.todayButton} onClick={() => onSelect(now)}>
          {uiMessages.today}
        </button>
      </div>
    </div>
  );
}
