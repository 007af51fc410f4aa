/**
 * The site's labelled fields: `Field` draws the label over any control and the hint and the
 * message under it, tied to it by aria-describedby; `SelectField` is a select in it, the empty
 * choice first when `empty` names it, the caller's `children` right under it. A select is
 * controlled through `value` and `onChange`, or left to the form with `name` and `defaultValue`.
 */
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { SelectOption } from '../src/domain/enums';
import ui from './theme/ui.module.css';

/** What a control takes from its field: its id, its invalid state and its descriptions. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const described = [error && `${id}-message`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <small id={`${id}-hint`} className={ui.hint}>
          {hint}
        </small>
      )}
      {error && (
        <span id={`${id}-message`} className={ui.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export function SelectField({
  label,
  options,
  empty,
  hint,
  error,
  onChange,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  label: string;
  options: readonly SelectOption[];
  empty?: string;
  hint?: string;
  error?: string;
  onChange?: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <select
            className={ui.input}
            {...select}
            {...control}
            onChange={onChange && ((e) => onChange(e.target.value))}
          >
            {empty === undefined ? null : <option value="">{empty}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.title}
              </option>
            ))}
          </select>
          {children}
        </>
      )}
    </Field>
  );
}
