/**
 * The attachment document kinds. The seeds say "about 90 values" and name 17 that must be there
 * (seed 000 §3, seed 001 §3: `requiredDocumentKinds` below); the rest of the list and every
 * Russian label are ours, drawn from the documents of the connection rules (Постановление
 * Правительства РФ № 1547), the contract phase, benefits and the console's registries.
 */
import { formatMessages } from '../format/messages';
import { isOneOf, labelOf, optionsOf } from './enums';

export const documentKindLabels = {
  // Named by the seeds.
  contract: 'Договор',
  agreement: 'Дополнительное соглашение',
  passport: 'Паспорт',
  egrul: 'Выписка из ЕГРЮЛ',
  technical_specifications: 'Технические условия',
  land: 'Правоустанавливающие документы на земельный участок',
  ownership_certificate: 'Свидетельство о праве собственности',
  power_agreement: 'Согласие основного абонента',
  attorney: 'Доверенность',
  gas_flow: 'Расчёт максимального часового расхода газа',
  subsidy: 'Документы на получение субсидии',
  comment: 'Комментарий',
  regions_rating: 'Рейтинг регионов',
  reporting_document: 'Отчётный документ',
  gro_request: 'Запрос ГРО',
  connection_cost_calculation: 'Расчёт стоимости подключения',
  act_connection: 'Акт о подключении',
  // The live API's kinds of a new lead's documents (issue 20).
  title_documents: 'Правоустанавливающие документы на объект капитального строительства',
  plan: 'План расположения энергопринимающего оборудования',
  consent_equity_owner: 'Согласие сособственников',
  // Applicant identity and rights.
  egrip: 'Выписка из ЕГРИП',
  snils: 'СНИЛС',
  inn_certificate: 'Свидетельство о постановке на учёт в налоговом органе',
  ogrn_certificate: 'Свидетельство о государственной регистрации',
  charter: 'Устав',
  director_appointment: 'Решение о назначении руководителя',
  identity_document: 'Документ, удостоверяющий личность',
  inheritance: 'Свидетельство о праве на наследство',
  court_decision: 'Решение суда',
  personal_data_consent: 'Согласие на обработку персональных данных',
  // Land and object.
  situation_plan: 'Ситуационный план',
  topographic_plan: 'Топографическая карта участка',
  urban_development_plan: 'Градостроительный план земельного участка',
  land_egrn: 'Выписка из ЕГРН на земельный участок',
  house_egrn: 'Выписка из ЕГРН на объект капитального строительства',
  building_permit: 'Разрешение на строительство',
  lease_agreement: 'Договор аренды земельного участка',
  snt_membership: 'Справка о членстве в СНТ',
  snt_general_meeting: 'Протокол общего собрания СНТ',
  // Application.
  application: 'Заявка',
  signed_application: 'Подписанная заявка',
  epgu_application: 'Заявление с ЕПГУ',
  mfc_application: 'Заявление, принятое в МФЦ',
  mfc_receipt: 'Расписка МФЦ о приёме документов',
  missing_documents_request: 'Запрос недостающих документов',
  cancellation_statement: 'Заявление об отмене заявки',
  annulment_notice: 'Уведомление об аннулировании заявки',
  denial_letter: 'Мотивированный отказ',
  // Specifications and contract.
  pre_technical_specifications: 'Предварительные технические условия',
  technical_specifications_denial: 'Отказ в выдаче технических условий',
  contract_offer: 'Оферта договора',
  contract_signed: 'Подписанный договор',
  contract_termination: 'Соглашение о расторжении договора',
  disagreement_protocol: 'Протокол разногласий',
  disagreement_protocol_answer: 'Ответ на протокол разногласий',
  agreement_signed: 'Подписанное дополнительное соглашение',
  detached_reinforced_signature: 'Открепленная усиленная квалифицированная электронная подпись',
  tariff_decision: 'Решение об установлении платы за подключение',
  // Payment.
  invoice: 'Счёт на оплату',
  payment_order: 'Платёжное поручение',
  payment_receipt: 'Квитанция об оплате',
  // Works and acts; lead_activity is the live API's kind of a work stage's file (issue 20).
  lead_activity: 'Документ мероприятия',
  project_documentation: 'Проектная документация',
  executive_documentation: 'Исполнительно-техническая документация',
  act_acceptance: 'Акт приёмки выполненных работ',
  act_readiness: 'Акт о готовности сетей газопотребления',
  act_balance: 'Акт разграничения имущественной принадлежности',
  act_operational_responsibility: 'Акт разграничения эксплуатационной ответственности',
  act_gas_start: 'Акт пуска газа',
  act_meter_installation: 'Акт ввода прибора учёта газа в эксплуатацию',
  chimney_inspection: 'Акт проверки дымоходов и вентиляционных каналов',
  heat_calculation: 'Теплотехнический расчёт',
  meter_passport: 'Паспорт прибора учёта газа',
  equipment_passport: 'Паспорт газоиспользующего оборудования',
  gas_supply_agreement: 'Договор поставки газа',
  vdgo_agreement: 'Договор о техническом обслуживании ВДГО',
  // Benefits.
  preferential_category: 'Документ, подтверждающий льготную категорию',
  large_family: 'Удостоверение многодетной семьи',
  disability: 'Справка об инвалидности',
  low_income: 'Справка о признании малоимущим',
  social_assistance_decision: 'Решение о предоставлении социальной помощи',
  subsidy_agreement: 'Соглашение о предоставлении субсидии',
  subsidy_report: 'Отчёт об использовании субсидии',
  regional_benefit: 'Документ о региональной льготе',
  // Console registries.
  appeal: 'Обращение',
  appeal_answer: 'Ответ на обращение',
  consultation: 'Консультация',
  instruction: 'Инструкция',
  schedule_plan: 'План-график',
  gasification_program: 'Программа газификации',
  inventory_object: 'Документ инвентаризации объекта',
  authorized_representative: 'Документ уполномоченного представителя',
  service_passport: 'Паспорт услуги',
  other: 'Прочее',
} as const satisfies Record<string, string>;

