/**
 * One lead attribute of the site wizard, drawn from its declaration in src/leads/fields.ts:
 * a text input (dates typed as дд.мм.гггг, the server's format too), a select for an
 * enumeration, a checkbox for a flag; the message under it is the client's check or the
 * server's 422. Plain HTML, like the rest of the site.
 */
import type { CSSProperties } from 'react';
import { leadFieldTitle } from '../../../src/leads/fields';
import { fieldAt, type WizardFieldProps } from '../../../src/leads/wizard/model';

export const fieldBox: CSSProperties = { display: 'grid', gap: 4, marginBottom: 12 };
export const inputStyle: CSSProperties = {
  padding: '8px 10px',
  border: '1px solid #b8c2cc',
  borderRadius: 4,
  font: 'inherit',
};
export const errorStyle: CSSProperties = { color: '#b3261e', fontSize: 13, margin: 0 };

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
    <label htmlFor={htmlFor}>
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
    <p id={`${id}-error`} role="alert" style={errorStyle}>
      {error}
    </p>
  ) : null;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  if (field?.kind === 'boolean') {
    return (
      <div style={fieldBox}>
        <label htmlFor={id} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
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
    <div style={fieldBox}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {field?.kind === 'enum' ? (
        <select id={id} value={text} onChange={change} style={inputStyle} {...described}>
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
          style={inputStyle}
          {...described}
        />
      ) : (
        <input
          id={id}
          value={text}
          onChange={change}
          placeholder={field?.kind === 'date' ? 'дд.мм.гггг' : undefined}
          style={inputStyle}
          {...described}
        />
      )}
      {message}
    </div>
  );
}
