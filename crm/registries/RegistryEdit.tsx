/**
 * The generic edit screen: the registry form (pessimistic, so a 422's field errors land on the
 * inputs), and for an audited registry whose history the user may read a second tab
 * 'История изменений' listing the record's changes.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Edit } from 'react-admin';
import { useRegistryKeys } from './access';
import type { RegistryScreenProps } from './RegistryCreate';
import { RegistryChanges } from './RegistryChanges';
import { RegistryForm } from './RegistryForm';
import { toWire } from './values';

function EditTabs({ definition, inputs }: RegistryScreenProps) {
  const translate = useTranslate();
  const keys = useRegistryKeys(definition);
  const [tab, setTab] = useState(0);
  const form = (
    <RegistryForm definition={definition} mode="edit">
      {inputs}
    </RegistryForm>
  );
  if (!definition.audited || !keys.history) return form;
  return (
    <>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)}>
        <Tab label={translate('app.ui.mainTab')} />
        <Tab label={translate('app.ui.changesTab')} />
      </Tabs>
      {tab === 0 ? (
        form
      ) : (
        <Box sx={{ p: 2 }}>
          <RegistryChanges definition={definition} />
        </Box>
      )}
    </>
  );
}

export function RegistryEdit({ definition, inputs }: RegistryScreenProps) {
  return (
    <Edit
      resource={definition.name}
      mutationMode="pessimistic"
      redirect="list"
      transform={(
        data: Record<string, unknown>,
        options?: { previousData?: Record<string, unknown> },
      ) => toWire(definition, data, options?.previousData)}
    >
      <EditTabs definition={definition} inputs={inputs} />
    </Edit>
  );
}

export default RegistryEdit;
