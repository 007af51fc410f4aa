/**
 * The contract and agreement bodies the clients' verbs send (dataProvider/leadVerbs.ts) and the
 * contract routes judge (server/modules/contracts/schemas.ts): one definition of each. The
 * attributes' schemas judge what a schema can say — the type, the length, the
 * allowed values, the spelling of a date, an amount, a year or an id — with the field's Russian
 * title, and refuse an attribute nobody declared; Ajv's errors become the seeds' messages in one
 * place (server/http/schemaErrors.ts). What needs code stays in the handlers, after the schema:
 * a date that is no calendar day ('31.02.2026'), a year given as text below 2000, a slug or an
 * id that names no active record, the date key, the dates' order.
 *
 * The live ЕОГ clients' bodies pass unchanged (server/test/live-api/20…26): '' (or spaces) is
 * "not given", so every pattern also takes a blank text; numbers may come as text, flags as
 * 'true' / 'false'. The patterns take spaces around a value where the handler trims it, and are
 * written so that no input makes them backtrack more than linearly.
 */
import { Type, type Static, type TSchema } from 'typebox';
import {
  agreementDeliveries,
  agreementFieldLabels,
  agreementSources,
  type AgreementDelivery,
  type AgreementSource,
} from '../domain/agreements';
import {
  contractDateAttributes,
  contractSlugAttributes,
  contractSlugKinds,
  type ContractSlugAttribute,
} from '../domain/contractAttributes';
import { contractFieldLabels } from '../domain/contractStatuses';
import { leadFields } from '../leads/fields';
import { validationMessages as vm } from '../validation/messages';
import { optionalId, text } from './accountBodies';
import { attr, echoes, open, withMessage } from './schemaParts';

/**
 * The 422 titles of the contract and agreement attributes; the captions both share (number,
 * status, is_writing …) read as the agreement's (server/modules/contracts/messages.ts).
 */
export const attributeTitles = { ...contractFieldLabels, ...agreementFieldLabels } as const;
const t = attributeTitles;

/** A text matching `pattern` (blank allowed), at most `max` long, or null; typed `T` for the clients. */
const spelled = <T extends string>(
  title: string,
  pattern: string,
  description: string,
  max = 255,
) =>
  Type.Optional(
    Type.Unsafe<T | '' | null>(
      Type.Union([Type.String({ title, maxLength: max, pattern }), Type.Null()], {
        title,
        description,
      }),
    ),
  );

/** One of `values`, spaces around it allowed (the handler trims), or blank. */
const oneOf = <T extends string>(values: readonly T[]) => `^\\s*(?:(?:${values.join('|')})\\s*)?$`;

/** A flag: true / false, or 'true' / 'false' as text; null or blank is false. */
const flag = (title: string) =>
  Type.Optional(
    Type.Unsafe<boolean | 'true' | 'false' | '' | null>(
      Type.Union([Type.Boolean(), Type.String({ pattern: '^(?:true|false|\\s*)$' }), Type.Null()], {
        title,
        description: 'true / false (или строкой "true" / "false"); null — false',
      }),
    ),
  );

/**
 * A date as 'ДД.ММ.ГГГГ' or 'ГГГГ-ММ-ДД' (spaces around it allowed), or an ISO date-time (its
 * Moscow day, as an answer's instant reads back); blank is not given, null clears. That it is a
 * calendar day is the handler's (src/format/date.ts `toCalendarDate`).
 */
const DATE =
  '^\\s*(?:(?:\\d{2}\\.\\d{2}\\.\\d{4}|\\d{4}-\\d{2}-\\d{2})\\s*)?$|^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}';
const date = (title: string) =>
  Type.Optional(
    Type.Union([Type.String({ title, pattern: DATE }), Type.Null()], {
      title,
      description: 'Дата: ДД.ММ.ГГГГ или ГГГГ-ММ-ДД; пустая строка — не передано, null — без даты',
    }),
  );

/** A contract's dates; each needs the key admin_leads_contract_date_edit. */
const contractDates = Object.fromEntries(
  contractDateAttributes.map((d) => [d, date(t[d])]),
) as Record<(typeof contractDateAttributes)[number], ReturnType<typeof date>>;

