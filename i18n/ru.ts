/**
 * The Russian polyglot catalogue: ra-language-english underneath (a key react-admin adds later
 * shows in English rather than as a raw key), then react-admin's keys in Russian, then ours:
 * `app.*` (console and shared messages), `site.*` (public site), `resources.<name>` with the three
 * Russian plural forms ('одна |||| две–четыре |||| пять и больше'), the registries' names and
 * field labels derived from their definitions (i18n/registries.ts).
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
import { withRegistries } from './registries';
import { resourceCatalogue } from './resources';
import { consoleTitle, siteMessages } from './site';
import { datepickerMessages, smsLoginMessages, uiMessages } from './uiMessages';

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
      ...smsLoginMessages,
    },
    error: {
      goHome: uiMessages.goHome,
      signIn: uiMessages.signIn,
      notFoundText: 'Страница не найдена. Возможно, она была удалена или перемещена.',
      serverErrorText: 'На сервере произошла внутренняя ошибка.',
    },
    // The lead dictionary landing (crm/leadDictionary): subpages the seed names without words.
    leadDictionary: {
      gasificationProgram: 'Программы газификации',
      serviceDictionaries: 'Служебные справочники',
    },
    // The question base (crm/knowledge): its tabs and a question's files; the words are ours.
    knowledge: {
      categories: 'Категории',
      files: 'Файлы',
      filesEmpty: 'Файлы не загружены',
    },
    // The console shell (crm/layout): side menu, user block, info banner strip.
    shell: {
      menu: 'Меню консоли',
      logoMark: 'ЕОГ',
      logoText: 'Единый оператор газификации',
      collapseMenu: 'Свернуть меню',
      expandMenu: 'Развернуть меню',
      home: 'На главную',
      userMenu: 'Меню пользователя',
      banners: 'Объявления',
      previousBanner: 'Предыдущее объявление',
      nextBanner: 'Следующее объявление',
      bannerPriority: 'Приоритет: %{label}',
      newTab: 'откроется в новой вкладке',
      forbiddenTitle: errorMessages.accessDenied,
    },
    // The date picker (src/ui/calendar, crm/inputs/DateInput, site/account/DateField).
    datepicker: datepickerMessages,
    // /crm/profile: the signed-in staff member's own data.
    profile: {
      title: uiMessages.personalData,
      last_name: 'Фамилия',
      first_name: 'Имя',
      middle_name: 'Отчество',
      email: 'Электронная почта',
      phone: 'Телефон',
      role: 'Роль',
      organization: 'Организация',
      region: 'Регион',
      mfc: 'МФЦ',
      edit: 'Изменить',
      saved: 'Личные данные сохранены',
    },
    // /crm/profile/change_password and /crm/new_password.
    password: {
      changeTitle: uiMessages.changePassword,
      current: 'Текущий пароль',
      new: 'Новый пароль',
      confirmation: 'Подтверждение пароля',
      changed: 'Пароль изменён',
      resetTitle: 'Восстановление пароля',
      resetSubmit: 'Сохранить пароль',
      resetDone: 'Пароль изменён. Войдите с новым паролем',
      toLogin: 'Ко входу',
    },
    roleFallback: fallbackRoleLabel,
  },
  site: siteMessages,
  resources: withRegistries({
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
  }),
};

export const ru: TranslationMessages = mergeTranslations(englishMessages, ruMessages);
