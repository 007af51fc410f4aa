/**
 * Branches of an organization (seed 001 §2 branch/new, branch/edit/{id}, branch/{branch_id};
 * §3 Branch with its districts and cadastral quarters). The tab lists them; a row opens the
 * branch card with its districts (cadastral prefixes) and quarters, which the viewer adds and
 * removes in place when holding admin_branches_update for an organization of their own.
 */
import { Box, Button, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'ra-core';
import { Create, Datagrid, List, Show, SimpleForm, SimpleShowLayout } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { listFields, type RegistryDefinition } from '../../src/registries';
import {
  branchCadastralQuarters,
  branchDistricts,
  organizationBranches,
} from '../../src/registries/organizations';
import { RegistryCell } from '../registries/cells';
import { defaultSort } from '../registries/RegistryList';
import { RegistryInputs, type FormMode } from '../registries/RegistryForm';
import { formDefaults } from '../registries/values';
import { useOrganizationAccess } from './access';
import { nestedResource, organizationEditPath, useConsolePath } from './api';
import { organizationLabels as l } from './labels';
import { NestedForm } from './NestedScreens';
import { branchShowPath, nestedEditPath, nestedNewPath } from './routes';

function columns(definition: RegistryDefinition) {
  return listFields(definition).map(([k, field]) => (
    <RegistryCell key={k} source={k} field={field} label={field.label} />
  ));
}

export function BranchesTab({ organizationId }: { organizationId: string }) {
  const navigate = useNavigate();
  const pathTo = useConsolePath();
  const access = useOrganizationAccess(organizationId);
  return (
    <List
      disableAuthentication
      resource={nestedResource('organizations', organizationId, 'branches')}
      disableSyncWithLocation
      storeKey={false}
      title=" "
      sort={defaultSort(organizationBranches)}
      perPage={100}
      pagination={false}
      empty={false}
      actions={
        access.canWrite('admin_branches_create') ? (
          <Button onClick={() => navigate(pathTo(nestedNewPath(organizationId, 'branches')))}>
            {l.add}
          </Button>
        ) : (
          false
        )
      }
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => pathTo(branchShowPath(organizationId, id))}
      >
        {columns(organizationBranches)}
      </Datagrid>
    </List>
  );
}

function useBranchRoute() {
  const { organization_id: organizationId = '', id, branch_id: branchId } = useParams();
  return {
    organizationId,
    id: id ?? branchId,
    resource: nestedResource('organizations', organizationId, 'branches'),
    back: organizationEditPath(organizationId, 'branches'),
  };
}

export function BranchForm({ mode }: { mode: FormMode }) {
  const { organizationId, id, resource, back } = useBranchRoute();
  const access = useOrganizationAccess(organizationId);
  if (mode === 'edit' && !id) return null;
  return (
    <NestedForm
      mode={mode}
      resource={resource}
      id={id}
      definition={organizationBranches}
      back={id ? branchShowPath(organizationId, id) : back}
      writable={access.canWrite(
        mode === 'create' ? 'admin_branches_create' : 'admin_branches_update',
      )}
    />
  );
}

/** A branch's districts or quarters: the list and, for writers, an inline add form. */
function CadastralList({
  branchId,
  definition,
  writable,
  title,
}: {
  branchId: string;
  definition: RegistryDefinition;
  writable: boolean;
  title: string;
}) {
  const resource = nestedResource('branches', branchId, definition.path);
  const refresh = useRefresh();
  const notify = useNotify();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1">{title}</Typography>
      <List
        disableAuthentication
        resource={resource}
        disableSyncWithLocation
        storeKey={false}
        title=" "
        perPage={100}
        pagination={false}
        empty={false}
        actions={false}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          {columns(definition)}
        </Datagrid>
      </List>
      {writable ? (
        <Create
          disableAuthentication
          resource={resource}
          redirect={false}
          title=" "
          mutationOptions={{
            onSuccess: () => {
              notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
              refresh();
            },
          }}
        >
          <SimpleForm defaultValues={formDefaults(definition)} warnWhenUnsavedChanges={false}>
            <RegistryInputs definition={definition} mode="create" />
          </SimpleForm>
        </Create>
      ) : null}
    </Box>
  );
}

export function BranchShow() {
  const { organizationId, id, resource, back } = useBranchRoute();
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathTo = useConsolePath();
  const access = useOrganizationAccess(organizationId);
  if (!id) return null;
  const writable = access.canWrite('admin_branches_update');
  return (
    <Show disableAuthentication resource={resource} id={id} title={organizationBranches.title[0]}>
      <SimpleShowLayout>{columns(organizationBranches)}</SimpleShowLayout>
      <Box sx={{ px: 2, pb: 2 }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={() => navigate(pathTo(back))}>{l.backToOrganization}</Button>
          {writable ? (
            <Button
              onClick={() => navigate(pathTo(nestedEditPath(organizationId, 'branches', id)))}
            >
              {translate('ra.action.edit')}
            </Button>
          ) : null}
        </Box>
        <CadastralList
          branchId={id}
          definition={branchDistricts}
          writable={writable}
          title={l.districts}
        />
        <CadastralList
          branchId={id}
          definition={branchCadastralQuarters}
          writable={writable}
          title={l.quarters}
        />
      </Box>
    </Show>
  );
}
