/**
 * A management change in words, as the server's report writes it (server/modules/leads/
 * management.ts `changesText`): 'Организация: А → Б; Услуга: В → Г', a dash for an empty side.
 */
import { formatValue } from '../../src/format/text';
import { managedLabels } from './managementLabels';

export type Managed = keyof typeof managedLabels;
export const managed = Object.keys(managedLabels) as Managed[];

export interface ChangeSide {
  id?: string | null;
  name?: string | null;
}
export type ManagementChanges = Partial<Record<Managed, { from: ChangeSide; to: ChangeSide }>>;

export function changesText(changes: unknown): string {
  const all = (changes && typeof changes === 'object' ? changes : {}) as ManagementChanges;
  return managed
    .filter((rel) => all[rel])
    .map((rel) => {
      const { from, to } = all[rel]!;
      return `${managedLabels[rel]}: ${formatValue(from?.name, 'table')} → ${formatValue(to?.name, 'table')}`;
    })
    .join('; ');
}
