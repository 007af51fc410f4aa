/**
 * The wizard's calls, through the console's HTTP client (crm/providers.ts):
 *   GET  /v1/admin/services?active=true&per=100&included=organizations   services + providers
 *   GET  /v1/admin/users/{user_id}                                        the applicant preview
 *   GET  /v1/admin/organizations/{id}/branches?per=100                    the branch select
 *   GET  /v1/admin/branches/by_cadastral_number?cadastral_number=…        the plot's branch
 *   POST /v1/admin/users/{user_id}/leads                                  the lead (submitted)
 * The documents then go through the dataProvider's multipart `upload` verb under
 * {@link leadDocumentsPath}.
 */
import type { Identifier, RaRecord } from 'ra-core';
import { toRecords, type EogDataProvider, type JsonApiDocument } from '../../../dataProvider';
import { uploadChosen, type ChosenFile } from '../../../src/leads/wizard/chosenFiles';
import { httpClient } from '../../providers';
import { leadPath } from '../leadApi';

const enc = (id: Identifier) => encodeURIComponent(String(id));

async function records(path: string, query?: Record<string, string | number | boolean>) {
  const { json } = await httpClient<JsonApiDocument>(path, { query });
  return json ? toRecords(json) : [];
}

/** Active services, each with `organization_ids` and its organizations embedded. */
export function fetchServices(): Promise<RaRecord[]> {
  return records('/v1/admin/services', { active: true, per: 100, included: 'organizations' });
}

export async function fetchApplicant(userId: Identifier): Promise<RaRecord | undefined> {
  return (await records(`/v1/admin/users/${enc(userId)}`))[0];
}

export function fetchBranches(organizationId: Identifier): Promise<RaRecord[]> {
  return records(`/v1/admin/organizations/${enc(organizationId)}/branches`, { per: 100 });
}

/** The branch serving the plot (with `organization_id`); a 404 carries the server's message. */
export async function branchByCadastralNumber(number: string): Promise<RaRecord | undefined> {
  return (
    await records('/v1/admin/branches/by_cadastral_number', { cadastral_number: number.trim() })
  )[0];
}

/** Creates the lead; answers its id. */
export async function createLead(userId: Identifier, body: unknown): Promise<string> {
  const { json } = await httpClient<JsonApiDocument>(`/v1/admin/users/${enc(userId)}/leads`, {
    method: 'POST',
    body,
  });
  const data = json?.data;
  const id = data && !Array.isArray(data) ? data.id : undefined;
  return String(id);
}

export const leadDocumentsPath = (leadId: Identifier) => `${leadPath(leadId)}/documents`;

/** Uploads the chosen documents under the lead one by one; answers the names that failed. */
export function uploadLeadDocuments(
  dataProvider: EogDataProvider,
  leadId: Identifier,
  files: readonly ChosenFile[],
  onProgress: (fraction: number) => void,
): Promise<string[]> {
  return uploadChosen(
    files,
    (chosen, progress) =>
      dataProvider.upload('leads', {
        file: chosen.file,
        kind: chosen.kind,
        basePath: leadDocumentsPath(leadId),
        onProgress: progress,
      }),
    onProgress,
  );
}
