/**
 * One lead attribute of the wizard, drawn from its declaration in src/leads/fields.ts: a text
 * field (dates typed as дд.мм.гггг, the server's format too), a select for an enumeration, a
 * checkbox for a flag. The message under it is the client's check or the server's 422.
 */
import { Checkbox, FormControlLabel, FormHelperText, MenuItem, TextField } from '@mui/material';
import { leadFieldTitle } from '../../../src/leads/fields';
import { fieldAt, type WizardFieldProps } from '../../../src/ui/wizard/model';

export type FieldProps = WizardFieldProps;

export function WizardField({ path, values, errors, onChange, required }: FieldProps) {
  const field = fieldAt(path);
  const label = leadFieldTitle(path);
  const error = errors[path];
  const value = values[path];
  if (field?.kind === 'boolean') {
    return (
      <div>
        <FormControlLabel
          control={
            <Checkbox checked={value === true} onChange={(e) => onChange(path, e.target.checked)} />
          }
          label={label}
        />
        {error ? <FormHelperText error>{error}</FormHelperText> : null}
      </div>
    );
  }
  const common = {
    id: `wizard-${path}`,
    label,
    required,
    value: typeof value === 'string' ? value : '',
    error: !!error,
    helperText: error ?? ' ',
    size: 'small' as const,
    fullWidth: true,
    onChange: (e: { target: { value: string } }) => onChange(path, e.target.value),
  };
  if (field?.kind === 'enum') {
    return (
      <TextField {...common} select>
        {(field.options ?? []).map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.title}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      {...common}
      multiline={field?.kind === 'text'}
      minRows={field?.kind === 'text' ? 3 : undefined}
      placeholder={field?.kind === 'date' ? 'дд.мм.гггг' : undefined}
    />
  );
}
