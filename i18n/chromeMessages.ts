/**
 * The few interface texts of the seeds (seed 000 §2) that the site's frame shows on every page:
 * a module of their own, so the site's first load carries these and not the whole of
 * ./uiMessages.ts, which spreads them in (issue 40).
 */
export const chromeMessages = {
  // Info banner.
  collapse: 'Свернуть',
  expand: 'Развернуть',
  // Error page (admin variant): signed in.
  goHome: 'Перейти на главную',
  // Console user popup (seed 000 §2 "Menus": personal data, change password, logout).
  personalData: 'Личные данные',
  changePassword: 'Сменить пароль',
} as const;
