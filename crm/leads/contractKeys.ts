/**
 * The contract and agreement keys the card's contract tab mirrors (issue 6 "Keys"): a button
 * shows only with its key; the server refuses the call anyway.
 */
import { usePermissions } from 'ra-core';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import { heldKey } from '../users/userKeys';

export interface ContractKeys {
  /** Create, edit, delete, files and the ordinary status moves. */
  write: boolean;
  /** The РОГ/ЕОГ decision (→ coordinated | on_clarification; an agreement in coordination). */
  coordination: boolean;
  /** Contract dates, on create too. */
  dates: boolean;
  /** → terminated also needs the lead termination key. */
  termination: boolean;
  agreementsRead: boolean;
  agreementsWrite: boolean;
}

export function contractKeys(permissions: unknown): ContractKeys {
  const holds = (key: PermissionKey) => heldKey(permissions, key);
  return {
    write: holds('admin_contracts_update_status'),
    coordination: holds('admin_coordination_approve'),
    dates: holds('admin_leads_contract_date_edit'),
    termination: holds('admin_leads_termination'),
    agreementsRead: holds('admin_agreements_read'),
    agreementsWrite: holds('admin_agreements_update_status'),
  };
}

export function useContractKeys(): ContractKeys {
  const { permissions } = usePermissions();
  return contractKeys(permissions);
}
