/**
 * `registryResource(definition, overrides)`: the props of a react-admin `<Resource>` built from a
 * definition — the generic screens (loaded on first visit), the record's title field, the menu
 * label — with any screen replaced by a registry's own (crm/<registry>/index.ts). The seeds'
 * route spellings `<name>/new` and `<name>/edit/<id>` open the same create and edit screens.
 * A member who holds the read key but not the update key opens a record's edit routes
 * (`<name>/<id>`, `<name>/edit/<id>`) as the read-only show screen, not the 403 page
 * (docs/decisions.md "Console shell").
 */
import ListIcon from '@mui/icons-material/ListAlt';
import { usePermissions } from 'ra-core';
import { lazy, useContext, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { recordTitleField, type RegistryDefinition } from '../../src/registries';
import { RegistryActionsContext, registryKeys } from './access';

export interface RegistryScreenComponentProps {
  definition: RegistryDefinition;
}

type Screen = ComponentType<RegistryScreenComponentProps>;

/** Screens a registry replaces; the others stay generic. */
export interface RegistryScreens {
  list?: Screen;
  create?: Screen;
  edit?: Screen;
  show?: Screen;
  icon?: ComponentType;
  /** The edit screen opens read-only for readers itself (organizations): never swap it. */
  editReadsOnly?: boolean;
}

const generic: Required<Omit<RegistryScreens, 'icon' | 'editReadsOnly'>> = {
  list: lazy(() => import('./RegistryList')),
  create: lazy(() => import('./RegistryCreate')),
  edit: lazy(() => import('./RegistryEdit')),
  show: lazy(() => import('./RegistryShow')),
};

/**
 * The edit routes' element: the edit screen for holders of the update key (and for members
 * without the read key, whom react-admin's canAccess sends to the 403 page), the show screen
 * for readers without it.
 */
export function EditOrShow({
  definition,
  edit: EditScreen,
  show: ShowScreen,
}: {
  definition: RegistryDefinition;
  edit: Screen;
  show: Screen;
}) {
  const { permissions, isPending } = usePermissions();
  const actions = useContext(RegistryActionsContext);
  if (isPending) return <Loading />;
  const keys = registryKeys(definition, permissions, actions);
  const Screen = keys.read && !keys.update ? ShowScreen : EditScreen;
  return <Screen definition={definition} />;
}

export function registryResource(definition: RegistryDefinition, overrides: RegistryScreens = {}) {
  const { list: List, create: Create, edit: Edit, show: Show } = { ...generic, ...overrides };
  const create = <Create definition={definition} />;
  const edit = overrides.editReadsOnly ? (
    <Edit definition={definition} />
  ) : (
    <EditOrShow definition={definition} edit={Edit} show={Show} />
  );
  return {
    name: definition.name,
    list: <List definition={definition} />,
    create,
    edit,
    show: <Show definition={definition} />,
    icon: overrides.icon ?? ListIcon,
    recordRepresentation: recordTitleField(definition),
    options: { label: definition.title[1] },
    children: [
      <Route key="new" path="new/*" element={create} />,
      <Route key="edit" path="edit/:id/*" element={edit} />,
    ],
  };
}
