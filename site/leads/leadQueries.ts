/**
 * The applicant's lead page reads, through the site's dataProvider (site/providers.ts, /v1):
 * the lead is ra-core's getOne, the verb reads (dataProvider/leadVerbs.ts) sit in react-query
 * under `['leads', '<verb>', {id}]`, so a move invalidates exactly what it changed.
 */
import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { SelectOption } from '../../src/domain/enums';

export const LEADS = 'leads';

export const leadVerbKey = (verb: string, id: string) => [LEADS, verb, { id }] as const;

/** A contract or an additional agreement as the applicant sees it, with the moves offered. */
export interface SiteMovable extends RaRecord {
  id: string;
  number?: string | null;
  status: string;
  allowed_moves: SelectOption<string>[];
}

/** The moves come as `allowed_moves`; a record without them offers none. */
export function movableOf(record: RaRecord): SiteMovable {
  const moves = record.allowed_moves;
  return {
    ...record,
    id: String(record.id),
    status: String(record.status ?? ''),
    allowed_moves: Array.isArray(moves) ? (moves as SelectOption<string>[]) : [],
  };
}

export function useLeadMoves(id: string, enabled = true) {
  const dataProvider = useEogDataProvider();
  return useQuery({
    queryKey: leadVerbKey('statusMoves', id),
    queryFn: async ({ signal }) => (await dataProvider.statusMoves(LEADS, { id, signal })).data,
    enabled,
  });
}

export function useLeadHistory(id: string, enabled = true) {
  const dataProvider = useEogDataProvider();
  return useQuery({
    queryKey: leadVerbKey('history', id),
    queryFn: async ({ signal }) => (await dataProvider.history(LEADS, { id, signal })).data,
    enabled,
  });
}

/** The lead's contract, or null while there is none. */
export function useLeadContract(id: string, enabled = true) {
  const dataProvider = useEogDataProvider();
  return useQuery({
    queryKey: leadVerbKey('contract', id),
    queryFn: async ({ signal }): Promise<SiteMovable | null> => {
      const { data } = await dataProvider.contract(LEADS, { id, signal });
      return data ? movableOf(data) : null;
    },
    enabled,
  });
}
