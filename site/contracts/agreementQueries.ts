/**
 * The applicant's additional agreements (ДС) through the site's dataProvider (server/modules/
 * contracts/agreementRoutes.ts): the list and one agreement are ra-core reads of the path
 * resource `contracts/{contract_id}/agreements` (newest first, no drafts; one with
 * `allowed_moves`); the applicant's move is the `signAgreement` verb (→ current) or
 * `moveAgreement` (update_status). Another applicant's contract or agreement answers 404.
 */
import { useGetList, useGetOne, type RaRecord } from 'ra-core';
import { serverOrder } from '../../dataProvider/leadVerbs';
import { movableOf, type SiteMovable } from '../leads/leadQueries';

export type SiteAgreement = SiteMovable;

export const agreementsOf = (contractId: string) => `contracts/${contractId}/agreements`;

export const agreementOf: (record: RaRecord) => SiteAgreement = movableOf;

export function useAgreements(contractId: string) {
  return useGetList(agreementsOf(contractId), {
    pagination: { page: 1, perPage: 100 },
    sort: serverOrder,
  });
}

export function useAgreement(contractId: string, id: string) {
  return useGetOne(agreementsOf(contractId), { id });
}
