/**
 * Which tabs of a strip fit its width (seed 000 §2 "tabs with an overflow 'more' entry", §9 "tab
 * overflow reserves 90px"; seed 001 §2 "Tabs overflow into 'more', reserving 90 px"). The rule,
 * one for the site and the console:
 * - every tab is shown when all of them fit the strip — no 'more' entry then;
 * - otherwise the 'more' entry takes 90 px at the end, and the tabs are shown in their order
 *   while they fit what is left; the first that does not fit and every one after it go into
 *   the 'more' menu;
 * - the selected tab is always shown: when its place is in the menu, it takes its room first
 *   and the tabs before it fill what remains (it keeps its order among the shown ones), so the
 *   strip always names the open tab.
 *
 * `fitTabs([120, 130, 200], 343, 2)` → `{ shown: [0, 2], hidden: [1] }`.
 */

/** The room the 'more' entry keeps at the end of a strip that overflows (seed 000 §9). */
export const TAB_MORE_RESERVE_PX = 90;

/** Sub-pixel widths: a strip that is short by less than this still counts as fitting. */
const TOLERANCE_PX = 0.5;

export interface TabFit {
  /** Indices of the tabs on the strip, in order. */
  shown: number[];
  /** Indices of the tabs in the 'more' menu, in order. */
  hidden: number[];
}

/**
 * `widths`: each tab's width in px; `available`: the strip's width; `active`: the selected
 * tab's index (-1 when none is selected).
 */
export function fitTabs(
  widths: readonly number[],
  available: number,
  active = -1,
  reserve = TAB_MORE_RESERVE_PX,
): TabFit {
  const all = widths.map((_, i) => i);
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total <= available + TOLERANCE_PX) return { shown: all, hidden: [] };

  const selected = active >= 0 && active < widths.length ? active : -1;
  let room = available - reserve + TOLERANCE_PX - (selected >= 0 ? widths[selected]! : 0);
  const shown = new Set<number>(selected >= 0 ? [selected] : []);
  for (const i of all) {
    if (i === selected) continue;
    if (widths[i]! > room) break;
    room -= widths[i]!;
    shown.add(i);
  }
  return {
    shown: all.filter((i) => shown.has(i)),
    hidden: all.filter((i) => !shown.has(i)),
  };
}
