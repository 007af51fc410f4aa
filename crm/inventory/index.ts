/**
 * The inventory section's screens (seed 001 §2 /crm/inventory_object, /homes, /snt): the three
 * registers share one section, so each list opens under tabs leading to the other two.
 */
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { lazy } from 'react';
import type { RegistryScreens } from '../registries/resource';

export const inventoryScreens: RegistryScreens = {
  list: lazy(() => import('./InventoryList')),
  icon: HomeWorkIcon,
};
