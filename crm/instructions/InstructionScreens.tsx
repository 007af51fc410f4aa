/** The instruction create and edit screens: the generic ones with the instruction form. */
import type { RegistryDefinition } from '../../src/registries';
import { RegistryCreate } from '../registries/RegistryCreate';
import { RegistryEdit } from '../registries/RegistryEdit';
import { InstructionInputs } from './InstructionInputs';

export function InstructionCreate({ definition }: { definition: RegistryDefinition }) {
  return (
    <RegistryCreate
      definition={definition}
      inputs={<InstructionInputs definition={definition} mode="create" />}
    />
  );
}

export function InstructionEdit({ definition }: { definition: RegistryDefinition }) {
  return (
    <RegistryEdit
      definition={definition}
      inputs={<InstructionInputs definition={definition} mode="edit" />}
    />
  );
}
