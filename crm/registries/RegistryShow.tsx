/**
 * The read-only screen of a registry record, for staff who may read but not update it: every
 * field with its label, empty values as 'Нет данных', files as their names; for an audited
 * registry whose history the member may read, the second tab 'История изменений' as on the
 * edit screen (an auditor reads both); a record with a workflow its status (with the moves the
 * member may make) and its 'История статусов' tab.
 */
import type { ReactNode } from 'react';
import { Show } from 'react-admin';
import type { RegistryDefinition } from '../../src/registries';
import { declaredStatus, ReadOnlyFields, RecordTabs, type RecordStatus } from './HistoryTabs';
import { recordQueryOptions } from './values';

interface RegistryShowProps {
  definition: RegistryDefinition;
  /** The record's status panel and history; the declared workflow's by default. */
  status?: RecordStatus;
  /** Shown below the fields (a question's files). */
  children?: ReactNode;
}

export function RegistryShow({
  definition,
  status = declaredStatus(definition),
  children,
}: RegistryShowProps) {
  return (
    <Show resource={definition.name} queryOptions={recordQueryOptions(definition)}>
      <RecordTabs definition={definition} status={status}>
        <ReadOnlyFields definition={definition}>{children}</ReadOnlyFields>
      </RecordTabs>
    </Show>
  );
}

export default RegistryShow;
