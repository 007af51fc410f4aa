/**
 * Which services are offered for a new application (seed 000 §3 "List rules for a user"):
 * active ones whose account_types include the applicant's type when it is known, never the
 * connection-agreement and technical-specifications types, additional services only to
 * Admin, ServicesManager, Manager and Operator; ordered by the fixed priority. And the services
 * lists' own filters, beside the engine's (`ids`, `active`, search, order).
 */
import { isAccountType } from '../../../src/domain/accountTypes';
import type { Role } from '../../../src/domain/roles';
import { additionalServiceRoles, neverOfferedServiceKinds } from '../../../src/domain/services';
import type { Where } from '../../db/sql';
import { BadRequest } from '../../jsonapi/errors';
import { filterBool, filterIds, filterList, type ListQuery } from '../../jsonapi/query';
import type { Reader } from '../../registries/hooks';

interface Offer {
  /** The applicant's account type, when known (signed-in user, or asked for by the client). */
  accountType?: string;
  /** The staff role asking; undefined for the site, where no role gets additional services. */
  role?: Role;
}

function applyOfferRules(where: Where, offer: Offer): void {
  where.and('active');
  where.and(`NOT (kind = ANY(${where.p(neverOfferedServiceKinds)}::text[]))`);
  if (!offer.role || !additionalServiceRoles.includes(offer.role)) {
    where.and('NOT additional_service');
  }
  if (offer.accountType) where.and(`${where.p(offer.accountType)} = ANY(account_types)`);
}

function accountTypeFilter(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!isAccountType(value)) throw new BadRequest('Неизвестный тип заявителя', '/account_type');
  return value;
}

/**
 * The services a caller reads (RegistryHooks.narrowReads): on the site what may be applied
 * for, by the signed-in applicant's account type or the asked `account_type`; in the console
 * everything, or with `offered=true` what the staff member's role may offer. Filters:
 * `account_type`, `kind` (or `kind[]`), `organization_id` (or `[]`), and in the console
 * `additional_service`.
 */
export function narrowServiceReads(where: Where, q: ListQuery, { site, principal }: Reader): void {
  const asked = accountTypeFilter(q.filters.account_type);
  if (site || filterBool(q.filters, 'offered')) {
    applyOfferRules(where, {
      accountType: principal?.kind === 'user' ? principal.accountType : asked,
      role: principal?.kind === 'admin' ? principal.role : undefined,
    });
  } else if (asked) {
    where.and(`${where.p(asked)} = ANY(account_types)`);
  }
  if (!site) {
    const extra = filterBool(q.filters, 'additional_service');
    if (extra !== undefined) where.and(`additional_service = ${where.p(extra)}`);
  }
  const kinds = filterList(q.filters, 'kind');
  if (kinds.length) where.and(`kind = ANY(${where.p(kinds)}::text[])`);
  const orgs = filterIds(q.filters, 'organization_id');
  if (orgs.length) {
    where.and(`id IN (SELECT service_id FROM organization_services
                      WHERE organization_id = ANY(${where.p(orgs)}::bigint[]))`);
  }
}
