/**
 * A react-admin date input (seed 001 §2 "Generic", seed 000 §5): typed in the dd.MM.yyyy mask
 * or picked from a calendar popover. The form value is the ISO date 'yyyy-MM-dd'; emptying the
 * field stores null; a complete date with an invalid day or month resets to today; while the
 * text is incomplete the previous value stays (src/validation/dates.ts `datepickerValue`).
 * `validateDate` runs first; pass `minDate(…)` / `maxDate(…)` in `validate` for bounds. The
 * calendar is the shared one (src/ui/calendar) in a MUI Popover, skinned from the MUI palette.
 */
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { IconButton, InputAdornment, Popover, TextField, type Theme } from '@mui/material';
import { FieldTitle, useInput, useTranslate, type InputProps } from 'ra-core';
import { useRef, useState, type ChangeEvent } from 'react';
import { InputHelperText } from 'react-admin';
import { ruDate, toCalendarDate, toIsoDate, type CalendarDate } from '../../src/format';
import { Calendar } from '../../src/ui/calendar';
import { applyMask, datepickerValue, masks, validateDate } from '../../src/validation';

export type DateInputProps = InputProps & {
  helperText?: string | false;
  fullWidth?: boolean;
};

function displayText(value: unknown): string {
  const date = toCalendarDate(value);
  return date ? ruDate(date) : '';
}

/** The shared calendar's custom properties (src/ui/calendar/Calendar.module.css) from MUI. */
const calendarSkin = (theme: Theme) => ({
  '--eog-calendar-color': theme.palette.text.primary,
  '--eog-calendar-muted': theme.palette.text.secondary,
  '--eog-calendar-bg': theme.palette.background.paper,
  '--eog-calendar-accent': theme.palette.primary.main,
  '--eog-calendar-selected-color': theme.palette.primary.contrastText,
  '--eog-calendar-hover-bg': theme.palette.action.hover,
  '--eog-calendar-radius': `${String(theme.shape.borderRadius)}px`,
  '--eog-calendar-font': `${String(theme.typography.body2.fontSize ?? '0.875rem')} ${theme.typography.fontFamily ?? 'inherit'}`,
  '--eog-focus': theme.palette.primary.main,
});

const asList = <T,>(v: T | T[] | undefined): T[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

export function DateInput({
  helperText,
  fullWidth,
  validate,
  label,
  disabled,
  readOnly,
  ...props
}: DateInputProps) {
  const translate = useTranslate();
  const { id, field, fieldState, formState, isRequired } = useInput({
    ...props,
    validate: [validateDate, ...asList(validate)],
    // The value is handled here: no '' → null or other conversions on the way.
    format: (v: unknown) => v,
    parse: (v: unknown) => v,
  });
  // What is typed but not yet a date, tied to the value it was typed over.
  const [typed, setTyped] = useState<{ text: string; over: unknown } | null>(null);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const text = typed && typed.over === field.value ? typed.text : displayText(field.value);

  const store = (date: CalendarDate | null) => {
    setTyped(null);
    field.onChange(date ? toIsoDate(date) : null);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(masks.date, event.target.value);
    const next = datepickerValue(masked);
    if (next === undefined) setTyped({ text: masked, over: field.value });
    else store(next);
  };

  const showError = (fieldState.isTouched || formState.isSubmitted) && fieldState.invalid;
  return (
    <>
      <TextField
        id={id}
        ref={anchor}
        name={field.name}
        value={text}
        onChange={onChange}
        onBlur={() => {
          setTyped(null);
          field.onBlur();
        }}
        label={
          label === false ? undefined : (
            <FieldTitle
              label={label}
              source={props.source}
              resource={props.resource}
              isRequired={isRequired}
            />
          )
        }
        placeholder={translate('app.datepicker.placeholder')}
        error={showError}
        helperText={
          <InputHelperText
            error={showError ? fieldState.error?.message : undefined}
            helperText={helperText}
          />
        }
        disabled={disabled}
        fullWidth={fullWidth}
        size="small"
        margin="dense"
        slotProps={{
          htmlInput: { inputMode: 'numeric', readOnly, 'aria-invalid': showError },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={translate('app.datepicker.open')}
                  onClick={() => setOpen(true)}
                  disabled={disabled || readOnly}
                >
                  <CalendarMonth fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: calendarSkin } }}
      >
        <Calendar
          value={toCalendarDate(field.value)}
          onClose={() => setOpen(false)}
          onSelect={(date) => {
            store(date);
            setOpen(false);
            field.onBlur();
          }}
        />
      </Popover>
    </>
  );
}
