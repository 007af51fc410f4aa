/**
 * 'Версия для слабовидящих' (issue 17): larger type, black on white, images off — the
 * `html[data-low-vision='true']` rules of site/theme/tokens.css. The choice is remembered in
 * localStorage and applied by site/main.tsx before the first render, so a reload never flashes
 * the ordinary look.
 */
export const LOW_VISION_KEY = 'eog.site.low_vision';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // A browser that forbids storage (privacy mode) still gets the switch for this page.
    return null;
  }
}

export function isLowVision(): boolean {
  return document.documentElement.dataset.lowVision === 'true';
}

/** Reads the remembered choice onto <html>. */
export function applyStoredLowVision(): void {
  if (storage()?.getItem(LOW_VISION_KEY) === 'true') {
    document.documentElement.dataset.lowVision = 'true';
  }
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: every switch on the page follows the one that was pressed. */
export function subscribeLowVision(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setLowVision(on: boolean): void {
  if (on) document.documentElement.dataset.lowVision = 'true';
  else delete document.documentElement.dataset.lowVision;
  const s = storage();
  if (on) s?.setItem(LOW_VISION_KEY, 'true');
  else s?.removeItem(LOW_VISION_KEY);
  for (const listener of listeners) listener();
}
