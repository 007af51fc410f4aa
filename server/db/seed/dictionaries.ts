/**
 * The entries a fresh portal starts with, for every lead-dictionary kind of seed 001 §3 (the
 * kinds, their display names and name-field labels live in src/domain/dictionaryKinds.ts). Each
 * gets the slug of its name (server/db/dictionarySlugs.ts); migration 0038 adds the entries
 * added since to a portal seeded before it.
 */
import {
  dictionaryKindTitle,
  dictionaryKinds as domainKinds,
  dictionaryNameLabel,
  type DictionaryKind,
} from '../../../src/domain/dictionaryKinds';

export const dictionarySeeds: Record<DictionaryKind, readonly string[]> = {
  construction_status_to_boundary: ['Не начато', 'Проектирование', 'Строительство', 'Завершено'],
  construction_status_inside: ['Не начато', 'Выполняется', 'Завершено'],
  current_problem: [
    // The live portal's entry (slug probliem_niet), which its contract clients name.
    'Проблем нет',
    'Отсутствие правоустанавливающих документов',
    'Нет доступа на участок',
    'Заявитель не выходит на связь',
    'Не готова внутренняя система газоснабжения',
  ],
  identification_document: [
    'Паспорт гражданина Российской Федерации',
    'Временное удостоверение личности',
    'Паспорт иностранного гражданина',
    'Вид на жительство',
  ],
  lead_category: [
    'Первая категория',
    'Вторая категория',
    'Третья категория',
    'Индивидуальный проект',
    // The live portal's entry (slug nie_triebuietsia_sushchiestvuiushchii).
    'Не требуется (существующий)',
  ],
  cancellation_reason: [
    'Отзыв заявки заявителем',
    'Заявка подана повторно',
    'Заявка подана ошибочно',
  ],
  annullation_reason: [
    'Непредоставление недостающих документов в срок',
    'Неподписание договора заявителем в срок',
    'Заявитель не является правообладателем объекта',
  ],
  rejection_reason: [
    'Отсутствие технической возможности подключения',
    'Непредоставление документов, указанных в перечне',
    'Объект не находится в зоне деятельности организации',
    'Заявитель не является правообладателем земельного участка',
  ],
  status_conclusion_of_contract: [
    'Договор не направлен',
    'Договор направлен заявителю',
    'Договор заключён',
  ],
  agreement_term: ['30 дней', '90 дней', '180 дней', '1 год', '2 года'],
  social_object_kind: [
    'Школа',
    'Детский сад',
    'Фельдшерско-акушерский пункт',
    'Больница',
    'Дом культуры',
  ],
  energy_resource: [
    'Природный газ',
    'Сжиженный углеводородный газ',
    'Электроэнергия',
    'Уголь',
    'Дрова',
  ],
  funding_source: [
    'Федеральный бюджет',
    'Региональный бюджет',
    'Местный бюджет',
    'Внебюджетные средства',
  ],
  tariff_rate_type: [
    'Стандартизированная ставка',
    'Плата по индивидуальному проекту',
    'Льготная ставка',
  ],
  balance_affiliation: [
    'ГРО',
    'Муниципальная собственность',
    'Собственность заявителя',
    'Бесхозяйный объект',
  ],
  ppg_activity: [
    'Строительство межпоселкового газопровода',
    'Строительство распределительного газопровода',
    'Реконструкция ГРС',
  ],
  subsidy_funding_source: [
    'Региональный бюджет',
    'Местный бюджет',
    'Средства социально ответственного бизнеса',
  ],
  gasification_object_kind: [
    'Межпоселковый газопровод',
    'Распределительный газопровод',
    'Газорегуляторный пункт',
    'Котельная',
  ],
  gasification_object_status: ['Планируется', 'ПИР', 'СМР', 'Введён в эксплуатацию'],
  gasification_program_funding_source: [
    'Средства ПАО «Газпром»',
    'Специальная надбавка к тарифу',
    'Региональный бюджет',
    'Федеральный бюджет',
  ],
  gasification_program_lifecycle: [
    'Планирование',
    'Проектирование',
    'Строительство',
    'Ввод в эксплуатацию',
    'Завершено',
  ],
  gasification_program_kind: [
    'Программа развития газоснабжения и газификации',
    'Региональная программа газификации',
    'Муниципальная программа газификации',
  ],
  livestock_kind: ['Крупный рогатый скот', 'Свиньи', 'Овцы и козы', 'Птица'],
  // The connection terms of the connection rules (ПП РФ № 1547); '30 дней' is the live 30_dniei.
  connection_time_to_gas_network: [
    '30 дней',
    '135 дней',
    '270 дней',
    '1 год',
    '1,5 года',
    '2 года',
    'По графику, согласованному с заявителем',
  ],
  additional_activities: [
    'Проектирование сети газопотребления',
    'Строительство газопровода внутри участка',
    'Установка прибора учёта газа',
    'Поставка газоиспользующего оборудования',
  ],
  appeals_categories: [
    'Подключение к газораспределительным сетям',
    'Догазификация',
    'Работа портала',
    'Плата за подключение',
  ],
  appeals_subjects: [
    'Сроки рассмотрения заявки',
    'Стоимость подключения',
    'Заключение договора',
    'Технические проблемы на портале',
  ],
  applicant_categories: [
    'Физическое лицо',
    'Индивидуальный предприниматель',
    'Юридическое лицо',
    'Садоводческое или огородническое товарищество',
  ],
  connection_features: [
    'Газопровод проходит по границе участка',
    'Требуется пересечение автомобильной дороги',
    'Требуется установка газорегуляторного пункта',
  ],
  connection_point_pressures: [
    'Низкое (до 0,005 МПа)',
    'Среднее (свыше 0,005 до 0,3 МПа)',
    'Высокое II категории (свыше 0,3 до 0,6 МПа)',
    'Высокое I категории (свыше 0,6 до 1,2 МПа)',
  ],
  documents_category: [
    'Правоустанавливающие документы',
    'Документы, удостоверяющие личность',
    'Технические документы',
    'Договорные документы',
  ],
  gro_request_source: ['Портал', 'Электронная почта', 'Письменное обращение', 'Телефонный звонок'],
  notification_subjects: [
    'Изменение статуса заявки',
    'Направление договора на подпись',
    'Запрос недостающих документов',
    'Плановые технические работы',
  ],
};

export interface DictionaryKindSeed {
  type: DictionaryKind;
  title: string;
  nameLabel: string;
  entries: readonly string[];
}

/** The kinds with their labels and seeded entries, in the order of the domain table. */
export const dictionaryKinds: readonly DictionaryKindSeed[] = domainKinds.map((type) => ({
  type,
  title: dictionaryKindTitle(type),
  nameLabel: dictionaryNameLabel(type),
  entries: dictionarySeeds[type],
}));
