/**
 * The generic edit screen: the registry form (pessimistic, so a 422's field errors land on the
 * inputs), and for an audited registry whose history the user may read a second tab
 * 'История изменений' listing the record's changes. A record with a workflow shows its status
 * and moves above the form and its 'История статусов' tab.
 */
import { Edit } from 'react-admin';
import { useRegistryKeys } from './access';
import type { RegistryScreenProps } from './RegistryCreate';
import { HistoryTabs, workflowTab } from './HistoryTabs';
import { WorkflowPanel } from './WorkflowPanel';
import { RegistryForm } from './RegistryForm';
import { recordQueryOptions, toWire } from './values';

function EditTabs({ definition, inputs }: RegistryScreenProps) {
  const keys = useRegistryKeys(definition);
  return (
    <HistoryTabs
      definition={definition}
      withHistory={!!definition.audited && keys.history}
      statusHistory={workflowTab(definition, keys)}
    >
      {definition.workflow ? <WorkflowPanel definition={definition} /> : null}
      <RegistryForm definition={definition} mode="edit">
        {inputs}
      </RegistryForm>
    </HistoryTabs>
  );
}

export function RegistryEdit({ definition, inputs }: RegistryScreenProps) {
  const options = recordQueryOptions(definition);
  return (
    <Edit
      resource={definition.name}
      queryOptions={options}
      mutationOptions={options}
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
