/**
 * The Russian words of the site's information pages (issue 17, seed 000 §2): services, regional
 * benefits, contacts and the hotline modal, the legal pages, /health, /storybook and the appeals
 * entry. Texts the seeds fix come from i18n (uiMessages, errorMessages) and src/domain; the rest
 * is ours (docs/decisions.md, "Site information pages").
 */
import { errorMessages } from '../../i18n/messages';
import { siteMessages } from '../../i18n/site';
import { hotlineMessages } from '../../i18n/hotline';
import { uiMessages } from '../../i18n/uiMessages';
import { formatMessages } from '../../src/format/messages';
import { validationMessages } from '../../src/validation/messages';

export const infoTexts = {
  loading: 'Загрузка…',
  loadFailed: errorMessages.default,
  noData: formatMessages.noData,
  region: 'Регион',
  organization: 'Организация',
  allOrganizations: 'Все организации',
  chooseRegion: 'Выберите регион',
  nothingSelected: formatMessages.nothingSelected,
  organizationsEmpty: uiMessages.organizationsEmpty,
  phone: 'Телефон',
  unifiedPhone: hotlineMessages.unifiedPhone,
  otherPhones: hotlineMessages.otherPhones,
  email: 'Электронная почта',
  address: 'Адрес',
  legalAddress: 'Юридический адрес',
  postalAddress: 'Почтовый адрес',

  // /services and /services/{id}
  services: 'Услуги',
  servicesIntro:
    'Услуги газораспределительных организаций, которые можно заказать через портал. Выберите услугу, чтобы узнать сроки и перечень документов и подать заявку.',
  servicesEmpty: 'Услуг пока нет',
  description: 'Описание',
  documentsList: 'Перечень документов',
  sla: 'Срок оказания услуги',
  passport: 'Паспорт услуги',
  passportDownload: 'Скачать паспорт услуги (PDF)',
  downloadFailed: siteMessages.downloadFailed,
  apply: siteMessages.newLead,
  allServices: 'Все услуги',
  more: 'Подробнее',

  // /regional_benefits and /regional_benefits/responsible_organizations
  benefits: 'Региональные льготы',
  benefitsIntro:
    'Меры поддержки, которые регионы предоставляют при подключении к газовым сетям и догазификации: субсидии и компенсации для льготных категорий граждан.',
  benefitsEmpty: 'В выбранном регионе действующих льгот нет',
  benefitsPick: 'Выберите регион, чтобы увидеть действующие льготы.',
  legalBasis: 'Нормативный правовой акт',
  validity: 'Срок действия',
  validFrom: 'с {date}',
  validTo: 'по {date}',
  grantedBy: 'Предоставляет',
  responsible: 'Ответственные организации',
  responsibleIntro:
    'Органы власти и организации, в которые обращаются за социальной помощью при газификации: они проверяют право на льготу и принимают документы.',
  responsibleEmpty: 'В выбранном регионе ответственных организаций нет',
  toBenefits: 'Региональные льготы',
  responsiblePick: 'Выберите регион, чтобы увидеть ответственные организации.',

  // /contacts and the hotline modal (seed 000 §2)
  contacts: 'Контакты',
  contactsIntro:
    'Газораспределительные организации и региональные операторы газификации: выберите регион и организацию, чтобы узнать, куда обратиться.',
  contactsPick: 'Выберите регион, чтобы увидеть его организации.',
  contactCentre: hotlineMessages.contactCentre,
  hotline: hotlineMessages.opener,
  hotlineTitle: hotlineMessages.title,
  hotlineRegionHint: hotlineMessages.regionHint,
  hotlineNoRegions: hotlineMessages.noRegions,
  hotlineNotFound: uiMessages.hotlineNotFound,
  close: hotlineMessages.close,

  // /resolution, /ropo, /service_operators
  resolution: 'Нормативная база',
  resolutionIntro:
    'Законы и постановления, по которым работают подключение к газовым сетям, догазификация и этот портал.',
  ropo: 'Региональные операторы газификации',
  ropoIntro:
    'Региональный оператор газификации (РОГ) — газораспределительная организация, которая отвечает за газификацию в регионе вместе с Единым оператором газификации. Выберите регион, чтобы узнать его оператора.',
  ropoEmpty: 'В выбранном регионе региональный оператор не назначен',
  serviceOperators: 'Исполнители услуг',
  serviceOperatorsIntro:
    'Организации, которые оказывают услуги, заказанные через портал, и услуги каждой из них.',
  serviceOperatorsEmpty: 'Исполнителей услуг пока нет',

  // /health
  health: 'Состояние портала',
  healthOk: 'Портал работает',
  healthDegraded: 'Портал работает с ограничениями',
  healthDown: errorMessages.unavailable,
  database: 'База данных',
  databaseUp: 'доступна',
  databaseDown: 'недоступна',
  databaseKind: 'Хранилище',
  checkedAt: 'Проверено',
  recheck: 'Проверить снова',

  // /storybook
  storybook: 'Витрина компонентов',
  storybookIntro:
    'Живая витрина дизайн-системы сайта: токены и компоненты, собранные из тех же модулей, что и страницы.',
  colours: 'Цвета',
  contrast: 'Контраст с фоном',
  typeScale: 'Шрифты',
  spacing: 'Отступы',
  buttons: 'Кнопки',
  fields: 'Поля',
  cards: 'Карточки',
  table: 'Таблица',
  notice: 'Уведомление',
  dialog: 'Диалог',
  upload: 'Загрузка файлов',
  openDialog: 'Открыть диалог',
  understood: 'Понятно',
  sampleDialogTitle: 'Пример диалога',
  sampleDialogText: 'Общая рамка диалога сайта и консоли: фокус внутри, Escape закрывает.',
  sampleNotice: 'Так выглядит уведомление: короткий текст о важном.',
  sampleField: 'Фамилия',
  sampleFieldHint: 'Как в паспорте',
  sampleError: validationMessages.required,
  sampleSelect: 'Тип заявителя',
  sampleCard: 'Карточка',
  sampleCardText: 'Карточки собирают связанные сведения: услугу, организацию, льготу.',
  sampleUpload: 'Документ',
  primary: 'Основная',
  secondary: 'Дополнительная',
  disabled: 'Недоступная',

  // The appeals entry and the feedback modal (seed 000 §2 "Rating and feedback")
  appeals: 'Обратная связь',
  appealOpen: 'Написать обращение',
  appealTitle: 'Обращение',
  appealsLoginRequired: uiMessages.appealsLoginRequired,
  appealAsGuest: 'Написать без входа',
  appealName: 'Как к вам обращаться',
  appealGuestContactHint: 'На этот адрес или номер придёт ответ.',
  signIn: siteMessages.signIn,
  register: 'Зарегистрироваться',
  appealCategory: 'Категория обращения',
  appealSubject: 'Тема обращения',
  appealText: 'Текст обращения',
  appealChannel: 'Как ответить',
  appealSend: 'Отправить',
  appealCancel: uiMessages.cancel,
  appealContactHint: 'Если не указать, ответ придёт на адрес или телефон из личного кабинета',
  appealFiles: 'Файлы',
  appealFilesHint: 'До {count} файлов, каждый не больше {size} МБ',
  remove: 'Удалить',
  appealSent: 'Обращение отправлено. Ответ придёт выбранным способом.',
  rateQuality: 'Оценка качества',
} as const;
