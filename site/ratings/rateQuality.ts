/**
 * Seed 000 §2 "Rating and feedback": when the rate-quality button shows, and what "rated in
 * this session" remembers (sessionStorage, so a new browser session starts afresh).
 *
 * - hidden while loading;
 * - shown to a signed-in user who has no lead, or whose lead has not been rated in this session
 *   and has no existing rating;
 * - for a finished lead, hidden if a rating with finished status exists — a lead is rated only
 *   once it is finished (src/validation/rating RATABLE_LEAD_STATUS), so this is the rule above.
 */
import { RATABLE_LEAD_STATUS } from '../../src/validation/rating';

export interface SiteLead {
  id: string;
  uid?: string | null;
  status: string;
}

export interface SiteRating {
  id: string;
  lead_id: string | null;
  lead_status: string | null;
  created_at?: string;
  average_grade?: number | null;
  lead_uid?: string | null;
}

/** The session key of what was rated: lead ids, and 'site' for a rating without a lead. */
export const RATED_KEY = 'eog.ratedInSession';
export const SITE_WIDE = 'site';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function ratedInSession(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(RATED_KEY) ?? '[]');
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

export function markRated(key: string): void {
  const keys = new Set(ratedInSession()).add(key);
  storage()?.setItem(RATED_KEY, JSON.stringify([...keys]));
}

export interface RateQualityState {
  loading: boolean;
  signedIn: boolean;
  /** The lead the button is about; null for a user without leads (a site-wide rating). */
  lead: SiteLead | null;
  ratings: readonly SiteRating[];
  rated: readonly string[];
}

export function showRateQuality({ loading, signedIn, lead, ratings, rated }: RateQualityState) {
  if (loading || !signedIn) return false;
  if (!lead) return !rated.includes(SITE_WIDE);
  if (rated.includes(lead.id)) return false;
  return !ratings.some((r) => r.lead_id === lead.id);
}

/** Whether the form also asks the lead's four grades. */
export function isLeadRatable(lead: SiteLead | null): lead is SiteLead {
  return !!lead && lead.status === RATABLE_LEAD_STATUS;
}

/**
 * The lead a page without one in mind offers to rate: the asked one, else the newest finished
 * lead without a rating, else the newest lead; null when the user has none.
 */
export function pickLead(
  leads: readonly SiteLead[],
  ratings: readonly SiteRating[],
  askedId?: string | null,
): SiteLead | null {
  const asked = askedId ? leads.find((l) => l.id === askedId) : undefined;
  if (asked) return asked;
  const rated = new Set(ratings.map((r) => r.lead_id));
  return leads.find((l) => isLeadRatable(l) && !rated.has(l.id)) ?? leads[0] ?? null;
}
