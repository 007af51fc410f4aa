/**
 * A published run-time registry's screens (issue 38) at /crm/registries/{code}/records: its
 * metadata read, then the generic list, create, edit and show screens of code registries drawn
 * from it, with the buttons its actions allow. A registry the member may not read answers 404
 * to its metadata, and so the page is not found.
 */
import { ResourceContextProvider, useGetOne, useResourceDefinitionContext } from 'ra-core';
import { useEffect, useMemo } from 'react';
import { Loading } from 'react-admin';
import { Route, Routes, useParams } from 'react-router-dom';
import { recordTitleField } from '../../src/registries';
import { NotFoundPage } from '../pages';
import { RegistryActionsContext, runtimeRegistryActions } from '../registries/access';
import RegistryCreate from '../registries/RegistryCreate';
import RegistryEdit from '../registries/RegistryEdit';
import RegistryList from '../registries/RegistryList';
import RegistryShow from '../registries/RegistryShow';
import { EditOrShow } from '../registries/resource';
import { definitionOfMetadata, type RegistryMetadata } from './definition';

export default function RuntimeRegistryPage() {
  const { code = '' } = useParams();
  const { data, isPending, error } = useGetOne<RegistryMetadata>('registries', { id: code });
  const definition = useMemo(() => data && definitionOfMetadata(data), [data]);
  const { register, unregister } = useResourceDefinitionContext();
  const actions = useMemo(() => data?.actions ?? [], [data]);
  if (definition) runtimeRegistryActions.set(definition.name, actions);

  // Titles, links and record names read the resource's definition as for a <Resource>.
  useEffect(() => {
    if (!definition) return;
    const resource = {
      name: definition.name,
      options: { label: definition.title[1] },
      hasList: true,
      hasCreate: actions.includes('create'),
      hasEdit: true,
      hasShow: true,
      recordRepresentation: recordTitleField(definition),
    };
    register(resource);
    return () => unregister(resource);
  }, [definition, actions, register, unregister]);

  if (isPending) return <Loading />;
  if (error || !definition || data?.source !== 'runtime') return <NotFoundPage />;
  const edit = <EditOrShow definition={definition} edit={RegistryEdit} show={RegistryShow} />;
  return (
    <RegistryActionsContext.Provider value={actions}>
      <ResourceContextProvider value={definition.name}>
        <Routes>
          <Route
            index
            element={<RegistryList definition={definition} title={definition.title[1]} />}
          />
          {actions.includes('create') && (
            <Route path="create" element={<RegistryCreate definition={definition} />} />
          )}
          <Route path=":id" element={edit} />
          <Route path=":id/show" element={<RegistryShow definition={definition} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ResourceContextProvider>
    </RegistryActionsContext.Provider>
  );
}
