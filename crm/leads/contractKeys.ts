/**
 * The contract and agreement keys the card's contract tab mirrors (issue 6 "Keys"): a button
 * shows only with its key; the server refuses the call anyway.
 */
import { usePermissions } from 'ra-core';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import { readOnlyRoles } from '../../src/access/scoping';
import { isRole } from '../../src/domain/roles';
import { heldKey } from '../users/userKeys';

export interface ContractKeys {
  /** Create, edit, delete, files and the ordinary status moves. */
  write: boolean;
  /** The РОГ/ЕОГ decision (→ coordinated | on_clarification; an agreement in coordination). */
  coordination: boolean;
  /** Contract dates, on create and through /update_dates. */
  dates: boolean;
  /** → terminated also needs the lead termination key. */
  termination: boolean;
  /** → current (the applicant's signature recorded by staff) also needs the signature key. */
  signature: boolean;
  /**
   * The contract's status history: a reading key, refused to the read-only roles although
   * they read the contract (server/modules/contracts/access.ts assertContractHistory).
   */
  history: boolean;
  agreementsRead: boolean;
  agreementsWrite: boolean;
  /** GET …/agreements/{id}/changes. */
  agreementsHistory: boolean;
  /** The applicant picker of a counterparty change reads /v1/admin/users. */
  users: boolean;
}

export function contractKeys(permissions: unknown): ContractKeys {
  const holds = (key: PermissionKey) => heldKey(permissions, key);
  const role = (permissions as { role?: unknown } | undefined)?.role;
  const readOnly = isRole(role) && readOnlyRoles.includes(role);
  return {
    write: holds('admin_contracts_update_status'),
    coordination: holds('admin_coordination_approve'),
    dates: holds('admin_leads_contract_date_edit'),
    termination: holds('admin_leads_termination'),
    signature: holds('admin_leads_contract_signature'),
    history: !readOnly && (holds('admin_contracts_read') || holds('admin_leads_read')),
    agreementsRead: holds('admin_agreements_read'),
    agreementsWrite: holds('admin_agreements_update_status'),
    agreementsHistory: holds('admin_agreements_history'),
    users: holds('admin_users_read'),
  };
}

export function useContractKeys(): ContractKeys {
  const { permissions } = usePermissions();
  return contractKeys(permissions);
}
