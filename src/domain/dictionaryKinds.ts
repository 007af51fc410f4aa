/**
 * Lead-dictionary kinds (seed 001 §3) with their display names and the label of their name
 * field ("each has a display name and a name-field label"; the words are ours and match
 * server/db/seed/dictionaries.ts). After the 22 kinds of §3 (and our connection term, which the
 * live contract API names by slug) come the nine plain name lists that
 * seed 001 §2 shows as lead dictionary subpages (/crm/lead_dictionary/additional_activities …):
 * they are kept as dictionary kinds too, keyed by their route segment (docs/decisions.md).
 */
import { isOneOf } from './enums';

export const dictionaryKindTable = {
  construction_status_to_boundary: ['Статус строительства до границы участка', 'Статус'],
  construction_status_inside: ['Статус строительства внутри участка', 'Статус'],
  current_problem: ['Текущие проблемы', 'Проблема'],
  identification_document: ['Документы, удостоверяющие личность', 'Вид документа'],
  lead_category: ['Категории заявок', 'Категория'],
  cancellation_reason: ['Причины отмены заявки', 'Причина'],
  annullation_reason: ['Причины аннулирования заявки', 'Причина'],
  // Ours (issue 6): the refusal (status denied) takes its reason from this list.
  rejection_reason: ['Причины отказа в заключении договора', 'Причина'],
  status_conclusion_of_contract: ['Статусы заключения договора', 'Статус'],
  agreement_term: ['Сроки дополнительных соглашений', 'Срок'],
  social_object_kind: ['Виды социальных объектов', 'Вид объекта'],
  energy_resource: ['Энергоресурсы', 'Энергоресурс'],
  funding_source: ['Источники финансирования', 'Источник'],
  tariff_rate_type: ['Типы тарифных ставок', 'Тип ставки'],
  balance_affiliation: ['Балансовая принадлежность', 'Принадлежность'],
  ppg_activity: ['Мероприятия ПРГ', 'Мероприятие'],
  subsidy_funding_source: ['Источники финансирования субсидий', 'Источник'],
  gasification_object_kind: ['Виды объектов газификации', 'Вид объекта'],
  gasification_object_status: ['Статусы объектов газификации', 'Статус'],
  gasification_program_funding_source: [
    'Источники финансирования программы газификации',
    'Источник',
  ],
  gasification_program_lifecycle: ['Этапы жизненного цикла программы газификации', 'Этап'],
  gasification_program_kind: ['Виды программ газификации', 'Вид программы'],
  livestock_kind: ['Виды сельскохозяйственных животных', 'Вид животных'],
  // Ours (issue 36): the contract's connection term, a dictionary of the live API's slugs.
  connection_time_to_gas_network: ['Сроки подключения к газораспределительной сети', 'Срок'],
  // The plain subpages of /crm/lead_dictionary (seed 001 §2), in the seed's order.
  additional_activities: ['Дополнительные мероприятия', 'Мероприятие'],
  appeals_categories: ['Категории обращений', 'Категория'],
  appeals_subjects: ['Темы обращений', 'Тема'],
  applicant_categories: ['Категории заявителей', 'Категория'],
  connection_features: ['Особенности подключения', 'Особенность'],
  connection_point_pressures: ['Давление в точке подключения', 'Давление'],
  documents_category: ['Категории документов', 'Категория'],
  gro_request_source: ['Источники запросов ГРО', 'Источник'],
  notification_subjects: ['Темы уведомлений', 'Тема'],
} as const satisfies Record<string, readonly [string, string]>;

export type DictionaryKind = keyof typeof dictionaryKindTable;

export const dictionaryKinds = Object.keys(dictionaryKindTable) as DictionaryKind[];

/** The kinds that are lead dictionary subpages of their own (seed 001 §2), in its order. */
export const subpageDictionaryKinds = [
  'additional_activities',
  'appeals_categories',
  'appeals_subjects',
  'applicant_categories',
  'connection_features',
  'connection_point_pressures',
  'documents_category',
  'gro_request_source',
  'notification_subjects',
] as const satisfies readonly DictionaryKind[];

/** The kinds of seed 001 §3, opened as /crm/lead_dictionary/service_dictionaries/<kind>. */
export const serviceDictionaryKinds = dictionaryKinds.filter(
  (kind) => !(subpageDictionaryKinds as readonly string[]).includes(kind),
);

export function isDictionaryKind(value: unknown): value is DictionaryKind {
  return isOneOf(dictionaryKinds, value);
}

export function dictionaryKindTitle(kind: DictionaryKind): string {
  return dictionaryKindTable[kind][0];
}

export function dictionaryNameLabel(kind: DictionaryKind): string {
  return dictionaryKindTable[kind][1];
}

/** The agreement-term dictionary is fetched with per 200 (seed 001 §7); others use the default. */
export const dictionaryPageSize: Partial<Record<DictionaryKind, number>> = { agreement_term: 200 };
