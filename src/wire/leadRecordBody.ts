/**
 * The lead's own write: `POST /v1/leads`, `PATCH /v1/leads/{id}`,
 * `POST /v1/admin/users/{user_id}/leads`, `PATCH /v1/admin/leads/{id}` — the site's wizard, the
 * console's create dialog and card edit, and the live ЕОГ clients (server/test/live-api/01).
 * Built on the lead's attributes as src/leads/fields.ts declares them (labels as the 422's titles,
 * text lengths, the options), the schema judges each value's type, length and option. Unknown attributes are refused; the answer's own attributes sent back (uid, status, …) are
 * ignored. What a schema cannot say stays in code after it (server/modules/leads/write.ts and
 * src/leads/fields.ts): the formats needing code (phone, e-mail, СНИЛС, ИНН / ОГРН, cadastral
 * numbers, dates and their bounds, the consumption), who may set what (staff-only attributes,
 * the source), the relations in the database, the data-URI files' bytes and kinds, and what a
 * submitted lead must carry.
 */
import { Type, type Static, type TObject, type TProperties } from 'typebox';
import { contractSignTypes } from '../domain/people';
import { feedbackTypes } from '../domain/feedbackTypes';
import {
  identityDocumentGroup,
  leadAddressParts,
  leadFields,
  leadGroups,
  leadListLabels,
  leadReadOnlyAttributes,
  type LeadField,
} from '../leads/fields';
import { leadRelationLabels, type LeadRelation } from '../leads/labels';
import { echoes, recordId } from './schemaParts';

/** An object, or null to clear: one schema (not a union), so a bad part is answered alone. */
function nullable<S extends TObject>(schema: S) {
  return Type.Unsafe<Static<S> | null>({ ...schema, type: ['object', 'null'] });
}

/** An object that may be left out, or null to clear. */
const clearable = <S extends TObject>(schema: S) => Type.Optional(nullable(schema));

/** Text of the field's length, or null. */
const text = (f: LeadField, description?: string) =>
  Type.Optional(
    Type.Union(
      [
        Type.String({ maxLength: f.max ?? (f.kind === 'text' ? 5000 : 255), title: f.label }),
        Type.Null(),
      ],
      { title: f.label, ...(description ? { description } : {}) },
    ),
  );

/** A flag: true / false, 'true' / 'false', or '' / null (no). */
const flag = (f: { label: string }, description?: string) =>
  Type.Optional(
    Type.Unsafe<boolean | 'true' | 'false' | '' | null>({
      title: f.label,
      ...(description ? { description } : {}),
      enum: [true, false, 'true', 'false', '', null],
    }),
  );

/** A date: a string read in code ('ДД.ММ.ГГГГ' or 'ГГГГ-ММ-ДД'), or null. */
const date = (f: LeadField) =>
  Type.Optional(
    Type.Union([Type.String({ title: f.label }), Type.Null()], {
      title: f.label,
      description: `${f.label} (ДД.ММ.ГГГГ или ГГГГ-ММ-ДД)`,
    }),
  );

/** One of the field's options, or '' / null (none). */
const option = <T extends string>(f: LeadField, values: readonly T[]) =>
  Type.Optional(
    Type.Unsafe<T | '' | null>({
      title: f.label,
      description: `${f.label}: ${values.join(', ')}`,
      enum: [...values, '', null],
    }),
  );

/** A record id: digits as a string or a number; '' or null clears. */
export const idValue = (title: string, description: string) =>
  recordId(title, { blank: 'empty', number: 'digits', nullable: true, description });

/** One id of a list: digits as a string or a number. */
export const idItem = (title: string) =>
  recordId(title, { blank: 'refused', number: 'digits', description: `${title}: id` });

/** A group's object: its parts; an echoed `id` / `kind_label` ignored, others refused. */
function group<P extends TProperties>(label: string, parts: P, description?: string) {
  return Type.Object(
    {
      ...parts,
      ...echoes(['id', 'kind_label'], 'Не учитывается (ответ сервера)'),
    },
    {
      title: label,
      ...(description ? { description } : {}),
      additionalProperties: Type.Never({ title: label }),
    },
  );
}

const a = leadAddressParts;
/** An address's parts (src/leads/fields.ts `leadAddressParts`). */
const addressParts = {
  zip_code: text(a.zip_code, 'Индекс, 6 цифр'),
  region: text(a.region),
  area: text(a.area),
  city: text(a.city),
  settlement: text(a.settlement),
  street: text(a.street),
  house: text(a.house),
  block: text(a.block),
  flat: text(a.flat),
  room: text(a.room),
  title: text(a.title, 'Адрес одной строкой (иначе собирается из частей)'),
  extra: text(a.extra),
  cadastral_number: text(a.cadastral_number),
  cadastral_home_number: text(a.cadastral_home_number),
  has_capital_construction: flag(a.has_capital_construction),
  oktmo: text(a.oktmo, 'ОКТМО, 8 или 11 цифр'),
  fias_id: text(a.fias_id),
  region_fias_id: text(a.region_fias_id),
  area_fias_id: text(a.area_fias_id),
  city_fias_id: text(a.city_fias_id),
  settlement_fias_id: text(a.settlement_fias_id),
  street_fias_id: text(a.street_fias_id),
  house_fias_id: text(a.house_fias_id),
};

