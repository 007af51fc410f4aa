/**
 * The site's widgets for the shared wizard steps (src/leads/wizard/widgets.ts): plain HTML with
 * the site's styles, no MUI. Element ids are `lead-<name>`; an error text is tied to its control
 * by aria-describedby.
 */
import type { CSSProperties, ReactNode } from 'react';
import { applicantRows } from '../../../src/leads/wizard/applicantPreview';
import { wizardTexts as text } from '../../../src/leads/wizard/texts';
import type {
  WizardChoiceProps,
  WizardFilePickerProps,
  WizardOutcome,
  WizardSelectProps,
  WizardWidgets,
} from '../../../src/leads/wizard/widgets';
import { FileUpload } from '../../../src/ui/upload';
import { DataList } from '../../DataList';
import { twoColumns } from './layout';
import { errorStyle, fieldBox, FieldLabel, inputStyle, WizardField } from './WizardField';

export const noticeStyle: CSSProperties = {
  background: '#eef5fc',
  border: '1px solid #c9dcf0',
  borderRadius: 4,
  padding: '8px 12px',
  margin: '8px 0',
};

function Select({
  name,
  label,
  value,
  options,
  onChange,
  required,
  error,
  hint,
  emptyLabel,
}: WizardSelectProps) {
  const id = `lead-${name}`;
  return (
    <div style={fieldBox}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        value={value}
        style={inputStyle}
        onChange={(e) => onChange(e.target.value)}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      >
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} style={errorStyle}>
          {error}
        </p>
      ) : null}
      {hint ? <p>{hint}</p> : null}
    </div>
  );
}

function Choice({ name, label, value, options, onChange }: WizardChoiceProps) {
  return (
    <fieldset style={{ border: 0, padding: 0, marginBottom: 12 }}>
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={o.value} style={{ display: 'block', margin: '4px 0' }}>
          <input
            type="radio"
            name={`lead-${name}`}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />{' '}
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

function Action({
  onClick,
  children,
  outcome,
}: {
  onClick: () => void;
  children: ReactNode;
  outcome?: WizardOutcome;
}) {
  return (
    <p style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <button type="button" onClick={onClick}>
        {children}
      </button>
      {outcome ? (
        <span role="status" style={outcome.error ? errorStyle : { color: '#1e7b34' }}>
          {outcome.text}
        </span>
      ) : null}
    </p>
  );
}

function FilePicker(props: WizardFilePickerProps) {
  return (
    <>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <div style={fieldBox}>
          <label htmlFor="lead-document-kind">{props.kindLabel}</label>
          <select
            id="lead-document-kind"
            value={props.kind}
            style={{ ...inputStyle, maxWidth: 420 }}
            onChange={(e) => props.onKindChange(e.target.value)}
          >
            {props.kindOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        {/* The shared widget without a resource: the checked files go to the step. */}
        <FileUpload label={props.label} multiple id="lead-document-file" onPicked={props.onPick} />
      </div>
      {props.error ? (
        <p role="alert" style={errorStyle}>
          {props.error}
        </p>
      ) : null}
    </>
  );
}

export const siteWidgets: WizardWidgets = {
  Field: WizardField,
  Select,
  Choice,
  Columns: ({ children }) => <div style={twoColumns}>{children}</div>,
  Action,
  Subtitle: ({ children }) => <h3 style={{ fontSize: 16 }}>{children}</h3>,
  Notice: ({ children }) => <p style={noticeStyle}>{children}</p>,
  Hint: ({ children }) => <p style={{ color: '#5b6b7a' }}>{children}</p>,
  Applicant: ({ applicant }) =>
    applicant === undefined ? (
      <p>{text.loading}</p>
    ) : applicant ? (
      <DataList
        label={text.applicantPreview}
        rows={applicantRows(applicant).map(({ label, value }) => [label, value])}
      />
    ) : (
      <p role="alert">{text.applicantMissing}</p>
    ),
  Checklist: ({ title, children }) => (
    <div style={{ marginBottom: 16 }}>
      <h3 style={{ fontSize: 16, margin: '0 0 4px' }}>{title}</h3>
      <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{children}</p>
    </div>
  ),
  FilePicker,
};
