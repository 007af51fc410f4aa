/** The Russian words of the organization screens that the seeds leave to us. */
import { addressParts } from '../users/applicantForm';

export const organizationLabels = {
  affiliations: 'Принадлежность',
  regions: 'Регионы',
  phones: 'Телефоны',
  phone: 'Телефон',
  legalAddress: 'Юридический адрес',
  postalAddress: 'Почтовый адрес',
  requisites: 'Реквизиты',
  contacts: 'Контакты',
  affiliationByRegion: 'Принадлежность по регионам',
  add: 'Добавить',
  adminsReport: 'Отчёт по администраторам',
  regionReport: 'Принадлежность по регионам',
  readOnly: 'Только просмотр',
  saved: 'Изменения сохранены',
  branch: 'Филиал',
  organizationHours: 'Вся организация',
  districts: 'Районы',
  quarters: 'Кадастровые кварталы',
  backToOrganization: 'К организации',
  servicesEmpty: 'Услуги не выбраны',
} as const;

/** Address parts the form edits, in reading order (server organizationWrite `addressParts`). */
export const addressInputs = [...addressParts.slice(0, -1), ['flat', 'Офис']] as const;

/** The tabs of the edit screen: route segment, title, the key that shows it. */
export const organizationTabKeys = [
  ['branches', 'Филиалы', 'admin_branches_read'],
  ['schedule', 'Режим работы', 'admin_organizations_schedule'],
  ['tariff_rates', 'Тарифные ставки', 'admin_organizations_tariff_rates'],
  ['services', 'Услуги', 'admin_organizations_services'],
  ['regional_benefits', 'Региональные льготы', 'admin_organizations_regional_benefits'],
  [
    'gro_auth_representatives',
    'Уполномоченные представители',
    'admin_organizations_authorized_representatives',
  ],
  ['settings', 'Настройки', 'admin_organizations_settings'],
  [
    'complex_implementation',
    'Комплексная реализация',
    'admin_organizations_complex_implementation',
  ],
] as const;

export type OrganizationTab = (typeof organizationTabKeys)[number][0];
