/**
 * The single operator's contact-centre phone (seed 000 §1 "A helpline number {phone} is shown in
 * the footer, the hotline modal and the page chrome"; §2 hotline modal): the unified phone of
 * the organization affiliated as the ЕОГ (`affiliation_kinds[]=eog`), read from the data rather
 * than written into the bundle, so the console's organization card changes it everywhere.
 */
import { useGetList } from 'ra-core';
import { byName, type Organization } from './organizations';

export function useContactCentrePhone(): string | null {
  const { data, isError } = useGetList<Organization>(
    'organizations',
    { pagination: { page: 1, perPage: 1 }, sort: byName, filter: { affiliation_kinds: ['eog'] } },
    { staleTime: 10 * 60_000 },
  );
  if (isError) return null;
  return data?.find((o) => o.unified_phone)?.unified_phone ?? null;
}
