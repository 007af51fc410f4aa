/**
 * The screens of appeals and consultations (issue 18; seed 001 §2 /crm/appeals, /{id},
 * /consultations, /consultations/new, /consultations/{id}): the generic registry screens with
 * the overdue marker on the list and the appeals' status panel and history on edit and show
 * (../registries/HistoryTabs.tsx `RecordStatus`).
 */
import { Box } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { answerChannelLabels, appealStatusLabel } from '../../src/domain/appeals';
import type { RegistryDefinition } from '../../src/registries';
import { QuestionFiles } from '../knowledge/QuestionFiles';
import type { RecordStatus } from '../registries/HistoryTabs';
import { OverdueList } from '../registries/OverdueList';
import { RegistryEdit } from '../registries/RegistryEdit';
import { RegistryShow } from '../registries/RegistryShow';
import { StatusHistoryTable, statusHistoryColumns } from '../registries/StatusHistoryTable';
import { StatusPanel } from './StatusPanel';
import { appealTexts as text } from './texts';

type ScreenProps = { definition: RegistryDefinition };

/**
 * The 'История статусов' tab's columns, oldest first: the applicant made the registration, the
 * comment may be the answer, and the channel the applicant was told by.
 */
const historyColumns = [
  ...statusHistoryColumns({
    statusTitle: appealStatusLabel,
    author: (row) => String(row.admin_name ?? text.system),
    commentLabel: text.historyComment,
  }),
  {
    label: text.historyNotified,
    cell: (row: RaRecord) => answerChannelLabels[row.notified_by as 'email' | 'sms'] ?? '—',
  },
];

const appealStatus = (definition: RegistryDefinition): RecordStatus => ({
  panel: <StatusPanel definition={definition} />,
  history: <StatusHistoryTable definition={definition} order="ASC" columns={historyColumns} />,
});

export function AppealList({ definition }: ScreenProps) {
  return <OverdueList definition={definition} overdueLabel={text.overdue} />;
}

export function AppealEdit({ definition }: ScreenProps) {
  return (
    <RegistryEdit definition={definition} status={appealStatus(definition)} redirect={false}>
      <Box sx={{ px: 2, pb: 2 }}>
        <QuestionFiles definition={definition} />
      </Box>
    </RegistryEdit>
  );
}

export function AppealShow({ definition }: ScreenProps) {
  return (
    <RegistryShow definition={definition} status={appealStatus(definition)}>
      <QuestionFiles definition={definition} />
    </RegistryShow>
  );
}
