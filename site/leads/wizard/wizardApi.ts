/**
 * The site wizard's calls, through the site's HTTP client (site/providers.ts):
 *   GET    /v1/services?per=100&included=organizations   what the applicant may apply for
 *   GET    /v1/users/current                             the applicant preview
 *   GET    /v1/organizations/{id}/branches?per=100       the branch select
 *   GET    /v1/branches/by_cadastral_number?cadastral_number=…
 *   GET    /v1/leads/{id}, /v1/leads/{id}/documents     a draft being edited
 *   POST   /v1/leads, PATCH /v1/leads/{id}               the draft; `submit: true` sends it
 *   DELETE /v1/leads/{id}/documents/{attachment_id}      an attached document of the draft
 * The documents go through the dataProvider's multipart `upload` under /v1/leads/{id}/documents.
 */
import type { RaRecord } from 'ra-core';
import { toRecords, type JsonApiDocument } from '../../../dataProvider';
import type { QueryParams } from '../../../src/api';
import type { ChosenFile } from '../../../src/leads/wizard/chosenFiles';
import { dataProvider, httpClient } from '../../providers';

const enc = (id: string | number) => encodeURIComponent(String(id));

async function records(path: string, query?: QueryParams): Promise<RaRecord[]> {
  const { json } = await httpClient<JsonApiDocument>(path, { query });
  return json ? toRecords(json) : [];
}

export function fetchServices(): Promise<RaRecord[]> {
  return records('/v1/services', { per: 100, included: 'organizations' });
}

export async function fetchCurrentUser(): Promise<RaRecord | undefined> {
  return (await records('/v1/users/current'))[0];
}

export function fetchBranches(organizationId: string): Promise<RaRecord[]> {
  return records(`/v1/organizations/${enc(organizationId)}/branches`, { per: 100 });
}

export async function branchByCadastralNumber(number: string): Promise<RaRecord | undefined> {
  return (await records('/v1/branches/by_cadastral_number', { cadastral_number: number }))[0];
}

/** The draft with `<relation>_id`s and its nested attributes, as the wizard reads it back. */
export async function fetchDraft(id: string): Promise<RaRecord | undefined> {
  return (await records(`/v1/leads/${enc(id)}`))[0];
}

export function fetchDocuments(leadId: string): Promise<RaRecord[]> {
  return records(`/v1/leads/${enc(leadId)}/documents`, { per: 100 });
}

export async function removeDocument(leadId: string, attachmentId: string | number) {
  await httpClient(`/v1/leads/${enc(leadId)}/documents/${enc(attachmentId)}`, {
    method: 'DELETE',
  });
}

/** Creates the draft (no id) or saves it; answers its id. */
export async function saveDraft(id: string | undefined, body: unknown): Promise<string> {
  const { json } = await httpClient<JsonApiDocument>(id ? `/v1/leads/${enc(id)}` : '/v1/leads', {
    method: id ? 'PATCH' : 'POST',
    body,
  });
  const data = json?.data;
  return String(data && !Array.isArray(data) ? data.id : id);
}

/** Sends the draft for registration ('Отправить на регистрацию'). */
export async function submitDraft(id: string): Promise<void> {
  await httpClient(`/v1/leads/${enc(id)}`, {
    method: 'PATCH',
    body: { data: { type: 'lead', attributes: { submit: true } } },
  });
}

export function uploadDocument(
  leadId: string,
  chosen: ChosenFile,
  onProgress: (fraction: number) => void,
) {
  return dataProvider.upload('leads', {
    file: chosen.file,
    kind: chosen.kind,
    basePath: `/v1/leads/${enc(leadId)}/documents`,
    onProgress,
  });
}
