/**
 * A citizen category's edit screen: the generic one, with the category's files (the documents
 * the site shows at /v1/subsidies/citizen_categories/{id}/attachments) through the shared upload
 * widget below the form; a save stays on the category.
 */
import { Box } from '@mui/material';
import type { RegistryDefinition } from '../../src/registries';
import { QuestionFiles } from '../knowledge/QuestionFiles';
import { RegistryEdit } from '../registries/RegistryEdit';

export default function CitizenCategoryEdit({ definition }: { definition: RegistryDefinition }) {
  return (
    <RegistryEdit definition={definition} redirect={false}>
      <Box sx={{ px: 2, pb: 2 }}>
        <QuestionFiles definition={definition} />
      </Box>
    </RegistryEdit>
  );
}
