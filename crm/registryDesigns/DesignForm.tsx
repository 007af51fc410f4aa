/**
 * A registry's design as a form (issue 38): its code and names, its fields — key, kind, label,
 * rules, where the list shows and filters them, an enum's options — the fields the search
 * reads, the export, and what each role may do. The server judges it again
 * (src/registries/design.ts `designProblems`) and its refusals land on the inputs.
 */
import { Typography } from '@mui/material';
import { useGetList, useRecordContext, type RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  FormDataConsumer,
  NumberInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { registryActions } from '../../src/access/registryGrants';
import { infoOf, sections } from '../../src/access/sections';
import { roleLabels, roles, type Role } from '../../src/domain/roles';
import { allowedUploadExtensions } from '../../src/domain/uploads';
import {
  designKindLabels,
  designKinds,
  referenceTargets,
  runtimeActions,
  type DesignField,
  type RegistryDesign,
} from '../../src/registries/design';
import { registries } from '../../src/registries';
import { textFormatNames, textFormats } from '../../src/registries/textFormats';
import type { FamilyGrant } from '../../src/registries/types';
import type { RegistryMetadata } from '../runtimeRegistries/definition';
import { actionTexts, designTexts as t } from './texts';

const kindChoices = designKinds.map((kind) => ({ id: kind, name: designKindLabels[kind] }));
const actionChoices = runtimeActions.map((action) => ({ id: action, name: actionTexts[action] }));
const roleChoices = roles.map((role) => ({ id: role, name: roleLabels[role] }));

/** A role's grant as its actions: what the design says, else the defaults it would get. */
const grantActions = (role: Role) => (value: FamilyGrant | undefined) =>
  registryActions(role, value === undefined ? undefined : { [role]: value });

/** The fields the search may read: the text ones. */
function textFields(fields: readonly Partial<DesignField>[] | undefined) {
  return (fields ?? [])
    .filter((f) => f?.key && ['string', 'text', 'address'].includes(f.kind ?? ''))
    .map((f) => ({ id: f.key!, name: f.label || f.key! }));
}

/** A new design's start: one required name field, listed and sorted, exported. */
export const newDesign: Partial<RegistryDesign> = {
  fields: [
    { key: 'name', kind: 'string', label: 'Наименование', required: true, list: true, sort: true },
  ],
  search: ['name'],
  exportable: true,
};

/**
 * A line of a list input (a field, an option, a move) wraps onto more rows where it does not
 * fit, its text and select inputs of one width: react-admin's inline lines do not wrap, and the
 * console's full-width text inputs shrank in them to nothing (a field's key and name, 24 px).
 */
const wrapped = {
  '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', alignItems: 'center' },
  '& .RaSimpleFormIterator-form > .MuiTextField-root': { flex: '0 0 auto', width: '14em' },
} as const;

/** The console's sections, in menu order, by their labels. */
const sectionChoices = sections.map((s) => ({ id: s, name: infoOf(s).label }));
const extensionChoices = allowedUploadExtensions.map((e) => ({ id: e, name: e }));
const formatChoices = textFormatNames.map((f) => ({ id: f, name: textFormats[f].label }));

/** The code registries a reference may point at, by their list names. */
const codeTargets = registries
  .filter((r) => referenceTargets.has(r.name))
  .map((r) => ({ id: r.name, name: r.title[1] }));

/** …and the published ones, by their records' paths. */
function useTargetChoices() {
  const { data = [] } = useGetList<RegistryMetadata>('registries', {
    filter: { source: 'runtime' },
    pagination: { page: 1, perPage: 100 },
  });
  return [...codeTargets, ...data.map((r) => ({ id: r.path, name: r.title[1] }))];
}

function FieldRules({ kind, resource }: { kind: string | undefined; resource?: string }) {
  const targetChoices = useTargetChoices();
  if (kind === 'reference')
    return (
      <>
        <SelectInput
          source="resource"
          label={t.resource}
          choices={targetChoices}
          validate={required()}
        />
        {resource === 'organizations' && <BooleanInput source="scope" label={t.scope} />}
      </>
    );
  if (kind === 'file')
    return (
      <>
        <SelectArrayInput
          source="extensions"
          label={t.extensions}
          helperText={t.extensionsHelp}
          choices={extensionChoices}
        />
        <NumberInput source="max_mb" label={t.maxMb} min={1} />
      </>
    );
  if (kind === 'enum')
    return (
      <>
        <BooleanInput source="many" label={t.many} />
        <ArrayInput source="options" label={t.options}>
          <SimpleFormIterator inline disableReordering sx={wrapped}>
            <TextInput source="value" label={t.optionValue} validate={required()} />
            <TextInput source="title" label={t.optionTitle} validate={required()} />
          </SimpleFormIterator>
        </ArrayInput>
      </>
    );
  if (['string', 'integer', 'decimal', 'money', 'text'].includes(kind ?? ''))
    return (
      <>
        {kind === 'string' && (
          <SelectInput
            source="format"
            label={t.format}
            choices={formatChoices}
            emptyText={t.anyText}
          />
        )}
        <NumberInput source="min" label={t.min} />
        <NumberInput source="max" label={t.max} />
      </>
    );
  return null;
}

