/**
 * One lead document's screen (seed 001 §2 "Attachments and contracts": /crm/attachments/{id}),
 * for <CustomRoutes>. The route opens with the leads section (src/access consoleRoutes); the
 * screen checks admin_leads_read itself. Loads on first visit.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const AttachmentShow = lazy(() => import('./AttachmentShow'));

export const attachmentRoute = (
  <Route key="attachments" path="/attachments/:id" element={<AttachmentShow />} />
);
