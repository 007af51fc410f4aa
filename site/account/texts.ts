/**
 * The Russian words of the site's account screens: registration, e-mail confirmation, SMS login
 * and password recovery (seed 000 §2 "Login and registration"). Field labels come from the
 * applicants' definition (src/registries/users.ts) and account-type labels from src/domain;
 * messages the seeds fix come from i18n/messages and src/validation. The rest is ours
 * (/tmp/brief/account-decisions.md).
 */
import { personalDataConsent } from '../../src/domain/personalDataConsent';
import { users } from '../../src/registries/users';

const label = (name: keyof typeof users.fields) => users.fields[name].label;

export const accountTexts = {
  loading: 'Загрузка…',

  // /registration
  registrationTitle: 'Регистрация',
  accountType: label('account_type'),
  last_name: label('last_name'),
  first_name: label('first_name'),
  middle_name: label('middle_name'),
  email: label('email'),
  phone: label('phone'),
  snils: label('snils'),
  organization_name: label('organization_name'),
  inn: label('inn'),
  // The server titles the two kinds of OGRN apart (server/modules/auth/userFields.ts).
  ogrn: 'ОГРН',
  ogrnip: 'ОГРНИП',
  kpp: label('kpp'),
  password: 'Пароль',
  password_confirmation: 'Подтверждение пароля',
  passwordHint:
    'Не меньше 12 символов: заглавная и строчная буквы, цифра и специальный символ, без пробелов и последовательностей вроде «abc» или «123».',
  // The consent's words and edition: src/domain/personalDataConsent.ts (one place, versioned).
  policy_agreement: personalDataConsent.text,
  consentEdition: 'Редакция от {date}',
  privacyLink: 'Политика конфиденциальности',
  requisites: 'Реквизиты',
  applicant: 'Заявитель',
  register: 'Зарегистрироваться',
  registeredTitle: 'Подтвердите адрес электронной почты',
  registered:
    'На адрес {email} отправлено письмо со ссылкой для подтверждения учётной записи. Перейдите по ссылке из письма, после этого вы сможете войти.',
  registeredSms: 'Или введите код, который пришёл в СМС на ваш телефон:',
  confirmBySms: 'Подтвердить по коду из СМС',
  haveAccount: 'Уже зарегистрированы?',

  // /user_confirm
  confirmTitle: 'Подтверждение учётной записи',
  confirming: 'Подтверждаем учётную запись…',
  confirmed: 'Учётная запись подтверждена',
  confirmedText: 'Теперь вы можете войти в личный кабинет.',
  confirmFailed: 'Не удалось подтвердить учётную запись',
  confirmLinkInvalid: 'Ссылка для подтверждения недействительна или уже использована',
  confirmSmsIntro: 'Введите номер телефона, указанный при регистрации, и код из СМС.',
  confirm: 'Подтвердить',
  resendIntro: 'Если ссылка не подходит, мы отправим новое письмо.',
  resend: 'Отправить письмо повторно',
  resent: 'Письмо со ссылкой для подтверждения отправлено на {email}.',

  // /not_auth: SMS login
  bySms: 'Вход по коду из СМС',
  byPassword: 'Вход по паролю',
  sms_code: 'Код из СМС',
  getCode: 'Получить код',
  getCodeAgain: 'Получить код повторно',
  codeSent: 'Код отправлен на номер {phone}.',
  noAccount: 'Нет учётной записи?',

  // Password recovery
  forgotPassword: 'Забыли пароль?',
  recoveryTitle: 'Восстановление пароля',
  recoveryIntro: 'Укажите адрес электронной почты, мы отправим на него ссылку для смены пароля.',
  sendLink: 'Отправить ссылку',
  linkSent:
    'Ссылка для восстановления пароля отправлена на {email}. Она действует 6 часов, новую можно запросить через минуту.',

  // /profile/new_password
  newPasswordTitle: 'Новый пароль',
  newPassword: 'Новый пароль',
  savePassword: 'Сохранить пароль',
  passwordSaved: 'Пароль изменён. Войдите с новым паролем',
  requestNewLink: 'Запросите новую ссылку:',
} as const;
