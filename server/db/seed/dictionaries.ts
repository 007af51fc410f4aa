/**
 * The entries a fresh portal starts with, for every lead-dictionary kind of seed 001 §3 (the
 * kinds, their display names and name-field labels live in src/domain/dictionaryKinds.ts).
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
