/**
 * The read-only screen of a registry record, for staff who may read but not update it: every
 * field with its label, empty values as 'Нет данных', files as their names.
 */
import { Labeled, Show, SimpleShowLayout } from 'react-admin';
import type { RegistryDefinition } from '../../src/registries';
import { RegistryCell } from './cells';

function RegistryShow({ definition }: { definition: RegistryDefinition }) {
  return (
    <Show resource={definition.name}>
      <SimpleShowLayout>
        {Object.entries(definition.fields).map(([key, field]) => (
          <Labeled key={key} label={field.label}>
            <RegistryCell source={key} field={field} empty="preview" />
          </Labeled>
        ))}
      </SimpleShowLayout>
    </Show>
  );
}

export default RegistryShow;
