/**
 * The create and edit screens of a registry nested under an organization (seed 001 §2
 * schedule/new, schedule/edit/{id}, regional_benefits/…, gro_auth_representatives/…): the
 * definition's inputs and rules (src/registries/organizations.ts), saved pessimistically so a
 * 422's field errors land on the inputs, then back to the organization's tab. The schedule
 * also picks the branch whose hours these are (empty: the whole organization).
 */
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import {
  Create,
  Edit,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
} from 'react-admin';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import { organizationTabs } from '../../src/registries/organizations';
import type { RegistryDefinition } from '../../src/registries';
import { RegistryInputs, type FormMode } from '../registries/RegistryForm';
import { formDefaults } from '../registries/values';
import { useOrganizationAccess } from './access';
import { nestedResource, organizationEditPath, useConsolePath } from './api';
import { wireTransform } from '../registries/values';
import { organizationLabels as l, organizationTabKeys } from './labels';

export type NestedTab = keyof typeof organizationTabs;

function useNested(tab: NestedTab) {
  const { organization_id: organizationId = '', id } = useParams();
  const definition: RegistryDefinition = organizationTabs[tab];
  const back = organizationEditPath(organizationId, tab);
  const key = organizationTabKeys.find(([t]) => t === tab)![2] as PermissionKey;
  return {
    organizationId,
    id,
    definition,
    back,
    key,
    resource: nestedResource('organizations', organizationId, definition.path),
  };
}

export function BackToolbar({ back, writable }: { back: string; writable: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathTo = useConsolePath();
  return (
    <Toolbar sx={{ gap: 1 }}>
      {writable ? <SaveButton alwaysEnable /> : null}
      <Button onClick={() => navigate(pathTo(back))}>{translate('ra.action.cancel')}</Button>
    </Toolbar>
  );
}

/** A nested record's create or edit screen, back to `back` once saved. */
export function NestedForm({
  mode,
  resource,
  id,
  definition,
  back,
  writable,
  children,
}: {
  mode: FormMode;
  resource: string;
  id?: string;
  definition: RegistryDefinition;
  back: string;
  writable: boolean;
  /** Inputs before the definition's. */
  children?: ReactNode;
}) {
  const screen = {
    disableAuthentication: true,
    resource,
    redirect: () => back,
    transform: wireTransform(definition),
    title: definition.title[0],
  };
  const form = (
    <SimpleForm
      defaultValues={mode === 'create' ? formDefaults(definition) : undefined}
      toolbar={<BackToolbar back={back} writable={writable} />}
      warnWhenUnsavedChanges={false}
    >
      {children}
      <RegistryInputs definition={definition} mode={mode} />
    </SimpleForm>
  );
  return mode === 'create' ? (
    <Create {...screen}>{form}</Create>
  ) : (
    <Edit {...screen} id={id} mutationMode="pessimistic">
      {form}
    </Edit>
  );
}

export function NestedScreen({ tab, mode }: { tab: NestedTab; mode: FormMode }) {
  const { organizationId, id, definition, back, key, resource } = useNested(tab);
  const access = useOrganizationAccess(organizationId);
  if (mode === 'edit' && !id) return null;
  return (
    <NestedForm
      mode={mode}
      resource={resource}
      id={id}
      definition={definition}
      back={back}
      writable={access.canWrite(key)}
    >
      {tab === 'schedule' ? (
        <ReferenceInput
          source="branch_id"
          reference={nestedResource('organizations', organizationId, 'branches')}
        >
          <SelectInput label={l.branch} emptyText={l.organizationHours} optionText="name" />
        </ReferenceInput>
      ) : null}
    </NestedForm>
  );
}
