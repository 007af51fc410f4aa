/**
 * The site user menu's words (seed 000 §2 "Site user menu"), apart from the cabinet's texts so
 * the header does not carry the registries' field labels into the home page's first load.
 */
import { uiMessages } from '../../i18n/uiMessages';

export const userMenuTexts = {
  cabinet: 'Личный кабинет',
  personalData: uiMessages.personalData,
  changePassword: uiMessages.changePassword,
  notifications: 'Способы уведомления',
  logout: 'Выйти',
} as const;
