/**
 * The Russian polyglot catalogue: ra-language-english underneath (a key react-admin adds later
 * shows in English rather than as a raw key), then react-admin's keys in Russian, then ours:
 * `app.*` (console and shared messages), `site.*` (public site), `resources.<name>` with the three
 * Russian plural forms ('одна |||| две–четыре |||| пять и больше').
 */
import { mergeTranslations, type TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { unknownStatusTemplate } from '../src/domain/enums';
import { fallbackRoleLabel } from '../src/domain/roles';
import { formatMessages } from '../src/format/messages';
import { validationMessages } from '../src/validation/messages';
import { enumMessages } from './enums';
import { errorMessages, errorTemplates } from './messages';
import { polyglotTable, toPolyglot } from './polyglot';
import { raRussian } from './raRussian';
import { resourceCatalogue } from './resources';
import { consoleTitle, siteMessages } from './site';
import { uiMessages } from './uiMessages';

export { consoleTitle, siteTitle } from './site';

export const ruMessages = {
  ...raRussian,
  app: {
    ...errorMessages,
    title: consoleTitle,
    templates: polyglotTable(errorTemplates),
    validation: polyglotTable(validationMessages),
    format: polyglotTable(formatMessages),
    ui: uiMessages,
    enums: { ...enumMessages, unknownStatus: toPolyglot(unknownStatusTemplate) },
    login: {
      email: 'Электронная почта',
      password: 'Пароль',
      remember: 'Запомнить меня',
      submit: 'Войти',
    },
    error: {
      goHome: uiMessages.goHome,
      signIn: uiMessages.signIn,
      notFoundText: 'Страница не найдена. Возможно, она была удалена или перемещена.',
      serverErrorText: 'На сервере произошла внутренняя ошибка.',
    },
    leads: {
      placeholder: 'Реестр заявок с фильтрами появится здесь.',
    },
    roleFallback: fallbackRoleLabel,
  },
  site: siteMessages,
  resources: {
    ...resourceCatalogue(),
    leads: {
      ...resourceCatalogue().leads,
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
