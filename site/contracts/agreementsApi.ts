/**
 * The applicant's additional agreements (ДС) on the site (server/modules/contracts/
 * agreementRoutes.ts), through the site's HTTP client:
 *   GET       /v1/contracts/{contract_id}/agreements            newest first, no drafts
 *   GET       /v1/contracts/{contract_id}/agreements/{id}       with `allowed_moves`
 *   POST      /v1/contracts/{contract_id}/agreements/{id}/digital_signature  {confirmed}  → current
 *   PUT       /v1/contracts/{contract_id}/agreements/{id}/update_status      {status, confirmed?}
 * Another applicant's contract or agreement answers 404.
 */
import { toDocument, toRecords, type JsonApiDocument } from '../../dataProvider';
import { agreementMoveNeedsConfirmation } from '../../src/domain/agreementTransitions';
import type { SelectOption } from '../../src/domain/enums';
import { httpClient } from '../providers';

export interface SiteAgreement {
  id: string;
  number?: string | null;
  status: string;
  allowed_moves: SelectOption<string>[];
  [attribute: string]: unknown;
}

const agreementsPath = (contractId: string) =>
  `/v1/contracts/${encodeURIComponent(contractId)}/agreements`;
const agreementPath = (contractId: string, id: string) =>
  `${agreementsPath(contractId)}/${encodeURIComponent(id)}`;

function agreementOf(record: Record<string, unknown>): SiteAgreement {
  const moves = record.allowed_moves;
  return {
    ...record,
    id: String(record.id),
    status: String(record.status ?? ''),
    allowed_moves: Array.isArray(moves) ? (moves as SelectOption<string>[]) : [],
  };
}

export async function fetchAgreements(contractId: string): Promise<SiteAgreement[]> {
  const { json } = await httpClient<JsonApiDocument>(agreementsPath(contractId));
  return json ? toRecords(json).map(agreementOf) : [];
}

export async function fetchAgreement(contractId: string, id: string): Promise<SiteAgreement> {
  const { json } = await httpClient<JsonApiDocument>(agreementPath(contractId, id));
  const [record] = json ? toRecords(json) : [];
  if (!record) throw new Error('agreement');
  return agreementOf(record);
}

/**
 * The applicant's move: signing is the digital signature call, anything else update_status.
 * Signing and declining are irreversible, so they carry `confirmed: true` — callers send them
 * only after the dialog with the legal warning.
 */
export async function moveAgreement(contractId: string, id: string, to: string): Promise<void> {
  const confirmed = agreementMoveNeedsConfirmation(to);
  const signing = to === 'current';
  const attributes: Record<string, unknown> = signing ? {} : { status: to };
  if (confirmed) attributes.confirmed = true;
  await httpClient(
    `${agreementPath(contractId, id)}/${signing ? 'digital_signature' : 'update_status'}`,
    { method: signing ? 'POST' : 'PUT', body: toDocument('contract_agreement', attributes) },
  );
}
