/**
 * The applicant's additional agreements (ДС) through the site's dataProvider (server/modules/
 * contracts/agreementRoutes.ts): the list and one agreement are ra-core reads of the path
 * resource `contracts/{contract_id}/agreements` (newest first, no drafts; one with
 * `allowed_moves`); the applicant's move is the `signAgreement` verb (→ current) or
 * `moveAgreement` (update_status). Another applicant's contract or agreement answers 404.
 */
import { useGetList, useGetOne, type RaRecord } from 'ra-core';
import { serverOrder } from '../../dataProvider/leadVerbs';
import type { SelectOption } from '../../src/domain/enums';

export interface SiteAgreement extends RaRecord {
  id: string;
  number?: string | null;
  status: string;
  allowed_moves: SelectOption<string>[];
}

export const agreementsOf = (contractId: string) => `contracts/${contractId}/agreements`;

export function agreementOf(record: RaRecord): SiteAgreement {
  const moves = record.allowed_moves;
  return {
    ...record,
    id: String(record.id),
    status: String(record.status ?? ''),
    allowed_moves: Array.isArray(moves) ? (moves as SelectOption<string>[]) : [],
  };
}

export function useAgreements(contractId: string) {
  return useGetList(agreementsOf(contractId), {
    pagination: { page: 1, perPage: 100 },
    sort: serverOrder,
  });
}

export function useAgreement(contractId: string, id: string) {
  return useGetOne(agreementsOf(contractId), { id });
}
