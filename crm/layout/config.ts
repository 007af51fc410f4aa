/**
 * Console settings fixed at build time. The equipment registry's address is not in the seeds
 * (seed 001 §2 only says it opens in a new tab): `VITE_EQUIPMENT_REGISTRY_URL` sets it when the
 * console is built; without it the menu entry opens the operator's public portal.
 */
export const EQUIPMENT_REGISTRY_URL: string =
  (import.meta.env.VITE_EQUIPMENT_REGISTRY_URL as string | undefined) || 'https://connectgas.ru/';

/** Seed 000 §9, seed 001 §2: the side menu is 268 px, 202 px below 1600 px, 52 px collapsed. */
export const MENU_WIDTH = 268;
export const MENU_WIDTH_NARROW = 202;
export const MENU_WIDTH_COLLAPSED = 52;
export const MENU_NARROW_BELOW = 1600;

/** Seed 000 §9, seed 001 §9: console toasts last 30 s at the bottom left. */
export const TOAST_DURATION_MS = 30_000;

/** Where the menu's collapsed state is kept between visits. */
export const MENU_COLLAPSED_KEY = 'eog.crm.menu_collapsed';
