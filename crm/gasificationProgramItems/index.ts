/**
 * The gasification programme items' own create and edit screens (issue 16; seed 001 §2
 * /crm/gasification_programs_items/new, /{id}): the item's fields, the editable table of its item
 * settlements and the live preview, and the read-only screen with the item settlements. The
 * list stays generic. Loaded on demand.
 */
import MapIcon from '@mui/icons-material/Map';
import { lazy } from 'react';
import type { RegistryScreens } from '../registries/resource';

export const programmeItemScreens: RegistryScreens = {
  create: lazy(() =>
    import('./ProgrammeItemScreens').then((m) => ({ default: m.ProgrammeItemCreate })),
  ),
  edit: lazy(() =>
    import('./ProgrammeItemScreens').then((m) => ({ default: m.ProgrammeItemEdit })),
  ),
  show: lazy(() =>
    import('./ProgrammeItemScreens').then((m) => ({ default: m.ProgrammeItemShow })),
  ),
  icon: MapIcon,
};
