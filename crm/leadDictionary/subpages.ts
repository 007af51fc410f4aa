/**
 * The subpages of /crm/lead_dictionary in the order of seed 001 §2 "Lead dictionary routes",
 * and what each segment opens (docs/decisions.md "Lead dictionary routes"):
 * - a dictionary kind (the nine plain name lists, src/domain/dictionaryKinds): the dictionaries
 *   list fixed to that kind, /crm/lead_dictionary/<kind>;
 * - a registry of the section (regions, sources, services, ГРС, state investment programmes):
 *   its own Resource, /crm/lead_dictionary/<segment>;
 * - gasification_program/{id?}: the gasification programme items (their list, or one item);
 * - service_dictionaries/{dictionaryName?}: the 22 kinds of seed 001 §3, one list per kind.
 */
export const leadDictionarySubpages = [
  'additional_activities',
  'appeals_categories',
  'appeals_subjects',
  'applicant_categories',
  'connection_features',
  'connection_point_pressures',
  'documents_category',
  'gas_distribution_stations',
  'gro_request_source',
  'notification_subjects',
  'regions',
  'services',
  'sources',
  'state_investment_programs',
  'gasification_program',
  'service_dictionaries',
] as const;

/** The route base of the section, under the console's basename. */
export const leadDictionaryPath = '/lead_dictionary';

/** The registry resource a segment names ('regions' → 'lead_dictionary/regions'). */
export function subpageResource(segment: string): string {
  return `lead_dictionary/${segment}`;
}
