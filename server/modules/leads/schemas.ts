/**
 * Route schemas of the lead calls (issue 20), as /v1/openapi.json describes them. The lead's own
 * write, the status move, the application management, the activity's write, the document link
 * and the change routes' relations judge their bodies (src/wire/leadRecordBody.ts,
 * src/wire/leadBodies.ts); the handlers read typed values and keep what a schema cannot say. The
 * other bodies are `shape`s: documented, no value refused, answered by the handlers with the
 * seeds' messages after the lead's own 404. Query strings take any value the parser gives (a
 * string or a list). Path ids are `Id` only where the handler parses them with `pathId` before
 * anything else it may answer; elsewhere they are described text. The answers are open
 * documents (server/http/schemas.ts): the serializer drops nothing.
 */
import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import {
  documentKinds,
  recordFileKinds,
  type FileRecordType,
} from '../../../src/domain/documentKinds';
import { leadMessages } from '../../../src/leads/messages';
import { validationMessages as m } from '../../../src/validation/messages';
import {
  ActivityAttributes,
  LeadManagementAttributes,
  LeadStatusAttributes,
} from '../../../src/wire/leadBodies';
import { leadRelationLabels } from '../../../src/leads/labels';
import {
  idValue,
  LeadRecordBody,
  relation as judgedRelation,
} from '../../../src/wire/leadRecordBody';
import { otherwise, recordId, shape } from '../../../src/wire/schemaParts';
import {
  FileAnswer,
  Id,
  IdParams,
  idParams,
  listDocument,
  listQuery,
  NoContent,
  open,
  queryValue,
  resourceDocument,
  responses,
  uploadStepSchemas,
} from '../../http/schemas';
import { withMessage } from '../../http/schemaErrors';
import { contractMessages, fieldTitles as fileFieldTitles } from '../contracts/messages';

/** An optional value the handler judges, described; any value passes the schema. */
const any = (description: string) => Type.Optional(Type.Unknown({ description }));

/** An optional described object the handler judges. */
const part = <P extends TProperties>(properties: P, description: string) =>
  Type.Optional(shape(properties, description));

/** A described text id in the path, checked by the handler after its other checks. */
const pathText = (description: string) => Type.String({ description });

// --- Path params --------------------------------------------------------------------------

/** `/:id/documents/:attachment_id`: the lead, then its document (both 404 otherwise). */
export const LeadDocumentParams = idParams('id', 'attachment_id');

/** `/:id/activities/:activity_id` where the activity is found before anything else is said. */
export const LeadActivityParams = idParams('id', 'activity_id');

/**
 * `/:id/activities/:activity_id` of the edit and the removal: a closed lead is refused (422)
 * before the activity is looked up, so the activity id is not judged by the schema.
 */
export const LeadActivityWriteParams = Type.Object({
  id: Id,
  activity_id: pathText('Идентификатор мероприятия (цифры; иначе 404)'),
});

/** `/:id/activities/:activity_id/attachments/:attachment_id`. */
export const LeadActivityFileParams = idParams('id', 'activity_id', 'attachment_id');

/**
 * The removal of an activity's file: a closed lead is refused (422) before the file is looked
 * up, so the file's id is not judged by the schema.
 */
export const LeadActivityFileWriteParams = Type.Object({
  id: Id,
  activity_id: Id,
  attachment_id: pathText('Идентификатор файла (цифры; иначе 404)'),
});

/** `/v1/admin/users/:user_id/leads`: the body is read first, then the applicant's id. */
export const LeadApplicantParams = Type.Object({
  user_id: pathText('Идентификатор заявителя (цифры; иначе 404)'),
});

/** `/v1/admin/leads/suggestions/:uid`: a fragment of the lead's number, not a record id. */
export const UidSuggestionParams = Type.Object({
  uid: pathText('Начало или часть номера заявки (до 20 символов)'),
});

// --- Query strings ------------------------------------------------------------------------

/**
 * The list query (server/jsonapi/query.ts `parseListQuery`) with values as the parser gives
 * them: the handler answers an empty, repeated or unknown value with its own 400.
 */
const looseListKeys = {
  page: queryValue('Номер страницы, с 1'),
  per: queryValue('Записей на странице, до 100'),
  order_by: queryValue(
    'Поле сортировки: created_at, updated_at, submitted_at, status_changed_at или uid',
  ),
  order_type: queryValue('asc или desc (по умолчанию desc)'),
  query: queryValue(
    'Поиск: номер заявки, номер ЕПГУ, заявитель (ФИО, организация, e-mail, телефон), адрес',
  ),
};

