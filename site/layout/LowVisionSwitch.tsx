/** The header's 'Версия для слабовидящих' switch (./lowVision.ts): a toggle button
 * (aria-pressed tells its state; the name stays), remembered. */
import { useSyncExternalStore } from 'react';
import styles from './Layout.module.css';
import { isLowVision, setLowVision, subscribeLowVision } from './lowVision';
import { frameTexts as t } from './texts';

export function LowVisionSwitch() {
  const on = useSyncExternalStore(subscribeLowVision, isLowVision, () => false);
  const toggle = () => setLowVision(!on);
  return (
    <button type="button" className={styles.lowVision} aria-pressed={on} onClick={toggle}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.eye}>
        <path
          d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z"
          fill="currentColor"
        />
      </svg>
      {t.lowVisionOn}
    </button>
  );
}
