/**
 * Info banners (seed 001 §3: title, content, priority) shown at the top of the site and of the
 * console, and the contexts they are shown in. The priority levels and labels are ours
 * (docs/decisions.md "Banners"): the layout shows a priority icon and orders by priority.
 */
import { isOneOf, optionsOf } from './enums';

export const bannerPriorities = ['high', 'normal', 'low'] as const;
export type BannerPriority = (typeof bannerPriorities)[number];
export const bannerPriorityLabels: Record<BannerPriority, string> = {
  high: 'Высокий',
  normal: 'Обычный',
  low: 'Низкий',
};
export const bannerPriorityOptions = optionsOf(bannerPriorities, bannerPriorityLabels);
export function isBannerPriority(value: unknown): value is BannerPriority {
  return isOneOf(bannerPriorities, value);
}

/** Where a banner is shown: the public site or the staff console. */
export const bannerContexts = ['site', 'admin'] as const;
export type BannerContext = (typeof bannerContexts)[number];
export const bannerContextLabels: Record<BannerContext, string> = {
  site: 'Портал',
  admin: 'CRM',
};
export const bannerContextOptions = optionsOf(bannerContexts, bannerContextLabels);

/** The banner after (`step` 1) or before (-1) `index`, wrapping round at both ends (seed 001 §2). */
export function cycleBanner(index: number, step: 1 | -1, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}
