/**
 * Organization affiliation kinds, address kinds and the РОГ rule (seed 000 §3). The Russian
 * labels are ours: ГРО (gas distribution organization), НГРО (independent ГРО), РОГ (regional
 * gasification operator), ЕОГ (the single gasification operator).
 */

export const affiliationKinds = ['gro', 'ngro', 'rog', 'eog'] as const;
export type AffiliationKind = (typeof affiliationKinds)[number];
export const affiliationKindLabels: Record<AffiliationKind, string> = {
  gro: 'ГРО',
  ngro: 'НГРО',
  rog: 'РОГ',
  eog: 'ЕОГ',
};

type Id = string | number;

/** The organization's current region: the one whose code equals its region_code. */
export function currentRegionOf<R extends { code: string | number }>(
  regions: readonly R[],
  organization: { region_code?: string | number | null },
): R | undefined {
  const code = organization.region_code;
  if (code === null || code === undefined || code === '') return undefined;
  return regions.find((r) => String(r.code) === String(code));
}

/**
 * A user counts as a РОГ when their organization is the main organization of its current
 * region (seed 000 §3).
 */
export function isRogOrganization(
  regions: readonly { code: string | number; main_organization_id?: Id | null }[],
  organization: { id: Id; region_code?: string | number | null },
): boolean {
  const region = currentRegionOf(regions, organization);
  const main = region?.main_organization_id;
  return main !== null && main !== undefined && String(main) === String(organization.id);
}
