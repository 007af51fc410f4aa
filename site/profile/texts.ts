/**
 * The Russian words of the personal cabinet (/profile, seed 000 §2) and the site user menu.
 * The menu's shared words come from i18n/uiMessages (the console's user popup says the same),
 * field labels from the applicants' definition (src/registries/users.ts) and the
 * requisites' rules (src/validation/requisiteFields.ts); the rest is ours
 * (/tmp/brief/profile-decisions.md).
 */
import { uiMessages } from '../../i18n/uiMessages';
import { users } from '../../src/registries/users';
import { accountTexts } from '../account/texts';
import { ratingSiteTexts } from '../ratings/texts';
import { userMenuTexts } from './menuTexts';

export const profileTexts = {
  loading: accountTexts.loading,
  cabinet: userMenuTexts.cabinet,

  // The profile nav and the user menu (seed 000 §2 "Site user menu").
  personalData: userMenuTexts.personalData,
  changePassword: userMenuTexts.changePassword,
  notifications: userMenuTexts.notifications,
  policyAgreement: users.fields.policy_agreed_at.label,
  ratings: ratingSiteTexts.mine,
  logout: userMenuTexts.logout,

  // /profile
  accountType: users.fields.account_type.label,
  requisites: accountTexts.requisites,
  applicant: accountTexts.applicant,
  edit: 'Изменить',
  save: 'Сохранить',
  cancel: uiMessages.cancel,
  // The console's words for the same save (/crm/profile).
  saved: 'Личные данные сохранены',
  notChosen: 'Не выбрано',
  documents: 'Документы и адреса',

  // /profile/change_password
  current_password: 'Текущий пароль',
  password: accountTexts.newPassword,
  password_confirmation: accountTexts.password_confirmation,
  passwordHint: accountTexts.passwordHint,
  savePassword: uiMessages.changePassword,
  passwordChanged: 'Пароль изменён. Другие сеансы входа завершены.',

  // /profile/notifications
  notificationsIntro:
    'Выберите, как сообщать вам об изменениях по заявкам и договорам. Нужен хотя бы один способ.',
  bySms: 'СМС',
  byEmail: 'Электронная почта',
  notificationsSaved: 'Способы уведомления сохранены',

  // /profile/policy_agreement
  policyAgreedAt: 'Вы дали согласие на обработку персональных данных {date}.',
  policyNotAgreed: 'Согласие на обработку персональных данных не получено.',
  policyEdition: 'Редакция согласия от {date}.',
  policyEditionUnknown: 'Редакция согласия не сохранена: согласие дано до учёта редакций.',
  policyChanged: 'С тех пор текст согласия изменился. Ознакомьтесь с новой редакцией.',
  policyCurrent: 'Действующая редакция согласия',
  policyAgree: 'Даю согласие',
  policyAgreedNow: 'Согласие с действующей редакцией сохранено',
  policyWithdraw:
    'Чтобы отозвать согласие, обратитесь в службу поддержки портала: отзыв оформляет оператор.',
  privacyLink: accountTexts.privacyLink,
} as const;
