/**
 * The lead card's calls that are not react-admin's list/one (issue 6 "Calls"), through the
 * console's HTTP client (crm/providers.ts):
 *   GET /v1/admin/leads/{id}?included=…             the lead with its relations and documents
 *   GET /v1/admin/leads/{id}/documents               when the lead answer lacks them
 *   GET /v1/admin/leads/{id}/status_moves            meta.allowed_statuses for this staff member
 *   GET /v1/admin/leads/{id}/history                 lead_status_change, newest first
 *   GET /v1/admin/leads/{id}/contract                the contract or data: null
 *   GET /v1/admin/leads/{id}/contract/attachments    its files
 *   GET /v1/admin/rabbit_messages?messageable_type=Lead&messageable_id={id}
 *   GET /v1/admin/dictionaries?dictionary_type={kind}&active=true   reasons of a move
 *   PATCH /v1/admin/leads/{id}                       the lead's data (./edit/editModel editBody)
 *   PATCH /v1/admin/leads/{id}/change_service        {relationships: {service}}
 *   PATCH /v1/admin/leads/{id}/change_personal_manager   {relationships: {admin}}, null clears
 *   GET /v1/admin/admin_users?organization_id=…&blocked=false&per=10&query=…   manager picker
 *   DELETE /v1/admin/leads/{id}/documents/{attachment_id}
 * The move itself goes through the dataProvider's updateStatus verb (PUT …/update_status); the
 * documents' upload through its multipart `upload` verb.
 */
import { HttpError, type Identifier, type RaRecord } from 'ra-core';
import { saveBlob, toRecords, type JsonApiDocument } from '../../dataProvider';
import { httpClient } from '../providers';
import { cardIncluded } from './leadValues';

const BASE = '/v1/admin/leads';
export const leadPath = (id: Identifier) => `${BASE}/${encodeURIComponent(String(id))}`;

async function records(path: string, query?: Record<string, string | number | boolean>) {
  const { json } = await httpClient<JsonApiDocument>(path, { query });
  return json ? toRecords(json) : [];
}

export async function fetchLead(id: Identifier): Promise<RaRecord | undefined> {
  return (await records(leadPath(id), { included: cardIncluded.join(',') }))[0];
}

export async function fetchStatusMoves(id: Identifier): Promise<string[]> {
  const { json } = await httpClient<JsonApiDocument>(`${leadPath(id)}/status_moves`);
  const allowed = json?.meta?.allowed_statuses;
  return Array.isArray(allowed) ? allowed.filter((s): s is string => typeof s === 'string') : [];
}

/** GET …/documents, for a lead answer that does not include its documents. */
export function fetchDocuments(id: Identifier): Promise<RaRecord[]> {
  return records(`${leadPath(id)}/documents`);
}

export function fetchHistory(id: Identifier): Promise<RaRecord[]> {
  return records(`${leadPath(id)}/history`, { per: 100 });
}

export function fetchMessages(id: Identifier): Promise<RaRecord[]> {
  return records('/v1/admin/rabbit_messages', {
    messageable_type: 'Lead',
    messageable_id: String(id),
    per: 100,
  });
}

/** The lead's contract, or null when there is none yet. */
export async function fetchContract(id: Identifier): Promise<RaRecord | null> {
  try {
    return (await records(`${leadPath(id)}/contract`))[0] ?? null;
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) return null;
    throw e;
  }
}

/** The contract's files (kinds contract and detached_reinforced_signature). */
export function fetchContractFiles(id: Identifier): Promise<RaRecord[]> {
  return records(`${leadPath(id)}/contract/attachments`);
}

/** Active entries of a dictionary kind (rejection_reason, annullation_reason …), in order. */
export function fetchReasons(kind: string): Promise<RaRecord[]> {
  return records('/v1/admin/dictionaries', { dictionary_type: kind, active: true, per: 100 });
}

/** PATCH /leads/{id}: the body is built by ./edit/editModel.ts `editBody`. */
export async function updateLead(id: Identifier, body: unknown): Promise<void> {
  await httpClient(leadPath(id), { method: 'PATCH', body });
}

/** `{data: {type: 'lead', relationships: {<name>: {data: {type, id} | null}}}}`. */
export function relationBody(name: string, type: string, id: Identifier | null) {
  return {
    data: {
      type: 'lead',
      relationships: { [name]: { data: id === null ? null : { type, id: String(id) } } },
    },
  };
}

export async function changeService(id: Identifier, serviceId: Identifier): Promise<void> {
  await httpClient(`${leadPath(id)}/change_service`, {
    method: 'PATCH',
    body: relationBody('service', 'service', serviceId),
  });
}

/** The personal manager (an operator of the lead's organization); null removes them. */
export async function changePersonalManager(
  id: Identifier,
  adminId: Identifier | null,
): Promise<void> {
  await httpClient(`${leadPath(id)}/change_personal_manager`, {
    method: 'PATCH',
    body: relationBody('admin', 'admin', adminId),
  });
}

/** Seed 001 §7: admin user pickers ask 10 at a time. */
export const MANAGER_PAGE = 10;

/** Unblocked staff of the organization matching `query` (the server checks the same). */
export function fetchOperators(organizationId: Identifier, query: string): Promise<RaRecord[]> {
  return records('/v1/admin/admin_users', {
    organization_id: String(organizationId),
    blocked: false,
    per: MANAGER_PAGE,
    ...(query ? { query } : {}),
  });
}

export async function removeDocument(leadId: Identifier, documentId: Identifier): Promise<void> {
  await httpClient(`${leadPath(leadId)}/documents/${encodeURIComponent(String(documentId))}`, {
    method: 'DELETE',
  });
}

/**
 * A lead document: its `url` (`…?transfer=binary`) streamed with the token and saved; without
 * one, the documents route of the lead.
 */
export async function downloadDocument(
  leadId: Identifier,
  document: RaRecord,
  save: typeof saveBlob = saveBlob,
): Promise<void> {
  const given = typeof document.url === 'string' && document.url ? document.url : undefined;
  const path = given ?? `${leadPath(leadId)}/documents/${encodeURIComponent(String(document.id))}`;
  // Our API streams the bytes with transfer=binary (server/storage/transfer.ts).
  const url = /[?&]transfer=/.test(path)
    ? path
    : `${path}${path.includes('?') ? '&' : '?'}transfer=binary`;
  const { blob, filename } = await httpClient(url, { responseType: 'blob' });
  const name = typeof document.original_filename === 'string' ? document.original_filename : '';
  save(blob ?? new Blob([]), filename ?? (name || 'document'));
}
