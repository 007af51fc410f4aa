/**
 * The read-only screen of a registry record, for staff who may read but not update it: every
 * field with its label, empty values as 'Нет данных', files as their names; for an audited
 * registry whose history the member may read, the second tab 'История изменений' as on the
 * edit screen (an auditor reads both); a record with a workflow its status (with the moves the
 * member may make) and its 'История статусов' tab.
 */
import type { ReactNode } from 'react';
import { Labeled, Show, SimpleShowLayout } from 'react-admin';
import type { RegistryDefinition } from '../../src/registries';
import { useRegistryKeys } from './access';
import { RegistryCell } from './cells';
import { HistoryTabs, workflowTab } from './HistoryTabs';
import { WorkflowPanel } from './WorkflowPanel';
import { recordQueryOptions } from './values';

interface RegistryShowProps {
  definition: RegistryDefinition;
  /** Shown below the fields (a question's files). */
  children?: ReactNode;
}

function ShowTabs({ definition, children }: RegistryShowProps) {
  const keys = useRegistryKeys(definition);
  return (
    <HistoryTabs
      definition={definition}
      withHistory={!!definition.audited && keys.history}
      statusHistory={workflowTab(definition, keys)}
    >
      {definition.workflow ? <WorkflowPanel definition={definition} /> : null}
      <SimpleShowLayout>
        {Object.entries(definition.fields).map(([key, field]) => (
          <Labeled key={key} label={field.label}>
            <RegistryCell source={key} field={field} empty="preview" />
          </Labeled>
        ))}
        {children}
      </SimpleShowLayout>
    </HistoryTabs>
  );
}

export function RegistryShow({ definition, children }: RegistryShowProps) {
  return (
    <Show resource={definition.name} queryOptions={recordQueryOptions(definition)}>
      <ShowTabs definition={definition}>{children}</ShowTabs>
    </Show>
  );
}

export default RegistryShow;
