/**
 * A record screen with its histories: the tabs 'Основное' (the screen's own body), for a record
 * with a status workflow 'История статусов' (`statusHistory`, its moves), and 'История изменений'
 * (the record's /changes) — or the body alone when there is no history to show (`withHistory`
 * false: the registry keeps none or the staff member lacks its key; and no status history).
 */
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import type { RegistryDefinition } from '../../src/registries';
import { Labeled, SimpleShowLayout } from 'react-admin';
import { RegistryCell } from './cells';
import { OverflowTabs } from '../ui/OverflowTabs';
import { RegistryChanges } from './RegistryChanges';
import type { RegistryKeys } from './access';
import { WorkflowHistory } from './WorkflowPanel';
import { uiMessages } from '../../i18n/uiMessages';

/** The 'История статусов' tab of a registry with a declared workflow, for its history's readers. */
export function workflowTab(definition: RegistryDefinition, keys: RegistryKeys) {
  if (!definition.workflow || !keys.history) return undefined;
  return <WorkflowHistory definition={definition} />;
}

export function HistoryTabs({
  definition,
  withHistory,
  statusHistory,
  children,
}: {
  definition: RegistryDefinition;
  withHistory: boolean;
  /** The 'История статусов' tab's content. */
  statusHistory?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const tabs = [
    ...(statusHistory ? [{ label: uiMessages.statusHistoryTab, content: statusHistory }] : []),
    ...(withHistory
      ? [
          {
            label: translate('app.ui.changesTab'),
            content: <RegistryChanges definition={definition} />,
          },
        ]
      : []),
  ];
  if (!tabs.length) return <>{children}</>;
  return (
    <>
      <OverflowTabs
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 0, label: translate('app.ui.mainTab') },
          ...tabs.map((t, i) => ({ value: i + 1, label: t.label })),
        ]}
      />
      {tab === 0 ? children : <Box sx={{ p: 2 }}>{tabs[tab - 1]?.content}</Box>}
    </>
  );
}

/** Every field of the record with its label, as a read-only card shows it. */
export function ReadOnlyFields({
  definition,
  children,
}: {
  definition: RegistryDefinition;
  children?: ReactNode;
}) {
  return (
    <SimpleShowLayout>
      {Object.entries(definition.fields).map(([key, field]) => (
        <Labeled key={key} label={field.label}>
          <RegistryCell source={key} field={field} empty="preview" />
        </Labeled>
      ))}
      {children}
    </SimpleShowLayout>
  );
}