/** The slug attributes: the slug of an active entry of its dictionary (checked in the database). */
const slugAttributes = Object.fromEntries(
  contractSlugAttributes.map((a) => [
    a,
    spelled(
      t[a],
      '^\\s*(?:[a-z0-9_]+\\s*)?$',
      `Slug действующей записи справочника ${contractSlugKinds[a]} (например, 30_dniei) или null`,
    ),
  ]),
) as Record<ContractSlugAttribute, ReturnType<typeof spelled<string>>>;

/** What an answer carries and a client may send back: not read (contractWrite.ts). */
const notRead = (description: string) =>
  Type.Optional(Type.Unknown({ description: `${description}; не читается` }));
const echoed = {
  signed: notRead('Вычисляется по статусу договора'),
  digital_signature_file_present: notRead('Вычисляется: прикреплена открепленная подпись'),
  ...echoes(
    [
      'status',
      'id',
      'lead_id',
      'created_at',
      'updated_at',
      'status_label',
      'status_changed_at',
      'current_status_changed_days_ago',
      'current_status_changed_days_ago_text',
      'coordination_started_at',
      'lead_uid',
      'allowed_moves',
      'gas_distribution_station',
      'gas_distribution_station_name',
      'contracts_connection_features',
      'pickup_branch_name',
    ],
    'Поле ответа; не читается',
  ),
};

/** Attributes, each judged; one nobody declared is refused (the handlers' former `Fields`). */
const closed = <P extends Record<string, TSchema>>(properties: P, description: string) =>
  Type.Object(properties, { additionalProperties: false, description });

/**
 * An amount: a number ≥ 0 below 10¹² (at most two decimals: the handler's, as a float's digits
 * need code), or its text — up to 12 digits and 2 after a point or a comma, spaces anywhere.
 */
const AMOUNT = '^\\s*(?:(?:\\d\\s*){1,12}(?:[.,]\\s*(?:\\d\\s*){1,2})?)?$';

/** The attributes of a contract's create and edit (server/modules/contracts/contractWrite.ts `contractFields`). */
export const ContractAttributes = closed(
  {
    number: text(t.number, 64, 'Строка до 64 символов'),
    is_writing: flag(t.is_writing),
    amount: Type.Optional(
      Type.Unsafe<number | string | null>(
        Type.Union(
          [
            Type.Number({ minimum: 0, exclusiveMaximum: 1e12, ...withMessage(vm.invalid) }),
            Type.String({ pattern: AMOUNT, ...withMessage(vm.invalid) }),
            Type.Null(),
          ],
          {
            title: t.amount,
            description: 'Число или строка: до 12 цифр и до 2 знаков после точки или запятой',
          },
        ),
      ),
    ),
    note: text(t.note, 2000, 'Строка до 2000 символов'),
    ...contractDates,
    act_number: text(t.act_number, 255, 'Строка до 255 символов'),
    order_number: text(t.order_number, 255, 'Строка до 255 символов'),
    construction_code: text(t.construction_code, 255, 'Строка до 255 символов'),
    mail_number: text(t.mail_number, 255, 'Строка до 255 символов'),
    extension_period: text(t.extension_period, 255, 'Срок продления текстом, до 255 символов'),
    delivery_method: spelled<AgreementDelivery>(
      t.delivery_method,
      oneOf(agreementDeliveries),
      'branch (в филиале) или mail (почтой)',
    ),
    pipe_shortage: flag(t.pipe_shortage),
    planned_tech_restrictions_removal_year: Type.Optional(
      Type.Unsafe<number | string | null>(
        Type.Union(
          [
            Type.Integer({ minimum: 2000, maximum: 2100 }),
            // The text's value (2000–2100) is the handler's: a schema reads no number in text.
            Type.String({ pattern: '^(?:-?\\d{1,9}|\\s*)$' }),
            Type.Null(),
          ],
          {
            title: t.planned_tech_restrictions_removal_year,
            description: 'Год от 2000 до 2100: число или строка из цифр',
          },
        ),
      ),
    ),
    pickup_branch_id: optionalId(
      t.pickup_branch_id,
      'Идентификатор действующего филиала организации заявки',
    ),
    ...slugAttributes,
    is_complex: flag(leadFields.is_complex.label),
    home_in_schedule: flag(leadFields.home_in_schedule.label),
    ...echoed,
  },
  'Атрибуты договора; даты требуют права admin_leads_contract_date_edit. Пустая строка — не ' +
    'передано; null при создании — не передано, при изменении — очистить. ' +
    'lead_category_slug, is_complex и home_in_schedule пишутся в заявку. Поля ответа (status, ' +
    'id, signed, digital_signature_file_present, gas_distribution_station, …) можно прислать ' +
    'обратно — они не читаются; иной атрибут отклоняется.',
);
export type ContractAttributes = Static<typeof ContractAttributes>;

