/**
 * The contract's status machine (seed 000 §4 gives the statuses and the buttons, "the allowed
 * transitions are not shown": the graph is ours, docs/decisions.md "Contracts"). One table per
 * actor; the server enforces it, the console and the site show only these moves.
 *
 *   offer_preparation → coordination ↔ on_clarification → coordinated → on_applicant_sign
 *   offer_preparation → on_applicant_sign (no coordination needed)
 *   on_applicant_sign → current | not_signed (applicant, irreversible) | on_correction (protocol)
 *   on_correction → on_applicant_sign | coordination (a revised offer)
 *   current → done | terminated;  annulled from every status before current
 *   on_applicant_sign → current by staff: a paper contract, or an electronic one whose detached
 *   signature is attached (issue 20)
 */
import {
  applicantContractActions,
  operatorContractActionLabels,
  type ContractStatus,
} from './contractStatuses';
import type { SelectOption } from './enums';
import {
  allowedMoves,
  byApplicant as applicant,
  byStaff as staff,
  transition,
  type ActorKind,
  type Transition,
} from './workflow';

export interface ContractMoveContext {
  /** A contract signed on paper (is_writing): staff record the applicant's answer. */
  isWriting?: boolean;
  /**
   * An electronic contract with a detached signature attached (file kind
   * detached_reinforced_signature): staff may set it current, as the live portal lets them.
   */
  hasDetachedSignature?: boolean;
}

/** Lead statuses in which a contract may be created (in_progress and the contract phase). */
export const contractLeadStatuses = [
  'in_progress',
  'contract_preparation',
  'contract_on_applicant_sign',
  'contract_signed',
] as const;

/** The statuses before the contract is in force: it can still be annulled. */
export const contractStatusesBeforeCurrent: readonly ContractStatus[] = [
  'offer_preparation',
  'coordination',
  'on_clarification',
  'coordinated',
  'on_applicant_sign',
  'on_correction',
];

/** No move leaves these. */
export const contractFinalStatuses: readonly ContractStatus[] = [
  'not_signed',
  'annulled',
  'terminated',
  'done',
];

/**
 * What a staff move on signing needs beyond the status: on_paper — the contract is a paper one
 * (staff record the applicant's answer); signature_attached — an electronic one whose detached
 * signature is attached (staff may set it current, as the live portal lets them).
 */
export type ContractMoveGuard = 'on_paper' | 'signature_attached';

export type ContractTransition = Transition<ContractStatus, never, ContractMoveGuard>;

const move = transition<ContractStatus, ContractMoveGuard>;

/** Every allowed move, grouped by the status it leaves; annulment from each before current. */
export const contractTransitions: readonly ContractTransition[] = [
  move('offer_preparation', 'coordination', staff),
  move('offer_preparation', 'on_applicant_sign', staff),
  move('coordination', 'coordinated', staff),
  move('coordination', 'on_clarification', staff),
  move('on_clarification', 'coordination', staff),
  move('coordinated', 'on_applicant_sign', staff),
  move('on_applicant_sign', 'current', staff, 'on_paper'),
  move('on_applicant_sign', 'not_signed', staff, 'on_paper'),
  move('on_applicant_sign', 'current', staff, 'signature_attached'),
  // The applicant answers an offer on signing: the three actions of seed 000 §4.
  ...applicantContractActions.map((a) => move('on_applicant_sign', a.target, applicant)),
  move('on_correction', 'on_applicant_sign', staff),
  move('on_correction', 'coordination', staff),
  move('current', 'done', staff),
  move('current', 'terminated', staff),
  ...contractStatusesBeforeCurrent.map((from) => move(from, 'annulled', staff)),
];

/** The РОГ/ЕОГ decision on a contract in coordination (admin_coordination_approve). */
export const contractCoordinationDecisions: readonly ContractStatus[] = [
  'coordinated',
  'on_clarification',
];

export function allowedContractMoves(
  from: string,
  actor: ActorKind,
  ctx: ContractMoveContext = {},
): ContractStatus[] {
  // A paper contract's answer is recorded by staff; its signature file does not count then.
  return allowedMoves(contractTransitions, from, actor, (guard) =>
    guard === 'on_paper' ? !!ctx.isWriting : !ctx.isWriting && !!ctx.hasDetachedSignature,
  );
}

export function canMoveContract(
  from: string,
  to: string,
  actor: ActorKind,
  ctx: ContractMoveContext = {},
): boolean {
  return (allowedContractMoves(from, actor, ctx) as string[]).includes(to);
}

/** The irreversible applicant actions, which need an explicit confirmation. */
export function isIrreversibleContractAction(to: string): boolean {
  return applicantContractActions.some((a) => a.target === to && a.irreversible);
}

/**
 * The legal warning the applicant confirms before signing or declining (ours; the seed only
 * says the two actions "carry a legal warning"). The server refuses the move without it.
 */
export const contractActionWarnings: Partial<Record<ContractStatus, string>> = {
  current:
    'Подписывая договор, вы принимаете его условия. Подписание имеет юридическую силу ' +
    'и не может быть отменено. Подтвердите подписание договора.',
  not_signed:
    'Отказ от подписания договора необратим: работы по заявке будут прекращены, ' +
    'для подключения потребуется подать новую заявку. Подтвердите отказ от подписания.',
};

/** The button of a move: the applicant's action label or the operator's, never retyped. */
export function contractActionLabel(to: ContractStatus, actor: ActorKind): string {
  if (actor === 'applicant') {
    const action = applicantContractActions.find((a) => a.target === to);
    if (action) return action.label;
  }
  return operatorContractActionLabels[to];
}

/** The moves as buttons, for the contract panel. */
export function contractMoveOptions(
  from: string,
  actor: ActorKind,
  ctx: ContractMoveContext = {},
): SelectOption<ContractStatus>[] {
  return allowedContractMoves(from, actor, ctx).map((to) => ({
    value: to,
    title: contractActionLabel(to, actor),
  }));
}
