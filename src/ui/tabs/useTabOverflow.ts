/**
 * The measuring half of a tab strip with a 'more' entry (./fit.ts has the rule), the same for
 * the site's strip and the console's MUI one. The strip's root element (`ref`, `rootAttributes`) is
 * measured, and every tab marked with `data-overflow-tab` (`tabAttributes(i)`): all tabs stay in the DOM, the
 * hidden ones taken out of the flow and out of sight by the kit's styles, so their widths are
 * known at every size and the strip is computed again, without a flash, from the widths alone —
 * on mount, when the tabs or the selected one change, and whenever the root or a tab changes
 * size (ResizeObserver: the window, a side menu folding, fonts arriving). A kit gives each
 * hidden tab `aria-hidden` and no tab stop, and lists `hidden` in its 'more' menu.
 *
 * ```tsx
 * const overflow = useTabOverflow(labels, selectedIndex);
 * <div ref={overflow.ref} {...overflow.rootAttributes}>{labels.map((l, i) => <button {...overflow.tabAttributes(i)} …/>)}</div>
 * ```
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fitTabs } from './fit';

/** Marks the strip's root and its tabs, which are measured. */
export const OVERFLOW_ROOT_ATTRIBUTE = 'data-overflow-root';
export const OVERFLOW_TAB_ATTRIBUTE = 'data-overflow-tab';

const rootAttributes = { [OVERFLOW_ROOT_ATTRIBUTE]: '' } as const;

const widthOf = (element: Element) => element.getBoundingClientRect().width;

/**
 * A tab's own width, as wide as its label: a selected tab alone and wider than the room shrinks
 * to an ellipsis, so it is read unshrunk for a moment (restored before anything is painted; the
 * observers see no change).
 */
function naturalWidth(tab: HTMLElement): number {
  const shrink = tab.style.flexShrink;
  tab.style.flexShrink = '0';
  const width = widthOf(tab);
  tab.style.flexShrink = shrink;
  return width;
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

export interface TabOverflow<E extends HTMLElement> {
  /** The strip's root, with `rootAttributes`: its width is the room of the tabs and 'more'. */
  ref: RefObject<E | null>;
  rootAttributes: { [OVERFLOW_ROOT_ATTRIBUTE]: '' };
  /** Indices of the tabs that go into the 'more' menu, in order (empty: no 'more' entry). */
  hidden: readonly number[];
  isHidden: (index: number) => boolean;
  /** The attribute that marks tab `index` for measuring. */
  tabAttributes: (index: number) => { [OVERFLOW_TAB_ATTRIBUTE]: number };
  /** Moves the focus to tab `index` once it is on the strip (after a pick from the menu). */
  focusWhenShown: (index: number) => void;
}

/** `labels`: the tabs' labels in order; `active`: the selected tab's index, -1 for none. */
export function useTabOverflow<E extends HTMLElement = HTMLDivElement>(
  labels: readonly string[],
  active: number,
): TabOverflow<E> {
  const ref = useRef<E>(null);
  const [hidden, setHidden] = useState<readonly number[]>([]);
  const [focusTarget, setFocusTarget] = useState<number | null>(null);
  // A new list of tabs (not merely a new array) is measured again.
  const signature = labels.join('\n');

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const tabs = () => [...root.querySelectorAll<HTMLElement>(`[${OVERFLOW_TAB_ATTRIBUTE}]`)];
    const measure = () => {
      const next = fitTabs(tabs().map(naturalWidth), widthOf(root), active).hidden;
      setHidden((previous) => (sameList(previous, next) ? previous : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    for (const tab of tabs()) observer.observe(tab);
    return () => observer.disconnect();
  }, [signature, active]);

  useEffect(() => {
    if (focusTarget === null || hidden.includes(focusTarget)) return;
    ref.current
      ?.querySelector<HTMLElement>(`[${OVERFLOW_TAB_ATTRIBUTE}="${focusTarget}"]`)
      ?.focus();
    setFocusTarget(null);
  }, [focusTarget, hidden]);

  const isHidden = useCallback((index: number) => hidden.includes(index), [hidden]);
  const tabAttributes = useCallback((index: number) => ({ [OVERFLOW_TAB_ATTRIBUTE]: index }), []);
  return {
    ref,
    rootAttributes,
    hidden,
    isHidden,
    tabAttributes,
    focusWhenShown: setFocusTarget,
  };
}