/** The filters of the console's lead list and its export (./queries.ts `leadListWhere`). */
export const leadListFilters = {
  admin_id: queryValue('Персональный менеджер: id или список id'),
  user_id: queryValue('Заявитель: id или список id'),
  branch_ids: queryValue('Филиалы: id или список id'),
  organization_ids: queryValue('Организации: id или список id'),
  region_ids: queryValue('Регионы: id или список id'),
  source_ids: queryValue('Источники: id или список id'),
  service: queryValue('Услуги: id или вид услуги (например, dogasification), список'),
  status: queryValue('Статусы заявки, список'),
  uid: queryValue('Номер заявки (часть)'),
  epgu_order_id: queryValue('Номер заявления ЕПГУ'),
  specification_agreement_status: queryValue('Статус согласования ТУ, список'),
  gas_object_area: queryValue('Адрес объекта: район (часть)'),
  gas_object_city: queryValue('Адрес объекта: город (часть)'),
  gas_object_region: queryValue('Адрес объекта: регион (часть)'),
  gas_object_settlement: queryValue('Адрес объекта: населённый пункт (часть)'),
  gas_object_title: queryValue('Адрес объекта одной строкой (часть)'),
  home_in_schedule: queryValue('Дом включён в план-график: true / false'),
  is_complex: queryValue('Комплексная заявка: true / false'),
  social_assistance_approved: queryValue('Социальная помощь одобрена: true / false'),
  preferential_category: queryValue('Льготная категория: true / false'),
  has_confidant: queryValue('Подана представителем: true / false'),
  is_writing: queryValue('Договор в работе: true / false'),
  expired: queryValue('Срок просрочен: true / false'),
  sla_days_remaining: queryValue('Осталось не более N дней по сроку (целое, может быть < 0)'),
  submitted_from: queryValue('Подана с даты (ГГГГ-ММ-ДД или ДД.ММ.ГГГГ, по Москве)'),
  submitted_to: queryValue('Подана по дату включительно'),
  account_types: queryValue('Типы учётной записи заявителя, список'),
};

/** `GET /v1/admin/leads`. */
export const LeadListQuery = listQuery({ ...looseListKeys, ...leadListFilters });

/** `GET /v1/leads`: the applicant's own leads. */
export const OwnLeadListQuery = listQuery({
  ...looseListKeys,
  status: queryValue('Статусы заявки, список'),
  uid: queryValue('Номер заявки или его часть'),
});

/** `GET /v1/admin/lead_reports/export`: the list's filters and the file's format. */
export const LeadReportQuery = listQuery({
  ...looseListKeys,
  ...leadListFilters,
  format: queryValue('csv (по умолчанию) или xlsx'),
});

/** `GET /v1/admin/leads/management/logs[/download_report]`. */
export const ManagementLogQuery = listQuery({
  ...looseListKeys,
  lead_id: queryValue('Заявки: id или список id'),
  admin_id: queryValue('Кто изменил: id или список id'),
  uid: queryValue('Номер заявки'),
  format: queryValue('Выгрузка: xlsx (по умолчанию) или csv'),
});

/** A status history: the list query, up to 100 a page. */
export const HistoryQuery = listQuery(looseListKeys);

/** `?transfer=` of a document's read (server/storage/transfer.ts `transferOf`). */
export const LeadTransferQuery = open({
  transfer: queryValue('binary или download_url (по умолчанию — свой у каждого пути)'),
});

// --- Bodies -------------------------------------------------------------------------------

/**
 * A JSON:API relationship by id, described: the activity's type, which its handler reads
 * (../contracts/liveFormat.ts). The judged relationships use src/wire/leadRecordBody.ts
 * `relation`, answered at the relation's name (server/http/schemaErrors.ts).
 */
const relation = (description: string) =>
  part(
    {
      data: Type.Optional(
        Type.Unsafe<{ type: string; id: string } | null>({
          description: '{type, id} (id — цифры, строкой или числом); null — снять',
          anyOf: [
            open({
              type: any('Тип связанного ресурса'),
              id: any('Идентификатор: цифры, строкой или числом; "" — не передано'),
            }),
            otherwise,
          ],
        }),
      ),
    },
    description,
  );

