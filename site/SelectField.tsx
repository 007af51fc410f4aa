/**
 * The site's labelled select, the empty choice first when `empty` names it; under it the caller's
 * `children`, the hint and the message (the last two tied to it by aria-describedby). Controlled
 * through `value` and `onChange`, or left to the form with `name` and `defaultValue`.
 */
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { SelectOption } from '../src/domain/enums';
import ui from './theme/ui.module.css';

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
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-message`].filter(Boolean).join(' ');
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={ui.input}
        {...select}
        onChange={onChange && ((e) => onChange(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      >
        {empty === undefined ? null : <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.title}
          </option>
        ))}
      </select>
      {children}
      {hint && (
        <span id={`${id}-hint`} className={ui.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-message`} className={ui.error}>
          {error}
        </span>
      )}
    </div>
  );
}
