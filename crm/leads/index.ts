/** The leads registry, spread into <Resource name="leads">; screens load on first visit. */
import ListIcon from '@mui/icons-material/Assignment';
import { lazy } from 'react';

export const leads = {
  list: lazy(() => import('./LeadList')),
  icon: ListIcon,
};
