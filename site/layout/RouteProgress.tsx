/**
 * The route-change progress bar (seed 000 §9: throttle 200 ms, duration 5000 ms, hide delay
 * 500 ms). A page's chunk loading is the wait: the page's Suspense fallback is `RouteLoading`,
 * which marks it (./Layout.tsx). The bar shows only once a route change has waited 200 ms — a
 * quick one flashes nothing —, grows to 90 % over 5 s, and on the page's arrival fills and
 * leaves 500 ms later. Fixed at the top and drawn with transform alone: it shifts no layout.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import styles from './RouteProgress.module.css';
import { frameTexts as t } from './texts';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_MS = 500;

// How many pages are waiting for their chunk (one at a time in practice; a count is exact).
let waiting = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setWaiting = (change: number) => {
  waiting += change;
  for (const listener of listeners) listener();
};

/** The page's Suspense fallback: marks the wait while it is on screen, shows nothing itself. */
export function RouteLoading() {
  useEffect(() => {
    setWaiting(1);
    return () => setWaiting(-1);
  }, []);
  return null;
}

type Phase = 'hidden' | 'growing' | 'done';

export function RouteProgress() {
  const busy = useSyncExternalStore(
    subscribe,
    () => waiting > 0,
    () => false,
  );
  const [phase, setPhase] = useState<Phase>('hidden');
  useEffect(() => {
    if (busy) {
      const show = setTimeout(() => setPhase('growing'), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(show);
    }
    setPhase((shown) => (shown === 'hidden' ? 'hidden' : 'done'));
    return undefined;
  }, [busy]);
  useEffect(() => {
    if (phase !== 'done') return undefined;
    const hide = setTimeout(() => setPhase('hidden'), PROGRESS_HIDE_MS);
    return () => clearTimeout(hide);
  }, [phase]);
  if (phase === 'hidden') return null;
  return (
    <div
      className={phase === 'done' ? styles.done : styles.bar}
      role="progressbar"
      aria-label={t.pageLoading}
      style={{ animationDuration: `${PROGRESS_DURATION_MS}ms` }}
    />
  );
}
