/**
 * The settings and complex implementation tabs (one record per organization): read from
 * `GET /v1/admin/organizations/{id}/<tab>`, saved with `PATCH` of the changed fields
 * (useOrganizationSection). Inputs
 * and rules are the definition's (src/registries/organizations.ts); a refusal puts the 422's
 * messages on the inputs. Without the tab's key or outside the viewer's scope: read-only.
 */
import { CircularProgress } from '@mui/material';
import { useNotify } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { SimpleForm } from 'react-admin';
import type { FieldDefinition, RegistryDefinition } from '../../src/registries';
import {
  complexImplementationFields,
  organizationSettingsFields,
} from '../../src/registries/organizations';
import { RegistryInput } from '../registries/inputs';
import { useOrganizationAccess } from './access';
import { organizationEditPath } from './api';
import { organizationLabels as l } from './labels';
import { BackToolbar } from './NestedScreens';
import { useOrganizationSection } from './useOrganizationSection';
import { fieldErrorsOf, errorMessageOf } from '../../src/api';

const tabs = {
  settings: {
    fields: organizationSettingsFields,
    key: 'admin_organizations_settings',
    type: 'organization_setting',
  },
  complex_implementation: {
    fields: complexImplementationFields,
    key: 'admin_organizations_complex_implementation',
    type: 'complex_implementation',
  },
} as const;

/** One object, so a failed read does not hand the form a new record on every render. */
const noRecord: Record<string, unknown> = {};

/** The RegistryInput of a field needs a definition; these fields live outside any registry. */
const host = { fields: {} } as unknown as RegistryDefinition;

export function SettingsTab({
  organizationId,
  tab,
}: {
  organizationId: string;
  tab: keyof typeof tabs;
}) {
  const { fields, key, type } = tabs[tab];
  const notify = useNotify();
  const access = useOrganizationAccess(organizationId);
  const writable = access.canWrite(key);
  const section = useOrganizationSection(organizationId, tab, type);

  if (section.isPending) return <CircularProgress size={24} />;
  // A failed read shows the empty form, as before the first save.
  const record: Record<string, unknown> = section.record ?? noRecord;

  const save = async (values: FieldValues) => {
    const attributes = Object.fromEntries(
      Object.keys(fields)
        .filter((k) => JSON.stringify(values[k] ?? null) !== JSON.stringify(record[k] ?? null))
        .map((k) => [k, values[k] === '' ? null : values[k]]),
    );
    try {
      await section.save(attributes);
      notify(l.saved, { type: 'success' });
      return undefined;
    } catch (e) {
      notify(errorMessageOf(e, 'app.default'), { type: 'error' });
      return fieldErrorsOf(e);
    }
  };

  return (
    <SimpleForm
      record={record}
      onSubmit={save}
      toolbar={
        writable ? <BackToolbar back={organizationEditPath(organizationId)} writable /> : false
      }
      disabled={!writable}
      warnWhenUnsavedChanges={false}
    >
      {Object.entries(fields).map(([k, field]) => (
        <RegistryInput key={k} source={k} field={field as FieldDefinition} definition={host} />
      ))}
    </SimpleForm>
  );
}
