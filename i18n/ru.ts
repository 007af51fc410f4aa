/**
 * The Russian polyglot catalogue: ra-language-english underneath (a key react-admin adds later
 * shows in English rather than as a raw key), then react-admin's keys in Russian, then ours:
 * `app.*` (console and shared messages), `site.*` (public site), `resources.<name>` with the three
 * Russian plural forms ('одна |||| две–четыре |||| пять и больше').
 */
import { mergeTranslations, type TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { errorMessages } from './messages';
import { raRussian } from './raRussian';
import { consoleTitle, siteMessages } from './site';

export { consoleTitle, siteTitle } from './site';

export const ruMessages = {
  ...raRussian,
  app: {
    ...errorMessages,
    title: consoleTitle,
    login: {
      email: 'Электронная почта',
      password: 'Пароль',
      remember: 'Запомнить меня',
      submit: 'Войти',
    },
    error: {
      goHome: 'Перейти на главную',
      signIn: 'Авторизоваться',
      notFoundText: 'Страница не найдена. Возможно, она была удалена или перемещена.',
      serverErrorText: 'На сервере произошла внутренняя ошибка.',
    },
    leads: {
      placeholder: 'Реестр заявок с фильтрами появится здесь.',
    },
    roleFallback: 'Оператор',
  },
  site: siteMessages,
  resources: {
    leads: {
      name: 'Заявка |||| Заявки |||| Заявок',
      fields: {
        uid: 'Номер заявки',
        status: 'Статус',
        service: 'Услуга',
        organization: 'Организация',
        created_at: 'Дата создания',
      },
    },
  },
};

export const ru: TranslationMessages = mergeTranslations(englishMessages, ruMessages);