/** A data-URI file of the live format, described: `{data: {type, attributes: {file, …}}}`. */
const dataUriFile = <P extends TProperties>(
  type: string,
  data: string,
  attributes: P,
  description: string,
) =>
  shape(
    { data: part({ type: any(type), attributes: part(attributes, 'Файл') }, data) },
    description,
  );

const fileContent = any('Содержимое: data:<тип>;base64,<данные>');

/** A document of the live format: `{data: {type: 'attachment', attributes: {…}}}`. */
const DataUriAttachment = dataUriFile(
  'attachment',
  'Документ',
  {
    original_filename: any('Имя файла'),
    kind: any('Вид документа (src/domain/documentKinds)'),
    file: fileContent,
  },
  'Документ в формате data URI',
);

/**
 * A judged write `{data: {type, id?, attributes, relationships?}}` (issue 37 item 4): the
 * attributes judged by `attributes`, the relationships described — the handler reads them and
 * points a bad one at the relation's name.
 */
function judgedWrite<A extends TSchema, R extends TSchema>(
  type: string,
  attributes: A,
  relationships: R,
  description: string,
) {
  return open(
    {
      data: open({
        type: Type.Optional(Type.Unknown({ description: type })),
        id: Type.Optional(Type.Unknown({ description: 'Идентификатор (не обязателен)' })),
        attributes,
        relationships: Type.Optional(relationships),
      }),
    },
    description,
  );
}

/** An upload's link to a record, its attributes judged by `attributes`; no relationship is read. */
const linkBody = <A extends TSchema>(attributes: A) =>
  judgedWrite(
    'attachment',
    attributes,
    Type.Unknown({ description: 'Не читаются' }),
    'Привязать загрузку: {data: {type: "attachment", attributes: {attachment_id, kind}}}',
  );

/** A status move (./statusRoutes.ts); its attributes are `LeadStatusAttributes`. */
export const LeadStatusBody = judgedWrite(
  'lead',
  LeadStatusAttributes,
  shape(
    {
      notification: Type.Optional(
        dataUriFile(
          'notification',
          'Письмо',
          {
            file: fileContent,
            original_filename: any(
              'Имя файла; без него — «Уведомление об отказе» с расширением типа файла',
            ),
          },
          'Сотрудники, отказ: письмо-уведомление об отказе, data URI',
        ),
      ),
    },
    'Связи перевода',
  ),
  'Перевод статуса: {data: {type: "lead", attributes: {status, …}}}',
);
export type LeadStatusBody = Static<typeof LeadStatusBody>;

/** A relation the management overrides, judged: `{data: {type, id}}`, `{data: null}` clears. */
const managedRelation = (key: 'organization' | 'branch' | 'service') =>
  judgedRelation(leadRelationLabels[key], `${leadRelationLabels[key]}: {data: {type, id}}`);

/**
 * Application management (./management.ts): its attributes are `LeadManagementAttributes`, its
 * relationships judged, their refusals answered at the relation's name.
 */
export const LeadManagementBody = judgedWrite(
  'lead_management',
  LeadManagementAttributes,
  open(
    {
      organization: managedRelation('organization'),
      branch: managedRelation('branch'),
      service: managedRelation('service'),
    },
    'Связи (вместо *_id; атрибут, если передан, главнее)',
  ),
  'Изменение заявки: {data: {attributes: {reason, organization_id?, branch_id?, service_id?}}}',
);
export type LeadManagementBody = Static<typeof LeadManagementBody>;

/**
 * Judged when an object; any other value (the soak's fuzzer sent strings) names nothing and
 * reaches the handler, which then finds the relation missing (422).
 */
const ifObject = <S extends TSchema>(schema: S) =>
  Type.Unsafe<Static<S>>({ if: { type: 'object' }, then: schema });

/**
 * `PATCH …/change_service` / `…/change_personal_manager` (./routes.ts): the attribute `<key>_id`
 * (it wins) or the relationship `<key>`, both judged; that one is sent and what it names are the
 * handler's.
 */
