/**
 * The application management calls (seed 001 §7 "Lead management"; server/modules/leads/
 * management.ts), through the console's HTTP client (crm/providers.ts):
 *   GET   /v1/admin/leads/suggestions/{uid}      up to 10 leads of the scope: id, uid, status
 *   GET   /v1/admin/leads/{id}/management        the lead, its relations, meta.management_logs
 *   PATCH /v1/admin/leads/{id}/management        {organization_id, branch_id, service_id, reason}
 *   GET   /v1/admin/leads/management/logs/download_report?format=&<log filters>
 * The log list itself is the react-admin resource {@link LOGS_RESOURCE}.
 */
import type { Identifier, RaRecord } from 'ra-core';
import { saveBlob, toRecords, type ExportFormat, type JsonApiDocument } from '../../dataProvider';
import type { QueryParams } from '../../src/api/query';
import { leadPath } from '../leads/leadApi';
import { httpClient } from '../providers';
import { managementTexts as text } from './managementLabels';

/** GET /v1/admin/leads/management/logs through the dataProvider (page, per, uid …). */
export const LOGS_RESOURCE = 'leads/management/logs';

export async function fetchSuggestions(uid: string): Promise<RaRecord[]> {
  const { json } = await httpClient<JsonApiDocument>(
    `/v1/admin/leads/suggestions/${encodeURIComponent(uid)}`,
  );
  return json ? toRecords(json) : [];
}

export interface ManagedLead {
  lead: RaRecord;
  logs: RaRecord[];
}

export async function fetchManagedLead(id: Identifier): Promise<ManagedLead | undefined> {
  const { json } = await httpClient<JsonApiDocument>(`${leadPath(id)}/management`);
  const lead = json ? toRecords(json)[0] : undefined;
  if (!lead) return undefined;
  const logs = json?.meta?.management_logs;
  return { lead, logs: Array.isArray(logs) ? toRecords({ data: logs }) : [] };
}

export interface ManagementValues {
  organization_id: string | null;
  branch_id: string | null;
  service_id: string | null;
  reason: string;
}

export async function manageLead(id: Identifier, values: ManagementValues): Promise<void> {
  await httpClient(`${leadPath(id)}/management`, {
    method: 'PATCH',
    body: { data: { type: 'lead_management', attributes: values } },
  });
}

/** The log as filtered, saved as a file. */
export async function downloadLogReport(
  filter: Record<string, unknown>,
  format: ExportFormat,
  save: typeof saveBlob = saveBlob,
): Promise<void> {
  const { blob, filename } = await httpClient('/v1/admin/leads/management/logs/download_report', {
    query: { ...(filter as QueryParams), format },
    responseType: 'blob',
  });
  save(blob ?? new Blob([]), filename ?? `${text.log}.${format}`);
}