/** An address of the lead, by its group's label. */
const address = (label: string, description?: string) => group(label, addressParts, description);

/** A group's text and date parts, in their declared order (src/leads/fields.ts). */
function partsOf<K extends string>(parts: Readonly<Record<K, LeadField>>) {
  const schemas = Object.entries<LeadField>(parts).map(([key, f]) => [
    key,
    f.kind === 'date' ? date(f) : text(f),
  ]);
  return Object.fromEntries(schemas) as Record<K, ReturnType<typeof text>>;
}

const contact = leadGroups.contact_info.parts;
const f = leadFields;

/** A relation named by id among the attributes (`<relation>_id`), as in relationships. */
const relationId = (key: LeadRelation, description: string) =>
  Type.Optional(idValue(leadRelationLabels[key], description));

const relationIds = {
  service_id: relationId('service', 'Услуга: id (вместо relationships.service); null — снять'),
  organization_id: relationId(
    'organization',
    'Организация: id (вместо relationships.organization)',
  ),
  branch_id: relationId('branch', 'Филиал: id (вместо relationships.branch)'),
  source_id: relationId('source', 'Источник: id (вместо relationships.source; сотрудники)'),
};

/** The lead's attributes of a write. */
export const LeadRecordAttributes = Type.Object(
  {
    epgu_order_id: text(f.epgu_order_id, 'Номер заявления ЕПГУ (только сотрудники)'),
    preferential_category: flag(f.preferential_category),
    preferrential_category: flag(f.preferential_category, 'То же, написание живого API (sic)'),
    has_confidant: flag(f.has_confidant),
    owner: clearable(
      group(
        leadGroups.owner.label,
        {
          ...partsOf(leadGroups.owner.parts),
          passport: clearable(
            group(identityDocumentGroup.label, partsOf(identityDocumentGroup.parts)),
          ),
        },
        'Собственник объекта (заявитель), когда заявку подаёт представитель; null — нет',
      ),
    ),
    feedback_type: option(f.feedback_type, feedbackTypes),
    contact_info: clearable(
      group(
        leadGroups.contact_info.label,
        {
          fullname: text(contact.fullname),
          email: text(contact.email),
          phone: text(contact.phone),
        },
        'Контактное лицо; null — нет',
      ),
    ),
    planned_gas_consumption: Type.Optional(
      Type.Union(
        [
          Type.String({ title: f.planned_gas_consumption.label }),
          Type.Number({ title: f.planned_gas_consumption.label }),
          Type.Null(),
        ],
        {
          title: f.planned_gas_consumption.label,
          description: 'м³/ч: до 11 цифр и 3 знаков после запятой или точки',
          examples: ['5,5', '12.125', 7],
        },
      ),
    ),
    last_tu_number: text(f.last_tu_number),
    last_tu_date: date(f.last_tu_date),
    extra_info: text(f.extra_info),
    contract_sign_type: option(f.contract_sign_type, contractSignTypes),
    informed_consent: flag(f.informed_consent),
    snt: flag(f.snt),
    snt_name: text(f.snt_name),
    snt_inn: text(f.snt_inn),
    snt_ogrn: text(f.snt_ogrn),
    social_assistance_approved: flag(f.social_assistance_approved, 'Только сотрудники'),
    home_in_schedule: flag(f.home_in_schedule, 'Только сотрудники'),
    is_complex: flag(f.is_complex, 'Только сотрудники'),
    specification_agreement_status: text(
      f.specification_agreement_status,
      'Статус согласования ТУ (только сотрудники)',
    ),
    additional_activity_ids: Type.Optional(
      Type.Union(
        [Type.Array(idItem(leadListLabels.additional_activity_ids)), Type.Literal(''), Type.Null()],
        {
          title: leadListLabels.additional_activity_ids,
          description: 'Дополнительные мероприятия: список id; null или "" — нет',
        },
      ),
    ),
    gas_object_address: clearable(
      address(
        leadGroups.gas_object_address.label,
        'Адрес объекта газификации (или в relationships); null — удалить',
      ),
    ),
    correspondence_address: clearable(
      address(
        leadGroups.correspondence_address.label,
        'Адрес для корреспонденции (или в relationships); null — удалить',
      ),
    ),
    ...relationIds,
    submit: Type.Optional(
      Type.Unsafe<boolean | 'true' | 'false' | null>({
        title: 'Отправить на регистрацию',
        description: 'Сайт: отправить на регистрацию (true) или сохранить черновик',
        enum: [true, false, 'true', 'false', null],
      }),
    ),
    // The answer's attributes a form may send back: ignored (src/leads/fields.ts).
    ...echoes(leadReadOnlyAttributes, 'Атрибут ответа; не учитывается'),
  },
  {
    additionalProperties: false,
    description: 'Атрибуты заявки; отправленные атрибуты ответа (uid, status, …) не учитываются',
  },
);
export type LeadRecordAttributes = Static<typeof LeadRecordAttributes>;

