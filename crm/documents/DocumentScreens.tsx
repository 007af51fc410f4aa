/**
 * The screens of ГРО requests and reporting documents (issue 18; seed 001 §2 /crm/gro_requests,
 * /crm/reporting_documents, /new, /edit/{id}): the generic registry screens with the overdue
 * marker on the list and the documents' status panel and history on edit and show; the form is
 * read-only in a final status.
 */
import { Box } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { isFinalDocumentStatus } from '../../src/domain/documentWorkflows';
import { formatDate } from '../../src/format/date';
import type { RegistryDefinition } from '../../src/registries';
import { QuestionFiles } from '../knowledge/QuestionFiles';
import type { RecordStatus } from '../registries/HistoryTabs';
import { OverdueList } from '../registries/OverdueList';
import { RegistryEdit } from '../registries/RegistryEdit';
import { RegistryCreate } from '../registries/RegistryCreate';
import { RegistryShow } from '../registries/RegistryShow';
import { StatusHistoryTable, statusHistoryColumns } from '../registries/StatusHistoryTable';
import { StatusPanel } from './StatusPanel';
import { documentTexts as text } from './texts';
import { workflowOf } from './workflow';

type ScreenProps = { definition: RegistryDefinition };

/** The 'История статусов' tab's columns, newest first: and the due date each move left. */
const historyColumns = [
  ...statusHistoryColumns(),
  {
    label: text.historyDue,
    cell: (row: RaRecord) => (
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.due_date, 'table')}</span>
    ),
  },
];

const documentStatus = (definition: RegistryDefinition): RecordStatus => ({
  panel: <StatusPanel definition={definition} />,
  history: <StatusHistoryTable definition={definition} order="DESC" columns={historyColumns} />,
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
