/**
 * The generic create screen: the registry form with the new record's defaults; on submit the
 * definition's `normalize` runs and the values become API attributes (values.ts `toWire`).
 * Server field errors (422) land on their inputs: create is pessimistic.
 */
import type { ReactNode } from 'react';
import { Create, type RedirectionSideEffect } from 'react-admin';
import type { RegistryDefinition } from '../../src/registries';
import { RegistryForm } from './RegistryForm';
import { wireTransform } from './values';

export interface RegistryScreenProps {
  definition: RegistryDefinition;
  /** The form's inputs laid out by the registry itself. */
  inputs?: ReactNode;
  /** Where a save leads: the list by default ('edit': the new record, for its files and moves). */
  redirect?: RedirectionSideEffect;
}

export function RegistryCreate({ definition, inputs, redirect = 'list' }: RegistryScreenProps) {
  return (
    <Create resource={definition.name} redirect={redirect} transform={wireTransform(definition)}>
      <RegistryForm definition={definition} mode="create">
        {inputs}
      </RegistryForm>
    </Create>
  );
}

export default RegistryCreate;