function relationBody<K extends 'service' | 'admin'>(key: K) {
  const label = leadRelationLabels[key];
  const attributes = open({
    [`${key}_id`]: Type.Optional(idValue(label, `${label}: id; null — снять`)),
  } as Record<`${K}_id`, ReturnType<typeof Type.Optional<ReturnType<typeof idValue>>>>);
  const relationships = open({
    [key]: judgedRelation(label, `${label}: {data: {type, id}}; {data: null} — снять`),
  } as Record<K, ReturnType<typeof judgedRelation>>);
  return open(
    {
      data: Type.Optional(
        ifObject(
          open(
            {
              type: Type.Optional(Type.Unknown({ description: 'lead' })),
              attributes: Type.Optional(ifObject(attributes)),
              relationships: Type.Optional(ifObject(relationships)),
            },
            'Ресурс JSON:API',
          ),
        ),
      ),
    },
    `${label}: {data: {attributes: {${key}_id}}} или relationships.${key}`,
  );
}
export const ChangeServiceBody = relationBody('service');
export type ChangeServiceBody = Static<typeof ChangeServiceBody>;
export const ChangeManagerBody = relationBody('admin');
export type ChangeManagerBody = Static<typeof ChangeManagerBody>;

/** The refusal of a file's kind that its owner does not take, listing those it takes. */
export const fileKindMessage = (owner: FileRecordType) =>
  contractMessages.attachmentKind.replace('{kinds}', recordFileKinds[owner].join(', '));

/**
 * The attributes of an upload's link to a contract's, an agreement's or a work stage's files
 * (../contracts/files.ts `linkFile`), judged: the upload's record id (or `data.id`; blank, null
 * or left out is the required message, the code's), and the kind as text, refused with the
 * owner's kinds (which of them it is, is the code's: `kindOf`).
 */
export function linkFileParts(owner: FileRecordType) {
  return {
    attachment_id: Type.Optional(
      recordId(fileFieldTitles.attachment_id, {
        blank: 'spaces',
        number: 'digits',
        nullable: true,
        description: 'Загрузка вызывающего (id), ещё ничья; или data.id',
      }),
    ),
    kind: Type.Optional(
      Type.String({
        title: fileFieldTitles.kind,
        description: `Вид файла: ${recordFileKinds[owner].join(', ')}`,
        ...withMessage(fileKindMessage(owner)),
      }),
    ),
  };
}

/**
 * `POST …/attachments` of an activity or an agreement: the link, judged; another attribute is
 * unknown (the contract's body, which also carries data-URI files, is ../contracts/schemas.ts).
 */
export function linkFileBody(owner: FileRecordType) {
  return linkBody(Type.Object(linkFileParts(owner), { additionalProperties: false }));
}
export type LinkFileBody = Static<ReturnType<typeof linkFileBody>>;

export const FILE_TITLE = 'Файл';
export const KIND_TITLE = 'Вид документа';

/**
 * `POST …/documents` of a lead (./documents.ts `linkLeadDocument`), judged: the upload's record
 * id (or `data.id`; a missing or malformed one is the required message) and the document's
 * kind; that the upload is the caller's, complete and nobody's yet is the code's.
 */
export const LinkDocumentAttributes = open({
  attachment_id: Type.Optional(
    recordId(FILE_TITLE, {
      blank: 'refused',
      number: 'safe',
      nullable: true,
      message: m.required,
      description: 'Загрузка вызывающего (id), ещё ничья',
    }),
  ),
  kind: Type.Optional(
    Type.String({
      enum: [...documentKinds],
      title: KIND_TITLE,
      description: 'Вид документа (src/domain/documentKinds)',
      ...withMessage(leadMessages.unknownDocumentKind),
    }),
  ),
});
export const LinkDocumentBody = linkBody(LinkDocumentAttributes);
export type LinkDocumentBody = Static<typeof LinkDocumentBody>;

/** An activity's write (./activities.ts); its attributes are `ActivityAttributes`. */
export const ActivityBody = judgedWrite(
  'activity',
  ActivityAttributes,
  shape(
    {
      activity_type: relation('Вид мероприятия (справочник)'),
      attachments: Type.Optional(
        Type.Unsafe<Static<typeof DataUriAttachment>[]>({
          description: 'Файлы мероприятия при создании (виды LeadActivity)',
          anyOf: [Type.Array(DataUriAttachment), otherwise],
        }),
      ),
    },
    'Связи мероприятия',
  ),
  'Мероприятие: {data: {type: "activity", attributes, relationships}}',
);
export type ActivityBody = Static<typeof ActivityBody>;

