/**
 * The seeds' Russian messages that the server, the console and the site all show.
 * Plain data with no React dependency so the server can import it; i18n/ru.ts spreads it
 * into the polyglot catalogue under `app.*`.
 */
export const errorMessages = {
  notFound: 'Страница не найдена',
  serverError: 'Ошибка сервера',
  forbidden: 'Не хватает прав для данного действия',
  // Ours: the 403 title (the server's error item, the console's and the site's 403 pages).
  accessDenied: 'Доступ запрещён',
  unavailable: 'Данный функционал временно недоступен',
  tooManyRequests: 'Слишком много запросов. Попробуйте позже.',
  default: 'Произошла ошибка',
  unauthorized: 'Требуется авторизация',
  malformedBody: 'Некорректный формат запроса',
  payloadTooLarge: 'Превышен допустимый размер запроса',
  unknownField: 'Неизвестное поле',
  // Ours: multipart form bodies (server/modules/reference/formBody.ts).
  formFieldName: 'Некорректное имя поля формы',
  formTooManyFields: 'Слишком много полей в форме',
  formTooManyFiles: 'Слишком много файлов в форме',
  formFileNotAllowed: 'Поле не принимает файлы',
  // Ours: text holding a NUL byte or a lone UTF-16 surrogate (no valid UTF-8 exists for it).
  invalidCharacters: 'Поле содержит недопустимые символы',
  invalidPathCharacters: 'Адрес запроса содержит недопустимые символы',
  invalidToken: 'Неверный токен',
  tokenExpired: 'Срок действия сессии истёк, войдите снова',
  wrongScope: 'Токен не предназначен для этого раздела',
  wrongPassword: 'Неверный логин или пароль',
  userNotFound: 'Пользователь не найден или заблокирован',
  blocked: 'Ваша учётная запись заблокирована.',
  accountNotFound: 'Учетная запись не найдена',
  notFilled: 'Не заполнено',
  invalidValue: 'Имеет неверное значение',
  alreadyConfirmed: 'Учетная запись уже подтверждена',
  resetTokenExpired: 'Ссылка на восстановление пароля устарела',
  smsCodeInvalid: 'Неверный или просроченный код',
  smsCodeAttempts: 'Превышено число попыток ввода кода. Запросите новый код',
  phoneTaken:
    'Пользователь с указанным номером телефона уже зарегистрирован на портале Единого оператора газификации. Для регистрации укажите другой номер мобильного телефона или пройдите авторизацию',
  emailTaken: 'Пользователь с таким адресом электронной почты уже существует',
  notConfirmed: 'Учетная запись не подтверждена',
  routeNotDefined: 'Роут не определен',
  cadastralRequired: 'Заполните поле Кадастровый номер земельного участка',
  plannedGasConsumptionField: 'Планируемая величина максимального расхода газа',
  // Seed 001 §8: a multipart upload part failed or came back without an ETag.
  uploadFailed: 'Ошибка при загрузке файла',
  // Seed 001 §8: the notification of a failed upload.
  uploadSendFailed: 'Произошла ошибка при отправке файла',
  // Seed 000 §8, §9 (and seed 001 §8): a payload built without type or attributes.
  missingArguments: 'Не переданы аргументы',
  addressSuggestionsFailed: 'Произошла ошибка, попробуйте повторить запрос позже',
  // Seed 000 §8: the technical texts stay in English, as the seed writes them.
  unknownMiddleware: 'Unknown middleware',
  pageCouldNotBeFound: 'This page could not be found',
  errorPageFailed: 'An error occurred while showing the error page',
} as const;

/**
 * Seed 000 §8 templates for formatted server errors, with `{placeholders}`. The client's and the
 * server's error formatters should read these instead of spelling them (see docs/decisions.md).
 */
export const errorTemplates = {
  /** A field error item: detail lower-cased; items are joined by a line break. */
  field: 'Поле «{title}» — {detail}',
  /** gender, contract/status, extended_at. */
  labelled: 'Поле «{label}» {msg}',
  plannedGasConsumption: 'В поле «{field}» {msg}',
  /** '{Пользователь|Элемент|Документ} с таким {имя|название|номер заявки} уже существует'. */
  alreadyExists: '{entity} с таким {attribute} уже существует',
  /** Ours: a query-string parameter holding a NUL byte or a lone surrogate. */
  invalidParameterCharacters: 'Параметр {name} содержит недопустимые символы',
  /** Any other key: '{key} {msg}'. */
  other: '{key} {msg}',
  /** The error modal. */
  modal: 'Ошибка: {text}',
} as const;

/**
 * The 'уже существует' template (seed 000 §8): the subject in the nominative ('Пользователь',
 * 'Элемент', 'Документ') and the attribute in the instrumental ('номером телефона').
 */
export function alreadyExists(entity: string, attribute: string): string {
  return errorTemplates.alreadyExists.replace('{entity}', entity).replace('{attribute}', attribute);
}
