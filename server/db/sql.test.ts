import { describe, expect, it } from 'vitest';
import { assignments } from './sql';

describe('assignments', () => {
  it('builds SET and VALUES parts, placeholders after the statement’s own', () => {
    expect(assignments({ name: 'a', position: 2 }, 1)).toEqual({
      keys: ['name', 'position'],
      params: ['a', 2],
      set: 'name = $2, position = $3',
      columns: 'name, position',
      placeholders: '$2, $3',
    });
  });
});
