import { describe, expect, it } from 'vitest';
import { fitTabs, TAB_MORE_RESERVE_PX } from './fit';
import { movedIndex } from './keys';

describe('fitTabs', () => {
  it('reserves 90 px for the more entry (seed 000 §9)', () => {
    expect(TAB_MORE_RESERVE_PX).toBe(90);
  });

  it('shows every tab, with no more entry, when all of them fit', () => {
    expect(fitTabs([100, 100, 100], 300)).toEqual({ shown: [0, 1, 2], hidden: [] });
    expect(fitTabs([100, 100, 100.4], 300, 1)).toEqual({ shown: [0, 1, 2], hidden: [] });
    expect(fitTabs([], 0)).toEqual({ shown: [], hidden: [] });
  });

  it('keeps 90 px for the more entry once the tabs do not fit', () => {
    // 301 px of tabs in 300: 210 px are left for tabs, so two of 100 px, the third in the menu.
    expect(fitTabs([100, 100, 101], 300)).toEqual({ shown: [0, 1], hidden: [2] });
    // 110 px are left after the first: a second tab of 111 px goes to the menu, unless the
    // reserve were smaller.
    expect(fitTabs([100, 111, 101], 300)).toEqual({ shown: [0], hidden: [1, 2] });
    expect(fitTabs([100, 111, 101], 300, -1, 80)).toEqual({ shown: [0, 1], hidden: [2] });
  });

  it('stops at the first tab that does not fit, keeping the order', () => {
    // The third (40 px) would fit after the first, but the tabs are not reordered by size.
    expect(fitTabs([100, 200, 40, 40], 300)).toEqual({ shown: [0], hidden: [1, 2, 3] });
  });

  it('always shows the selected tab, before the others in its place', () => {
    // The selected fourth takes its room first; the first fills the rest; the order stays.
    expect(fitTabs([100, 100, 100, 100, 100], 300, 3)).toEqual({
      shown: [0, 3],
      hidden: [1, 2, 4],
    });
    // Selected and already shown: nothing changes.
    expect(fitTabs([100, 100, 100, 100], 300, 1)).toEqual({ shown: [0, 1], hidden: [2, 3] });
  });

  it('shows the selected tab alone when it is wider than the room', () => {
    expect(fitTabs([100, 100, 400], 300, 2)).toEqual({ shown: [2], hidden: [0, 1] });
    expect(fitTabs([100, 100], 80)).toEqual({ shown: [], hidden: [0, 1] });
  });

  it('ignores a selected index outside the strip', () => {
    expect(fitTabs([100, 100, 101], 300, 7)).toEqual({ shown: [0, 1], hidden: [2] });
  });
});

describe('movedIndex', () => {
  it('steps with the arrows, wrapping round, and jumps with Home and End', () => {
    expect(movedIndex('ArrowRight', 0, 3)).toBe(1);
    expect(movedIndex('ArrowDown', 2, 3)).toBe(0);
    expect(movedIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(movedIndex('ArrowUp', 2, 3)).toBe(1);
    expect(movedIndex('Home', 2, 3)).toBe(0);
    expect(movedIndex('End', 0, 3)).toBe(2);
    // From outside the row (-1): forward to the first, back to the last.
    expect(movedIndex('ArrowDown', -1, 3)).toBe(0);
    expect(movedIndex('ArrowUp', -1, 3)).toBe(2);
  });

  it('moves nothing on other keys or an empty row', () => {
    expect(movedIndex('Enter', 1, 3)).toBeNull();
    expect(movedIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
