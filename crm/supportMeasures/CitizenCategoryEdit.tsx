/**
 * A citizen category's edit screen: the generic form and history, with the category's files
 * (the documents the site shows at /v1/subsidies/citizen_categories/{id}/attachments) through
 * the shared upload widget below the form.
 */
import { Box } from '@mui/material';
import { Edit } from 'react-admin';
import type { RegistryDefinition } from '../../src/registries';
import { QuestionFiles } from '../knowledge/QuestionFiles';
import { useRegistryKeys } from '../registries/access';
import { HistoryTabs } from '../registries/HistoryTabs';
import { RegistryForm } from '../registries/RegistryForm';
import { toWire } from '../registries/values';

export default function CitizenCategoryEdit({ definition }: { definition: RegistryDefinition }) {
  const keys = useRegistryKeys(definition);
  return (
    <Edit
      resource={definition.name}
      mutationMode="pessimistic"
      redirect={false}
      transform={(
        data: Record<string, unknown>,
        options?: { previousData?: Record<string, unknown> },
      ) => toWire(definition, data, options?.previousData)}
    >
      <HistoryTabs definition={definition} withHistory={keys.history}>
        <RegistryForm definition={definition} mode="edit" />
        <Box sx={{ px: 2, pb: 2 }}>
          <QuestionFiles definition={definition} />
        </Box>
      </HistoryTabs>
    </Edit>
  );
}
