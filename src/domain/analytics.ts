/**
 * The analytical report (issue 19, seed 001 "Analytics"): the funnel's stages from submission
 * to gas start, the widgets' titles and the columns of the per-region table. The seeds show
 * neither; our choices are in docs/decisions.md "Analytics".
 */
import type { LeadStatus } from './leadStatuses';

/** The statuses a lead passes on its way from registration to gas start, in order. */
const pipeline: readonly LeadStatus[] = [
  'registered',
  'document_check',
  'documents_given',
  'spec_preparation',
  'in_progress',
  'executor_selection',
  'contract_preparation',
  'contract_on_applicant_sign',
  'contract_signed',
  'complex_implementation',
  'implementation',
  'connection',
  'gas_start',
  'finished',
];
const fromStatus = (status: LeadStatus) => pipeline.slice(pipeline.indexOf(status));

/** Each stage counts the leads at it or past it; refusals and cancellations leave the funnel. */
export const funnelStages: readonly {
  key: string;
  title: string;
  statuses: readonly LeadStatus[] | null;
}[] = [
  { key: 'submitted', title: 'Подано заявок', statuses: null },
  { key: 'registered', title: 'Зарегистрировано', statuses: pipeline },
  { key: 'contract', title: 'Подготовка договора', statuses: fromStatus('contract_preparation') },
  { key: 'contract_signed', title: 'Договор подписан', statuses: fromStatus('contract_signed') },
  { key: 'connection', title: 'Фактическое присоединение', statuses: fromStatus('connection') },
  { key: 'gas_start', title: 'Пуск газа', statuses: fromStatus('gas_start') },
];

/** The statuses of leads in work (not closed, not yet gas started). */
export const leadsInWorkExcluded: readonly LeadStatus[] = [
  'gas_start',
  'finished',
  'cancelled',
  'annulled',
  'denied',
  'spec_denied',
];

export const analyticsTexts = {
  title: 'Аналитический отчёт',
  regionsTitle: 'Аналитический отчёт по регионам',
  regionLeadsTitle: 'Заявки региона',
  funnel: 'Воронка заявок',
  byStatus: 'Заявки по статусам',
  timeline: 'Поступление заявок',
  sla: 'Соблюдение сроков',
  slaByRegion: 'Сроки по регионам',
  slaByOrganization: 'Сроки по ГРО',
  contracts: 'Договоры',
  dogasification: 'Догазификация',
  ratings: 'Оценки качества',
  stage: 'Этап',
  status: 'Статус',
  count: 'Количество',
  period: 'Период',
  region: 'Регион',
  organization: 'ГРО',
  total: 'Всего заявок',
  inWork: 'В работе',
  gasStart: 'Пуск газа',
  onTime: 'В срок',
  late: 'С нарушением срока',
  daysLate: 'Дней просрочки',
  avgDaysLate: 'Средняя просрочка, дн.',
  slaShare: 'В срок, %',
  signed: 'Договоров подписано',
  avgSignDays: 'Среднее время до подписания, дн.',
  planned: 'По плану-графику',
  plannedInPeriod: 'Запланировано пусков газа',
  doneInPeriod: 'Выполнено пусков газа',
  overdue: 'Просрочено по плану',
  dogasLeads: 'Заявок на догазификацию',
  dogasGasStart: 'Из них с пуском газа',
  ratingsCount: 'Оценок',
  ratingsAverage: 'Средняя оценка',
  score: 'Оценка',
  week: 'Неделя',
  month: 'Месяц',
  byWeek: 'По неделям',
  byMonth: 'По месяцам',
  refreshedAt: 'Данные на',
  refresh: 'Обновить данные',
  refreshQueued: 'Пересчёт запущен',
  export: 'Выгрузить в XLSX',
  regions: 'По регионам',
  openLeads: 'Открыть заявки',
  noData: 'Нет данных за выбранный период',
  tableView: 'Таблица',
  submittedFrom: 'Подана с',
  submittedTo: 'Подана по',
  applicantType: 'Тип заявителя',
  source: 'Источник',
  service: 'Услуга',
} as const;
