/**
 * The hotline modal's reads (its rules are ./hotline.ts's), as hooks over ra-core's dataProvider:
 * the site's and the console's each turn 'regions' and 'organizations' into their own API paths.
 */
import { useGetList } from 'ra-core';
import { useEffect, useState } from 'react';
import { useSettledText } from '../useSettledText';
import {
  byName,
  hotlineAffiliations,
  hotlinePhones,
  searchesRegions,
  type Organization,
  type Region,
} from './hotline';

/** An address record of `included=legal_address,postal_address`. */
export type OrganizationAddress = Record<string, unknown>;

/** How many regions the autocomplete lists at a time. */
const REGION_OPTIONS = 10;

/**
 * `const { input, setInput, options, answered } = useRegionSearch(region)`: `options` are the
 * regions matching the settled text (none while it is shorter than 2 characters, is the chosen
 * region's name, or the search failed); `answered` is false until the search has answered.
 */
export function useRegionSearch(region: Region | null) {
  const [input, setInput, query] = useSettledText();
  // The picked region's name in the box is the answer, not a new question.
  const searching = searchesRegions(query) && input.trim() !== region?.name;
  const { data, isError } = useGetList<Region>(
    'regions',
    { pagination: { page: 1, perPage: REGION_OPTIONS }, sort: byName, filter: { query } },
    { enabled: searching },
  );
  return {
    input,
    setInput,
    options: searching && !isError ? (data ?? []) : [],
    answered: searching && data !== undefined,
  };
}

/**
 * The organizations of a region with their addresses (`addresses` by id); a failed load leaves
 * the list empty silently (seed 001 §8). An empty `regionId` (no region yet) asks nothing.
 */
export function useRegionOrganizations(
  regionId: string,
  filter: Record<string, unknown> = { affiliation_kinds: [...hotlineAffiliations] },
  resource = 'organizations',
) {
  const { data, meta, isError, isPending } = useGetList<Organization>(
    resource,
    {
      pagination: { page: 1, perPage: 100 },
      sort: byName,
      filter: { region_id: regionId, included: 'legal_address,postal_address', ...filter },
    },
    { enabled: regionId !== '' },
  );
  const prefetched = (meta as { prefetched?: Record<string, OrganizationAddress[]> } | undefined)
    ?.prefetched;
  const addresses = new Map((prefetched?.addresses ?? []).map((a) => [String(a.id), a]));
  return {
    organizations: isError ? [] : (data ?? []),
    addresses,
    isError,
    loading: regionId !== '' && isPending && !isError,
  };
}

/**
 * The single operator's contact-centre phone (seed 000 §1 "A helpline number {phone} is shown
 * in the footer, the hotline modal and the page chrome"): the unified phone of the organization
 * affiliated as the ЕОГ, read from the data rather than written into the bundle, so the
 * console's organization card changes it everywhere. Null while unknown.
 */
export function useContactCentrePhone(): string | null {
  const { data, isError } = useGetList<Organization>(
    'organizations',
    { pagination: { page: 1, perPage: 1 }, sort: byName, filter: { affiliation_kinds: ['eog'] } },
    { staleTime: 10 * 60_000 },
  );
  if (isError) return null;
  return data?.find((o) => o.unified_phone)?.unified_phone ?? null;
}

/**
 * The hotline modal's state: the region picked in the autocomplete, the organization chosen
 * among the region's, and `phones` — null until an organization is chosen, an empty list for
 * 'Телефон горячей линии не найден'. A failed organization lookup clears the choices, the
 * chosen one included (seed 000 §2).
 */
export function useHotline() {
  const [region, setRegion] = useState<Region | null>(null);
  const [organizationId, setOrganizationId] = useState('');
  const { organizations, isError, loading } = useRegionOrganizations(
    region ? String(region.id) : '',
  );
  const contactCentre = useContactCentrePhone();
  useEffect(() => {
    if (isError) setOrganizationId('');
  }, [isError]);
  const organization = organizations.find((o) => String(o.id) === organizationId) ?? null;
  return {
    region,
    /** A region picked (or the pick undone by typing): a new region, no organization yet. */
    pickRegion: (picked: Region | null) => {
      setRegion(picked);
      setOrganizationId('');
    },
    organizations,
    organizationsLoading: loading,
    /** The region is known and has no organization to choose. */
    organizationsEmpty: region !== null && !loading && organizations.length === 0,
    organizationId,
    setOrganizationId,
    organization,
    phones: organization ? hotlinePhones(organization, contactCentre) : null,
  };
}
