/**
 * One lead attribute of the site wizard, drawn from its declaration in src/leads/fields.ts:
 * a text input, a select for an enumeration, a checkbox for a flag; a date is the site's date
 * input with its calendar (dd.MM.yyyy, the server's format too), a phone takes the mask its
 * code calls for and a SNILS the ddd-ddd-ddd dd mask, both checked by the server as they are
 * typed (seed 000 §5). The message under it is the client's check, the server's 422 or the
 * server's refusal of a phone or SNILS. Plain HTML, like the rest of the site.
 */
import { useState } from 'react';
import { leadFieldTitle } from '../../../src/leads/fields';
import { fieldAt, type WizardFieldProps } from '../../../src/ui/wizard/model';
import { applyMask, maskTypedPhone, masks } from '../../../src/validation/masks';
import { validatePhone } from '../../../src/validation/phone';
import { validateSnils } from '../../../src/validation/snils';
import { DateInput } from '../../account/DateField';
import { useServerCheck, type ServerCheck } from '../../account/serverChecks';
import ui from '../../theme/ui.module.css';
import styles from './Wizard.module.css';

/** A field's visible label; the asterisk of a required field is for the eye only. */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={ui.label}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

const idOf = (path: string) => `lead-${path.replace(/\./g, '-')}`;

export function WizardField({ path, values, errors, onChange, required }: WizardFieldProps) {
  const field = fieldAt(path);
  const label = leadFieldTitle(path);
  const value = values[path];
  const text = typeof value === 'string' ? value : '';
  const check: ServerCheck | undefined = field?.validate?.includes(validatePhone)
    ? 'phone'
    : field?.validate?.includes(validateSnils)
      ? 'snils'
      : undefined;
  // Asked once the user types here: a draft's stored value is not looked up again.
  const [typed, setTyped] = useState(false);
  const refused = useServerCheck(check ?? 'phone', check && typed ? text : '');
  const error = errors[path] ?? refused;
  const id = idOf(path);
  const message = error ? (
    <p id={`${id}-error`} role="alert" className={`${ui.text} ${ui.error}`}>
      {error}
    </p>
  ) : null;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  if (field?.kind === 'boolean') {
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.check}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(path, e.target.checked)}
            {...described}
          />
          <span>{label}</span>
        </label>
        {message}
      </div>
    );
  }
  const change = (e: { target: { value: string } }) => onChange(path, e.target.value);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {field?.kind === 'enum' ? (
        <select id={id} value={text} onChange={change} className={ui.input} {...described}>
          <option value="" />
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.title}
            </option>
          ))}
        </select>
      ) : field?.kind === 'text' ? (
        <textarea
          id={id}
          rows={3}
          value={text}
          onChange={change}
          className={ui.textarea}
          {...described}
        />
      ) : field?.kind === 'date' ? (
        <DateInput
          id={id}
          name={id}
          value={text}
          onChange={(typed) => onChange(path, typed)}
          className={ui.input}
          {...described}
        />
      ) : check === 'phone' ? (
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={maskTypedPhone(text)}
          onChange={(e) => {
            setTyped(true);
            onChange(path, maskTypedPhone(e.target.value));
          }}
          className={ui.input}
          {...described}
        />
      ) : (
        <input
          id={id}
          value={text}
          onChange={
            check === 'snils'
              ? (e) => {
                  setTyped(true);
                  onChange(path, applyMask(masks.snils, e.target.value));
                }
              : change
          }
          inputMode={check === 'snils' ? 'numeric' : undefined}
          className={ui.input}
          {...described}
        />
      )}
      {message}
    </div>
  );
}
