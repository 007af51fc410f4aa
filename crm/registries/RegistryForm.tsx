/**
 * The create/edit form of a registry: an input per writable field of the screen (`only` and
 * `readOnly` respected), validated by the shared rules, with Save and Cancel (back to the list).
 * A registry passes `children` to lay its inputs out itself (crm/instructions).
 */
import { Button } from '@mui/material';
import { useRedirect, useResourceContext, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { RegistryDefinition } from '../../src/registries';
import { RegistryInput } from './inputs';
import { formDefaults, formFields } from './values';

export type FormMode = 'create' | 'edit';

/** What a registry's inputs are laid out for: the definition and the screen. */
export interface RegistryInputsProps {
  definition: RegistryDefinition;
  mode: FormMode;
}

export interface RegistryFormProps extends RegistryInputsProps {
  children?: ReactNode;
}

export function FormToolbar({ definition }: { definition: RegistryDefinition }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const resource = useResourceContext() ?? definition.name;
  return (
    <Toolbar sx={{ gap: 1 }}>
      {/* Enabled on a pristine form too: a click shows the required messages. */}
      <SaveButton alwaysEnable />
      <Button onClick={() => redirect('list', resource)}>{translate('ra.action.cancel')}</Button>
    </Toolbar>
  );
}

/** The inputs of the definition for one screen. */
export function RegistryInputs({ definition, mode }: RegistryInputsProps) {
  return (
    <>
      {formFields(definition, mode).map(([key, field]) => (
        <RegistryInput key={key} source={key} field={field} definition={definition} />
      ))}
    </>
  );
}

export function RegistryForm({ definition, mode, children }: RegistryFormProps) {
  return (
    <SimpleForm
      defaultValues={mode === 'create' ? formDefaults(definition) : undefined}
      toolbar={<FormToolbar definition={definition} />}
      warnWhenUnsavedChanges={false}
    >
      {children ?? <RegistryInputs definition={definition} mode={mode} />}
    </SimpleForm>
  );
}
