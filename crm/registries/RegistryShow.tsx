/**
 * The read-only screen of a registry record, for staff who may read but not update it: every
 * field with its label, empty values as 'Нет данных', files as their names; for an audited
 * registry whose history the member may read, the second tab 'История изменений' as on the
 * edit screen (an auditor reads both).
 */
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { Labeled, Show, SimpleShowLayout } from 'react-admin';
import type { RegistryDefinition } from '../../src/registries';
import { useRegistryKeys } from './access';
import { RegistryCell } from './cells';
import { RegistryChanges } from './RegistryChanges';

interface RegistryShowProps {
  definition: RegistryDefinition;
  /** Shown below the fields (a question's files). */
  children?: ReactNode;
}

function ShowTabs({ definition, children }: RegistryShowProps) {
  const translate = useTranslate();
  const keys = useRegistryKeys(definition);
  const [tab, setTab] = useState(0);
  const fields = (
    <SimpleShowLayout>
      {Object.entries(definition.fields).map(([key, field]) => (
        <Labeled key={key} label={field.label}>
          <RegistryCell source={key} field={field} empty="preview" />
        </Labeled>
      ))}
      {children}
    </SimpleShowLayout>
  );
  if (!definition.audited || !keys.history) return fields;
  return (
    <>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)}>
        <Tab label={translate('app.ui.mainTab')} />
        <Tab label={translate('app.ui.changesTab')} />
      </Tabs>
      {tab === 0 ? (
        fields
      ) : (
        <Box sx={{ p: 2 }}>
          <RegistryChanges definition={definition} />
        </Box>
      )}
    </>
  );
}

export function RegistryShow({ definition, children }: RegistryShowProps) {
  return (
    <Show resource={definition.name}>
      <ShowTabs definition={definition}>{children}</ShowTabs>
    </Show>
  );
}

export default RegistryShow;
