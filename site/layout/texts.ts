/**
 * The words of the site's frame: header, menus, footer, cookie agreement, error pages and the
 * home page. The seeds fix the menu order, the error titles and the helpline's place (seed 000
 * §1, §2, §8); the wording the seeds do not give is ours (docs/decisions.md, "Site frame").
 */
import { errorMessages } from '../../i18n/messages';
import { siteMessages } from '../../i18n/site';
import { chromeMessages } from '../../i18n/chromeMessages';

export const frameTexts = {
  skipLink: 'Перейти к основному содержанию',
  // WCAG 2.5.3 Label in Name: the link's name starts with what it shows (the brand's two lines).
  logoLabel: 'Единый оператор газификации. Официальный портал — на главную страницу',
  shortTitle: 'Единый оператор газификации',
  brandSub: 'Официальный портал',
  mainMenu: 'Главное меню',
  openMenu: 'Меню',
  closeMenu: 'Закрыть меню',
  lowVisionOn: 'Версия для слабовидящих',
  helpline: 'Горячая линия',
  helplineNote: 'Бесплатно по России',
  signIn: siteMessages.signIn,
  myLeads: siteMessages.myLeads,
  scrollTop: 'Наверх',
  pageLoading: 'Загрузка страницы',
  // Footer (seed 000 §1: the personal-data policy, the console-connection regulation, social channels).
  footer: 'Информация о портале',
  privacyPolicy: 'Политика обработки персональных данных',
  consoleRegulation: 'Регламент подключения к консоли',
  social: 'Мы в социальных сетях',
  copyright: '© ООО «Газпром газификация» — Единый оператор газификации',
  // Cookie agreement (seed 000 §2, §4: kept one day).
  cookieText:
    'Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая работу с сайтом, вы соглашаетесь с их использованием.',
  cookieMore: 'Подробнее',
  cookieAccept: 'Принять',
  cookieLabel: 'Согласие на использование файлов cookie',
  // Error pages (seed 000 §2 "Error page", §8).
  notFound: errorMessages.notFound,
  notFoundText:
    'Возможно, она была удалена или перемещена. Вы можете подать заявку на подключение к газу или перейти на главную страницу.',
  // 403: a signed-in applicant whose account type the route does not list (seed 000 §2, §8).
  forbidden: errorMessages.accessDenied,
  forbiddenText:
    'Эта страница недоступна для вашего типа учётной записи. Вы можете перейти на главную страницу.',
  serverError: errorMessages.serverError,
  serverErrorText: 'На сервере произошла внутренняя ошибка. Попробуйте повторить позже.',
  errorDefault: errorMessages.default,
  newLead: siteMessages.newLead,
  goHome: chromeMessages.goHome,
} as const;
