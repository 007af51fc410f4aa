/**
 * The contract tab's writes (server/modules/contracts), through the console's HTTP client:
 *   POST   /v1/admin/leads/{id}/contract                          {number, is_writing, amount, dates}
 *   PUT    /v1/admin/leads/{id}/contract/update_status            {status, note?}
 *   DELETE /v1/admin/leads/{id}/contract/attachments/{fileId}
 *   GET    /v1/admin/contracts/{contract_id}/agreements           newest first
 *   POST   /v1/admin/contracts/{contract_id}/agreements           {number, subject, is_writing, source, delivery}
 *   PUT    /v1/admin/contracts/{contract_id}/agreements/{id}/update_status   {status, note?, number?}
 * The files' upload goes through the dataProvider's `upload` verb under
 * {@link contractFilesPath} (multipart_upload_{start,url,complete}).
 */
import type { Identifier, RaRecord } from 'ra-core';
import { toDocument, toRecords, type JsonApiDocument } from '../../dataProvider';
import { httpClient } from '../providers';
import { leadPath } from './leadApi';

const contractPath = (leadId: Identifier) => `${leadPath(leadId)}/contract`;
export const contractFilesPath = (leadId: Identifier) => `${contractPath(leadId)}/attachments`;
const agreementsPath = (contractId: Identifier) =>
  `/v1/admin/contracts/${encodeURIComponent(String(contractId))}/agreements`;

/** Only the attributes with a value: the server refuses nothing it knows, but '' is not a value. */
export function filled(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const)
      .filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

async function send(
  path: string,
  method: 'POST' | 'PUT',
  type: string,
  attributes: Record<string, unknown>,
): Promise<RaRecord | undefined> {
  const { json } = await httpClient<JsonApiDocument>(path, {
    method,
    body: toDocument(type, attributes),
  });
  return json?.data ? toRecords(json)[0] : undefined;
}

export function createContract(leadId: Identifier, attributes: Record<string, unknown>) {
  return send(contractPath(leadId), 'POST', 'contract', filled(attributes));
}

export function moveContract(leadId: Identifier, status: string, note?: string) {
  return send(`${contractPath(leadId)}/update_status`, 'PUT', 'contract', filled({ status, note }));
}

export async function removeContractFile(leadId: Identifier, fileId: Identifier): Promise<void> {
  await httpClient(`${contractFilesPath(leadId)}/${encodeURIComponent(String(fileId))}`, {
    method: 'DELETE',
  });
}

export async function fetchAgreements(contractId: Identifier): Promise<RaRecord[]> {
  const { json } = await httpClient<JsonApiDocument>(agreementsPath(contractId));
  return json ? toRecords(json) : [];
}

export function createAgreement(contractId: Identifier, attributes: Record<string, unknown>) {
  return send(agreementsPath(contractId), 'POST', 'contract_agreement', filled(attributes));
}

export function moveAgreement(
  contractId: Identifier,
  agreementId: Identifier,
  attributes: { status: string; note?: string; number?: string },
) {
  const path = `${agreementsPath(contractId)}/${encodeURIComponent(String(agreementId))}/update_status`;
  return send(path, 'PUT', 'contract_agreement', filled(attributes));
}
