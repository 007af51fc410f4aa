/** The question edit screen: the generic form with the question's 'Файлы' section below. */
import type { RegistryDefinition } from '../../src/registries';
import { RegistryEdit } from '../registries/RegistryEdit';
import { RegistryInputs } from '../registries/RegistryForm';
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

export default KnowledgeQuestionEdit;
