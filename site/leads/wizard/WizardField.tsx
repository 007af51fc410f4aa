/**
 * One lead attribute of the site wizard, drawn from its declaration in src/leads/fields.ts:
 * a text input (dates typed as дд.мм.гггг, the server's format too), a select for an
 * enumeration, a checkbox for a flag; the message under it is the client's check or the
 * server's 422. Plain HTML, like the rest of the site.
 */
import { leadFieldTitle } from '../../../src/leads/fields';
import { fieldAt, type WizardFieldProps } from '../../../src/leads/wizard/model';
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
  const error = errors[path];
  const value = values[path];
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
  const text = typeof value === 'string' ? value : '';
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
      ) : (
        <input
          id={id}
          value={text}
          onChange={change}
          placeholder={field?.kind === 'date' ? 'дд.мм.гггг' : undefined}
          className={ui.input}
          {...described}
        />
      )}
      {message}
    </div>
  );
}
