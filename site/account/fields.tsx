/**
 * The form pieces of the account screens, plain React like the rest of the site: a labelled
 * input with its message underneath (linked by aria-describedby), the phone input in the seed's
 * +7 (999) 999-99-99 mask, the error alert and the success notice.
 */
import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { maskPhone } from '../../src/validation/masks';
import { phoneDigits } from '../../src/validation/phone';

export const errorColor = '#b3261e';
export const formStyle: CSSProperties = { display: 'grid', gap: 12 };
const fieldStyle: CSSProperties = { display: 'grid', gap: 4 };
const messageStyle: CSSProperties = { color: errorColor, margin: 0, fontSize: 14 };
const noticeStyle: CSSProperties = {
  background: '#e8f3ec',
  border: '1px solid #9cc9ab',
  borderRadius: 4,
  padding: 12,
};
/** A button that reads as a link: mode switches on the sign-in page. */
export const linkButton: CSSProperties = {
  background: 'none',
  border: 0,
  padding: 0,
  color: '#0b57d0',
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  justifySelf: 'start',
};

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
    <div style={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <small id={hintId} style={{ color: '#51606f' }}>
          {hint}
        </small>
      )}
      {error && (
        <span id={messageId} style={messageStyle}>
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
    <p role="alert" style={{ color: errorColor, whiteSpace: 'pre-line', margin: 0 }}>
      {message}
    </p>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" style={noticeStyle}>
      {children}
    </div>
  );
}
