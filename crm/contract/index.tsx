/**
 * The agreement's screen (seed 001 §2 "Attachments and contracts":
 * /crm/contract/{contract_id}/agreements/{id}), for <CustomRoutes>: opened from the
 * coordination list's registration number and the contract tab's agreements table. The route
 * opens with the leads section (src/access consoleRoutes); the screen checks
 * admin_agreements_read itself. Loads on first visit.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const AgreementShow = lazy(() => import('./AgreementShow'));

export const agreementRoute = (
  <Route
    key="contract_agreement"
    path="/contract/:contract_id/agreements/:id"
    element={<AgreementShow />}
  />
);
