/**
 * The 'Ещё' entry of a site tab strip (site/OverflowTabs.tsx): a 90 px menu button and the menu
 * of the tabs that did not fit (WAI-ARIA menu button). Enter, Space or a click opens it on its
 * first item, ArrowUp on its last; arrows, Home and End move between the items; Escape or Tab
 * closes it back onto the button; a click elsewhere closes it. Picking an item closes it and
 * hands the item to `onPick` (the strip then focuses the picked tab).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { uiMessages } from '../i18n/uiMessages';
import { movedIndex } from '../src/ui/tabs';
import styles from './OverflowTabs.module.css';

export function MoreMenu<K extends string | number>({
  items,
  onPick,
}: {
  items: readonly { key: K; label: string }[];
  onPick: (key: K) => void;
}) {
  // Closed, or open with the focus on its first or last item.
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const menuItems = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    const all = menuItems();
    (open === 'last' ? all[all.length - 1] : all[0])?.focus();
    const onMouseDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [open]);

  const closeOntoButton = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      closeOntoButton();
      return;
    }
    const all = menuItems();
    const next = movedIndex(event.key, all.indexOf(event.target as HTMLElement), all.length);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  return (
    <div ref={root} className={styles.more}>
      <button
        ref={button}
        type="button"
        id={buttonId}
        className={styles.moreButton}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={onButtonKeyDown}
      >
        {uiMessages.tabsMore}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.menuItem}
                onClick={() => {
                  setOpen(false);
                  onPick(item.key);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
