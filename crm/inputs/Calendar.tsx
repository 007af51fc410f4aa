/**
 * The date picker's calendar: a month of Monday-first weeks, previous/next month and year
 * buttons, the selected day and today marked, and a 'Сегодня' button (seed 001 §2 "Generic").
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { ruDate, today, type CalendarDate } from '../../src/format';
import {
  monthGrid,
  monthName,
  sameDay,
  shiftMonth,
  weekdayNames,
  type MonthView,
} from './calendar';

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
    <IconButton size="small" aria-label={label} onClick={onClick}>
      {children}
    </IconButton>
  );
}

export function Calendar({
  value,
  onSelect,
}: {
  value: CalendarDate | undefined;
  onSelect: (date: CalendarDate) => void;
}) {
  const translate = useTranslate();
  const now = today();
  const [view, setView] = useState<MonthView>(() => {
    const start = value ?? now;
    return { year: start.year, month: start.month };
  });
  const move = (delta: number) => setView((v) => shiftMonth(v, delta));
  return (
    <Box sx={{ p: 1.5, width: 296 }} data-testid="calendar">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <NavButton label={translate('app.datepicker.previousYear')} onClick={() => move(-12)}>
          <KeyboardDoubleArrowLeft fontSize="small" />
        </NavButton>
        <NavButton label={translate('app.datepicker.previousMonth')} onClick={() => move(-1)}>
          <ChevronLeft fontSize="small" />
        </NavButton>
        <Typography sx={{ flex: 1, textAlign: 'center', fontWeight: 600 }} aria-live="polite">
          {monthName(view.month)} {view.year}
        </Typography>
        <NavButton label={translate('app.datepicker.nextMonth')} onClick={() => move(1)}>
          <ChevronRight fontSize="small" />
        </NavButton>
        <NavButton label={translate('app.datepicker.nextYear')} onClick={() => move(12)}>
          <KeyboardDoubleArrowRight fontSize="small" />
        </NavButton>
      </Box>
      <Box role="grid" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25 }}>
        {weekdayNames().map((name) => (
          <Typography
            key={name}
            role="columnheader"
            sx={{ textAlign: 'center', fontSize: 12, color: 'text.secondary' }}
          >
            {name}
          </Typography>
        ))}
        {monthGrid(view)
          .flat()
          .map((day, i) =>
            day ? (
              <Button
                key={i}
                role="gridcell"
                aria-label={ruDate(day)}
                aria-selected={sameDay(day, value)}
                aria-current={sameDay(day, now) ? 'date' : undefined}
                onClick={() => onSelect(day)}
                variant={
                  sameDay(day, value) ? 'contained' : sameDay(day, now) ? 'outlined' : 'text'
                }
                size="small"
                sx={{ minWidth: 0, p: 0.5 }}
              >
                {day.day}
              </Button>
            ) : (
              <span key={i} />
            ),
          )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
        <Button size="small" onClick={() => onSelect(now)}>
          {translate('app.ui.today')}
        </Button>
      </Box>
    </Box>
  );
}
