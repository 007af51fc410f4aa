/**
 * The site's widgets for the shared wizard steps (src/ui/wizard/widgets.ts): plain HTML with
 * the site's styles, no MUI. Element ids are `lead-<name>`; an error text is tied to its control
 * by aria-describedby.
 */
import type {
  WizardActionProps,
  WizardChoiceProps,
  WizardFilePickerProps,
  WizardSelectProps,
  WizardWidgets,
} from '../../../src/ui/wizard/widgets';
import { FileUpload } from '../../../src/ui/upload';
import { ErrorAlert } from '../../account/fields';
import { DataList } from '../../DataList';
import { FieldLabel, WizardField } from './WizardField';
import ui from '../../theme/ui.module.css';
import styles from './Wizard.module.css';

function Select(p: WizardSelectProps) {
  const id = `lead-${p.name}`;
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={p.label} required={p.required} />
      <select
        id={id}
        value={p.value}
        className={ui.input}
        onChange={(e) => p.onChange(e.target.value)}
        {...(p.error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      >
        <option value="">{p.emptyLabel}</option>
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {p.error ? (
        <p id={`${id}-error`} className={`${ui.text} ${ui.error}`}>
          {p.error}
        </p>
      ) : null}
      {p.hint ? <p className={`${ui.text} ${ui.hint}`}>{p.hint}</p> : null}
    </div>
  );
}

function Choice({ name, label, value, options, onChange }: WizardChoiceProps) {
  return (
    <fieldset className={styles.choice}>
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={o.value} className={styles.check}>
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

function Action({ onClick, children, outcome }: WizardActionProps) {
  return (
    <p className={styles.action}>
      <button type="button" className={ui.buttonSecondary} onClick={onClick}>
        {children}
      </button>
      {outcome ? (
        <span role="status" className={outcome.error ? ui.error : styles.ok}>
          {outcome.text}
        </span>
      ) : null}
    </p>
  );
}

function FilePicker(props: WizardFilePickerProps) {
  return (
    <>
      <div className={styles.picker}>
        <div className={styles.field}>
          <label htmlFor="lead-document-kind" className={ui.label}>
            {props.kindLabel}
          </label>
          <select
            id="lead-document-kind"
            value={props.kind}
            className={ui.input}
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
      <ErrorAlert message={props.error} />
    </>
  );
}

export const siteWidgets: WizardWidgets = {
  Field: WizardField,
  Select,
  Choice,
  Columns: ({ children }) => <div className={styles.columns}>{children}</div>,
  Action,
  Subtitle: ({ children }) => <h3 className={styles.subtitle}>{children}</h3>,
  Notice: ({ children }) => <p className={styles.notice}>{children}</p>,
  Hint: ({ children }) => <p className={ui.hint}>{children}</p>,
  Status: ({ children, error }) =>
    error ? (
      <p role="alert" className={ui.alert}>
        {children}
      </p>
    ) : (
      <p>{children}</p>
    ),
  Facts: ({ label, rows }) => (
    <DataList label={label} rows={rows.map((row) => [row.label, row.value])} />
  ),
  Checklist: ({ title, children }) => (
    <div className={styles.checklist}>
      <h3>{title}</h3>
      <p>{children}</p>
    </div>
  ),
  FilePicker,
};
