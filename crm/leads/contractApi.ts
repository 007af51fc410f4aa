/**
 * The contract tab's calls (server/modules/contracts), through the console's HTTP client:
 *   POST   /v1/admin/leads/{id}/contract                          {number, is_writing, amount, dates}
 *   PATCH  /v1/admin/leads/{id}/contract                          the changed fields
 *   DELETE /v1/admin/leads/{id}/contract                          only in offer_preparation
 *   PUT    /v1/admin/leads/{id}/contract/update_status            {status, note?}
 *   PATCH  /v1/admin/leads/{id}/contract/update_dates             the changed dates
 *   GET    /v1/admin/leads/{id}/contract/history                  status changes, newest first
 *   GET    /v1/admin/contracts/{contract_id}/agreements           newest first
 *   POST   /v1/admin/contracts/{contract_id}/agreements           {number, subject, is_writing,
 *                                                                  source, delivery,
 *                                                                  agreement_term_id, new_user_id}
 *   PUT    /v1/admin/contracts/{contract_id}/agreements/{id}/update_status   {status, note?, number?}
 *   GET    /v1/admin/contracts/{contract_id}/agreements/{id}/changes         status changes
 *   GET    /v1/admin/dictionaries?dictionary_type=agreement_term&active=true&per=200
 * Files of both (GET list, DELETE …/{fileId}) live under {@link contractFilesPath} and
 * {@link agreementFilesPath}; their upload goes through the dataProvider's `upload` verb
 * (multipart_upload_{start,url,complete}) and their download through its `download` verb.
 */
import type { Identifier, RaRecord } from 'ra-core';
import { toDocument, toRecords, type JsonApiDocument } from '../../dataProvider';
import { dictionaryPageSize } from '../../src/domain/dictionaryKinds';
import { httpClient } from '../providers';
import { leadPath } from './leadApi';

/** One page is the whole status history of a contract or an agreement. */
const HISTORY_PAGE = 100;

const id = (value: Identifier) => encodeURIComponent(String(value));
const contractPath = (leadId: Identifier) => `${leadPath(leadId)}/contract`;
export const contractFilesPath = (leadId: Identifier) => `${contractPath(leadId)}/attachments`;
const agreementsPath = (contractId: Identifier) =>
  `/v1/admin/contracts/${id(contractId)}/agreements`;
const agreementPath = (contractId: Identifier, agreementId: Identifier) =>
  `${agreementsPath(contractId)}/${id(agreementId)}`;
export const agreementFilesPath = (contractId: Identifier, agreementId: Identifier) =>
  `${agreementPath(contractId, agreementId)}/attachments`;

/** Only the attributes with a value: the server refuses nothing it knows, but '' is not a value. */
export function filled(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const)
      .filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

/**
 * The `fields` of an edit form that differ from the record; an emptied field is sent as null,
 * which the server stores as "no value".
 */
export function changed(
  record: Record<string, unknown>,
  values: Record<string, unknown>,
  fields: readonly string[],
): Record<string, unknown> {
  const norm = (v: unknown) => {
    const s = typeof v === 'string' ? v.trim() : v;
    return s === undefined || s === '' ? null : s;
  };
  return Object.fromEntries(
    fields
      .filter((f) => String(norm(values[f])) !== String(norm(record[f])))
      .map((f) => [f, norm(values[f])]),
  );
}

async function records(path: string, query?: Record<string, string | number | boolean>) {
  const { json } = await httpClient<JsonApiDocument>(path, { query });
  return json ? toRecords(json) : [];
}

async function send(
  path: string,
  method: 'POST' | 'PUT' | 'PATCH',
  type: string,
  attributes: Record<string, unknown>,
): Promise<RaRecord | undefined> {
  const { json } = await httpClient<JsonApiDocument>(path, {
    method,
    body: toDocument(type, attributes),
  });
  return json?.data ? toRecords(json)[0] : undefined;
}

async function remove(path: string): Promise<void> {
  await httpClient(path, { method: 'DELETE' });
}

export function createContract(leadId: Identifier, attributes: Record<string, unknown>) {
  return send(contractPath(leadId), 'POST', 'contract', filled(attributes));
}

/** `attributes` are the changes only (see {@link changed}). */
export function updateContract(leadId: Identifier, attributes: Record<string, unknown>) {
  return send(contractPath(leadId), 'PATCH', 'contract', attributes);
}

export function updateContractDates(leadId: Identifier, attributes: Record<string, unknown>) {
  return send(`${contractPath(leadId)}/update_dates`, 'PATCH', 'contract', attributes);
}

export function removeContract(leadId: Identifier): Promise<void> {
  return remove(contractPath(leadId));
}

export function moveContract(leadId: Identifier, status: string, note?: string) {
  return send(`${contractPath(leadId)}/update_status`, 'PUT', 'contract', filled({ status, note }));
}

export function fetchContractHistory(leadId: Identifier): Promise<RaRecord[]> {
  return records(`${contractPath(leadId)}/history`, { per: HISTORY_PAGE });
}

/** The files under a contract's or an agreement's attachments path. */
export function fetchFiles(filesPath: string): Promise<RaRecord[]> {
  return records(filesPath);
}

export function removeFile(filesPath: string, fileId: Identifier): Promise<void> {
  return remove(`${filesPath}/${id(fileId)}`);
}

export function fetchAgreements(contractId: Identifier): Promise<RaRecord[]> {
  return records(agreementsPath(contractId));
}

export function createAgreement(contractId: Identifier, attributes: Record<string, unknown>) {
  return send(agreementsPath(contractId), 'POST', 'contract_agreement', filled(attributes));
}

export function moveAgreement(
  contractId: Identifier,
  agreementId: Identifier,
  attributes: { status: string; note?: string; number?: string },
) {
  const path = `${agreementPath(contractId, agreementId)}/update_status`;
  return send(path, 'PUT', 'contract_agreement', filled(attributes));
}

export function fetchAgreementChanges(
  contractId: Identifier,
  agreementId: Identifier,
): Promise<RaRecord[]> {
  return records(`${agreementPath(contractId, agreementId)}/changes`, { per: HISTORY_PAGE });
}

/** The active agreement terms (seed 001 §7: this dictionary is read 200 at a time). */
export function fetchAgreementTerms(): Promise<RaRecord[]> {
  const per = dictionaryPageSize.agreement_term;
  return records('/v1/admin/dictionaries', {
    dictionary_type: 'agreement_term',
    active: true,
    ...(per ? { per } : {}),
  });
}
