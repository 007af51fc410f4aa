/**
 * The instruction form (seed 001 §2, §5): name; the scope checkboxes CRM / Портал with one
 * 'Поле обязательно для заполнения' when neither is on; 'Показывать' only while Портал is on,
 * cleared whenever the Портал box changes; the file upload; 'Активна' on the edit screen only.
 * The rules are the definition's (src/registries/instructions.ts).
 */
import { FormHelperText } from '@mui/material';
import { ValidationError } from 'ra-core';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { RegistryDefinition } from '../../src/registries';
import { CheckboxInput } from '../registries/CheckboxInput';
import { RegistryInput } from '../registries/inputs';
import type { RegistryInputsProps } from '../registries/RegistryForm';
import { raValidators } from '../registries/validators';

function Input({ definition, name }: { definition: RegistryDefinition; name: string }) {
  const field = definition.fields[name];
  return field ? <RegistryInput source={name} field={field} definition={definition} /> : null;
}

function ScopeBoxes({ definition }: { definition: RegistryDefinition }) {
  const { setValue, trigger } = useFormContext();
  const { errors, isSubmitted } = useFormState({ name: ['for_crm', 'for_portal'] });
  const error = (errors.for_crm?.message ?? errors.for_portal?.message) as string | undefined;
  const recheck = () => {
    if (isSubmitted) void trigger(['for_crm', 'for_portal']);
  };
  const box = (name: 'for_crm' | 'for_portal', onToggle: () => void) => {
    const field = definition.fields[name];
    if (!field) return null;
    return (
      <CheckboxInput
        source={name}
        label={field.label}
        validate={raValidators(field)}
        onToggle={onToggle}
        hideError
      />
    );
  };
  return (
    <div>
      {box('for_crm', recheck)}
      {box('for_portal', () => {
        setValue('shown_for_kind', null, { shouldDirty: true });
        recheck();
      })}
      {error ? (
        <FormHelperText error>
          <ValidationError error={error} />
        </FormHelperText>
      ) : null}
    </div>
  );
}

export function InstructionInputs({ definition, mode }: RegistryInputsProps) {
  const portal = useWatch({ name: 'for_portal' }) === true;
  return (
    <>
      <Input definition={definition} name="name" />
      <ScopeBoxes definition={definition} />
      {portal ? <Input definition={definition} name="shown_for_kind" /> : null}
      <Input definition={definition} name="file" />
      {mode === 'edit' ? <Input definition={definition} name="active" /> : null}
    </>
  );
}
