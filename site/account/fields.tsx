/**
 * The form pieces of the account screens, plain React like the rest of the site: a labelled
 * input with its message underneath (linked by aria-describedby), the phone input in the mask
 * its code calls for with the server's phone lookup, the error alert and the success notice.
 * The date input with its calendar is ./DateField.tsx (only the pages with dates load it).
 */
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { maskTypedPhone } from '../../src/validation/masks';
import { Field } from '../Field';
import { useServerCheck } from './serverChecks';
import ui from '../theme/ui.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

/** What TextField hands a control drawn in place of its plain <input>. */
export type ControlProps = InputProps & { id: string; name: string; value: string };

export function TextField({
  name,
  label,
  value,
  error,
  hint,
  onChange,
  control,
  ...input
}: InputProps & {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
  /** Another control than the plain input (the date input with its calendar button). */
  control?: (props: ControlProps) => ReactNode;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(frame) => {
        const props: ControlProps = { className: ui.input, ...input, ...frame, name, value };
        return control ? (
          control(props)
        ) : (
          <input {...props} onChange={(e) => onChange(e.target.value)} />
        );
      }}
    </Field>
  );
}

/**
 * The phone in the mask its code calls for (src/validation/masks.ts `maskTypedPhone`: 3-, 4-
 * or 5-digit city code, 8 (800)); once 11 digits are typed the server's lookup runs and its
 * refusal shows under the field unless the form has a message of its own there.
 */
export function PhoneField(props: Parameters<typeof TextField>[0]) {
  // A stored number the user has not touched is not looked up again.
  const [typed, setTyped] = useState(false);
  const refused = useServerCheck('phone', typed ? props.value : '');
  return (
    <TextField
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder="+7 (___) ___-__-__"
      {...props}
      error={props.error || refused}
      onChange={(text) => {
        setTyped(true);
        props.onChange(maskTypedPhone(text));
      }}
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
