/**
 * Application management's changes (server/modules/leads/management.ts, crm/management): what
 * staff may move a lead to — its organization, branch and service — and a change in words, as
 * the log, its report and the console's confirmation all write it:
 * 'Организация: А → Б; Услуга: В → Г', a dash for an empty side.
 */
import { leadRelationLabels } from './fields';

export type Managed = 'organization' | 'branch' | 'service';
export const managed: readonly Managed[] = ['organization', 'branch', 'service'];

export interface ChangeSide {
  id?: string | null;
  name?: string | null;
}
export type ManagementChanges = Partial<Record<Managed, { from: ChangeSide; to: ChangeSide }>>;

const side = (s: ChangeSide | undefined) => s?.name || '—';

export function changesText(changes: unknown): string {
  const all = (changes && typeof changes === 'object' ? changes : {}) as ManagementChanges;
  return managed
    .filter((rel) => all[rel])
    .map((rel) => `${leadRelationLabels[rel]}: ${side(all[rel]!.from)} → ${side(all[rel]!.to)}`)
    .join('; ');
}
