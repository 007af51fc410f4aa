/**
 * The console's widgets for the shared wizard steps (src/leads/wizard/widgets.ts): MUI, as the
 * rest of the console. Element ids are `wizard-<name>`.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, type ReactNode } from 'react';
import type {
  WizardChoiceProps,
  WizardFileListProps,
  WizardFilePickerProps,
  WizardOutcome,
  WizardSelectProps,
  WizardWidgets,
} from '../../../src/leads/wizard/widgets';
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

function FilePicker(props: WizardFilePickerProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          id="wizard-document-kind"
          size="small"
          label={props.kindLabel}
          value={props.kind}
          onChange={(e) => props.onKindChange(e.target.value)}
          sx={{ minWidth: 360 }}
        >
          {props.kindOptions.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <input
          ref={picker}
          type="file"
          hidden
          multiple
          data-testid="wizard-file"
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = '';
            props.onPick(picked);
          }}
        />
        <Button startIcon={<UploadIcon />} onClick={() => picker.current?.click()}>
          {props.label}
        </Button>
      </Box>
      {props.error ? <FormHelperText error>{props.error}</FormHelperText> : null}
    </>
  );
}

function FileList({ label, heading, items }: WizardFileListProps) {
  const list = (
    <List dense aria-label={heading ? undefined : label}>
      {items.map((item) => (
        <ListItem
          key={item.key}
          secondaryAction={
            <IconButton edge="end" aria-label={item.removeLabel} onClick={item.onRemove}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          }
        >
          <ListItemText primary={item.text} secondary={item.detail} />
        </ListItem>
      ))}
    </List>
  );
  if (!heading) return list;
  return (
    <Box component="section" aria-label={label} sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{heading}</Typography>
      {list}
    </Box>
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
  FileList,
};
