/**
 * Appeals and consultations screens (issue 18): the list with the overdue marker, and the
 * record screens with the status panel (moves, answer, executor) and the status history.
 * Consultations are created with the generic form. Loaded on demand.
 */
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { lazy } from 'react';
import type { RegistryScreens } from '../registries/resource';

export const appealScreens: RegistryScreens = {
  list: lazy(() => import('./AppealScreens').then((m) => ({ default: m.AppealList }))),
  edit: lazy(() => import('./AppealScreens').then((m) => ({ default: m.AppealEdit }))),
  show: lazy(() => import('./AppealScreens').then((m) => ({ default: m.AppealShow }))),
  icon: ForumIcon,
};
