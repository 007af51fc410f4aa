/**
 * A record screen with its histories: the tabs 'Основное' (the screen's own body), for a record
 * with a status workflow 'История статусов' (`statusHistory`, its moves), and 'История изменений'
 * (the record's /changes) — or the body alone when there is no history to show (`withHistory`
 * false: the registry keeps none or the staff member lacks its key; and no status history).
 * `RecordTabs` puts a registry record's status panel above the body and chooses the tabs by the
 * member's keys; `ReadOnlyFields` is the read-only card the show screens and closed records use.
 */
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { createContext, useState, type ReactNode } from 'react';
import type { RegistryDefinition } from '../../src/registries';
import { Labeled, SimpleShowLayout } from 'react-admin';
import { RegistryCell } from './cells';
import { OverflowTabs } from '../ui/OverflowTabs';
import { RegistryChanges } from './RegistryChanges';
import { useRegistryKeys } from './access';
import { StatusHistoryTable, statusHistoryColumns } from './StatusHistoryTable';
import { WorkflowPanel } from './WorkflowPanel';
import { uiMessages } from '../../i18n/uiMessages';

/**
 * A record's status: its panel above the screen (the status and the moves) and its
 * 'История статусов' tab. A declared workflow's (`declaredStatus`) unless the family's moves are
 * its own (ГРО requests and reporting documents, appeals and consultations).
 */
export interface RecordStatus {
  panel: ReactNode;
  /** None where the family keeps no status history (a social assistance's decision). */
  history?: ReactNode;
}

export function declaredStatus(definition: RegistryDefinition): RecordStatus | undefined {
  if (!definition.workflow) return undefined;
  return {
    panel: <WorkflowPanel definition={definition} />,
    // Every move in its order, the creation first: when, from → to, who, the comment.
    history: (
      <StatusHistoryTable definition={definition} order="ASC" columns={statusHistoryColumns()} />
    ),
  };
}

/**
 * A registry record's screen body in its tabs: the status panel above it, 'История статусов'
 * and 'История изменений' (an audited registry's) for the readers of its history.
 */
export function RecordTabs({
  definition,
  status,
  children,
}: {
  definition: RegistryDefinition;
  status?: RecordStatus;
  children: ReactNode;
}) {
  const keys = useRegistryKeys(definition);
  return (
    <HistoryTabs
      definition={definition}
      withHistory={!!definition.audited && keys.history}
      statusHistory={status && keys.history ? status.history : undefined}
    >
      {status?.panel}
      {children}
    </HistoryTabs>
  );
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

/**
 * Whether the record on screen is only read (a show screen, a document in a final status): what
 * sits with its fields — its files — offers no upload and no removal.
 */
export const ReadOnlyRecord = createContext(false);

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
      <ReadOnlyRecord.Provider value>{children}</ReadOnlyRecord.Provider>
    </SimpleShowLayout>
  );
}
