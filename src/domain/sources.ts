/** Lead and account sources (seed 000 §3) and the default source of a new lead (seed 000 §6). */
import { formatMessages } from '../format/messages';
import type { AppContext } from './contexts';
import { labelOf } from './enums';
import type { Role } from './roles';

export const sourceSlugs = ['api', 'epgu', 'operator', 'portal', 'stek', 'mfc', 'archive'] as const;

export type SourceSlug = (typeof sourceSlugs)[number];

export const sourceLabels: Record<SourceSlug, string> = {
  api: 'API',
  epgu: 'ЕПГУ',
  operator: 'Кабинет оператора',
  portal: 'Портал',
  stek: 'СТЕК',
  mfc: 'МФЦ',
  archive: 'Архив',
};

/** The slug that identifies the multifunctional-centre source. */
export const mfcSourceSlug: SourceSlug = 'mfc';

/** Shown for a source the portal does not know (seed 000 §3). */
export const unknownSourceLabel = formatMessages.noData;

export function sourceLabel(slug: string | null | undefined): string {
  return labelOf(sourceSlugs, sourceLabels, slug, () => unknownSourceLabel);
}

/** Roles whose leads come "from the МФЦ" (seed 000 §6 says "the mfc user type"). */
const mfcRoles: readonly Role[] = ['mfc', 'mfc_admin', 'mfc_operator'];

/**
 * Admin context → the operator cabinet source, else the portal; МФЦ staff → the mfc source
 * (seed 000 §6). We read "mfc user type" as all three МФЦ roles.
 */
export function defaultLeadSource(context: AppContext, role?: Role | null): SourceSlug {
  if (role && mfcRoles.includes(role)) return mfcSourceSlug;
  return context === 'admin' ? 'operator' : 'portal';
}
