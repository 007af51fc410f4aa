/**
 * The leads' permission keys the console mirrors (seed 001 §6 "leads: … filter, create"): a
 * button, a tab or the filter form shows only with its key; the server refuses the call anyway.
 */
import { usePermissions } from 'ra-core';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import { heldKey } from '../users/userKeys';

export interface LeadKeys {
  create: boolean;
  filter: boolean;
  updateStatus: boolean;
  /** The outbox of the lead (the card's integration messages tab). */
  messages: boolean;
}

export function leadKeys(permissions: unknown): LeadKeys {
  const holds = (key: PermissionKey) => heldKey(permissions, key);
  return {
    create: holds('admin_leads_create'),
    filter: holds('admin_leads_filter'),
    updateStatus: holds('admin_leads_update_status'),
    messages: holds('admin_rabbitmq_statistics_read'),
  };
}

export function useLeadKeys(): LeadKeys {
  const { permissions } = usePermissions();
  return leadKeys(permissions);
}
