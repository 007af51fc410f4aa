/**
 * The screens of ГРО requests and reporting documents (issue 18; seed 001 §2 /crm/gro_requests,
 * /crm/reporting_documents, /new, /edit/{id}), the generic screens with the documents' status:
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
import type { RaRecord } from 'ra-core';
import { isFinalDocumentStatus } from '../../src/domain/documentWorkflows';
import type { RegistryDefinition } from '../../src/registries';
import { QuestionFiles } from '../knowledge/QuestionFiles';
import type { RecordStatus } from '../registries/HistoryTabs';
import { OverdueList } from '../registries/OverdueList';
import { RegistryEdit } from '../registries/RegistryEdit';
import { RegistryCreate } from '../registries/RegistryCreate';
import { RegistryShow } from '../registries/RegistryShow';
import { DocumentHistory } from './DocumentHistory';
import { StatusPanel } from './StatusPanel';
import { documentTexts as text } from './texts';
import { workflowOf } from './workflow';

type ScreenProps = { definition: RegistryDefinition };

const documentStatus = (definition: RegistryDefinition): RecordStatus => ({
  panel: <StatusPanel definition={definition} />,
  history: <DocumentHistory definition={definition} />,
});

export function DocumentList({ definition }: ScreenProps) {
  return <OverdueList definition={definition} overdueLabel={text.overdue} />;
}

/** Saved, the document opens for its files and its first move. */
export function DocumentCreate({ definition }: ScreenProps) {
  return <RegistryCreate definition={definition} redirect="edit" />;
}

export function DocumentEdit({ definition }: ScreenProps) {
  const final = (record: RaRecord) => isFinalDocumentStatus(workflowOf(definition), record.status);
  return (
    <RegistryEdit
      definition={definition}
      status={documentStatus(definition)}
      redirect={false}
      readOnlyWhen={final}
    >
      <Box sx={{ px: 2 }}>
        <QuestionFiles definition={definition} />
      </Box>
    </RegistryEdit>
  );
}

export function DocumentShow({ definition }: ScreenProps) {
  return (
    <RegistryShow definition={definition} status={documentStatus(definition)}>
      <QuestionFiles definition={definition} />
    </RegistryShow>
  );
}
