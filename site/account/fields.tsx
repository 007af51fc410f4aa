/**
 * The form pieces of the account screens, plain React like the rest of the site: a labelled
 * input with its message underneath (linked by aria-describedby), the phone input in the seed's
 * +7 (999) 999-99-99 mask, the error alert and the success notice.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { maskPhone } from '../../src/validation/masks';
import { phoneDigits } from '../../src/validation/phone';
import ui from '../theme/ui.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

export function TextField({
  name,
  label,
  value,
  error,
  hint,
  onChange,
  ...input
}: InputProps & {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const described = [error && messageId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input
        className={ui.input}
        {...input}
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <small id={hintId} className={ui.hint}>
          {hint}
        </small>
      )}
      {error && (
        <span id={messageId} className={ui.error}>
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * Typed text → the masked phone. The mask's '+7' is not a typed digit, so it is dropped before
 * the digits are masked again (as the console's phone input does); a pasted 8… or 7… number
 * of 11 digits loses its country prefix in `maskPhone`.
 */
export function typedPhone(text: string): string {
  return maskPhone(phoneDigits(text.replace(/^\s*\+7/, '')));
}

export function PhoneField(props: Parameters<typeof TextField>[0]) {
  return (
    <TextField
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder="+7 (___) ___-__-__"
      {...props}
      onChange={(text) => props.onChange(typedPhone(text))}
    />
  );
}

export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={ui.alert}>
      {message}
    </p>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={ui.success}>
      {children}
    </div>
  );
}
