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
 * A consultation is created with the generic form.
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Edit, Show } from 'react-admin';
import type { RegistryDefinition } from '../../src/registries';
import { QuestionFiles } from '../knowledge/QuestionFiles';
import { useRegistryKeys } from '../registries/access';
import { HistoryTabs, ReadOnlyFields } from '../registries/HistoryTabs';
import { RegistryForm } from '../registries/RegistryForm';
import { OverdueList } from '../registries/OverdueList';
import { recordQueryOptions, toWire } from '../registries/values';
import { StatusHistory } from './StatusHistory';
import { StatusPanel } from './StatusPanel';
import { appealTexts as text } from './texts';

type ScreenProps = { definition: RegistryDefinition };

export function AppealList({ definition }: ScreenProps) {
  return <OverdueList definition={definition} overdueLabel={text.overdue} />;
}

function AppealTabs({ definition, main }: ScreenProps & { main: ReactNode }) {
  const keys = useRegistryKeys(definition);
  return (
    <HistoryTabs
      definition={definition}
      withHistory={!!keys.history}
      statusHistory={<StatusHistory definition={definition} />}
    >
      <StatusPanel definition={definition} />
      {main}
    </HistoryTabs>
  );
}

export function AppealEdit({ definition }: ScreenProps) {
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
      <AppealTabs
        definition={definition}
        main={
          <>
            <RegistryForm definition={definition} mode="edit" />
            <Box sx={{ px: 2, pb: 2 }}>
              <QuestionFiles definition={definition} />
            </Box>
          </>
        }
      />
    </Edit>
  );
}

export function AppealShow({ definition }: ScreenProps) {
  return (
    <Show resource={definition.name} queryOptions={recordQueryOptions(definition)}>
      <AppealTabs
        definition={definition}
        main={
          <ReadOnlyFields definition={definition}>
            <QuestionFiles definition={definition} readOnly />
          </ReadOnlyFields>
        }
      />
    </Show>
  );
}
