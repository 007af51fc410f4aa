/**
 * The screens of ГРО requests and reporting documents (issue 18; seed 001 §2 /crm/gro_requests,
 * /crm/reporting_documents, /new, /edit/{id}):
 *
 *   list    the registry list with the definition's filters (status, overdue, kind, region,
 *           organization, due date …) and a red 'Просрочен' marker in the overdue column
 *   create  the registry form; saved, the document opens for its files and its first move
 *   edit    tabs 'Основное' (the status panel, the form — read-only in a final status — and the
 *           files through the shared upload widget), 'История статусов' ({id}/history) and
 *           'История изменений' ({id}/changes)
 *   show    the same tabs, read-only, for readers without the update key (auditors)
 */
import { Box } from '@mui/material';
import { useRecordContext } from 'ra-core';
import type { ReactNode } from 'react';
import { Create, Edit, Show } from 'react-admin';
import { isFinalDocumentStatus } from '../../src/domain/documentWorkflows';
import type { RegistryDefinition } from '../../src/registries';
import { QuestionFiles } from '../knowledge/QuestionFiles';
import { useRegistryKeys } from '../registries/access';
import { HistoryTabs, ReadOnlyFields } from '../registries/HistoryTabs';
import { RegistryForm } from '../registries/RegistryForm';
import { OverdueList } from '../registries/OverdueList';
import { recordQueryOptions, toWire } from '../registries/values';
import { DocumentHistory } from './DocumentHistory';
import { StatusPanel } from './StatusPanel';
import { documentTexts as text } from './texts';
import { workflowOf } from './workflow';

type ScreenProps = { definition: RegistryDefinition };

export function DocumentList({ definition }: ScreenProps) {
  return <OverdueList definition={definition} overdueLabel={text.overdue} />;
}

export function DocumentCreate({ definition }: ScreenProps) {
  return (
    <Create
      resource={definition.name}
      redirect="edit"
      transform={(data: Record<string, unknown>) => toWire(definition, data)}
    >
      <RegistryForm definition={definition} mode="create" />
    </Create>
  );
}

function DocumentTabs({ definition, main }: ScreenProps & { main: ReactNode }) {
  const keys = useRegistryKeys(definition);
  return (
    <HistoryTabs
      definition={definition}
      withHistory={!!keys.history}
      statusHistory={keys.history ? <DocumentHistory definition={definition} /> : undefined}
    >
      <StatusPanel definition={definition} />
      {main}
    </HistoryTabs>
  );
}

function EditMain({ definition }: ScreenProps) {
  const record = useRecordContext();
  if (isFinalDocumentStatus(workflowOf(definition), record?.status))
    return (
      <ReadOnlyFields definition={definition}>
        <QuestionFiles definition={definition} readOnly />
      </ReadOnlyFields>
    );
  return <RegistryForm definition={definition} mode="edit" />;
}

export function DocumentEdit({ definition }: ScreenProps) {
  // The same meta on read and save, so the saved record lands in the screen's cache entry.
  const options = recordQueryOptions(definition);
  return (
    <Edit
      resource={definition.name}
      queryOptions={options}
      mutationOptions={options}
      mutationMode="pessimistic"
      redirect={false}
      transform={(
        data: Record<string, unknown>,
        options?: { previousData?: Record<string, unknown> },
      ) => toWire(definition, data, options?.previousData)}
    >
      <DocumentTabs
        definition={definition}
        main={
          <>
            <EditMain definition={definition} />
            <Box sx={{ px: 2 }}>
              <EditFiles definition={definition} />
            </Box>
          </>
        }
      />
    </Edit>
  );
}

/** The files below the form (in a final status the read-only card lists them itself). */
function EditFiles({ definition }: ScreenProps) {
  const record = useRecordContext();
  if (isFinalDocumentStatus(workflowOf(definition), record?.status)) return null;
  return <QuestionFiles definition={definition} />;
}

export function DocumentShow({ definition }: ScreenProps) {
  return (
    <Show resource={definition.name} queryOptions={recordQueryOptions(definition)}>
      <DocumentTabs
        definition={definition}
        main={
          <ReadOnlyFields definition={definition}>
            <QuestionFiles definition={definition} />
          </ReadOnlyFields>
        }
      />
    </Show>
  );
}
