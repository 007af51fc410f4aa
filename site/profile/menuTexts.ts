/**
 * The site user menu's words (seed 000 §2 "Site user menu"), apart from the cabinet's texts so
 * the header does not carry the registries' field labels into the home page's first load.
 */
import { chromeMessages } from '../../i18n/chromeMessages';

export const userMenuTexts = {
  cabinet: 'Личный кабинет',
  personalData: chromeMessages.personalData,
  changePassword: chromeMessages.changePassword,
  notifications: 'Способы уведомления',
  logout: 'Выйти',
} as const;
