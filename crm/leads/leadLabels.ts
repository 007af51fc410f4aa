/**
 * The Russian words of the console's leads screens in one table (ours: the seeds name the
 * attributes, not the screens' captions). The lead's attribute captions come from
 * src/leads/labels.ts (the list's, without the rules of src/leads/fields.ts); status, document
 * kind and refusal labels from src/domain.
 */
import { uiMessages } from '../../i18n/uiMessages';
import { leadFilterFieldLabels as caption, leadRelationLabels } from '../../src/leads/labels';

/** Filter inputs, keyed by the seed's query keys; the lead's own captions where it has them. */
export const leadFilterLabels = {
  uid: 'Номер заявки',
  status: 'Статус',
  service: leadRelationLabels.service,
  organization_ids: 'Организации',
  region_ids: 'Регионы',
  source_ids: 'Источники',
  epgu_order_id: caption.epgu_order_id,
  gas_object_city: 'Город объекта',
  gas_object_settlement: 'Населённый пункт объекта',
  expired: 'Просрочена',
  is_complex: caption.is_complex,
  has_confidant: caption.has_confidant,
  preferential_category: caption.preferential_category,
  social_assistance_approved: caption.social_assistance_approved,
  home_in_schedule: caption.home_in_schedule,
} as const;

/** List columns. */
export const leadColumnLabels = {
  uid: 'Номер заявки',
  date: 'Дата подачи',
  applicant: leadRelationLabels.user,
  service: leadRelationLabels.service,
  organization: leadRelationLabels.organization,
  branch: leadRelationLabels.branch,
  status: 'Статус',
  sla: 'Срок рассмотрения',
} as const;

export const leadScreenTexts = {
  create: 'Создать заявку',
  cardTitle: 'Заявка № {uid}',
  notFound: 'Заявка не найдена',
  tabs: {
    data: 'Данные',
    documents: 'Документы',
    history: uiMessages.statusHistoryTab,
    contract: 'Договор',
    messages: 'Интеграционные сообщения',
  },
  statusActions: 'Смена статуса',
  noMoves: 'Из текущего статуса заявку перевести нельзя',
  moveTitle: 'Перевести заявку в статус «{to}»',
  moveConfirm: 'Статус заявки будет изменён с «{from}» на «{to}».',
  moved: 'Статус заявки изменён',
  noDocuments: 'Документы не загружены',
  download: 'Скачать',
  noHistory: 'Статус заявки ещё не менялся',
  noMessages: 'Сообщений нет',
  noContract: 'Договор по заявке ещё не создан',
  // Removal (admin_leads_remove).
  remove: 'Удалить',
  removeTitle: 'Удалить заявку № {uid}?',
  removeText:
    'Заявка будет удалена вместе с документами, историей статусов и мероприятиями. ' +
    'Действие необратимо.',
  removed: 'Заявка № {uid} удалена',
  contractFiles: 'Файлы договора',
  // The applicant picker at /crm/leads/new (issue 6 "Screens").
  newTitle: 'Создание новой заявки',
  applicantSearch: 'Наименование организации или ФИО',
  proceed: 'Продолжить',
  nothingFound: 'Заявитель не найден',
} as const;

export const historyColumns = {
  reason: 'Причина',
} as const;

export const messageColumns = {
  date: 'Создано',
  queue: 'Очередь',
  status: 'Состояние',
  sent: 'Отправлено',
  message: 'Сообщение',
} as const;

export const documentColumns = {
  kind: 'Вид документа',
  name: 'Файл',
  size: 'Размер',
  date: 'Загружен',
} as const;

/** The card's data sections the lead's groups (src/leads/fields.ts leadGroups) do not name. */
export const leadCardSections = {
  lead: 'Заявка',
  applicant: 'Заявитель',
  consumption: 'Потребление газа и СНТ',
  previousSpec: 'Ранее выданные технические условия',
  contact: 'Контактное лицо и обратная связь',
  signing: 'Форма заключения договора',
  flags: 'Признаки заявки',
} as const;

/** Captions of the answer's read-only attributes (src/leads/fields.ts names the writable ones). */
export const leadFieldLabels = {
  uid: 'Номер заявки',
  status: 'Статус',
  created_at: 'Создана',
  submitted_at: 'Подана',
  status_changed_at: 'Статус изменён',
  sla: leadColumnLabels.sla,
  status_note: 'Комментарий к статусу',
  user_email: 'Электронная почта',
  user_phone: 'Телефон',
  expired: 'Просрочена',
} as const;

/** The card's editing: the data form, the service and manager changes, the documents (ours). */
export const leadEditTexts = {
  edit: 'Редактировать',
  editTitle: 'Редактирование заявки № {uid}',
  save: 'Сохранить',
  saved: 'Данные заявки сохранены',
  changeService: 'Сменить услугу',
  changeServiceTitle: 'Смена услуги заявки',
  newService: 'Новая услуга',
  noOtherServices: 'Организация заявки не оказывает других активных услуг',
  serviceChanged: 'Услуга заявки изменена',
  changeManager: 'Сменить персонального менеджера',
  changeManagerTitle: 'Персональный менеджер заявки',
  currentManager: 'Сейчас: {name}',
  noManager: 'Персональный менеджер не назначен',
  managerSearch: 'Сотрудник организации заявки',
  noOperators: 'Сотрудники не найдены',
  clearManager: 'Снять менеджера',
  managerChanged: 'Персональный менеджер изменён',
  managerCleared: 'Персональный менеджер снят',
  uploadDocument: 'Загрузить документ',
  documentUploaded: 'Документ загружен',
  removeDocument: 'Удалить документ',
} as const;
