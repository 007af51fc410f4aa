/**
 * The hotline modal's words, ours (seed 000 §2 and seed 001 §2 fix only 'Телефон горячей линии
 * не найден', uiMessages.hotlineNotFound): the site's modal (site/info/texts.ts), the console's
 * and the helpline in the console's title bar (crm/layout/Hotline*.tsx). A module of their own,
 * outside the catalogue the console's login page loads: they come with the screens that show
 * them.
 */
export const hotlineMessages = {
  opener: 'Горячая линия',
  title: 'Телефон горячей линии',
  region: 'Регион',
  organization: 'Организация',
  regionHint: 'Введите не меньше двух букв названия региона',
  noRegions: 'Регион не найден',
  unifiedPhone: 'Единый телефон горячей линии',
  otherPhones: 'Другие телефоны',
  contactCentre: 'Контакт-центр Единого оператора газификации',
  close: 'Закрыть',
} as const;
