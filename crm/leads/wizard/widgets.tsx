/**
 * The console's widgets for the shared wizard steps (src/ui/wizard/widgets.ts): MUI, as the
 * rest of the console. Element ids are `wizard-<name>`.
 */
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode } from 'react';
import { FileUpload } from '../../../src/ui/upload';
import type {
  WizardChoiceProps,
  WizardFilePickerProps,
  WizardOption,
  WizardOutcome,
  WizardSelectProps,
  WizardWidgets,
} from '../../../src/ui/wizard/widgets';
import { ApplicantPreview } from './ApplicantPreview';
import { WizardField } from './WizardField';

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
  return (
    <TextField
      select
      id={`wizard-${name}`}
      size="small"
      fullWidth
      required={required}
      label={label}
      value={value}
      error={!!error}
      helperText={error ?? hint ?? ' '}
      onChange={(e) => onChange(e.target.value)}
    >
      {emptyLabel !== undefined ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Choice({ name, label, value, options, onChange }: WizardChoiceProps) {
  return (
    <>
      <FormLabel id={`wizard-${name}`}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={`wizard-${name}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
    </>
  );
}

const Columns = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2 }}>
    {children}
  </Box>
);

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
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" size="small" onClick={onClick}>
        {children}
      </Button>
      {outcome ? (
        <Typography variant="body2" color={outcome.error ? 'error' : 'success.main'}>
          {outcome.text}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The kind select of a document upload ('Вид документа'): the wizard's, the lead card's. */
export function DocumentKindSelect({
  id,
  label,
  kind,
  options,
  onChange,
}: {
  id: string;
  label: string;
  kind: string;
  options: readonly WizardOption[];
  onChange: (kind: string) => void;
}) {
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      value={kind}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 360, mt: 1 }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function FilePicker(props: WizardFilePickerProps) {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <DocumentKindSelect
          id="wizard-document-kind"
          label={props.kindLabel}
          kind={props.kind}
          options={props.kindOptions}
          onChange={props.onKindChange}
        />
        {/* The shared widget without a resource: the checked files go to the step. */}
        <FileUpload label={props.label} multiple testId="wizard-file" onPicked={props.onPick} />
      </Box>
      {props.error ? <FormHelperText error>{props.error}</FormHelperText> : null}
    </>
  );
}

export const consoleWidgets: WizardWidgets = {
  Field: WizardField,
  Select,
  Choice,
  Columns,
  Action,
  Subtitle: ({ children }) => (
    <Typography variant="subtitle1" sx={{ mt: 2 }}>
      {children}
    </Typography>
  ),
  Notice: ({ children }) => (
    <Alert severity="info" sx={{ my: 1 }}>
      {children}
    </Alert>
  ),
  Hint: ({ children }) => (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {children}
    </Typography>
  ),
  Applicant: ApplicantPreview,
  Checklist: ({ title, children }) => (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </Box>
  ),
  FilePicker,
};
