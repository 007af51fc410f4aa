/**
 * The lead dictionary routes of seed 001 §2 for the console, mounted with
 * `<CustomRoutes>{leadDictionaryRoute}</CustomRoutes>` inside <Admin> (with the layout):
 *
 *   /lead_dictionary                                    the landing (every subpage, seed order)
 *   /lead_dictionary/service_dictionaries               the landing
 *   /lead_dictionary/service_dictionaries/:dictionaryName   that kind's dictionary list
 *   /lead_dictionary/gasification_program/:id?          → the programme items (or one item)
 *   /lead_dictionary/:kind                              a kind's dictionary list (the plain
 *                                                       subpages, and every kind by its key)
 *
 * Regions, sources, services, ГРС and state investment programmes are registry Resources named
 * 'lead_dictionary/<segment>'; react-router ranks their static paths above `:kind`.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const LeadDictionaryPage = lazy(() => import('./LeadDictionaryPage'));
const DictionaryKindList = lazy(() => import('./DictionaryKindList'));
const ServiceDictionaries = lazy(() => import('./ServiceDictionaries'));
const GasificationProgramRedirect = lazy(() => import('./GasificationProgramRedirect'));

export const leadDictionaryRoute = [
  <Route key="lead_dictionary" path="/lead_dictionary" element={<LeadDictionaryPage />} />,
  <Route
    key="lead_dictionary/service_dictionaries"
    path="/lead_dictionary/service_dictionaries/:dictionaryName?"
    element={<ServiceDictionaries />}
  />,
  <Route
    key="lead_dictionary/gasification_program"
    path="/lead_dictionary/gasification_program/:id?"
    element={<GasificationProgramRedirect />}
  />,
  <Route
    key="lead_dictionary/kind"
    path="/lead_dictionary/:kind"
    element={<DictionaryKindList />}
  />,
];
