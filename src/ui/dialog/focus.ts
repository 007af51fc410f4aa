/** What Tab can reach inside a container, in document order. */
const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Hidden elements are skipped; jsdom lays nothing out, so only `hidden` and inert are read. */
function reachable(element: HTMLElement): boolean {
  return !element.closest('[hidden], [inert]') && element.tabIndex >= 0;
}

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(reachable);
}

/** What the trap reads of a keydown: a DOM event or React's. */
export type TabKey = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'target' | 'preventDefault'>;

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last element to the first and back.
 * Only keys pressed inside the container count, so a menu or a picker that another library
 * opened in its own portal keeps its focus. Answers whether it moved the focus.
 */
export function trapTab(event: TabKey, container: HTMLElement): boolean {
  if (event.key !== 'Tab' || !container.contains(event.target as Node)) return false;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    // Nothing to reach: the focus stays on the frame itself.
    event.preventDefault();
    return true;
  }
  const active = document.activeElement;
  const outside = !active || !items.includes(active as HTMLElement);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
