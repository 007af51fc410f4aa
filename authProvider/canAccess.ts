/**
 * Bridges react-admin to the one access function of src/access: the current account becomes an
 * access principal, react-admin's action names become the table's (list/show → read, edit →
 * update, delete → remove), and a record's `<rel>_id` fields become its scope.
 */
import {
  canAccess as canAccessTable,
  type AdminAccessPrincipal,
  type ScopedRecord,
} from '../src/access';
import { toRole } from '../src/domain/roles';

const actionMap: Record<string, string> = {
  list: 'read',
  show: 'read',
  edit: 'update',
  clone: 'create',
  delete: 'remove',
};

export function tableAction(action: string): string {
  return actionMap[action] ?? action;
}

const id = (value: unknown) => (value === null || value === undefined ? null : String(value));
const ids = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);

/** The flattened /v1/admin/current account as a principal; null for an unknown role. */
export function adminPrincipal(
  account: Record<string, unknown> | undefined,
): AdminAccessPrincipal | null {
  // The seeds also name roles by class (Admin, EogAdmin …); both spellings are one role.
  const role = toRole(account?.role);
  if (!account || !role) return null;
  return {
    kind: 'admin',
    id: id(account.id) ?? undefined,
    role,
    organizationId: id(account.organization_id),
    mfcId: id(account.mfc_id),
    regionId: id(account.region_id),
    executorSelection: account.executor_selection === true,
    socialAssistance: account.social_assistance === true,
  };
}

export function scopedRecord(
  record: Record<string, unknown> | undefined,
): ScopedRecord | undefined {
  if (!record) return undefined;
  return {
    userId: id(record.user_id),
    organizationId: id(record.organization_id),
    organizationIds: ids(record.organization_ids),
    mfcId: id(record.mfc_id),
    regionId: id(record.region_id),
    regionIds: ids(record.region_ids),
  };
}

/** `canAccessAccount(account, {action: 'delete', resource: 'regions'})` */
export function canAccessAccount(
  account: Record<string, unknown> | undefined,
  request: { action: string; resource: string; record?: Record<string, unknown> },
): boolean {
  const principal = adminPrincipal(account);
  if (!principal) return false;
  return canAccessTable(principal, {
    action: tableAction(request.action),
    resource: request.resource,
    record: scopedRecord(request.record),
  });
}
