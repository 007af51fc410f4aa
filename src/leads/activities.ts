/**
 * Lead activities (work stages, issue 6 "activities"): the field titles and our messages where
 * the seeds are silent, shared by the server (server/modules/leads/activities.ts) and the
 * console tab (crm/leads/LeadActivities.tsx) so both spell them once.
 */

/** The dictionary kind the activity type is picked from (src/domain/dictionaryKinds). */
export const activityTypeKind = 'additional_activities';

export const activityFieldTitles = {
  activity_type_id: 'Мероприятие',
  plan_date: 'Плановая дата',
  fact_date: 'Фактическая дата',
  finished: 'Завершено',
  note: 'Примечание',
  admin: 'Автор',
} as const;

export const activityMessages = {
  /** The type is not an active entry of the additional activities dictionary. */
  typeMissing: 'Мероприятие не найдено в справочнике',
  /** A finished activity carries the day it was done. */
  finishedWithoutFact: 'Укажите фактическую дату, чтобы завершить мероприятие',
} as const;

/** The console tab's words (crm/leads/LeadActivities.tsx). */
export const activityScreenTexts = {
  tab: 'Мероприятия',
  empty: 'Мероприятий по заявке нет',
  add: 'Добавить мероприятие',
  createTitle: 'Новое мероприятие',
  editTitle: 'Изменение мероприятия',
  save: 'Сохранить',
  edit: 'Изменить',
  remove: 'Удалить',
  removeTitle: 'Удаление мероприятия',
  removeConfirm: 'Удалить мероприятие «{name}»?',
  created: 'Мероприятие добавлено',
  saved: 'Мероприятие сохранено',
  removed: 'Мероприятие удалено',
  actions: 'Действия',
  files: 'Файлы',
  filesTitle: 'Файлы мероприятия «{name}»',
  close: 'Закрыть',
} as const;

/** The longest note we keep. */
export const activityNoteMax = 2000;
