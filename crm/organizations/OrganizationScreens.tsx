/**
 * The organization create and edit screens (seed 001 §2 /crm/organizations/new,
 * /crm/organizations/edit/{id}). The edit screen has the main form and a tab per nested part,
 * each shown only to holders of its key (seed 001 §6): branches, schedule, tariff rates,
 * services, regional benefits, authorized representatives, settings, complex implementation.
 * The open tab is kept in `?tab=` so the nested screens come back to it.
 */
import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { Create, Edit } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { RegistryDefinition } from '../../src/registries';
import { organizationTabs } from '../../src/registries/organizations';
import { RequireKey, useOrganizationAccess } from './access';
import { wireTransform } from '../registries/values';
import { BranchesTab } from './BranchScreens';
import { organizationTabKeys, type OrganizationTab } from './labels';
import { NestedList } from './NestedList';
import { OrganizationForm } from './OrganizationForm';
import { ServicesTab } from './ServicesTab';
import { SettingsTab } from './SettingsTab';
import { OverflowTabs } from '../ui/OverflowTabs';

export function OrganizationCreate({ definition }: { definition: RegistryDefinition }) {
  return (
    <Create resource={definition.name} redirect="edit" transform={wireTransform(definition)}>
      <OrganizationForm definition={definition} mode="create" writable affiliations />
    </Create>
  );
}

function TabContent({ tab, organizationId }: { tab: OrganizationTab; organizationId: string }) {
  switch (tab) {
    case 'branches':
      return <BranchesTab organizationId={organizationId} />;
    case 'services':
      return <ServicesTab organizationId={organizationId} />;
    case 'settings':
    case 'complex_implementation':
      return <SettingsTab organizationId={organizationId} tab={tab} />;
    default:
      return (
        <NestedList organizationId={organizationId} tab={tab} definition={organizationTabs[tab]} />
      );
  }
}

function EditTabs({ definition }: { definition: RegistryDefinition }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const id = record?.id === undefined ? undefined : String(record.id);
  const access = useOrganizationAccess(id);
  const [params, setParams] = useSearchParams();
  const shown = organizationTabKeys.filter(([, , key]) => access.holds(key));
  const current = shown.find(([tab]) => tab === params.get('tab'))?.[0] ?? 'main';
  const form = (
    <OrganizationForm
      definition={definition}
      mode="edit"
      writable={access.canWrite('admin_organizations_update')}
      affiliations={access.canChangeAffiliations}
    />
  );
  if (!id) return null;
  return (
    <>
      <OverflowTabs
        value={current}
        onChange={(value) => setParams(value === 'main' ? {} : { tab: value }, { replace: true })}
        tabs={[
          { value: 'main', label: translate('app.ui.mainTab') },
          ...shown.map(([tab, title]) => ({ value: tab, label: title })),
        ]}
      />
      {current === 'main' ? (
        form
      ) : (
        <Box sx={{ p: 2 }}>
          <TabContent tab={current} organizationId={id} />
        </Box>
      )}
    </>
  );
}

export function OrganizationEdit({ definition }: { definition: RegistryDefinition }) {
  // Readers without the update key open this screen too (read-only, with their tabs).
  return (
    <RequireKey permission="admin_organizations_read">
      <Edit
        resource={definition.name}
        disableAuthentication
        mutationMode="pessimistic"
        redirect={false}
        transform={wireTransform(definition)}
      >
        <EditTabs definition={definition} />
      </Edit>
    </RequireKey>
  );
}
