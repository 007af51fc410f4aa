/**
 * The routes under /crm/organizations/{organization_id}/ (seed 001 §2): branch/new,
 * branch/edit/{id}, branch/{branch_id}, gro_auth_representatives/new,
 * gro_auth_representatives/{id}, regional_benefits/new, regional_benefits/edit/{id},
 * schedule/new, schedule/edit/{id} — and, ours, tariff_rates/new and tariff_rates/edit/{id}.
 */
import type { Identifier } from 'ra-core';

const enc = (v: string | number | Identifier) => encodeURIComponent(String(v));

export function nestedNewPath(organizationId: string | number, tab: string): string {
  return `/organizations/${enc(organizationId)}/${tab === 'branches' ? 'branch' : tab}/new`;
}

export function nestedEditPath(
  organizationId: string | number,
  tab: string,
  id: Identifier,
): string {
  const base = `/organizations/${enc(organizationId)}`;
  if (tab === 'gro_auth_representatives') return `${base}/gro_auth_representatives/${enc(id)}`;
  if (tab === 'branches') return `${base}/branch/edit/${enc(id)}`;
  return `${base}/${tab}/edit/${enc(id)}`;
}

export function branchShowPath(organizationId: string | number, id: Identifier): string {
  return `/organizations/${enc(organizationId)}/branch/${enc(id)}`;
}
