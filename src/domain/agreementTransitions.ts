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
import { agreementStatuses, agreementStatusLabels, type AgreementStatus } from './agreements';
import type { SelectOption } from './enums';
import {
  allowedMoves,
  byApplicant as applicant,
  byStaff as staff,
  transition,
  type ActorKind,
  type Transition,
} from './workflow';

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

/** On signing, staff record a paper agreement's signature for the applicant. */
export type AgreementMoveGuard = 'on_paper';

export type AgreementTransition = Transition<AgreementStatus, never, AgreementMoveGuard>;

const move = transition<AgreementStatus, AgreementMoveGuard>;

/** Every allowed move, grouped by the status it leaves; staff cancel any unsigned one. */
export const agreementTransitions: readonly AgreementTransition[] = [
  move('draft', 'registered', staff),
  move('registered', 'in_progress', staff),
  move('in_progress', 'coordination', staff),
  move('in_progress', 'pending', staff),
  move('in_progress', 'on_applicant_sign', staff),
  move('in_progress', 'on_new_user_sign', staff),
  move('pending', 'documents_given', applicant),
  move('documents_given', 'in_progress', staff),
  move('documents_given', 'pending', staff),
  move('coordination', 'on_correction', staff),
  move('coordination', 'on_applicant_sign', staff),
  move('coordination', 'on_new_user_sign', staff),
  move('on_correction', 'coordination', staff),
  // On signing: the signer answers; staff record a paper signature or withdraw it for rework.
  ...agreementSigningStatuses.flatMap((from) => [
    move(from, 'current', staff, 'on_paper'),
    move(from, 'in_progress', staff),
    move(from, 'current', applicant),
    move(from, 'cancelled', applicant),
  ]),
  ...agreementStatuses
    .filter((from) => !agreementFinalStatuses.includes(from))
    .map((from) => move(from, 'cancelled', staff)),
];

/** The РОГ/ЕОГ decision on an agreement in coordination (admin_coordination_approve). */
export function isAgreementCoordinationDecision(from: string, to: string): boolean {
  return from === 'coordination' && to !== 'cancelled';
}

export function allowedAgreementMoves(
  from: string,
  actor: ActorKind,
  ctx: AgreementMoveContext = {},
): AgreementStatus[] {
  return allowedMoves(agreementTransitions, from, actor, () => !!ctx.isWriting);
}

export function canMoveAgreement(
  from: string,
  to: string,
  actor: ActorKind,
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
  actor: ActorKind,
  ctx: AgreementMoveContext = {},
): SelectOption<AgreementStatus>[] {
  return allowedAgreementMoves(from, actor, ctx).map((to) => ({
    value: to,
    title:
      (actor === 'applicant' && applicantAgreementActions.find((a) => a.target === to)?.label) ||
      agreementStatusLabels[to],
  }));
}
