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
  WizardActionProps,
  WizardChoiceProps,
  WizardFact,
  WizardFilePickerProps,
  WizardOption,
  WizardSelectProps,
  WizardWidgets,
} from '../../../src/ui/wizard/widgets';
import { WizardField } from './WizardField';

function Select(p: WizardSelectProps) {
  return (
    <TextField
      select
      id={`wizard-${p.name}`}
      size="small"
      fullWidth
      required={p.required}
      label={p.label}
      value={p.value}
      error={!!p.error}
      helperText={p.error ?? p.hint ?? ' '}
      onChange={(e) => p.onChange(e.target.value)}
    >
      {p.emptyLabel !== undefined ? <MenuItem value="">{p.emptyLabel}</MenuItem> : null}
      {p.options.map((o) => (
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

function Action({ onClick, children, outcome }: WizardActionProps) {
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

/** Captions and values in two columns (the applicant's data). */
function Facts({ label, rows }: { label: string; rows: readonly WizardFact[] }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1 }}
    >
      {rows.map(({ key, label, value }) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
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
  Status: ({ children, error }) => (
    <Typography color={error ? 'error' : undefined}>{children}</Typography>
  ),
  Facts,
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
