/** The instructions registry's own screens (seed 001 §2 "Instructions admin"), loaded on demand. */
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import type { RegistryScreens } from '../registries/resource';

export const instructionScreens: RegistryScreens = {
  list: lazy(() => import('./InstructionList')),
  create: lazy(() =>
    import('./InstructionScreens').then((m) => ({ default: m.InstructionCreate })),
  ),
  edit: lazy(() => import('./InstructionScreens').then((m) => ({ default: m.InstructionEdit }))),
  icon: MenuBookIcon,
};
