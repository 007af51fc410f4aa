/**
 * Badge colours of the status chips. The seeds only say "each status has a badge colour; the
 * default is grey" (seed 000 §4); the palette and the hex values are ours (docs/decisions.md).
 */

/** Background colours for the chips, readable with dark text. */
export const badgeColorHex = {
  grey: '#E0E3E7',
  blue: '#D6E4FF',
  cyan: '#D2F1F5',
  yellow: '#FFF4C2',
  orange: '#FFE0C2',
  green: '#D5F2DC',
  red: '#FFD6D6',
  purple: '#E8DBFF',
} satisfies Record<string, string>;

export type BadgeColor = keyof typeof badgeColorHex;
export const badgeColors = Object.keys(badgeColorHex) as readonly BadgeColor[];

export const defaultBadgeColor: BadgeColor = 'grey';
