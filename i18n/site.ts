/**
 * The site's texts and the two titles, as plain data: the public site imports this without
 * pulling the whole polyglot catalogue into its bundle; i18n/ru.ts spreads it under `site.*`.
 */
import { chromeMessages } from './chromeMessages';

/** Seed 000 §1: the console heading and the page title. */
export const consoleTitle = 'Административная консоль портала Единого оператора газификации';
export const siteTitle = 'Официальный портал Единого оператора газификации Российской Федерации';

export const siteMessages = {
  title: siteTitle,
  signIn: 'Войти',
  signInTitle: 'Вход в личный кабинет',
  email: 'Электронная почта',
  password: 'Пароль',
  myLeads: 'Мои заявки',
  home: 'Главная',
  newLead: 'Подать заявку',
  goHome: chromeMessages.goHome,
  homeLead: 'Подключение к газовым сетям: подайте заявку онлайн и следите за её исполнением.',
  questions: 'Вопросы',
  instructions: 'Инструкции',
  instructionsEmpty: 'Инструкций пока нет',
  questionsEmpty: 'Вопросов пока нет',
  knowledgeSearch: 'Поиск по вопросам и ответам',
  knowledgeNotFound: 'По вашему запросу ничего не найдено',
  allCategories: 'Все категории',
  knowledgeCategories: 'Категории вопросов',
  attachments: 'Файлы',
  downloadFailed: 'Не удалось скачать файл',
  collapse: chromeMessages.collapse,
  expand: chromeMessages.expand,
} as const;
