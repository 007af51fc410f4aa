/**
 * The applicant's lead and contract calls on the site (issue 6 "Calls"), through the site's HTTP
 * client: own leads, one lead with its included relations, the status history, the moves the
 * applicant may make (`meta.allowed_statuses`), the applicant's move, the lead's contract with
 * `allowed_moves` and the contract move (`confirmed: true` for the irreversible two).
 */
import type { SelectOption } from '../../src/domain/enums';
import { httpClient } from '../providers';

interface Resource {
  type: string;
  id: string | number;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: { type: string; id: string | number } | null | unknown }>;
}

interface Doc {
  data?: Resource | Resource[] | null;
  included?: Resource[];
  meta?: Record<string, unknown>;
}

export type Row = Record<string, unknown> & { id: string };

const flat = (r: Resource): Row => ({ ...(r.attributes ?? {}), id: String(r.id) });

/** The included record a to-one relationship points at, flattened. */
function relatedOf(r: Resource, name: string, included: readonly Resource[]): Row | null {
  const ref = r.relationships?.[name]?.data as { type: string; id: string | number } | null;
  if (!ref || typeof ref !== 'object') return null;
  const hit = included.find((i) => i.type === ref.type && String(i.id) === String(ref.id));
  return hit ? flat(hit) : null;
}

export interface SiteLeadRow extends Row {
  uid?: string | null;
  status: string;
  service: Row | null;
  organization: Row | null;
}

function leadOf(r: Resource, included: readonly Resource[]): SiteLeadRow {
  return {
    ...flat(r),
    status: String(r.attributes?.status ?? ''),
    service: relatedOf(r, 'service', included),
    organization: relatedOf(r, 'organization', included),
  };
}

const many = (doc: Doc | null): Resource[] => (Array.isArray(doc?.data) ? doc.data : []);

export interface LeadPage {
  leads: SiteLeadRow[];
  page: number;
  pages: number;
}

export const LEADS_PER_PAGE = 20;

export async function fetchOwnLeads(page: number): Promise<LeadPage> {
  const { json } = await httpClient<Doc>('/v1/leads', {
    query: { page, per: LEADS_PER_PAGE, order_type: 'desc' },
  });
  const included = json?.included ?? [];
  return {
    leads: many(json).map((r) => leadOf(r, included)),
    page: Number(json?.meta?.current_page ?? page),
    pages: Number(json?.meta?.total_pages ?? 1),
  };
}

export async function fetchLead(id: string): Promise<SiteLeadRow> {
  const { json } = await httpClient<Doc>(`/v1/leads/${encodeURIComponent(id)}`);
  const data = json?.data;
  if (!data || Array.isArray(data)) throw new Error('lead');
  return leadOf(data, json?.included ?? []);
}

export async function fetchLeadHistory(id: string): Promise<Row[]> {
  const { json } = await httpClient<Doc>(`/v1/leads/${encodeURIComponent(id)}/history`, {
    query: { per: 100 },
  });
  return many(json).map(flat);
}

export async function fetchLeadMoves(id: string): Promise<string[]> {
  const { json } = await httpClient<Doc>(`/v1/leads/${encodeURIComponent(id)}/status_moves`);
  const moves = json?.meta?.allowed_statuses;
  return Array.isArray(moves) ? moves.map(String) : [];
}

export async function moveLead(id: string, status: string, note?: string): Promise<void> {
  const attributes: Record<string, unknown> = { status };
  if (note?.trim()) attributes.note = note.trim();
  await httpClient(`/v1/leads/${encodeURIComponent(id)}/update_status`, {
    method: 'PUT',
    body: { data: { type: 'lead', attributes } },
  });
}

export interface SiteContract extends Row {
  number?: string | null;
  status: string;
  allowed_moves: SelectOption<string>[];
}

/** The lead's contract, or null while there is none. */
export async function fetchContract(leadId: string): Promise<SiteContract | null> {
  const { json } = await httpClient<Doc>(`/v1/leads/${encodeURIComponent(leadId)}/contract`);
  const data = json?.data;
  if (!data || Array.isArray(data)) return null;
  const row = flat(data);
  const moves = row.allowed_moves;
  return {
    ...row,
    status: String(row.status ?? ''),
    allowed_moves: Array.isArray(moves) ? (moves as SelectOption<string>[]) : [],
  };
}

export async function moveContract(
  leadId: string,
  status: string,
  confirmed: boolean,
): Promise<void> {
  const attributes: Record<string, unknown> = { status };
  if (confirmed) attributes.confirmed = true;
  await httpClient(`/v1/leads/${encodeURIComponent(leadId)}/contract/update_status`, {
    method: 'PUT',
    body: { data: { type: 'contract', attributes } },
  });
}

/** The Russian text of a failed call: the server's 4xx message, else the catalogue's. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
