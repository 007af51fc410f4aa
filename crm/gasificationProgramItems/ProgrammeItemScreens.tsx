/**
 * The programme item create and edit screens (the generic ones with the item's own form) and the
 * read-only screen with the item settlements below the fields.
 */
import type { RegistryDefinition } from '../../src/registries';
import { RegistryCreate } from '../registries/RegistryCreate';
import { RegistryEdit } from '../registries/RegistryEdit';
import { RegistryShow } from '../registries/RegistryShow';
import { ItemSettlementsView } from './ItemSettlementsView';
import { ProgrammeItemInputs } from './ProgrammeItemInputs';

export function ProgrammeItemCreate({ definition }: { definition: RegistryDefinition }) {
  return (
    <RegistryCreate
      definition={definition}
      inputs={<ProgrammeItemInputs definition={definition} mode="create" />}
    />
  );
}

export function ProgrammeItemEdit({ definition }: { definition: RegistryDefinition }) {
  return (
    <RegistryEdit
      definition={definition}
      inputs={<ProgrammeItemInputs definition={definition} mode="edit" />}
    />
  );
}

export function ProgrammeItemShow({ definition }: { definition: RegistryDefinition }) {
  return (
    <RegistryShow definition={definition}>
      <ItemSettlementsView />
    </RegistryShow>
  );
}