/** update_dates (admin_leads_contract_date_edit): only the dates are read. */
export const ContractDatesAttributes = closed(
  { ...contractDates, ...echoed },
  'Даты договора; пустая строка — не передано, null — очистить; поля ответа не читаются',
);
export type ContractDatesAttributes = Static<typeof ContractDatesAttributes>;

/**
 * A value the handler reads itself, described; `T` is what a well-formed body carries. A status
 * move's are read leniently — the status's message names the value sent ('Неизвестный статус
 * «…»'), a note or a confirmation of another type is ignored — so no schema judges them.
 */
export const described = <T>(title: string, description: string) =>
  Type.Optional(attr.any<T>(title, description));

/** A status move of the contract (server/modules/contracts/routes.ts `moveInput`). */
export const ContractMoveAttributes = open(
  {
    status: described<string>(t.status, 'Новый статус договора (из allowed_moves ответа)'),
    note: described<string | null>('Комментарий', 'Комментарий к переходу (строка)'),
    confirmed: described<boolean>(
      'Подтверждение',
      'true — заявитель подтвердил юридически значимое действие (только true считается)',
    ),
  },
  'Переход договора в другой статус',
);
export type ContractMoveAttributes = Static<typeof ContractMoveAttributes>;

/** A new agreement (server/modules/contracts/agreements.ts `createAgreement`), created as a draft. */
export const AgreementAttributes = closed(
  {
    number: text(t.number, 64, 'Строка до 64 символов'),
    is_writing: flag(t.is_writing),
    source: spelled<AgreementSource>(
      t.source,
      oneOf(agreementSources),
      'portal, in_person, by_mail или signed',
      32,
    ),
    delivery: spelled<AgreementDelivery>(
      t.delivery,
      oneOf(agreementDeliveries),
      'branch или mail',
      32,
    ),
    agreement_term_id: optionalId(
      t.agreement_term_id,
      'Идентификатор записи справочника agreement_term',
    ),
    subject: text(t.subject, 2000, 'Строка до 2000 символов'),
    new_user_id: optionalId(t.new_user_id, 'Идентификатор пользователя'),
    status: notRead('Статус (новое соглашение — черновик)'),
    id: notRead('Идентификатор'),
    contract_id: notRead('Договор (из пути)'),
  },
  'Атрибуты дополнительного соглашения; status, id, contract_id не читаются, иной атрибут ' +
    'отклоняется',
);
export type AgreementAttributes = Static<typeof AgreementAttributes>;

/** A status move of an agreement (server/modules/contracts/agreementRoutes.ts `moveInput`). */
export const AgreementMoveAttributes = open(
  {
    status: described<string>(t.status, 'Новый статус (из allowed_moves ответа)'),
    note: described<string | null>('Комментарий', 'Комментарий к переходу (строка)'),
    confirmed: described<boolean>(
      'Подтверждение',
      'true — подтверждение заявителя (только true считается)',
    ),
    number: described<string | null>(
      t.number,
      'Номер соглашения, где переход его требует (строка; до 64 символов сохраняется)',
    ),
  },
  'Переход дополнительного соглашения в другой статус',
);
export type AgreementMoveAttributes = Static<typeof AgreementMoveAttributes>;
