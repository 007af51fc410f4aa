/**
 * The Russian words of /crm/application_management (seed 001 names the screen and its calls,
 * not its captions; these are ours). The log's column titles are the server report's
 * (server/modules/leads/management.ts `reportColumns`), the lead's captions src/leads/fields.
 */
import { sectionInfo } from '../../src/access/sections';
import { uiMessages } from '../../i18n/uiMessages';
import { leadRelationLabels } from '../../src/leads/fields';

export const managementTexts = {
  title: sectionInfo.application_management.label,
  search: 'Номер заявки',
  searchHint: 'Введите номер заявки',
  nothingFound: 'Заявка не найдена',
  lead: 'Заявка',
  status: 'Статус',
  change: 'Изменение заявки',
  reason: 'Причина изменения',
  submit: 'Изменить',
  confirmTitle: 'Подтвердите изменение заявки',
  confirmText: 'Заявка № {uid} будет изменена: {changes}. Продолжить?',
  changed: 'Заявка изменена',
  leadLog: 'История изменений заявки',
  log: 'Журнал управления заявками',
  noLog: uiMessages.changesEmpty,
  report: 'Выгрузить журнал',
} as const;

/** The fields a change may carry, captioned as the lead's relations. */
export const managedLabels = {
  organization: leadRelationLabels.organization,
  branch: leadRelationLabels.branch,
  service: leadRelationLabels.service,
} as const;

export const logColumns = {
  date: 'Дата изменения',
  uid: 'Номер заявки',
  admin: 'Сотрудник',
  changes: 'Изменения',
  reason: 'Причина',
} as const;

/** GET /v1/admin/leads/management/logs through the dataProvider (page, per, uid …). */
export const LOGS_RESOURCE = 'leads/management/logs';