/** The other filtered fields, a field's partners in a filter over both. */
function filterPartners(fields: readonly Partial<DesignField>[] | undefined, key?: string) {
  return (fields ?? [])
    .filter((f) => f?.key && f.key !== key && f.filter)
    .map((f) => ({ id: f.key!, name: f.label || f.key! }));
}

/** The choice fields of one value: a workflow's status field. */
function statusFields(fields: readonly Partial<DesignField>[] | undefined) {
  return (fields ?? [])
    .filter((f) => f?.key && f.kind === 'enum' && !f.many)
    .map((f) => ({ id: f.key!, name: f.label || f.key! }));
}

/** The statuses and the moves between them: the options of the chosen field. */
function Workflow() {
  return (
    <FormDataConsumer<Partial<RegistryDesign>>>
      {({ formData }) => {
        const field = formData.fields?.find((f) => f?.key === formData.workflow?.field);
        const statuses = (field?.options ?? []).map((o) => ({ id: o.value, name: o.title }));
        return (
          <>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
              {t.workflow}
            </Typography>
            <SelectInput
              source="workflow.field"
              label={t.workflowField}
              helperText={t.workflowHelp}
              choices={statusFields(formData.fields)}
              emptyText={t.workflowNone}
            />
            {field && (
              <ArrayInput source="workflow.moves" label={t.workflowMoves}>
                <SimpleFormIterator inline disableReordering sx={wrapped}>
                  <SelectInput
                    source="from"
                    label={t.moveFrom}
                    choices={statuses}
                    validate={required()}
                  />
                  <SelectInput
                    source="to"
                    label={t.moveTo}
                    choices={statuses}
                    validate={required()}
                  />
                  <SelectArrayInput source="roles" label={t.moveRoles} choices={roleChoices} />
                  <BooleanInput source="comment" label={t.moveComment} />
                </SimpleFormIterator>
              </ArrayInput>
            )}
          </>
        );
      }}
    </FormDataConsumer>
  );
}

export function DesignForm({
  toolbar,
  onSubmit,
}: {
  toolbar?: ReactNode;
  onSubmit?: (values: FieldValues) => Promise<Record<string, string> | undefined>;
}) {
  const record = useRecordContext<RaRecord & { published_version?: number | null }>();
  const published = record?.published_version != null;
  return (
    <SimpleForm
      // A saved draft starts the form afresh, so that it is no longer 'unsaved' (publishing
      // waits for a saved draft).
      key={String(record?.updated_at ?? 'new')}
      defaultValues={record ? undefined : newDesign}
      onSubmit={onSubmit}
      toolbar={toolbar as never}
      warnWhenUnsavedChanges={false}
    >
      <TextInput
        source="code"
        label={t.code}
        helperText={t.codeHelp}
        validate={required()}
        InputProps={published ? { readOnly: true } : undefined}
      />
      <TextInput source="title.0" label={t.titleOne} validate={required()} />
      <TextInput source="title.1" label={t.titleFew} validate={required()} />
      <TextInput source="title.2" label={t.titleMany} validate={required()} />
      <ArrayInput source="fields" label={t.fields}>
        <SimpleFormIterator inline sx={wrapped}>
          <TextInput source="key" label={t.key} validate={required()} />
          <SelectInput source="kind" label={t.kind} choices={kindChoices} validate={required()} />
          <TextInput source="label" label={t.label} validate={required()} />
          <BooleanInput source="required" label={t.required} />
          <BooleanInput source="list" label={t.list} />
          <BooleanInput source="filter" label={t.filter} />
          <BooleanInput source="sort" label={t.sort} />
          <BooleanInput source="unique" label={t.unique} />
          <SelectArrayInput source="hidden_for" label={t.hiddenFor} choices={roleChoices} />
          <SelectArrayInput source="readonly_for" label={t.readonlyFor} choices={roleChoices} />
          <FormDataConsumer<Partial<RegistryDesign> & Partial<DesignField>>>
            {({ formData, scopedFormData }) => (
              <>
                <FieldRules kind={scopedFormData?.kind} resource={scopedFormData?.resource} />
                {scopedFormData?.filter && (
                  <SelectInput
                    source="filter_with"
                    label={t.filterWith}
                    choices={filterPartners(formData.fields, scopedFormData.key)}
                    emptyText={t.filterWithNone}
                  />
                )}
              </>
            )}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
      <FormDataConsumer<{ fields?: Partial<DesignField>[] }>>
        {({ formData }) => (
          <SelectArrayInput
            source="search"
            label={t.search}
            choices={textFields(formData.fields)}
          />
        )}
      </FormDataConsumer>
      <BooleanInput source="exportable" label={t.exportable} />
      {/* On unless turned off, as the server reads a design without it. */}
      <BooleanInput source="importable" label={t.importable} defaultValue />
      <SelectInput
        source="menu_after"
        label={t.menuAfter}
        choices={sectionChoices}
        emptyText={t.menuEnd}
      />
      <Workflow />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {t.grants}
      </Typography>
      {roles.map((role) => (
        <CheckboxGroupInput
          key={role}
          source={`grants.${role}`}
          label={roleLabels[role]}
          choices={actionChoices}
          format={grantActions(role)}
        />
      ))}
    </SimpleForm>
  );
}
