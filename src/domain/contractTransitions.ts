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

export type ContractActorKind = 'staff' | 'applicant';

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

/** Staff moves, annulment aside (added below for every status before current). */
const staffMoves: Record<ContractStatus, readonly ContractStatus[]> = {
  offer_preparation: ['coordination', 'on_applicant_sign'],
  coordination: ['coordinated', 'on_clarification'],
  on_clarification: ['coordination'],
  coordinated: ['on_applicant_sign'],
  on_applicant_sign: [],
  on_correction: ['on_applicant_sign', 'coordination'],
  current: ['done', 'terminated'],
  not_signed: [],
  annulled: [],
  terminated: [],
  done: [],
};

export const contractStaffTransitions: Record<ContractStatus, readonly ContractStatus[]> =
  Object.fromEntries(
    Object.entries(staffMoves).map(([from, to]) => [
      from,
      contractStatusesBeforeCurrent.includes(from as ContractStatus) ? [...to, 'annulled'] : to,
    ]),
  ) as Record<ContractStatus, readonly ContractStatus[]>;

/** The applicant answers an offer on signing: the three actions of seed 000 §4. */
export const contractApplicantTransitions: Partial<
  Record<ContractStatus, readonly ContractStatus[]>
> = { on_applicant_sign: applicantContractActions.map((a) => a.target) };

/** The РОГ/ЕОГ decision on a contract in coordination (admin_coordination_approve). */
export const contractCoordinationDecisions: readonly ContractStatus[] = [
  'coordinated',
  'on_clarification',
];

/** What staff may record for a paper contract on signing: the applicant's answer. */
const paperAnswers: readonly ContractStatus[] = ['current', 'not_signed'];

export function allowedContractMoves(
  from: string,
  actor: ContractActorKind,
  ctx: ContractMoveContext = {},
): ContractStatus[] {
  const status = from as ContractStatus;
  if (actor === 'applicant') return [...(contractApplicantTransitions[status] ?? [])];
  const moves = [...(contractStaffTransitions[status] ?? [])];
  if (status === 'on_applicant_sign' && ctx.isWriting) moves.unshift(...paperAnswers);
  else if (status === 'on_applicant_sign' && ctx.hasDetachedSignature) moves.unshift('current');
  return moves;
}

export function canMoveContract(
  from: string,
  to: string,
  actor: ContractActorKind,
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
export function contractActionLabel(to: ContractStatus, actor: ContractActorKind): string {
  if (actor === 'applicant') {
    const action = applicantContractActions.find((a) => a.target === to);
    if (action) return action.label;
  }
  return operatorContractActionLabels[to];
}

/** The moves as buttons, for the contract panel. */
export function contractMoveOptions(
  from: string,
  actor: ContractActorKind,
  ctx: ContractMoveContext = {},
): SelectOption<ContractStatus>[] {
  return allowedContractMoves(from, actor, ctx).map((to) => ({
    value: to,
    title: contractActionLabel(to, actor),
  }));
}
