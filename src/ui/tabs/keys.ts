/**
 * Roving focus by keyboard over a row of tabs or a menu's items (WAI-ARIA tabs and menu
 * patterns): the index `key` moves to among `count` items from `index` — arrows step and wrap
 * round, Home and End go to the ends — or null for a key that moves nothing.
 */
export function movedIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return index <= 0 ? count - 1 : index - 1;
  return null;
}
