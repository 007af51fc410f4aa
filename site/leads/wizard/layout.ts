/** The site wizard's grid: two columns on a wide screen, one on a phone. */
import type { CSSProperties } from 'react';

export const twoColumns: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  columnGap: 16,
};
