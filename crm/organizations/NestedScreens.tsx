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
import { useNavigate, useParams } from 'react-router-dom';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import { organizationTabs } from '../../src/registries/organizations';
import type { RegistryDefinition } from '../../src/registries';
import { RegistryInputs } from '../registries/RegistryForm';
import { formDefaults, toWire } from '../registries/values';
import { useOrganizationAccess } from './access';
import { nestedResource, organizationEditPath, useConsolePath } from './api';
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

function Inputs({
  tab,
  organizationId,
  definition,
  mode,
}: {
  tab: NestedTab;
  organizationId: string;
  definition: RegistryDefinition;
  mode: 'create' | 'edit';
}) {
  return (
    <>
      {tab === 'schedule' ? (
        <ReferenceInput
          source="branch_id"
          reference={nestedResource('organizations', organizationId, 'branches')}
        >
          <SelectInput label={l.branch} emptyText={l.organizationHours} optionText="name" />
        </ReferenceInput>
      ) : null}
      <RegistryInputs definition={definition} mode={mode} />
    </>
  );
}

const wire =
  (definition: RegistryDefinition) =>
  (data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
    toWire(definition, data, options?.previousData);

export function NestedCreate({ tab }: { tab: NestedTab }) {
  const { organizationId, definition, back, key, resource } = useNested(tab);
  const access = useOrganizationAccess(organizationId);
  return (
    <Create
      disableAuthentication
      resource={resource}
      redirect={() => back}
      transform={wire(definition)}
      title={definition.title[0]}
    >
      <SimpleForm
        defaultValues={formDefaults(definition)}
        toolbar={<BackToolbar back={back} writable={access.canWrite(key)} />}
        warnWhenUnsavedChanges={false}
      >
        <Inputs tab={tab} organizationId={organizationId} definition={definition} mode="create" />
      </SimpleForm>
    </Create>
  );
}

export function NestedEdit({ tab }: { tab: NestedTab }) {
  const { organizationId, id, definition, back, key, resource } = useNested(tab);
  const access = useOrganizationAccess(organizationId);
  if (!id) return null;
  return (
    <Edit
      disableAuthentication
      resource={resource}
      id={id}
      mutationMode="pessimistic"
      redirect={() => back}
      transform={wire(definition)}
      title={definition.title[0]}
    >
      <SimpleForm
        toolbar={<BackToolbar back={back} writable={access.canWrite(key)} />}
        warnWhenUnsavedChanges={false}
      >
        <Inputs tab={tab} organizationId={organizationId} definition={definition} mode="edit" />
      </SimpleForm>
    </Edit>
  );
}
