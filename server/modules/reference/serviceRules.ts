/**
 * Which services are offered for a new application (seed 000 §3 "List rules for a user"):
 * active ones whose account_types include the applicant's type when it is known, never the
 * connection-agreement and technical-specifications types, additional services only to
 * Admin, ServicesManager, Manager and Operator; ordered by the fixed priority.
 */
import type { Role } from '../../../src/domain/roles';
import { additionalServiceRoles, neverOfferedServiceKinds } from '../../../src/domain/services';
import type { Where } from '../../db/sql';

export interface Offer {
  /** The applicant's account type, when known (signed-in user, or asked for by the client). */
  accountType?: string;
  /** The staff role asking; undefined for the site, where no role gets additional services. */
  role?: Role;
}

export function applyOfferRules(where: Where, offer: Offer): void {
  where.and('active');
  where.and(`NOT (kind = ANY(${where.p(neverOfferedServiceKinds)}::text[]))`);
  if (!offer.role || !additionalServiceRoles.includes(offer.role)) {
    where.and('NOT additional_service');
  }
  if (offer.accountType) where.and(`${where.p(offer.accountType)} = ANY(account_types)`);
}

export const offerOrder = 'priority, name, id';
