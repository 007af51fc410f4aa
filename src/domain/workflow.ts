/**
 * The one shape of a status machine (issue 37 item 2): a table of every allowed move, one row
 * each — from, to, who makes it, what it needs, the guard that must hold beyond the status, and
 * what it sets. Leads, contracts, agreements, appeals and consultations, ГРО requests and
 * reporting documents each keep one such table (their own modules here); the server refuses
 * any move not in it, the console and the site offer the moves it gives, in its order.
 */
import type { Role } from './roles';

/** Who moves a lead, a contract or an agreement: a staff member or the applicant. */
export type ActorKind = 'staff' | 'applicant';

export interface Transition<
  Status extends string = string,
  Need extends string = string,
  Guard extends string = string,
> {
  from: Status;
  to: Status;
  /** Staff, the applicant or both (leads, contracts, agreements); any when absent. */
  actors?: readonly ActorKind[];
  /** The staff roles that may make it (documents), besides the family's permission key. */
  roles?: readonly Role[];
  /** What the move needs: a text sent with it, a reason, a file attached since. */
  requires?: readonly Need[];
  /** A condition beyond the status, read from the record (a contract in force, a paper one). */
  guard?: Guard;
  /** The button's label, where the table names it. */
  action?: string;
  /** The due date the move sets: business days from today; a later one chosen may stay. */
  deadline?: { businessDays: number; keepLater?: boolean };
  /** The staff member making the move becomes the record's executor. */
  assignsExecutor?: boolean;
}

/** The refusals of a move (server 422s and the console's dialog). */
export const workflowMessages = {
  forbiddenMove: 'Переход из статуса «{from}» в статус «{to}» не допускается',
  commentRequired: 'Укажите комментарий к переходу',
} as const;

export const byStaff = ['staff'] as const;
export const byApplicant = ['applicant'] as const;

/** A row made by `actors`, behind `guard` when one is given. */
export function transition<Status extends string, Guard extends string = never>(
  from: Status,
  to: Status,
  actors: readonly ActorKind[],
  guard?: Guard,
): Transition<Status, never, Guard> {
  return { from, to, actors, ...(guard ? { guard } : {}) };
}

/** The rows of `table` that leave `from`, in the table's order. */
export function movesFrom<T extends Transition>(table: readonly T[], from: string): T[] {
  return table.filter((t) => t.from === from);
}

/** The row from → to (for `actor`, when given), if the table has one. */
export function findMove<T extends Transition>(
  table: readonly T[],
  from: string,
  to: string,
  actor?: ActorKind,
): T | undefined {
  return table.find(
    (t) => t.from === from && t.to === to && (!actor || !t.actors || t.actors.includes(actor)),
  );
}

/**
 * The statuses `actor` may move a record in `from` to now, in the table's order: the rows for
 * that actor whose guard `holds`.
 */
export function allowedMoves<Status extends string, Guard extends string>(
  table: readonly Transition<Status, string, Guard>[],
  from: string,
  actor: ActorKind,
  holds: (guard: Guard) => boolean = () => true,
): Status[] {
  return movesFrom(table, from)
    .filter((t) => (!t.actors || t.actors.includes(actor)) && (!t.guard || holds(t.guard)))
    .map((t) => t.to);
}
