/** Contract statuses, labels, coordination and the action button labels (seed 000 §4). */
import type { BadgeColor } from './badgeColors';
import { defaultBadgeColor } from './badgeColors';
import { dictionaryKindTitle } from './dictionaryKinds';
import { isOneOf, labelOf, unknownStatusLabel } from './enums';

export const contractStatuses = [
  'not_signed',
  'offer_preparation',
  'on_applicant_sign',
  'on_correction',
  'current',
  'annulled',
  'terminated',
  'done',
  'coordination',
  'coordinated',
  'on_clarification',
] as const;

export type ContractStatus = (typeof contractStatuses)[number];

export const contractStatusLabels: Record<ContractStatus, string> = {
  not_signed: 'Не подписан',
  offer_preparation: 'Подготовка оферты',
  on_applicant_sign: 'На подписании заявителем',
  on_correction: 'Корректировка по протоколу разногласий',
  current: 'Действующий',
  annulled: 'Аннулирован',
  terminated: 'Расторгнут',
  done: 'Выполнен',
  coordination: 'На согласовании РОГ/ЕОГ',
  coordinated: 'Согласовано РОГ/ЕОГ',
  on_clarification: 'На доработке',
};

/** Our palette (the seed names no contract colours); same meaning as for leads. */
export const contractStatusColors: Record<ContractStatus, BadgeColor> = {
  not_signed: 'grey',
  offer_preparation: 'blue',
  on_applicant_sign: 'yellow',
  on_correction: 'orange',
  current: 'green',
  annulled: 'red',
  terminated: 'red',
  done: 'green',
  coordination: 'purple',
  coordinated: 'cyan',
  on_clarification: 'orange',
};

/** A contract is in coordination when its status is coordination or on_clarification. */
export const contractCoordinationStatuses: readonly ContractStatus[] = [
  'coordination',
  'on_clarification',
];

export function isContractStatus(value: unknown): value is ContractStatus {
  return isOneOf(contractStatuses, value);
}

/** Unknown statuses read like the lead ones: 'Не определен {status}'. */
export function contractStatusLabel(status: string | null | undefined): string {
  return labelOf(contractStatuses, contractStatusLabels, status, unknownStatusLabel);
}

export function contractStatusColor(status: string | null | undefined): BadgeColor {
  return isContractStatus(status) ? contractStatusColors[status] : defaultBadgeColor;
}

export function isContractInCoordination(status: string | null | undefined): boolean {
  return isOneOf(contractCoordinationStatuses, status);
}

/**
 * The statuses of a contract that was signed and came into force (the live answer's `signed`;
 * the console lists the additional agreements of these).
 */
export const signedContractStatuses: readonly ContractStatus[] = ['current', 'done', 'terminated'];

export function isContractSigned(status: string | null | undefined): boolean {
  return isOneOf(signedContractStatuses, status);
}

/**
 * The applicant's actions (seed 000 §4). Signing and declining are irreversible and carry a
 * legal warning; the disagreement-protocol label is ours, the seed only describes it.
 */
export const applicantContractActions = [
  { target: 'current', label: 'Подписать договор', irreversible: true },
  { target: 'not_signed', label: 'Отказаться от подписания', irreversible: true },
  {
    target: 'on_correction',
    label: 'Направить протокол разногласий',
    irreversible: false,
  },
] as const satisfies readonly { target: ContractStatus; label: string; irreversible: boolean }[];

/**
 * The operator's button per target status (seed 000 §4). 'Не согласовать' and 'Сохранить' are
 * the seed's words; the notification labels are ours, worded after its descriptions.
 */
export const operatorContractActionLabels: Record<ContractStatus, string> = {
  offer_preparation: 'Уведомить о подготовке оферты',
  on_applicant_sign: 'Уведомить о направлении договора на подписание',
  on_correction: 'Уведомить о рассмотрении протокола разногласий',
  not_signed: 'Уведомить о прекращении работ после отказа',
  coordination: 'Отправить на согласование',
  on_clarification: 'Не согласовать',
  annulled: 'Сохранить',
  terminated: 'Сохранить',
  done: 'Сохранить',
  coordinated: 'Сохранить',
  current: 'Сохранить',
};

/** Captions of a contract's fields, for the console, the site and the server's 422 titles. */
export const contractFieldLabels = {
  number: 'Номер договора',
  status: 'Статус договора',
  status_changed_at: 'Статус изменён',
  is_writing: 'В письменной форме',
  amount: 'Сумма',
  /** The contract's own remark, not the comment of a status move. */
  note: 'Примечание',
  concluded_at: 'Дата заключения',
  valid_until: 'Действует до',
  works_deadline: 'Срок выполнения работ',
  delivery_date: 'Дата вручения договора',
  sign_before: 'Подписать до',
  rejected_at: 'Дата отказа',
  connected_at: 'Дата подключения',
  schedule_connection_date: 'Дата подключения по графику',
  act_date: 'Дата акта о подключении',
  act_number: 'Номер акта о подключении',
  order_date: 'Дата приказа',
  order_number: 'Номер приказа',
  construction_code: 'Код стройки',
  delivery_method: 'Способ получения договора',
  mail_number: 'Номер почтового отправления',
  extension_period: 'Срок продления',
  pipe_shortage: 'Нехватка труб',
  planned_tech_restrictions_removal_year: 'Плановый год снятия технических ограничений',
  pickup_branch_id: 'Филиал выдачи договора',
  signed: 'Подписан',
  digital_signature_file_present: 'Есть файл открепленной подписи',
  connection_time_to_gas_network_slug: 'Срок подключения к сети газораспределения',
  applicants_category_slug: 'Категория заявителя',
  construction_status_inside_slug: dictionaryKindTitle('construction_status_inside'),
  construction_status_to_boundary_slug: dictionaryKindTitle('construction_status_to_boundary'),
  current_problem_slug: 'Текущая проблема',
  lead_category_slug: 'Категория заявки',
  gas_distribution_station: 'Газораспределительная станция (ГРС)',
  contracts_connection_features: dictionaryKindTitle('connection_features'),
} as const;
