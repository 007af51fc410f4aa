/** The event log's Resource props (read-only list). */
import { lazy } from 'react';

export const actionHistories = {
  list: lazy(() => import('./ActionHistoryList')),
};
