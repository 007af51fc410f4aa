/**
 * `registryResource(definition, overrides)`: the props of a react-admin `<Resource>` built from a
 * definition — the generic screens (loaded on first visit), the record's title field, the menu
 * label — with any screen replaced by a registry's own (crm/<registry>/index.ts). The seeds'
 * route spellings `<name>/new` and `<name>/edit/<id>` open the same create and edit screens.
 */
import ListIcon from '@mui/icons-material/ListAlt';
import { lazy, type ComponentType, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { recordTitleField, type RegistryDefinition } from '../../src/registries';

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
}

const generic: Required<Omit<RegistryScreens, 'icon'>> = {
  list: lazy(() => import('./RegistryList')),
  create: lazy(() => import('./RegistryCreate')),
  edit: lazy(() => import('./RegistryEdit')),
  show: lazy(() => import('./RegistryShow')),
};

export interface RegistryResourceProps {
  name: string;
  list: ReactElement;
  create: ReactElement;
  edit: ReactElement;
  show: ReactElement;
  icon: ComponentType;
  recordRepresentation: string;
  options: { label: string };
  children: ReactElement[];
}

export function registryResource(
  definition: RegistryDefinition,
  overrides: RegistryScreens = {},
): RegistryResourceProps {
  const { list: List, create: Create, edit: Edit, show: Show } = { ...generic, ...overrides };
  const create = <Create definition={definition} />;
  const edit = <Edit definition={definition} />;
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
