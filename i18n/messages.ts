/**
 * The seeds' Russian messages that the server, the console and the site all show.
 * Plain data with no React dependency so the server can import it; i18n/ru.ts spreads it
 * into the polyglot catalogue under `app.*`.
 */
export const errorMessages = {
  notFound: 'Страница не найдена',
  serverError: 'Ошибка сервера',
  forbidden: 'Не хватает прав для данного действия',
  unavailable: 'Данный функционал временно недоступен',
  tooManyRequests: 'Слишком много запросов. Попробуйте позже.',
  default: 'Произошла ошибка',
  unauthorized: 'Требуется авторизация',
  malformedBody: 'Некорректный формат запроса',
  payloadTooLarge: 'Превышен допустимый размер запроса',
  unknownField: 'Неизвестное поле',
  invalidToken: 'Неверный токен',
  tokenExpired: 'Срок действия сессии истёк, войдите снова',
  wrongScope: 'Токен не предназначен для этого раздела',
  wrongPassword: 'Неверный логин или пароль',
  userNotFound: 'Пользователь не найден или заблокирован',
  blocked: 'Ваша учётная запись заблокирована.',
  accountNotFound: 'Учетная запись не найдена',
  notFilled: 'Не заполнено',
  invalidValue: 'Имеет неверное значение',
  passwordsMismatch: 'Пароли не совпадают',
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
} as const;

export type ErrorMessageKey = keyof typeof errorMessages;
