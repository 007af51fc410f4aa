/**
 * The contract and agreement bodies the clients' verbs send (dataProvider/leadVerbs.ts) and the
 * contract routes describe (server/modules/contracts/schemas.ts): one definition of each. They
 * describe the live ЕОГ wire format without judging it — every attribute optional and of any
 * type, checked by the handlers with the seeds' messages — so each leaf's TypeScript type is
 * what a well-formed body carries.
 */
import { Type, type Static } from 'typebox';
import {
  contractDateAttributes,
  contractSlugAttributes,
  contractSlugKinds,
  type ContractSlugAttribute,
} from '../domain/contractAttributes';
import { contractFieldLabels } from '../domain/contractStatuses';
import { agreementFieldLabels } from '../domain/agreements';
import { attr, open } from './schemaParts';

const c = contractFieldLabels;
const g = agreementFieldLabels;
export const date = (title: string) =>
  Type.Optional(
    attr.any<string | null>(title, 'Дата: ДД.ММ.ГГГГ или ГГГГ-ММ-ДД; пусто или null — без даты'),
  );
export const flag = (title: string) =>
  Type.Optional(attr.any<boolean>(title, 'true / false (или строкой "true" / "false")'));
/** A described value of type `T` (a string or null unless told). */
export const text = <T = string | null>(title: string, description: string) =>
  Type.Optional(attr.any<T>(title, description));

/** A contract's dates; each needs the key admin_leads_contract_date_edit. */
export const contractDates = Object.fromEntries(
  contractDateAttributes.map((d) => [d, date(c[d])]),
) as Record<(typeof contractDateAttributes)[number], ReturnType<typeof date>>;
const slug = (title: string, kind: string) =>
  text(title, `Slug действующей записи справочника ${kind} (например, 30_dniei) или null`);
/** The slug attributes, each described with its dictionary kind. */
const slugAttributes = Object.fromEntries(
  contractSlugAttributes.map((a) => [a, slug(c[a], contractSlugKinds[a])]),
) as Record<ContractSlugAttribute, ReturnType<typeof slug>>;

/** The attributes of a contract's create and edit (server/modules/contracts/contractWrite.ts `contractFields`). */
export const ContractAttributes = open(
  {
    number: text(c.number, 'Строка до 64 символов'),
    is_writing: flag(c.is_writing),
    amount: text<number | string | null>(
      c.amount,
      'Число или строка: до 12 цифр и до 2 знаков после точки или запятой',
    ),
    note: text(c.note, 'Строка до 2000 символов'),
    ...contractDates,
    act_number: text(c.act_number, 'Строка до 255 символов'),
    order_number: text(c.order_number, 'Строка до 255 символов'),
    construction_code: text(c.construction_code, 'Строка до 255 символов'),
    mail_number: text(c.mail_number, 'Строка до 255 символов'),
    extension_period: text(c.extension_period, 'Срок продления текстом, до 255 символов'),
    delivery_method: text(c.delivery_method, 'branch (в филиале) или mail (почтой)'),
    pipe_shortage: flag(c.pipe_shortage),
    planned_tech_restrictions_removal_year: text<number | string | null>(
      c.planned_tech_restrictions_removal_year,
      'Год от 2000 до 2100: число или строка из цифр',
    ),
    pickup_branch_id: text<string | number | null>(
      c.pickup_branch_id,
      'Идентификатор действующего филиала организации заявки',
    ),
    ...slugAttributes,
    is_complex: flag('Комплексная заявка (пишется в заявку)'),
    home_in_schedule: flag('Дом в графике газификации (пишется в заявку)'),
    signed: text<boolean>(c.signed, 'Вычисляется по статусу договора; в записи не читается'),
    digital_signature_file_present: text<boolean>(
      c.digital_signature_file_present,
      'Вычисляется: прикреплена открепленная подпись; в записи не читается',
    ),
  },
  'Атрибуты договора; даты требуют права admin_leads_contract_date_edit. Пустая строка — не ' +
    'передано; null при создании — не передано, при изменении — очистить. ' +
    'lead_category_slug, is_complex и home_in_schedule пишутся в заявку. Поля ответа (status, ' +
    'id, signed, digital_signature_file_present, gas_distribution_station, …) можно прислать ' +
    'обратно — они не читаются.',
);
export type ContractAttributes = Static<typeof ContractAttributes>;

/** update_dates (admin_leads_contract_date_edit): only the dates are read. */
export const ContractDatesAttributes = open(
  contractDates,
  'Даты договора; пустая строка — не передано, null — очистить',
);
export type ContractDatesAttributes = Static<typeof ContractDatesAttributes>;
/** A status move of the contract (server/modules/contracts/routes.ts `moveInput`). */
export const ContractMoveAttributes = open(
  {
    status: text<string>(c.status, 'Новый статус договора (из allowed_moves ответа)'),
    note: text('Комментарий', 'Комментарий к переходу (строка)'),
    confirmed: text<boolean>(
      'Подтверждение',
      'true — заявитель подтвердил юридически значимое действие (только true считается)',
    ),
  },
  'Переход договора в другой статус',
);
export type ContractMoveAttributes = Static<typeof ContractMoveAttributes>;
/** A new agreement (server/modules/contracts/agreements.ts `createAgreement`), created as a draft. */
export const AgreementAttributes = open(
  {
    number: text(g.number, 'Строка до 64 символов'),
    is_writing: flag(g.is_writing),
    source: text(g.source, 'portal, in_person, by_mail или signed'),
    delivery: text(g.delivery, 'branch или mail'),
    agreement_term_id: text(g.agreement_term_id, 'Идентификатор записи справочника agreement_term'),
    subject: text(g.subject, 'Строка до 2000 символов'),
    new_user_id: text(g.new_user_id, 'Идентификатор пользователя'),
  },
  'Атрибуты дополнительного соглашения; status, id, contract_id не читаются',
);
export type AgreementAttributes = Static<typeof AgreementAttributes>;
/** A status move of an agreement (server/modules/contracts/agreementRoutes.ts `moveInput`). */
export const AgreementMoveAttributes = open(
  {
    status: text<string>(g.status, 'Новый статус (из allowed_moves ответа)'),
    note: text('Комментарий', 'Комментарий к переходу (строка)'),
    confirmed: text<boolean>(
      'Подтверждение',
      'true — подтверждение заявителя (только true считается)',
    ),
    number: text(g.number, 'Номер соглашения, где переход его требует'),
  },
  'Переход дополнительного соглашения в другой статус',
);
export type AgreementMoveAttributes = Static<typeof AgreementMoveAttributes>;
