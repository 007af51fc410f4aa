/**
 * The applicants' calls that are not react-admin's (seed 001 §7 Users, and ours): the account
 * search, an applicant's leads, the policy agreement removal, the leads reassignment and the
 * base report — through the console's HTTP client (crm/providers.ts).
 */
import type { Identifier, RaRecord } from 'ra-core';
import { saveBlob, toRecords, type JsonApiDocument } from '../../dataProvider';
import { httpClient } from '../providers';

const BASE = '/v1/admin/users';
const one = (id: Identifier) => `${BASE}/${encodeURIComponent(String(id))}`;

export type SearchKey = 'phone' | 'email' | 'snils';

export async function searchApplicants(key: SearchKey, value: string): Promise<RaRecord[]> {
  const { json } = await httpClient<JsonApiDocument>(`${BASE}/search`, {
    query: { [key]: value },
  });
  return json ? toRecords(json) : [];
}

export async function applicantLeads(id: Identifier): Promise<RaRecord[]> {
  const { json } = await httpClient<JsonApiDocument>(`${one(id)}/leads`, {
    query: { per: 100 },
  });
  return json ? toRecords(json) : [];
}

export async function removePolicyAgreement(id: Identifier): Promise<void> {
  await httpClient(`${one(id)}/policy_agreement`, { method: 'DELETE' });
}

export async function reassignLeads(
  id: Identifier,
  targetUserId: Identifier,
  leadIds?: Identifier[],
): Promise<number> {
  const { json } = await httpClient<{ meta?: { reassigned?: number } }>(
    `${one(id)}/leads_reassign`,
    {
      method: 'POST',
      body: {
        data: {
          type: 'leads_reassign',
          attributes: {
            target_user_id: String(targetUserId),
            ...(leadIds?.length ? { lead_ids: leadIds.map(String) } : {}),
          },
        },
      },
    },
  );
  return json?.meta?.reassigned ?? 0;
}

/** `GET /user_reports/base_report?format=xlsx` with the list's filters, saved as a file. */
export async function downloadBaseReport(filter: Record<string, unknown>): Promise<void> {
  const { blob, filename } = await httpClient('/v1/admin/user_reports/base_report', {
    query: { ...(filter as Record<string, string>), format: 'xlsx' },
    responseType: 'blob',
  });
  if (blob) saveBlob(blob, filename ?? 'Заявители.xlsx');
}
