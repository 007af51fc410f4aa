/**
 * The lead card's reads through the dataProvider's verbs (dataProvider/leadVerbs.ts) inside
 * react-query, keyed `['leads', '<verb>', {id}]` so that `invalidateQueries({queryKey:
 * ['leads']})` reaches them. The lead itself sits under ra-core's getOne key, where putRecord
 * puts a write's answer.
 */
import { useQuery } from '@tanstack/react-query';
import { useGetList, type Identifier, type RaRecord } from 'ra-core';
import type { EogDataProvider } from '../../dataProvider';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { serverOrder } from '../../dataProvider/leadVerbs';
import { cardIncluded } from './leadValues';

export const LEADS = 'leads';

/** ra-core's getOne key of the card's lead (with its included relations). */
const leadKey = (id: Identifier) =>
  [LEADS, 'getOne', { id: String(id), meta: { included: cardIncluded } }] as const;

/** `['leads', verb, {id}]`: the key of a verb read about one lead. */
export const leadVerbKey = (verb: string, id: Identifier) =>
  [LEADS, verb, { id: String(id) }] as const;

export function useLead(id: Identifier) {
  const dataProvider = useEogDataProvider();
  return useQuery({
    queryKey: leadKey(id),
    queryFn: async ({ signal }): Promise<RaRecord | null> =>
      (await dataProvider.getOne(LEADS, { id, meta: { included: cardIncluded }, signal })).data ??
      null,
  });
}

type LeadRead = 'statusMoves' | 'history' | 'contract' | 'contractHistory';

/** One verb's read about the lead, under `leadVerbKey(verb, id)`. */
function useLeadRead<V extends LeadRead>(verb: V, id: Identifier, enabled = true) {
  const dataProvider = useEogDataProvider();
  return useQuery({
    queryKey: leadVerbKey(verb, id),
    queryFn: async ({ signal }) =>
      (await dataProvider[verb](LEADS, { id, signal })).data as Awaited<
        ReturnType<EogDataProvider[V]>
      >['data'],
    enabled,
  });
}

export const useStatusMoves = (id: Identifier, enabled = true) =>
  useLeadRead('statusMoves', id, enabled);
export const useLeadHistory = (id: Identifier) => useLeadRead('history', id);
export const useContract = (id: Identifier) => useLeadRead('contract', id);
export const useContractHistory = (id: Identifier) => useLeadRead('contractHistory', id);

export { serverOrder };

/** Active entries of a dictionary kind (rejection_reason, agreement_term …), in their order. */
export function useDictionary(kind: string | undefined, perPage = 100) {
  return useGetList(
    'dictionaries',
    {
      filter: { dictionary_type: kind, active: true },
      pagination: { page: 1, perPage },
      sort: serverOrder,
    },
    { enabled: !!kind },
  );
}

/** An organization's branches, all at once (the branch selects of the card and management). */
export function useBranches(organizationId: string | undefined) {
  return useGetList(
    `organizations/${organizationId ?? ''}/branches`,
    { pagination: { page: 1, perPage: 100 }, sort: serverOrder },
    { enabled: !!organizationId },
  );
}

/** Active services, each with `organization_ids` and its organizations embedded. */
export function useActiveServices() {
  return useGetList('services', {
    filter: { active: true, included: 'organizations' },
    pagination: { page: 1, perPage: 100 },
    sort: serverOrder,
  });
}
