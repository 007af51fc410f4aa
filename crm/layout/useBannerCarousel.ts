/**
 * The info banner's state: which banner shows (previous/next wrap round at both ends, seed 001
 * §2) and whether the strip is collapsed. The index stays in range when the list shrinks.
 */
import { useCallback, useState } from 'react';
import { cycleBanner } from '../../src/domain/banners';

export function useBannerCarousel(total: number) {
  const [position, setPosition] = useState(0);
  const [collapsed, setCollapsed] = useState(false);
  const index = total > 0 ? Math.min(position, total - 1) : 0;
  const previous = useCallback(() => setPosition(cycleBanner(index, -1, total)), [index, total]);
  const next = useCallback(() => setPosition(cycleBanner(index, 1, total)), [index, total]);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { index, collapsed, previous, next, toggleCollapsed };
}
