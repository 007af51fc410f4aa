/** /crm/knowledge: the generic question list under the tabs leading to the categories too. */
import type { RegistryDefinition } from '../../src/registries';
import { RegistryList } from '../registries/RegistryList';
import { KnowledgeTabs } from './KnowledgeTabs';

function KnowledgeList({ definition }: { definition: RegistryDefinition }) {
  return (
    <>
      <KnowledgeTabs current="questions" />
      <RegistryList definition={definition} />
    </>
  );
}

export default KnowledgeList;
