import { describe, expect, it } from 'vitest';
import { agreementTransitions } from './agreementTransitions';
import { appealTransitions } from './appeals';
import { contractTransitions } from './contractTransitions';
import { documentWorkflows } from './documentWorkflows';
import { leadTransitions } from './leadTransitions';
import { allowedMoves, findMove, movesFrom, type Transition } from './workflow';

const table: readonly Transition<'a' | 'b' | 'c', 'note', 'signed'>[] = [
  { from: 'a', to: 'b', actors: ['staff'] },
  { from: 'a', to: 'c', actors: ['staff'], guard: 'signed' },
  { from: 'a', to: 'c', actors: ['applicant'], requires: ['note'] },
  { from: 'b', to: 'a' },
];

describe('the one shape of a status machine', () => {
  it('reads the rows leaving a status in the table’s order', () => {
    expect(movesFrom(table, 'a').map((t) => t.to)).toEqual(['b', 'c', 'c']);
    expect(movesFrom(table, 'z')).toEqual([]);
  });

  it('finds a move for an actor, a row without actors being anyone’s', () => {
    expect(findMove(table, 'a', 'c', 'applicant')?.requires).toEqual(['note']);
    expect(findMove(table, 'a', 'c', 'staff')?.guard).toBe('signed');
    expect(findMove(table, 'b', 'a', 'applicant')).toBeDefined();
    expect(findMove(table, 'b', 'c')).toBeUndefined();
  });

  it('offers an actor the moves whose guard holds', () => {
    expect(allowedMoves(table, 'a', 'staff')).toEqual(['b', 'c']);
    expect(allowedMoves(table, 'a', 'staff', () => false)).toEqual(['b']);
    expect(allowedMoves(table, 'a', 'applicant', () => false)).toEqual(['c']);
  });

  it('holds every machine of the portal, none with a move twice for one actor and guard', () => {
    const tables: readonly (readonly Transition[])[] = [
      leadTransitions,
      contractTransitions,
      agreementTransitions,
      ...Object.values(appealTransitions),
      ...Object.values(documentWorkflows).map((w) => w.transitions),
    ];
    for (const rows of tables) {
      const keys = rows.flatMap((t) =>
        (t.actors ?? ['any']).map((actor) => `${t.from}→${t.to} ${actor} ${t.guard ?? ''}`),
      );
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
