/**
 * One dictionary kind as a page of its own: /crm/lead_dictionary/<kind> (seed 001 §2
 * "/crm/lead_dictionary/{id}" and the plain subpages such as additional_activities) and
 * /crm/lead_dictionary/service_dictionaries/<kind>: the generic list of the dictionaries
 * registry with the kind fixed. A number in place of the kind is a dictionary entry's id and
 * leads to that entry's edit screen.
 */
import { useCreatePath } from 'ra-core';
import { Navigate, useParams } from 'react-router-dom';
import {
  dictionaryKindTitle,
  dictionaryNameLabel,
  isDictionaryKind,
  type DictionaryKind,
} from '../../src/domain/dictionaryKinds';
import { dictionaries, type RegistryDefinition } from '../../src/registries';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RegistryList } from '../registries/RegistryList';

/** The dictionaries definition as one kind's list shows it. */
export function kindDefinition(kind: DictionaryKind): RegistryDefinition {
  const fields = Object.fromEntries(
    Object.entries(dictionaries.fields).map(([key, field]) => {
      if (key === 'name') return [key, { ...field, label: dictionaryNameLabel(kind) }];
      if (key === 'dictionary_type') return [key, { ...field, list: false, filter: false }];
      return [key, field];
    }),
  );
  return { ...dictionaries, fields } as RegistryDefinition;
}

export function DictionaryKindPage({ kind }: { kind: string | undefined }) {
  if (!isDictionaryKind(kind)) return <NotFoundPage />;
  return (
    <RegistryList
      key={kind}
      definition={kindDefinition(kind)}
      filter={{ dictionary_type: kind }}
      title={dictionaryKindTitle(kind)}
    />
  );
}

/** The route element of /lead_dictionary/:kind. */
function DictionaryKindList() {
  const { kind } = useParams();
  const createPath = useCreatePath();
  if (kind && /^\d+$/.test(kind)) {
    return (
      <Navigate to={createPath({ resource: dictionaries.name, type: 'edit', id: kind })} replace />
    );
  }
  return <DictionaryKindPage kind={kind} />;
}

export default DictionaryKindList;
