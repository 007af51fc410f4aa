/**
 * Instruction scope and audience (seed 001 §3, §5): shown_for_kind is asked only when the
 * Portal scope is on. The Russian labels are ours except the scope names 'CRM' / 'Портал'.
 */
import { optionsOf } from './enums';

export const instructionShownForKinds = ['everyone', 'authenticated', 'unauthenticated'] as const;
export type InstructionShownForKind = (typeof instructionShownForKinds)[number];
export const instructionShownForKindLabels: Record<InstructionShownForKind, string> = {
  everyone: 'Всем',
  authenticated: 'Авторизованным пользователям',
  unauthenticated: 'Неавторизованным пользователям',
};
export const instructionShownForKindOptions = optionsOf(
  instructionShownForKinds,
  instructionShownForKindLabels,
);

/** The two scope checkboxes of the instruction form and the API fields they set. */
export const instructionScopes = ['for_crm', 'for_portal'] as const;
export type InstructionScope = (typeof instructionScopes)[number];
export const instructionScopeLabels: Record<InstructionScope, string> = {
  for_crm: 'CRM',
  for_portal: 'Портал',
};

/** Whether a site visitor sees a portal instruction: by shown_for_kind and being signed in. */
export function instructionVisibleOnSite(
  instruction: { for_portal: boolean; active: boolean; shown_for_kind?: string | null },
  signedIn: boolean,
): boolean {
  if (!instruction.for_portal || !instruction.active) return false;
  switch (instruction.shown_for_kind) {
    case 'authenticated':
      return signedIn;
    case 'unauthenticated':
      return !signedIn;
    default:
      return true;
  }
}
