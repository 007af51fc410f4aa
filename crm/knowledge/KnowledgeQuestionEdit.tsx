/**
 * The question edit screen: the generic form with the question's 'Файлы' section below; for a
 * reader without the update key, the read-only card with the same section (no upload, no removal).
 */
import type { RegistryDefinition } from '../../src/registries';
import { RegistryEdit } from '../registries/RegistryEdit';
import { RegistryInputs } from '../registries/RegistryForm';
import { RegistryShow } from '../registries/RegistryShow';
import { QuestionFiles } from './QuestionFiles';

function KnowledgeQuestionEdit({ definition }: { definition: RegistryDefinition }) {
  return (
    <RegistryEdit
      definition={definition}
      inputs={
        <>
          <RegistryInputs definition={definition} mode="edit" />
          <QuestionFiles definition={definition} />
        </>
      }
    />
  );
}

export function KnowledgeQuestionShow({ definition }: { definition: RegistryDefinition }) {
  return (
    <RegistryShow definition={definition}>
      <QuestionFiles definition={definition} />
    </RegistryShow>
  );
}

export default KnowledgeQuestionEdit;