/** `{data: {type, …members}}`, or `{data: null}`: a related resource, titled `label`. */
function related<P extends TProperties>(
  label: string,
  description: string,
  type: string,
  members: P,
) {
  return Type.Optional(
    Type.Object(
      {
        data: nullable(
          Type.Object(
            { type: Type.Optional(Type.String({ description: type })), ...members },
            { additionalProperties: true, title: label },
          ),
        ),
      },
      { additionalProperties: true, title: label, description },
    ),
  );
}

/**
 * A JSON:API relationship by id: `{data: {type, id}}`, or `{data: null}` to clear; the one
 * relation schema of the wire's bodies (the lead's writes, its service and manager changes, its
 * management, a contract's ГРС). Its refusals are answered at the relation's name, titled
 * `label` (server/http/schemaErrors.ts). A missing `data` or id is required, or, with
 * `idRequired` false, an id left out is "not given", as '' is.
 */
export const relation = (label: string, description: string, idRequired = true) =>
  related(label, description, 'Тип связанного ресурса', {
    id: idRequired
      ? idValue(label, 'Цифры, строкой или числом; "" — снять')
      : Type.Optional(idValue(label, 'Цифры, строкой или числом; "" — не передано')),
  });

/** An address as the live format nests it: `{data: {type, attributes}}`, or `{data: null}`. */
const nestedAddress = (label: string) =>
  related(label, `${label}: {data: {type, attributes}}; {data: null} — удалить`, 'address', {
    attributes: address(label),
  });

const documentsTitle = leadListLabels.attachments;

/** A document of the live format: `{data: {type: 'attachment', attributes: {…}}}`. */
const DataUriDocument = Type.Object(
  {
    data: Type.Optional(
      Type.Object(
        {
          type: Type.Optional(Type.String({ description: 'attachment' })),
          attributes: Type.Optional(
            Type.Object(
              {
                original_filename: Type.Optional(Type.String({ title: documentsTitle })),
                kind: Type.Optional(
                  Type.String({ title: 'Вид документа', description: 'src/domain/documentKinds' }),
                ),
                file: Type.Optional(
                  Type.String({
                    title: documentsTitle,
                    description: 'data:<тип>;base64,<данные>',
                  }),
                ),
              },
              { additionalProperties: true, title: documentsTitle },
            ),
          ),
        },
        { additionalProperties: true, title: documentsTitle },
      ),
    ),
  },
  { additionalProperties: true, title: documentsTitle, description: 'Документ в формате data URI' },
);

/** The lead's relationships of a write; others sent (an echoed answer's) are not read. */
export const LeadRecordRelationships = Type.Object(
  {
    service: relation(leadRelationLabels.service, 'Услуга'),
    organization: relation(leadRelationLabels.organization, 'Организация'),
    branch: relation(leadRelationLabels.branch, 'Филиал'),
    source: relation(leadRelationLabels.source, 'Источник (только сотрудники)'),
    gas_object_address: nestedAddress(leadGroups.gas_object_address.label),
    correspondence_address: nestedAddress(leadGroups.correspondence_address.label),
    attachments: Type.Optional(
      Type.Union([Type.Array(DataUriDocument), Type.Literal(''), Type.Null()], {
        title: documentsTitle,
        description: 'Документы заявки, вид каждого — из src/domain/documentKinds',
      }),
    ),
  },
  { additionalProperties: true, description: 'Связи заявки' },
);

/**
 * `{data: {type: 'lead', attributes, relationships}}`, or the console form's
 * `{lead: {attributes…}}`; one of the two (else the document is malformed, 400).
 */
export const LeadRecordBody = Type.Object(
  {
    data: Type.Optional(
      Type.Object(
        {
          type: Type.Optional(Type.String({ description: 'lead' })),
          id: Type.Optional(Type.String({ description: 'Идентификатор (не обязателен)' })),
          attributes: LeadRecordAttributes,
          relationships: clearable(LeadRecordRelationships),
        },
        { additionalProperties: true, description: 'Ресурс JSON:API' },
      ),
    ),
    lead: Type.Optional(LeadRecordAttributes),
  },
  {
    additionalProperties: true,
    anyOf: [{ required: ['data'] }, { required: ['lead'] }],
    description: 'Заявка в формате ЕОГ: {data: {type: "lead", attributes, relationships}}',
  },
);
export type LeadRecordBody = Static<typeof LeadRecordBody>;
