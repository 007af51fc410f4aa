/**
 * The service create and edit screens of the lead dictionary (seed 001 §2 "Service edit form",
 * §5 "Service form", §7, §8): the definition's inputs, the code typed as digits only and the
 * passport PDF (PassportInput); the edit screen adds the organizations button.
 *
 * Save sends multipart form data under the key `service` (serviceFormData.ts) through the
 * `saveMultipart` verb, because the passport file travels with it. A failed save shows the
 * server's message in a notification and puts the 422's field errors on their inputs.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRedirect, useTranslate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { Create, Edit, SimpleForm, TextInput } from 'react-admin';
import type { RegistryDefinition, TextField } from '../../src/registries';
import { applyMask } from '../../src/validation/masks';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { putRecord } from '../../dataProvider/recordCache';
import { RegistryInput } from '../registries/inputs';
import { FormToolbar, type FormMode, type RegistryInputsProps } from '../registries/RegistryForm';
import { raValidators } from '../registries/validators';
import { formDefaults, formFields } from '../registries/values';
import { PassportInput } from './PassportInput';
import { passportRemoved, serviceFormData } from './serviceFormData';
import { ServiceOrganizations } from './ServiceOrganizations';
import { fieldErrorsOf, errorMessageOf } from '../../src/api';

/** Seed 001 §5 "code (digits mask)": whatever is typed keeps its digits, up to the field's max. */
function CodeInput({ source, field }: { source: string; field: TextField }) {
  const mask = '9'.repeat(field.max ?? 20);
  return (
    <TextInput
      source={source}
      label={field.label}
      validate={raValidators(field)}
      helperText={field.help}
      parse={(v: string) => applyMask(mask, v ?? '')}
      inputProps={{ inputMode: 'numeric' }}
    />
  );
}

export function ServiceInputs({ definition, mode }: RegistryInputsProps) {
  return (
    <>
      {formFields(definition, mode).map(([key, field]) => {
        if (key === 'code' && field.kind === 'string')
          return <CodeInput key={key} source={key} field={field} />;
        if (field.kind === 'file') return <PassportInput key={key} source={key} field={field} />;
        return <RegistryInput key={key} source={key} field={field} definition={definition} />;
      })}
      {mode === 'edit' ? <ServiceOrganizations definition={definition} /> : null}
    </>
  );
}

/** The form's submit: the multipart save, its notices, and the field errors of a refusal. */
function useServiceSave(definition: RegistryDefinition, mode: FormMode) {
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  return async (values: FieldValues) => {
    const previous = mode === 'edit' ? record : undefined;
    const id = previous?.id;
    try {
      const { data } = await dataProvider.saveMultipart(definition.name, {
        id,
        body: serviceFormData(definition, values, previous),
      });
      if (id !== undefined) putRecord(queryClient, definition.name, data);
      // The list the screen goes back to has a new or changed row.
      void queryClient.invalidateQueries({ queryKey: [definition.name, 'getList'] });
    } catch (e) {
      notify(errorMessageOf(e, 'app.default'), { type: 'error' });
      // react-admin puts `{field: message}` on the inputs (`service[passport]` → `passport`).
      return fieldErrorsOf(e);
    }
    const lines = [
      translate(mode === 'create' ? 'app.ui.serviceCreated' : 'app.ui.serviceUpdated'),
    ];
    if (previous && passportRemoved(definition, values, previous)) {
      lines.push(translate('app.ui.fileRemoved'));
    }
    const text = lines.join('\n');
    notify(text, { type: 'success', messageArgs: { _: text }, multiLine: lines.length > 1 });
    redirect('list', definition.name);
    return undefined;
  };
}

function ServiceForm({ definition, mode }: RegistryInputsProps) {
  const save = useServiceSave(definition, mode);
  return (
    <SimpleForm
      defaultValues={mode === 'create' ? formDefaults(definition) : undefined}
      onSubmit={save}
      toolbar={<FormToolbar definition={definition} />}
      warnWhenUnsavedChanges={false}
    >
      <ServiceInputs definition={definition} mode={mode} />
    </SimpleForm>
  );
}

export function ServiceCreate({ definition }: { definition: RegistryDefinition }) {
  return (
    <Create resource={definition.name}>
      <ServiceForm definition={definition} mode="create" />
    </Create>
  );
}

export function ServiceEdit({ definition }: { definition: RegistryDefinition }) {
  return (
    <Edit resource={definition.name} mutationMode="pessimistic">
      <ServiceForm definition={definition} mode="edit" />
    </Edit>
  );
}