// --- Route schemas ------------------------------------------------------------------------

const lead = resourceDocument();
const leads = listDocument();

export const leadSchemas = {
  list: { querystring: LeadListQuery, response: responses({ 200: leads }) },
  ownList: { querystring: OwnLeadListQuery, response: responses({ 200: leads }) },
  read: { params: IdParams, response: responses({ 200: lead }) },
  create: { body: LeadRecordBody, response: responses({ 201: lead }) },
  staffCreate: {
    params: LeadApplicantParams,
    body: LeadRecordBody,
    response: responses({ 201: lead }),
  },
  update: { params: IdParams, body: LeadRecordBody, response: responses({ 200: lead }) },
  remove: { params: IdParams, response: responses({ 204: NoContent }) },
  suggestions: { params: UidSuggestionParams, response: responses({ 200: leads }) },
  report: {
    querystring: LeadReportQuery,
    response: responses({ 200: Type.Unknown({ description: 'Файл CSV или XLSX' }) }),
  },
  changeService: { params: IdParams, body: ChangeServiceBody, response: responses({ 200: lead }) },
  changeManager: { params: IdParams, body: ChangeManagerBody, response: responses({ 200: lead }) },
  management: { params: IdParams, response: responses({ 200: lead }) },
  manage: {
    params: IdParams,
    body: LeadManagementBody,
    response: responses({ 200: lead }),
  },
  managementLogs: { querystring: ManagementLogQuery, response: responses({ 200: leads }) },
  managementReport: {
    querystring: ManagementLogQuery,
    response: responses({ 200: Type.Unknown({ description: 'Файл XLSX или CSV' }) }),
  },
  updateStatus: { params: IdParams, body: LeadStatusBody, response: responses({ 200: lead }) },
  history: { params: IdParams, querystring: HistoryQuery, response: responses({ 200: leads }) },
  statusMoves: { params: IdParams, response: responses({ 200: lead }) },
  /** An attachment by its id (`?transfer=`, the record by default). */
  attachment: {
    params: IdParams,
    querystring: LeadTransferQuery,
    response: responses({ 200: FileAnswer }),
  },
};

/**
 * A record's documents (the lead's, an activity's) under `params`; `fileParams` name one of
 * them, `removeParams` the one removed; `startStatus` is what the route answers when an upload
 * starts. Module constants, so that the lazily compiled validators are shared between apps.
 */
export function fileSchemas<P extends TObject>(
  params: P,
  fileParams: TObject,
  startStatus: 200 | 201,
  removeParams: TObject = fileParams,
  link: TSchema,
) {
  const steps = uploadStepSchemas(startStatus);
  const upload = (step: keyof typeof steps) => ({ params, ...steps[step] });
  return {
    list: { params, response: responses({ 200: listDocument() }) },
    link: { params, body: link, response: responses({ 201: resourceDocument() }) },
    read: {
      params: fileParams,
      querystring: LeadTransferQuery,
      response: responses({ 200: FileAnswer }),
    },
    remove: { params: removeParams, response: responses({ 204: NoContent }) },
    /**
     * The multipart upload's steps (server/storage/multipart.ts), judged by `uploadSchemas`'
     * bodies; the routes add `uploadHooks` (the start's `{attachment: …}` root).
     */
    upload: { start: upload('start'), url: upload('url'), complete: upload('complete') },
  };
}

/** The lead's documents: an upload's start answers the default 200. */
export const leadDocumentSchemas = fileSchemas(
  IdParams,
  LeadDocumentParams,
  200,
  LeadDocumentParams,
  LinkDocumentBody,
);
/** An activity's files: an upload's start answers 201. */
export const activityFileSchemas = fileSchemas(
  LeadActivityParams,
  LeadActivityFileParams,
  201,
  LeadActivityFileWriteParams,
  linkFileBody('LeadActivity'),
);

export const activitySchemas = {
  list: { params: IdParams, response: responses({ 200: listDocument() }) },
  create: {
    params: IdParams,
    body: ActivityBody,
    response: responses({ 201: resourceDocument() }),
  },
  update: {
    params: LeadActivityWriteParams,
    body: ActivityBody,
    response: responses({ 200: resourceDocument() }),
  },
  remove: { params: LeadActivityWriteParams, response: responses({ 204: NoContent }) },
};
