/**
 * The contract's attributes of the live portal's admin API (issues 20, 36) that name entries of
 * the lead dictionaries: each `<name>_slug` names an active entry of its kind by the entry's
 * slug (src/format/slug.ts; "30 дней" → `30_dniei`), the connection features travel as entry
 * ids. The server checks them, the console offers their entries (docs/decisions.md "Live
 * clients: contract attributes and dictionary slugs").
 */
import type { DictionaryKind } from './dictionaryKinds';

/**
 * The contract's dates, in the order the console shows them; each is written only with the
 * key admin_leads_contract_date_edit (server/modules/contracts/contractWrite.ts).
 */
export const contractDateAttributes = [
  'concluded_at',
  'valid_until',
  'works_deadline',
  'delivery_date',
  'sign_before',
  'rejected_at',
  'connected_at',
  'schedule_connection_date',
  'act_date',
  'order_date',
] as const;

/** The dictionary kind the contract's connection features are picked from (dictionaryKinds). */
export const connectionFeaturesKind = 'connection_features';

/**
 * The slug attributes and the kind of each. `lead_category_slug` is the lead's own category
 * (leads.lead_category_id), which the contract call reads and writes like `is_complex`.
 */
export const contractSlugKinds = {
  connection_time_to_gas_network_slug: 'connection_time_to_gas_network',
  applicants_category_slug: 'applicant_categories',
  construction_status_inside_slug: 'construction_status_inside',
  construction_status_to_boundary_slug: 'construction_status_to_boundary',
  current_problem_slug: 'current_problem',
  lead_category_slug: 'lead_category',
} as const satisfies Record<string, DictionaryKind>;

export type ContractSlugAttribute = keyof typeof contractSlugKinds;

export const contractSlugAttributes = Object.keys(contractSlugKinds) as ContractSlugAttribute[];
