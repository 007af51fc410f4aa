/**
 * The registry constructor's screens (issue 38), spread into <Resource name="registry_designs">:
 * the list of designed registries, a design's create and edit form with its publication, and
 * its read-only screen.
 */
import TableChartIcon from '@mui/icons-material/TableChart';
import { lazy } from 'react';

export const registryDesigns = {
  list: lazy(() => import('./DesignList')),
  create: lazy(() => import('./DesignCreate')),
  edit: lazy(() => import('./DesignEdit')),
  // For those who read designs and change none (the auditors).
  show: lazy(() => import('./DesignShow')),
  icon: TableChartIcon,
};
