/**
 * The screens of the document workflows (issue 18): ГРО requests and reporting documents —
 * the list with the overdue marker, the record with its status panel, files and histories.
 */
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import { lazy } from 'react';
import type { RegistryScreens } from '../registries/resource';

export const documentScreens: RegistryScreens = {
  list: lazy(() => import('./DocumentScreens').then((m) => ({ default: m.DocumentList }))),
  create: lazy(() => import('./DocumentScreens').then((m) => ({ default: m.DocumentCreate }))),
  edit: lazy(() => import('./DocumentScreens').then((m) => ({ default: m.DocumentEdit }))),
  show: lazy(() => import('./DocumentScreens').then((m) => ({ default: m.DocumentShow }))),
  icon: AssignmentIcon,
};
