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
 * The move itself goes through the dataProvider's updateStatus verb (PUT …/update_status).
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
