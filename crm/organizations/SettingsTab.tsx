/**
 * The settings and complex implementation tabs (one record per organization): read from
 * `GET /v1/admin/organizations/{id}/<tab>`, saved with `PATCH` of the changed fields. Inputs
 * and rules are the definition's (src/registries/organizations.ts); a refusal puts the 422's
 * messages on the inputs. Without the tab's key or outside the viewer's scope: read-only.
 */
import { CircularProgress } from '@mui/material';
import { HttpError, useNotify } from 'ra-core';
import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { SimpleForm } from 'react-admin';
import { toRecords, type JsonApiDocument } from '../../dataProvider';
import type { FieldDefinition, RegistryDefinition } from '../../src/registries';
import {
  complexImplementationFields,
  organizationSettingsFields,
} from '../../src/registries/organizations';
import { RegistryInput } from '../registries/inputs';
import { httpClient } from '../providers';
import { useOrganizationAccess } from './access';
import { ADMIN_API } from './api';
import { BackToolbar } from './NestedScreens';
import { organizationEditPath } from './api';
import { organizationLabels as l } from './labels';

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
  const url = `${ADMIN_API}/organizations/${encodeURIComponent(organizationId)}/${tab}`;
  const [record, setRecord] = useState<Record<string, unknown> | undefined>();

  useEffect(() => {
    let live = true;
    httpClient<JsonApiDocument>(url)
      .then(({ json }) => live && setRecord(toRecords(json ?? {})[0] ?? {}))
      .catch(() => live && setRecord({}));
    return () => {
      live = false;
    };
  }, [url]);

  if (!record) return <CircularProgress size={24} />;

  const save = async (values: FieldValues) => {
    const attributes = Object.fromEntries(
      Object.keys(fields)
        .filter((k) => JSON.stringify(values[k] ?? null) !== JSON.stringify(record[k] ?? null))
        .map((k) => [k, values[k] === '' ? null : values[k]]),
    );
    try {
      const { json } = await httpClient<JsonApiDocument>(url, {
        method: 'PATCH',
        body: { data: { type, attributes } },
      });
      setRecord(toRecords(json ?? {})[0] ?? record);
      notify(l.saved, { type: 'success' });
      return undefined;
    } catch (e) {
      const error = e instanceof HttpError ? e : undefined;
      notify(error?.message || 'app.default', { type: 'error' });
      return (error?.body as { errors?: Record<string, string> } | undefined)?.errors ?? {};
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
