/**
 * The additional agreement's (ДС) status machine. Seed 000 §4 lists the statuses and says only
 * that signing or declining asks for confirmation and notifies the executor; the graph is ours
 * (docs/decisions.md "Contracts"):
 *
 *   draft → registered → in_progress → coordination → on_correction → coordination …
 *                                     coordination → on_applicant_sign | on_new_user_sign
 *           in_progress → pending ↔ documents_given → in_progress
 *           in_progress → on_applicant_sign | on_new_user_sign (no coordination needed)
 *   on_*_sign → current (the applicant signs) | cancelled (the applicant declines)
 *   staff cancel any agreement not yet signed.
 */
import type { AgreementStatus } from './agreements';
import type { SelectOption } from './enums';
import { agreementStatusLabels } from './agreements';

export type AgreementActorKind = 'staff' | 'applicant';

export interface AgreementMoveContext {
  /** Signed on paper: staff record the signature on the applicant's behalf. */
  isWriting?: boolean;
}

/** The statuses where the signer answers (seed: on_new_user_sign is a counterparty change). */
export const agreementSigningStatuses: readonly AgreementStatus[] = [
  'on_applicant_sign',
  'on_new_user_sign',
];

export const agreementFinalStatuses: readonly AgreementStatus[] = ['current', 'cancelled'];

const staffMoves: Record<AgreementStatus, readonly AgreementStatus[]> = {
  draft: ['registered'],
  registered: ['in_progress'],
  in_progress: ['coordination', 'pending', 'on_applicant_sign', 'on_new_user_sign'],
  pending: [],
  documents_given: ['in_progress', 'pending'],
  coordination: ['on_correction', 'on_applicant_sign', 'on_new_user_sign'],
  on_correction: ['coordination'],
  // Withdrawn for rework before the signer answered.
  on_applicant_sign: ['in_progress'],
  on_new_user_sign: ['in_progress'],
  current: [],
  cancelled: [],
};

export const agreementStaffTransitions: Record<AgreementStatus, readonly AgreementStatus[]> =
  Object.fromEntries(
    Object.entries(staffMoves).map(([from, to]) => [
      from,
      agreementFinalStatuses.includes(from as AgreementStatus) ? to : [...to, 'cancelled'],
    ]),
  ) as Record<AgreementStatus, readonly AgreementStatus[]>;

export const agreementApplicantTransitions: Partial<
  Record<AgreementStatus, readonly AgreementStatus[]>
> = {
  pending: ['documents_given'],
  on_applicant_sign: ['current', 'cancelled'],
  on_new_user_sign: ['current', 'cancelled'],
};

/** The РОГ/ЕОГ decision on an agreement in coordination (admin_coordination_approve). */
export function isAgreementCoordinationDecision(from: string, to: string): boolean {
  return from === 'coordination' && to !== 'cancelled';
}

export function allowedAgreementMoves(
  from: string,
  actor: AgreementActorKind,
  ctx: AgreementMoveContext = {},
): AgreementStatus[] {
  const status = from as AgreementStatus;
  if (actor === 'applicant') return [...(agreementApplicantTransitions[status] ?? [])];
  const moves = [...(agreementStaffTransitions[status] ?? [])];
  if (agreementSigningStatuses.includes(status) && ctx.isWriting) moves.unshift('current');
  return moves;
}

export function canMoveAgreement(
  from: string,
  to: string,
  actor: AgreementActorKind,
  ctx: AgreementMoveContext = {},
): boolean {
  return (allowedAgreementMoves(from, actor, ctx) as string[]).includes(to);
}

/** The signer's two answers, both confirmed first (seed 000 §4); the labels are ours. */
export const applicantAgreementActions = [
  { target: 'current', label: 'Подписать дополнительное соглашение' },
  { target: 'cancelled', label: 'Отказаться от подписания' },
] as const satisfies readonly { target: AgreementStatus; label: string }[];

export const agreementActionWarnings: Partial<Record<AgreementStatus, string>> = {
  current:
    'Подписывая дополнительное соглашение, вы принимаете изменения условий договора. ' +
    'Подписание необратимо. Подтвердите подписание.',
  cancelled:
    'Отказ от подписания дополнительного соглашения необратим. Подтвердите отказ от подписания.',
};

/** Whether the applicant's move needs `confirmed: true`. */
export function agreementMoveNeedsConfirmation(to: string): boolean {
  return applicantAgreementActions.some((a) => a.target === to);
}

/** Buttons: the applicant's action labels, the target status label for staff. */
export function agreementMoveOptions(
  from: string,
  actor: AgreementActorKind,
  ctx: AgreementMoveContext = {},
): SelectOption<AgreementStatus>[] {
  return allowedAgreementMoves(from, actor, ctx).map((to) => ({
    value: to,
    title:
      (actor === 'applicant' && applicantAgreementActions.find((a) => a.target === to)?.label) ||
      agreementStatusLabels[to],
  }));
}