export type DocumentKind = keyof typeof documentKindLabels;

export const documentKinds = Object.keys(documentKindLabels) as DocumentKind[];

/** The kinds the seeds name; a test keeps them in the list. */
export const requiredDocumentKinds: readonly DocumentKind[] = [
  'contract',
  'agreement',
  'passport',
  'egrul',
  'technical_specifications',
  'land',
  'ownership_certificate',
  'power_agreement',
  'attorney',
  'gas_flow',
  'subsidy',
  'comment',
  'regions_rating',
  'reporting_document',
  'gro_request',
  'connection_cost_calculation',
  'act_connection',
];

/** The consumption's calculation: a lead carrying it needs no consumption typed in (issue 36). */
export const gasFlowDocumentKind: DocumentKind = 'gas_flow';

export function isDocumentKind(value: unknown): value is DocumentKind {
  return isOneOf(documentKinds, value);
}

/** An unknown kind shows 'Нет данных', like other missing values (seed 000 §8). */
export function documentKindLabel(kind: string | null | undefined): string {
  return labelOf(documentKinds, documentKindLabels, kind, () => formatMessages.noData);
}

export const documentKindOptions = optionsOf(documentKinds, documentKindLabels);

/**
 * The kinds of file each record type takes (issue 6): a contract and a ДС their document and a
 * detached signature; a lead's work stage (activity) the acts and documentation of the works,
 * the live API's `lead_activity` first.
 * The first is the one a form preselects and the upload's default.
 */
export const recordFileKinds = {
  Contract: ['contract', 'detached_reinforced_signature'],
  ContractAgreement: ['agreement', 'detached_reinforced_signature'],
  LeadActivity: [
    'lead_activity',
    'other',
    'act_acceptance',
    'act_readiness',
    'act_balance',
    'act_operational_responsibility',
    'act_gas_start',
    'act_meter_installation',
    'chimney_inspection',
    'executive_documentation',
    'project_documentation',
    'detached_reinforced_signature',
  ],
} as const satisfies Record<string, readonly DocumentKind[]>;

export type FileRecordType = keyof typeof recordFileKinds;
