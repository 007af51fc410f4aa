/**
 * A record screen with its change history: the tabs 'Основное' (the screen's own body) and
 * 'История изменений' (the record's /changes), or the body alone when there is no history to
 * show (`withHistory` false: the registry keeps none or the staff member lacks its key).
 */
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import type { RegistryDefinition } from '../../src/registries';
import { RegistryChanges } from './RegistryChanges';

export function HistoryTabs({
  definition,
  withHistory,
  children,
}: {
  definition: RegistryDefinition;
  withHistory: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  if (!withHistory) return <>{children}</>;
  return (
    <>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)}>
        <Tab label={translate('app.ui.mainTab')} />
        <Tab label={translate('app.ui.changesTab')} />
      </Tabs>
      {tab === 0 ? (
        children
      ) : (
        <Box sx={{ p: 2 }}>
          <RegistryChanges definition={definition} />
        </Box>
      )}
    </>
  );
}
