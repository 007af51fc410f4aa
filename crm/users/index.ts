/**
 * The applicants' own screens (seed 001 §2 /crm/users, /crm/users/new?form_mode, /crm/users/{id}),
 * loaded on demand: the list with the account search, the create form per account type and
 * the card with its tabs and actions (also the read-only view).
 */
import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { RegistryScreens } from '../registries/resource';

const card = lazy(() => import('./UserCard'));
const readOnlyCard = lazy(() => import('./UserCard').then((m) => ({ default: m.UserCardShow })));

export const userScreens: RegistryScreens = {
  list: lazy(() => import('./UserList')),
  create: lazy(() => import('./UserCreate')),
  edit: card,
  show: readOnlyCard,
  icon: PeopleIcon,
};
