/**
 * The site's date input (seed 000 §5 "Datepicker"): text in the dd.MM.yyyy mask beside a button
 * that opens the shared calendar (src/ui/calendar) in a popup under the field, skinned by
 * ./DateField.module.css from the site's tokens. The value stays the typed text:
 * a complete date with an invalid day or month resets to today's date, emptying the field
 * clears it, an incomplete text is kept for the form's own check to judge. Picking a day, or
 * 'Сегодня', fills the field and closes the popup; Escape or a click outside closes it; the
 * focus goes back to the button.
 */
import { useEffect, useRef, useState } from 'react';
import { datepickerMessages as m } from '../../i18n/uiMessages';
import { ruDate, toCalendarDate } from '../../src/format/date';
import { Calendar } from '../../src/ui/calendar';
import { datepickerValue } from '../../src/validation/dates';
import { applyMask, masks } from '../../src/validation/masks';
import { TextField, type ControlProps } from './fields';
import styles from './DateField.module.css';

/** Typed text → what the field holds (src/validation/dates.ts `datepickerValue`). */
export function typedDate(text: string): string {
  const masked = applyMask(masks.date, text);
  const next = datepickerValue(masked);
  if (next === null) return '';
  return next === undefined ? masked : ruDate(next);
}

/** The masked input and its calendar button, for any label and message markup around it. */
export function DateInput({
  value,
  onChange,
  disabled,
  ...input
}: ControlProps & { onChange: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <span ref={box} className={styles.box}>
      <input
        {...input}
        value={value}
        disabled={disabled}
        inputMode="numeric"
        autoComplete={input.autoComplete ?? 'off'}
        placeholder={m.placeholder}
        onChange={(e) => onChange(typedDate(e.target.value))}
      />
      <button
        ref={button}
        type="button"
        className={styles.open}
        aria-label={m.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 8h14v10H5V10zm2 2v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2z"
          />
        </svg>
      </button>
      {open && (
        <span className={styles.popup}>
          <Calendar
            value={toCalendarDate(value)}
            onSelect={(date) => {
              onChange(ruDate(date));
              close();
            }}
            onClose={close}
          />
        </span>
      )}
    </span>
  );
}

/** A labelled date field of the account screens (TextField's label and message). */
export function DateField(props: Parameters<typeof TextField>[0]) {
  return (
    <TextField
      {...props}
      control={(control) => <DateInput {...control} onChange={props.onChange} />}
    />
  );
}
