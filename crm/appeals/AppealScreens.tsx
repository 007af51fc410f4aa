/**
 * The screens of appeals and consultations (issue 18; seed 001 §2 /crm/appeals, /{id},
 * /consultations, /consultations/new, /consultations/{id}):
 *
 *   list    the registry list with its filters (status, overdue, due date, category …) and a
 *           red 'Просрочено' marker in the overdue column
 *   edit    tabs 'Основное' (the status panel: moves, the answer, the executor; the form of the
 *           staff's fields and the appeal's files), 'История статусов' ({id}/history) and
 *           'История изменений' ({id}/changes)
 *   show    the same, read-only, for readers without the update key (auditors)
 * A consultation is created with the generic form; edit and show are the generic screens with
 * the appeals' status (../registries/HistoryTabs.tsx `RecordStatus`).
 */
import { Box } from '@mui/material';
import type { RegistryDefinition } from '../../src/registries';
import { QuestionFiles } from '../knowledge/QuestionFiles';
import type { RecordStatus } from '../registries/HistoryTabs';
import { OverdueList } from '../registries/OverdueList';
import { RegistryEdit } from '../registries/RegistryEdit';
import { RegistryShow } from '../registries/RegistryShow';
import { StatusHistory } from './StatusHistory';
import { StatusPanel } from './StatusPanel';
import { appealTexts as text } from './texts';

type ScreenProps = { definition: RegistryDefinition };

const appealStatus = (definition: RegistryDefinition): RecordStatus => ({
  panel: <StatusPanel definition={definition} />,
  history: <StatusHistory definition={definition} />,
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
