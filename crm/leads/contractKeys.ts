/**
 * The contract and agreement keys the card's contract tab mirrors (issue 6 "Keys"): a button
 * shows only with its key; the server refuses the call anyway.
 */
import { usePermissions } from 'ra-core';
import { readOnlyRoles } from '../../src/access/scoping';
import { isRole } from '../../src/domain/roles';
import { heldKey, heldKeysOf } from '../users/userKeys';

export type ContractKeys = ReturnType<typeof contractKeys>;

export function contractKeys(permissions: unknown) {
  const role = (permissions as { role?: unknown } | undefined)?.role;
  const readOnly = isRole(role) && readOnlyRoles.includes(role);
  const holds = (key: 'admin_contracts_read' | 'admin_leads_read') => heldKey(permissions, key);
  return {
    ...heldKeysOf(permissions, {
      /** Create, edit, delete, files and the ordinary status moves. */
      write: 'admin_contracts_update_status',
      /** The РОГ/ЕОГ decision (→ coordinated | on_clarification; an agreement in coordination). */
      coordination: 'admin_coordination_approve',
      /** Contract dates, on create and through /update_dates. */
      dates: 'admin_leads_contract_date_edit',
      /** → terminated also needs the lead termination key. */
      termination: 'admin_leads_termination',
      /** → current (the applicant's signature recorded by staff) also needs the signature key. */
      signature: 'admin_leads_contract_signature',
      agreementsRead: 'admin_agreements_read',
      agreementsWrite: 'admin_agreements_update_status',
      /** GET …/agreements/{id}/changes. */
      agreementsHistory: 'admin_agreements_history',
      /** The applicant picker of a counterparty change reads /v1/admin/users. */
      users: 'admin_users_read',
    }),
    /**
     * The contract's status history: a reading key, refused to the read-only roles although
     * they read the contract (server/modules/contracts/access.ts assertContractHistory).
     */
    history: !readOnly && (holds('admin_contracts_read') || holds('admin_leads_read')),
  };
}

export function useContractKeys(): ContractKeys {
  const { permissions } = usePermissions();
  return contractKeys(permissions);
}
