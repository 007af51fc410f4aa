/**
 * A single checkbox bound to a boolean (seed 001 §2: the instruction scope and active flags are
 * checkboxes, not react-admin's switch). `onToggle` runs after a user's click, `hideError` lets
 * a group show one message for several boxes.
 */
import { Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useInput, ValidationError, type Validator } from 'ra-core';
import type { ChangeEvent } from 'react';

export interface CheckboxInputProps {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  onToggle?: (checked: boolean) => void;
  hideError?: boolean;
}

export function CheckboxInput({
  source,
  label,
  validate,
  onToggle,
  hideError,
}: CheckboxInputProps) {
  const { field, fieldState, id } = useInput({ source, validate, defaultValue: false });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event.target.checked);
    onToggle?.(event.target.checked);
  };
  const error = fieldState.error?.message;
  return (
    <div>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value === true}
            onChange={onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        }
      />
      {error && !hideError ? (
        <FormHelperText error>
          <ValidationError error={error} />
        </FormHelperText>
      ) : null}
    </div>
  );
}
