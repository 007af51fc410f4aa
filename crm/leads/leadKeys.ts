/**
 * The leads' permission keys the console mirrors (seed 001 §6 "leads: … filter, create"): a
 * button, a tab or the filter form shows only with its key; the server refuses the call anyway.
 */
import { useHeldKeys } from '../users/userKeys';

export const useLeadKeys = () =>
  useHeldKeys({
    create: 'admin_leads_create',
    filter: 'admin_leads_filter',
    updateStatus: 'admin_leads_update_status',
    /** PATCH /leads/{id}: the lead's data (the card's 'Редактировать'). */
    update: 'admin_leads_update',
    changeService: 'admin_leads_change_service',
    changeManager: 'admin_leads_change_personal_manager',
    /** Upload and removal of the lead's documents. */
    documents: 'admin_leads_documents',
    /** DELETE /leads/{id}: the card's 'Удалить'. */
    remove: 'admin_leads_remove',
    /** The ТУ agreement status (specification_agreement_status) in the edit form. */
    specification: 'admin_leads_specification',
    /** The outbox of the lead (the card's integration messages tab). */
    messages: 'admin_rabbitmq_statistics_read',
  });
