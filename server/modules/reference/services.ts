/**
 * Services (seed 000 §3, §5) run on the registry engine from their definition
 * (src/registries/leadDictionary.ts `services`): the lists and reads, the writes (JSON:API,
 * `{service: {…}}` or the console's multipart form with the passport PDF streamed into the
 * storage, at most SERVICE_PASSPORT_MAX_BYTES), the passport downloads
 * `GET /v1/services/{id}/passport` and `/v1/admin/services/{id}/passport`. Only etp_admin
 * creates services (src/access).
 *
 * What stays here, for a domain reason no definition can state, is handed to the engine as its
 * hooks (server/registries/hooks.ts):
 * - what may be applied for (./serviceRules.ts): the site lists and reads only what the caller
 *   may apply for — by the applicant's account type, never the two excluded types, additional
 *   services only for some staff roles — and the console asks the same with `offered=true`; the
 *   lists' own filters beside it (account type, kinds, organizations, additional services). The
 *   passport stays downloadable for every service: the console links to its public path.
 * - the included organizations, written as the organizations module writes them (the site's
 *   service operators page reads their phones), and in every save's answer (seed 000 §7
 *   "services are serialized with the organization included").
 * - the passport's limit, a setting (the bench's SERVICE_PASSPORT_MAX_BYTES).
 */
import type { RegistryHooksOf } from '../../registries/hooks';
import { organizationsByIds } from './organizationData';
import { narrowServiceReads } from './serviceRules';

export const serviceHooks: RegistryHooksOf = (app) => ({
  narrowReads: narrowServiceReads,
  included: { organizations: organizationsByIds },
  savedIncludes: ['organizations'],
  maxBytes: { passport: app.config.servicePassportMaxBytes },
});
