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
  /** PATCH /leads/{id}: the lead's data (the card's 'Редактировать'). */
  update: boolean;
  changeService: boolean;
  changeManager: boolean;
  /** Upload and removal of the lead's documents. */
  documents: boolean;
  /** DELETE /leads/{id}: the card's 'Удалить'. */
  remove: boolean;
  /** The ТУ agreement status (specification_agreement_status) in the edit form. */
  specification: boolean;
  /** The outbox of the lead (the card's integration messages tab). */
  messages: boolean;
}

export function leadKeys(permissions: unknown): LeadKeys {
  const holds = (key: PermissionKey) => heldKey(permissions, key);
  return {
    create: holds('admin_leads_create'),
    filter: holds('admin_leads_filter'),
    updateStatus: holds('admin_leads_update_status'),
    update: holds('admin_leads_update'),
    changeService: holds('admin_leads_change_service'),
    changeManager: holds('admin_leads_change_personal_manager'),
    documents: holds('admin_leads_documents'),
    remove: holds('admin_leads_remove'),
    specification: holds('admin_leads_specification'),
    messages: holds('admin_rabbitmq_statistics_read'),
  };
}

export function useLeadKeys(): LeadKeys {
  const { permissions } = usePermissions();
  return leadKeys(permissions);
}
