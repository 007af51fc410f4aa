/**
 * The schedule plan's create and edit forms: the generic inputs of the definition, except that
 * the object is the home or the СНТ as the kind says, the kind of a new plan comes from
 * `?kind=` (the tab it was created from), and the lead is found by its number through
 * `GET /leads/suggestions/{uid}` (seed 001 §7; from 2 characters, 700 ms after typing).
 */
import { Autocomplete, TextField } from '@mui/material';
import { useGetOne, useInput, type RaRecord } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { RegistryDefinition } from '../../src/registries';
import { leadOptionProps, useLeadSuggestions } from '../management/LeadPicker';
import { RegistryCreate } from '../registries/RegistryCreate';
import { RegistryEdit } from '../registries/RegistryEdit';
import type { RegistryInputsProps } from '../registries/RegistryForm';
import { RegistryInput } from '../registries/inputs';
import type { RegistryScreenComponentProps } from '../registries/resource';
import { formFields } from '../registries/values';
import { kindOf } from './kind';

/** The lead of the plan, picked by its number among the caller's leads. */
export function LeadUidInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source });
  const value = (field.value as string | null | undefined) || null;
  const { setInput, options, loading } = useLeadSuggestions();
  const known = options.find((o) => String(o.id) === value);
  const current = useGetOne<RaRecord>('leads', { id: value ?? '' }, { enabled: !!value && !known });
  const selected = value ? (known ?? current.data ?? { id: value, uid: '' }) : null;
  return (
    <Autocomplete
      {...leadOptionProps}
      sx={{ width: '100%', maxWidth: 480, mb: 2 }}
      options={options}
      value={selected}
      loading={loading}
      onChange={(_, lead) => field.onChange(lead ? String(lead.id) : null)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      renderInput={(params) => <TextField {...params} label={label} onBlur={field.onBlur} />}
    />
  );
}

/** The object input of the kind: a home or an СНТ of the inventory. */
function ObjectInput({ definition }: { definition: RegistryDefinition }) {
  const kind = kindOf(useWatch({ name: 'kind' }));
  const key = kind === 'snt' ? 'snt_id' : 'home_id';
  const field = definition.fields[key];
  return field ? (
    <RegistryInput key={key} source={key} field={field} definition={definition} />
  ) : null;
}

export function PlanInputs({ definition, mode }: RegistryInputsProps) {
  return (
    <>
      {formFields(definition, mode).map(([key, field]) => {
        if (key === 'snt_id') return null;
        if (key === 'home_id') return <ObjectInput key="object" definition={definition} />;
        if (key === 'lead_id') return <LeadUidInput key={key} source={key} label={field.label} />;
        return <RegistryInput key={key} source={key} field={field} definition={definition} />;
      })}
    </>
  );
}

/** The definition whose new plans start with the kind of `?kind=` (or the navigation state). */
function withKind(definition: RegistryDefinition, kind: string): RegistryDefinition {
  const field = definition.fields.kind;
  if (!field) return definition;
  return { ...definition, fields: { ...definition.fields, kind: { ...field, default: kind } } };
}

export function SchedulePlanCreate({ definition }: RegistryScreenComponentProps) {
  const location = useLocation();
  const state = location.state as { record?: { kind?: string } } | null;
  const kind = kindOf(new URLSearchParams(location.search).get('kind') ?? state?.record?.kind);
  const own = withKind(definition, kind);
  return <RegistryCreate definition={own} inputs={<PlanInputs definition={own} mode="create" />} />;
}

export function SchedulePlanEdit({ definition }: RegistryScreenComponentProps) {
  return (
    <RegistryEdit
      definition={definition}
      inputs={<PlanInputs definition={definition} mode="edit" />}
    />
  );
}
