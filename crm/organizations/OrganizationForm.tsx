/**
 * The organization form (seed 001 §2, §3 Organization): name, full name, INN / OGRN / KPP with
 * their masks and checksums (the definition's rules, src/registries/organizations.ts), the
 * region code, activity, the unified hot-line phone and the other phones, e-mail, the legal
 * and postal addresses, and the regions per affiliation kind (ГРО, НГРО, РОГ, ЕОГ). Activity,
 * region code and affiliations are editable only with a scope over every organization; a
 * read-only viewer sees every input disabled and no toolbar.
 */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  ReferenceArrayInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { affiliationKindLabels, affiliationKinds } from '../../src/domain/organizations';
import type { RegistryDefinition } from '../../src/registries';
import { applyMask, masks } from '../../src/validation/masks';
import { validatePhone } from '../../src/validation/phone';
import { RegistryInput } from '../registries/inputs';
import { FormToolbar, type RegistryInputsProps } from '../registries/RegistryForm';
import { formDefaults, toQuery } from '../registries/values';
import { addressInputs, organizationLabels as l } from './labels';

const restricted = new Set(['active', 'region_code']);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

function Field({
  definition,
  name,
  disabled,
}: {
  definition: RegistryDefinition;
  name: string;
  disabled: boolean;
}) {
  const field = definition.fields[name];
  if (!field) return null;
  return (
    <Box component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0, minWidth: 260 }}>
      <RegistryInput source={name} field={field} definition={definition} />
    </Box>
  );
}

export interface OrganizationFormProps extends RegistryInputsProps {
  /** The viewer may save this organization. */
  writable: boolean;
  /** The viewer may change activity, region code and affiliations. */
  affiliations: boolean;
}

export function OrganizationForm({
  definition,
  mode,
  writable,
  affiliations,
}: OrganizationFormProps) {
  const fieldOf = (name: string) => (
    <Field
      key={name}
      definition={definition}
      name={name}
      disabled={!writable || (restricted.has(name) && !affiliations)}
    />
  );
  const phoneMask = (v: string) => applyMask(masks.phone, v ?? '');
  return (
    <SimpleForm
      defaultValues={mode === 'create' ? { ...formDefaults(definition), phones: [] } : undefined}
      toolbar={writable ? <FormToolbar definition={definition} /> : false}
      warnWhenUnsavedChanges={false}
      disabled={!writable}
    >
      <Section title={l.requisites}>
        {['name', 'full_name', 'inn', 'ogrn', 'kpp', 'region_code', 'active'].map(fieldOf)}
      </Section>
      <Section title={l.contacts}>
        {['unified_phone', 'email'].map(fieldOf)}
        <ArrayInput source="phones" label={l.phones}>
          <SimpleFormIterator
            inline
            disableReordering
            disableAdd={!writable}
            disableRemove={!writable}
          >
            <TextInput
              source=""
              label={l.phone}
              parse={phoneMask}
              validate={validatePhone}
              helperText={false}
              disabled={!writable}
            />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
      {(['legal', 'postal'] as const).map((kind) => (
        <Section key={kind} title={kind === 'legal' ? l.legalAddress : l.postalAddress}>
          {addressInputs.map(([part, label]) => (
            <TextInput
              key={part}
              source={`${kind}_address_attributes.${part}`}
              label={label}
              disabled={!writable}
              helperText={false}
            />
          ))}
        </Section>
      ))}
      <Section title={l.affiliationByRegion}>
        {affiliationKinds.map((kind) => (
          <ReferenceArrayInput
            key={kind}
            source={`${kind}_region_ids`}
            reference="lead_dictionary/regions"
          >
            <AutocompleteArrayInput
              label={affiliationKindLabels[kind]}
              disabled={!writable || !affiliations}
              filterToQuery={toQuery}
              sx={{ minWidth: 320 }}
            />
          </ReferenceArrayInput>
        ))}
      </Section>
    </SimpleForm>
  );
}
