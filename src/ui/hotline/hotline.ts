/**
 * The hotline modal's rules (seed 000 §2 "Hotline modal", seed 001 §2 "Hot line modal", §9),
 * framework-free, for the site's and the console's modal (each draws its own, on the shared
 * dialog frame); the region search's 700 ms wait is the autocompletes' (../useSettledText.ts).
 */
import type { RaRecord } from 'ra-core';

/** Seed 000 §9: region search from 2 characters. */
export const REGION_SEARCH_MIN = 2;

/** Seed 000 §7: the organizations lookup by region_id and these affiliation_kinds. */
export const hotlineAffiliations = ['gro', 'ngro', 'rog', 'eog'] as const;

export interface Region extends RaRecord {
  name: string;
  code?: string;
}

export interface Organization extends RaRecord {
  name: string;
  full_name?: string | null;
  unified_phone?: string | null;
  phones?: string[] | null;
  email?: string | null;
  legal_address_id?: string | null;
  postal_address_id?: string | null;
}

/**
 * Alphabetical lists. Without it ra-core's default (id, DESC) sends `order_type=desc`, which the
 * reference lists read as their first sortable column backwards.
 */
export const byName = { field: 'name', order: 'ASC' } as const;

/** Whether the settled text of the region box is long enough to search. */
export const searchesRegions = (query: string) => query.trim().length >= REGION_SEARCH_MIN;

/** The phones of an organization: its unified hot-line phone first, then the others. */
export function phonesOf(org: Organization): { unified: string | null; others: string[] } {
  const unified = org.unified_phone?.trim() || null;
  const others = (org.phones ?? []).filter((p) => p && p !== unified);
  return { unified, others };
}

/** One line of the modal's answer: which phones (each area labels it, `app.hotline.<kind>`). */
export interface HotlinePhoneGroup {
  kind: 'unifiedPhone' | 'otherPhones' | 'contactCentre';
  phones: string[];
}

/**
 * What the modal shows for the chosen organization: its unified hot-line phone, its other
 * phones and the contact centre's, in that order. No phone of the organization's own is an
 * empty list — 'Телефон горячей линии не найден': the contact centre alone is not the
 * organization's hot line.
 */
export function hotlinePhones(
  org: Organization,
  contactCentre: string | null,
): HotlinePhoneGroup[] {
  const { unified, others } = phonesOf(org);
  if (!unified && others.length === 0) return [];
  const groups: HotlinePhoneGroup[] = [];
  if (unified) groups.push({ kind: 'unifiedPhone', phones: [unified] });
  if (others.length) groups.push({ kind: 'otherPhones', phones: others });
  if (contactCentre) groups.push({ kind: 'contactCentre', phones: [contactCentre] });
  return groups;
}
