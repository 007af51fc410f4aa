/**
 * The per-object schedule plan's screens (seed 001 §2 /crm/object_schedule_plans?kind=homes|snt,
 * /new?kind, /{id}): the list under the homes / СНТ tabs with the bulk change and the reports,
 * and a form whose object input follows the kind and whose lead is found by its number.
 */
import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazy } from 'react';
import type { RegistryScreens } from '../registries/resource';

export const schedulePlanScreens: RegistryScreens = {
  list: lazy(() => import('./SchedulePlanList')),
  create: lazy(() =>
    import('./SchedulePlanForms').then((m) => ({ default: m.SchedulePlanCreate })),
  ),
  edit: lazy(() => import('./SchedulePlanForms').then((m) => ({ default: m.SchedulePlanEdit }))),
  icon: EventNoteIcon,
};
