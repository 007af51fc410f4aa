/**
 * The seeds' interface texts that are not errors, validation or enumeration labels (seed 000
 * §2, §5, §8; seed 001 §2, §8), as plain data; i18n/ru.ts spreads them under `app.ui.*`.
 */
import { chromeMessages } from './chromeMessages';

export const uiMessages = {
  // Info banner, the error page's way home, the user popup's first entries.
  ...chromeMessages,
  // Date picker.
  today: 'Сегодня',
  // Hotline modal.
  hotlineNotFound: 'Телефон горячей линии не найден',
  // Alert and error modals.
  continueWork: 'Продолжить работу',
  // Service form notices.
  serviceUpdated: 'Услуга успешно Обновлена',
  serviceCreated: 'Услуга успешно Создана',
  organizationsEmpty: 'Список организаций пуст',
  // File removal.
  fileRemoved: 'Файл успешно удален',
  fileRemoveConfirm: 'Вы точно хотите удалить загруженный файл?',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  // Error page (admin variant): not signed in.
  signIn: 'Авторизоваться',
  // Registry screens (crm/registries): the seeds name the parts, the words are ours.
  uploadFile: 'Загрузить файл',
  changesTab: 'История изменений',
  mainTab: 'Основное',
  // A tab strip's overflow entry (seed 000 §2 "tabs with an overflow 'more' entry"): ours.
  tabsMore: 'Ещё',
  changesEmpty: 'Изменений нет',
  changeDate: 'Дата',
  changeAuthor: 'Пользователь',
  changeAction: 'Действие',
  changeField: 'Поле',
  changeOld: 'Было',
  changeNew: 'Стало',
  // A run-time registry's change: the schema version it was written under (issue 38).
  changeVersion: 'Версия',
  changeCreate: 'Создание',
  changeUpdate: 'Изменение',
  changeDestroy: 'Удаление',
  // A record's status workflow (crm/registries/WorkflowPanel.tsx; the documents' screens too).
  workflowStatus: 'Статус',
  workflowMoveTitle: '{action}: «{from}» → «{to}»',
  workflowComment: 'Комментарий',
  workflowMoved: 'Статус изменён: «{to}»',
  statusHistoryTab: 'История статусов',
  statusHistoryEmpty: 'Статус ещё не менялся',
  statusHistoryDate: 'Дата и время',
  statusHistoryMove: 'Статус',
  statusHistoryAuthor: 'Кто изменил',
  // The event log (crm/actionHistories): its filter and column names are ours.
  eventRegistry: 'Раздел',
  eventRecord: 'Номер записи',
  periodFrom: 'Период с',
  periodTo: 'Период по',
  rowActions: 'Действия',
  exportCsv: 'Экспорт в CSV',
  exportXlsx: 'Экспорт в XLSX',
  pagePrevious: 'Предыдущая страница',
  pageNext: 'Следующая страница',
  // A list's pager (seed 000 §2 "pagination", §9): its landmark, a page button, the size select.
  pagination: 'Страницы списка',
  pageNumber: 'Страница %{page}',
  pageSize: 'Строк на странице',
  // Instructions list: the column joining the CRM / Портал flags (seed 001 §2 "scope").
  instructionScope: 'Где доступна',
  /**
   * The seed only describes the notice an anonymous visitor gets from the appeals form
   * (seed 000 §2); the wording is ours.
   */
  appealsLoginRequired: 'Чтобы заполнить форму обращения, войдите или зарегистрируйтесь',
  // The one upload widget (src/ui/upload): the seeds name the states, the words are ours.
  uploadRetry: 'Повторить',
  uploadCancel: 'Отменить загрузку',
  uploadParts: 'Загружено частей: %{done} из %{total}',
  uploadPickOne: 'Выбрать файл',
  uploadPickMany: 'Выбрать файлы',
  fileDownload: 'Скачать',
  fileDelete: 'Удалить',
} as const;

/**
 * The one date picker of both areas (src/ui/calendar; seed 000 §5 "Datepicker"): i18n/ru.ts
 * puts them under `app.datepicker.*`; 'Сегодня' is `uiMessages.today`.
 */
export const datepickerMessages = {
  open: 'Открыть календарь',
  dialog: 'Выбор даты',
  placeholder: 'дд.мм.гггг',
  previousMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  previousYear: 'Предыдущий год',
  nextYear: 'Следующий год',
} as const;

/**
 * The console login's SMS path (crm/LoginPage.tsx; seed 000 §7 "admin SMS code"), the words of
 * the site's SMS login (site/account/texts.ts); i18n/ru.ts puts them under `app.login.*`.
 */
export const smsLoginMessages = {
  bySms: 'Вход по коду из СМС',
  byPassword: 'Вход по паролю',
  phone: 'Телефон',
  smsCode: 'Код из СМС',
  getCode: 'Получить код',
  getCodeAgain: 'Получить код повторно',
  resendIn: 'Получить код повторно можно через %{seconds} с',
  codeSent: 'Код отправлен на номер %{phone}.',
  changePhone: 'Изменить номер',
} as const;
