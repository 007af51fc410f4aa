/**
 * The site's rating calls (seed 000 §7): the applicant's leads and ratings, and
 * `POST /v1/ratings` with body type rating, through the site's HTTP client.
 */
import { httpClient } from '../providers';
import type { SiteLead, SiteRating } from './rateQuality';

interface Doc {
  data?: { id: string | number; attributes?: Record<string, unknown> }[];
}

const flat = (doc: Doc | null): Record<string, unknown>[] =>
  (doc?.data ?? []).map((r) => ({ ...(r.attributes ?? {}), id: String(r.id) }));

export async function ownLeads(): Promise<SiteLead[]> {
  const { json } = await httpClient<Doc>('/v1/leads', { query: { per: 100 } });
  return flat(json) as unknown as SiteLead[];
}

export async function ownRatings(): Promise<SiteRating[]> {
  const { json } = await httpClient<Doc>('/v1/ratings', { query: { per: 100 } });
  return flat(json).map((r) => ({
    ...(r as unknown as SiteRating),
    lead_id: r.lead_id == null ? null : String(r.lead_id),
  }));
}

export async function sendRating(attributes: Record<string, unknown>): Promise<void> {
  await httpClient('/v1/ratings', {
    method: 'POST',
    body: { data: { type: 'rating', attributes } },
  });
}
