/**
 * The generic edit screen: the registry form (pessimistic, so a 422's field errors land on the
 * inputs) in the record's tabs (./HistoryTabs.tsx `RecordTabs`: its status panel and
 * 'История статусов' where it has a workflow, 'История изменений' where it is audited). A
 * record the workflow has closed (`readOnlyWhen`) shows its fields read-only instead of the form.
 */
import { useRecordContext, type RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import { Edit } from 'react-admin';
import type { RegistryScreenProps } from './RegistryCreate';
import { declaredStatus, ReadOnlyFields, RecordTabs, type RecordStatus } from './HistoryTabs';
import { RegistryForm } from './RegistryForm';
import { recordQueryOptions, wireTransform } from './values';

interface RegistryEditProps extends RegistryScreenProps {
  /** The record's status panel and history; the declared workflow's by default. */
  status?: RecordStatus;
  /** A record the form no longer edits (a document in a final status). */
  readOnlyWhen?: (record: RaRecord) => boolean;
  /** Shown below the form, or below the read-only fields (a record's files). */
  children?: ReactNode;
}

function EditBody({
  definition,
  inputs,
  readOnlyWhen,
  children,
}: Omit<RegistryEditProps, 'status' | 'redirect'>) {
  const record = useRecordContext();
  if (record && readOnlyWhen?.(record))
    return <ReadOnlyFields definition={definition}>{children}</ReadOnlyFields>;
  return (
    <>
      <RegistryForm definition={definition} mode="edit">
        {inputs}
      </RegistryForm>
      {children}
    </>
  );
}

export function RegistryEdit({
  definition,
  status = declaredStatus(definition),
  redirect = 'list',
  ...body
}: RegistryEditProps) {
  const options = recordQueryOptions(definition);
  return (
    <Edit
      resource={definition.name}
      queryOptions={options}
      mutationOptions={options}
      mutationMode="pessimistic"
      redirect={redirect}
      transform={wireTransform(definition)}
    >
      <RecordTabs definition={definition} status={status}>
        <EditBody definition={definition} {...body} />
      </RecordTabs>
    </Edit>
  );
}

export default RegistryEdit;
