/**
 * The site's one tab strip (seed 000 §2 "tabs with an overflow 'more' entry", §9 "tab overflow
 * reserves 90px"; the rule in src/ui/tabs/fit.ts, the same as the console's): the tabs that fit
 * are shown; the others go into 'Ещё', a 90 px button at the end (aria-haspopup="menu") whose
 * menu lists them in order. The selected tab is always on the strip: a tab picked from the menu
 * takes its place there and receives the focus. Measured again whenever the strip or a tab
 * changes size, so it holds at 375 px and in the low-vision mode's larger type.
 *
 * Keyboard (WAI-ARIA tabs, manual activation): one tab stop on the selected tab, arrows, Home and
 * End move between the shown tabs, Enter or Space opens one; the panel below is labelled by the
 * selected tab. The hidden tabs stay in the DOM for measuring, out of sight and aria-hidden.
 *
 * ```tsx
 * <OverflowTabs label="Категории вопросов" value={id} onChange={setId}
 *   tabs={[{ value: '', label: 'Все категории' }, …]}>{panel}</OverflowTabs>
 * ```
 */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { movedIndex, useTabOverflow } from '../src/ui/tabs';
import { MoreMenu } from './MoreMenu';
import styles from './OverflowTabs.module.css';

export interface SiteTab<T extends string> {
  value: T;
  label: string;
}

export function OverflowTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  /** The tablist's name. */
  label: string;
  tabs: readonly SiteTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const active = tabs.findIndex((t) => t.value === value);
  const overflow = useTabOverflow(
    tabs.map((t) => t.label),
    active,
  );
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;

  // Arrows run over the shown tabs only (Left/Right; Up/Down too, as some readers send them).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const shown = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-hidden])'),
    ];
    const next = movedIndex(event.key, shown.indexOf(event.target as HTMLElement), shown.length);
    if (next === null) return;
    event.preventDefault();
    shown[next]?.focus();
  };

  return (
    <>
      <div ref={overflow.ref} {...overflow.rootAttributes} className={styles.strip}>
        <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
          {tabs.map((tab, i) => {
            const hidden = overflow.isHidden(i);
            const selected = i === active;
            return (
              <button
                key={tab.value}
                {...overflow.tabAttributes(i)}
                type="button"
                role="tab"
                id={tabId(i)}
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                aria-hidden={hidden || undefined}
                tabIndex={selected && !hidden ? 0 : -1}
                className={hidden ? `${styles.tab} ${styles.hidden}` : styles.tab}
                onClick={() => onChange(tab.value)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {overflow.hidden.length > 0 && (
          <MoreMenu
            items={overflow.hidden.map((i) => ({ key: i, label: tabs[i]!.label }))}
            onPick={(i) => {
              overflow.focusWhenShown(i);
              onChange(tabs[i]!.value);
            }}
          />
        )}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={active >= 0 ? tabId(active) : undefined}
        className={styles.panel}
      >
        {children}
      </div>
    </>
  );
}
