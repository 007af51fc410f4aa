/**
 * The Russian words of the site's lead screens (ours: the seeds name the routes and the status
 * labels, not the captions). Status, action and contract labels come from src/domain, the lead
 * attribute captions from src/leads/fields.ts; they are imported there, never retyped here.
 */
import { leadGroups, leadRelationLabels } from '../../src/leads/fields';
import { leadMoveFieldTitles } from '../../src/domain/leadTransitions';
import { siteMessages } from '../../i18n/site';
import { uiMessages } from '../../i18n/uiMessages';

export const siteLeadTexts = {
  title: 'Мои заявки',
  empty: 'У вас пока нет заявок',
  create: 'Подать заявку',
  loading: 'Загрузка…',
  columns: {
    uid: 'Номер заявки',
    service: leadRelationLabels.service,
    date: 'Дата подачи',
    status: 'Статус',
    sla: 'Срок рассмотрения',
  },
  /** A lead without a uid yet (a draft) is still linked, by this text. */
  noUid: 'Номер не присвоен',
  filters: 'Поиск заявок',
  allStatuses: 'Все статусы',
  find: 'Найти',
  resetFilters: 'Сбросить фильтры',
  /** The filters match none of the applicant's leads. */
  filteredEmpty: siteMessages.knowledgeNotFound,

  leadTitle: 'Заявка № {uid}',
  draftTitle: 'Черновик заявки',
  editDraft: 'Редактировать черновик',
  backToList: 'Все заявки',
  data: 'Данные заявки',
  service: leadRelationLabels.service,
  organization: leadRelationLabels.organization,
  address: leadGroups.gas_object_address.label,
  status: 'Статус',
  statusNote: 'Комментарий к статусу',
  sla: 'Срок рассмотрения',

  actions: 'Действия с заявкой',
  moveTitle: '{action}?',
  moveConfirm: 'Статус заявки будет изменён с «{from}» на «{to}».',
  note: leadMoveFieldTitles.note,
  confirm: 'Подтвердить',
  cancel: 'Отмена',

  documents: 'Документы',
  noDocuments: 'Документы не загружены',
  download: 'Скачать',
  documentsHint:
    'Добавьте документы, которых не хватает, и отправьте заявку на повторную проверку.',
  uploaded: 'Документ «{name}» загружен',

  history: uiMessages.statusHistoryTab,
  noHistory: 'Статус заявки ещё не менялся',
  byApplicant: 'Заявитель',

  contract: 'Договор',
  contractNumber: 'Номер договора',
  contractNoNumber: 'Номер не присвоен',
  contractStatus: 'Статус договора',
  contractWarningTitle: 'Внимание',
  contractConfirmTitle: '{action}?',
  contractConfirm: 'Статус договора будет изменён на «{to}».',
} as const;
