/**
 * The route schemas of contracts, agreements and the coordination list (issue 20), built from
 * server/http/schemas.ts and the bodies the clients share (src/wire/contractBodies.ts). They describe the live ЕОГ wire format (contractWrite.ts,
 * agreements.ts, files.ts) without changing what a route accepts: every attribute is optional
 * and of any type, because the handlers check the values themselves with the seeds' Russian
 * messages (server/http/fields.ts), refusing unknown attributes there too. A body is either the
 * JSON:API document `{data: {attributes}}` or the console's `{<resource>: {…}}` form, as
 * `attributesOf` (server/http/request.ts) reads it. Answers are documentation only and open.
 */
import { Type, type Static, type TSchema } from 'typebox';
import {
  contractDateAttributes,
  contractSlugAttributes,
} from '../../../src/domain/contractAttributes';
import { contractFieldLabels } from '../../../src/domain/contractStatuses';
import { agreementFieldLabels } from '../../../src/domain/agreements';
import {
  AgreementAttributes,
  AgreementMoveAttributes,
  ContractAttributes,
  ContractDatesAttributes,
  ContractMoveAttributes,
  text,
} from '../../../src/wire/contractBodies';
import {
  FileAnswer,
  NoContent,
  idParams,
  listDocument,
  listQuery,
  queryValue,
  TransferQuery,
  open,
  resource,
  responses,
  uploadSchemas,
} from '../../http/schemas';

const c = contractFieldLabels;
const g = agreementFieldLabels;

/**
 * A write body: `{data: {type?, id?, attributes, relationships?}}` or `{<key>: attributes}`.
 * Only a body, `data` or `attributes` that is no object is refused (400, as the handler would).
 */
function body(key: string, attributes: TSchema, description: string, relationships?: TSchema) {
  const envelope = open(
    {
      data: Type.Optional(
        open({
          type: Type.Optional(Type.Unknown({ description: `Тип ресурса, «${key}»` })),
          id: Type.Optional(Type.Unknown({ description: 'Идентификатор (не обязателен)' })),
          attributes: Type.Optional(attributes),
          relationships: Type.Optional(
            relationships ?? Type.Unknown({ description: 'Не читается' }),
          ),
        }),
      ),
    },
    'Документ JSON:API',
  );
  const consoleForm = open(
    { [key]: Type.Optional(Type.Unknown({ description: 'Атрибуты, как в data.attributes' })) },
    `Форма консоли: {${key}: {…}}`,
  );
  return Type.Union([envelope, consoleForm], { description });
}

/** `{data: …}` of a relationship, described; any other value reaches the handler. */
const linkage = (description: string, data: Parameters<typeof open>[0]) =>
  Type.Optional(
    open(
      {
        data: Type.Optional(
          Type.Unsafe({
            anyOf: [open(data), { description: 'null — очистить; иное — ответ обработчика' }],
          }),
        ),
      },
      description,
    ),
  );

/** The ГРС and the connection features, in the live shape. */
export const ContractRelationships = open(
  {
    gas_distribution_station: linkage(
      `${c.gas_distribution_station}: {data: {type, id}}; data: null — очистить`,
      {
        type: Type.Optional(Type.Unknown({ description: 'gas_distribution_station' })),
        id: Type.Optional(
          Type.Unknown({ description: 'Идентификатор действующей ГРС; "" — не передано' }),
        ),
      },
    ),
    contracts_connection_features: linkage(
      `${c.contracts_connection_features}: {data: {type, attributes: [id, …]}}; data: null — нет`,
      {
        type: Type.Optional(Type.Unknown({ description: 'contracts_connection_features' })),
        attributes: Type.Optional(
          Type.Unsafe({
            description:
              'Идентификаторы действующих записей справочника connection_features (до 100); ' +
              '[] — нет особенностей',
            anyOf: [
              Type.Array(Type.Unknown({ description: 'Идентификатор записи' })),
              { description: 'Иное значение: ответ обработчика (422)' },
            ],
          }),
        ),
      },
    ),
  },
  'Связи договора',
);
export const ContractBody = body('contract', ContractAttributes, 'Договор', ContractRelationships);
export type ContractBody = Static<typeof ContractBody>;

export const ContractDatesBody = body('contract', ContractDatesAttributes, 'Даты договора');
export type ContractDatesBody = Static<typeof ContractDatesBody>;

export const ContractMoveBody = body('contract', ContractMoveAttributes, 'Смена статуса договора');
export type ContractMoveBody = Static<typeof ContractMoveBody>;

/**
 * A file of a contract or an agreement: an upload of the caller's linked by id, or (contracts
 * only) the file itself as a data URI. Kinds: contract | detached_reinforced_signature.
 */
export const AttachmentAttributes = open(
  {
    attachment_id: text(
      'Файл',
      'Идентификатор своей загрузки, ещё ни к чему не прикреплённой (или data.id)',
    ),
    kind: text('Вид файла', 'contract или detached_reinforced_signature'),
    original_filename: text('Имя файла', 'Имя файла, до 255 символов (для file)'),
    file: text('Файл', 'Файл как data URI: data:<тип>;base64,<содержимое> (только файлы договора)'),
  },
  'Файл: attachment_id и kind, либо original_filename, kind и file',
);
export type AttachmentAttributes = Static<typeof AttachmentAttributes>;
export const AttachmentBody = body('attachment', AttachmentAttributes, 'Файл');
export type AttachmentBody = Static<typeof AttachmentBody>;

export const AgreementBody = body(
  'contract_agreement',
  AgreementAttributes,
  'Дополнительное соглашение',
);
export type AgreementBody = Static<typeof AgreementBody>;

export const AgreementMoveBody = body(
  'contract_agreement',
  AgreementMoveAttributes,
  'Смена статуса дополнительного соглашения',
);
export type AgreementMoveBody = Static<typeof AgreementMoveBody>;

/** The signer's signature: `{confirmed: true}`; the body may be left out (then a 422). */
export const AgreementSignatureBody = Type.Union(
  [
    body(
      'contract_agreement',
      open({
        confirmed: text<boolean>('Подтверждение', 'true — заявитель подтверждает подписание'),
      }),
      'Подписание',
    ),
    Type.Unknown({ description: 'Тело можно не передавать' }),
  ],
  { description: 'Подписание дополнительного соглашения подписантом' },
);
export type AgreementSignatureBody = Static<typeof AgreementSignatureBody>;

/** Answers: what the resources carry, documented without a type that could change a byte. */
const out = (description: string) => Type.Optional(Type.Unknown({ description }));

export const ContractResourceAttributes = open({
  number: out(c.number),
  status: out(c.status),
  status_label: out('Название статуса'),
  is_writing: out(c.is_writing),
  status_changed_at: out(c.status_changed_at),
  current_status_changed_days_ago: out('Рабочих дней в текущем статусе'),
  current_status_changed_days_ago_text: out('Рабочих дней в текущем статусе, текстом'),
  coordination_started_at: out('Поступил на согласование'),
  ...Object.fromEntries(contractDateAttributes.map((d) => [d, out(c[d])])),
  amount: out(c.amount),
  note: out(c.note),
  act_number: out(c.act_number),
  order_number: out(c.order_number),
  construction_code: out(c.construction_code),
  delivery_method: out(`${c.delivery_method}: branch или mail`),
  mail_number: out(c.mail_number),
  extension_period: out(c.extension_period),
  pipe_shortage: out(c.pipe_shortage),
  planned_tech_restrictions_removal_year: out(c.planned_tech_restrictions_removal_year),
  pickup_branch_id: out(c.pickup_branch_id),
  pickup_branch_name: out('Название филиала выдачи договора'),
  is_complex: out('Комплексная заявка'),
  home_in_schedule: out('Дом в графике газификации'),
  ...Object.fromEntries(contractSlugAttributes.map((a) => [a, out(c[a])])),
  gas_distribution_station: out(c.gas_distribution_station),
  gas_distribution_station_name: out('Название ГРС'),
  contracts_connection_features: out(c.contracts_connection_features),
  signed: out(`${c.signed}: договор действующий, выполнен или расторгнут (вычисляется)`),
  digital_signature_file_present: out(
    `${c.digital_signature_file_present}: прикреплена открепленная подпись (вычисляется)`,
  ),
  lead_uid: out('Номер заявки'),
  created_at: out('Создан'),
  updated_at: out('Изменён'),
  allowed_moves: out('Доступные вызывающему переходы'),
});

export const AgreementResourceAttributes = open({
  number: out(g.number),
  status: out(g.status),
  status_label: out('Название статуса'),
  is_writing: out(g.is_writing),
  source: out(g.source),
  delivery: out(g.delivery),
  subject: out(g.subject),
  status_changed_at: out(g.status_changed_at),
  current_status_changed_days_ago: out(g.current_status_changed_days_ago),
  current_status_changed_days_ago_text: out('Рабочих дней в текущем статусе, текстом'),
  coordination_started_at: out('Поступило на согласование'),
  signed_at: out(g.signed_at),
  created_at: out('Создано'),
  updated_at: out('Изменено'),
  allowed_moves: out('Доступные вызывающему переходы'),
  contract_number: out('Номер договора (консоль)'),
  lead_uid: out('Номер заявки (консоль)'),
});

/** `{data: resource | null}`: a lead without a contract answers `data: null`. */
function maybeDocument(attributes: TSchema) {
  return open({
    data: Type.Union([resource(attributes), Type.Null()]),
    included: Type.Optional(Type.Array(resource())),
    meta: Type.Optional(open({})),
  });
}
export const ContractDocument = maybeDocument(ContractResourceAttributes);
export const AgreementDocument = maybeDocument(AgreementResourceAttributes);

/** Path params: every id is digits (`pathId`, `findAttachment`); another spelling is a 404. */
const leadParams = idParams('id');
const leadFileParams = idParams('id', 'attachmentId');
const contractParams = idParams('contract_id');
const agreementParams = idParams('contract_id', 'id');
const agreementFileParams = idParams('contract_id', 'id', 'attachmentId');

/** A query value: one, or several as `key[]=…` (all a query string can carry). */
/** The schemas of the contract routes, by route (routes.ts, agreementRoutes.ts, coordination.ts). */
export const contractSchemas = {
  list: {
    querystring: listQuery({
      status: queryValue('Статусы договора (status[]=…)'),
      organization_ids: queryValue('Организации (organization_ids[]=…)'),
      uid: queryValue('Номер заявки'),
      number: queryValue('Номер договора'),
    }),
    response: responses({ 200: listDocument(ContractResourceAttributes) }),
  },
  coordination: {
    querystring: listQuery({
      tab: queryValue('all, contracts или agreements'),
      date: queryValue('День поступления на согласование (ДД.ММ.ГГГГ); не вместе с days'),
      days: queryValue('Не меньше N рабочих дней в статусе (1–3 цифры); не вместе с date'),
      organization_ids: queryValue('Организации (organization_ids[]=…)'),
      uid: queryValue('Номер заявки'),
      sort: queryValue('coordination_started_at или current_status_changed_days_ago'),
    }),
    response: responses({ 200: listDocument() }),
  },
  read: { params: leadParams, response: responses({ 200: ContractDocument }) },
  create: {
    params: leadParams,
    body: ContractBody,
    response: responses({ 201: ContractDocument }),
  },
  update: {
    params: leadParams,
    body: ContractBody,
    response: responses({ 200: ContractDocument }),
  },
  remove: { params: leadParams, response: responses({ 204: NoContent }) },
  move: {
    params: leadParams,
    body: ContractMoveBody,
    response: responses({ 200: ContractDocument }),
  },
  dates: {
    params: leadParams,
    body: ContractDatesBody,
    response: responses({ 200: ContractDocument }),
  },
  history: {
    params: leadParams,
    querystring: listQuery(),
    response: responses({ 200: listDocument() }),
  },
  files: { params: leadParams, response: responses({ 200: listDocument() }) },
  file: {
    params: leadFileParams,
    querystring: TransferQuery,
    response: responses({ 200: FileAnswer }),
  },
  attach: {
    params: leadParams,
    body: AttachmentBody,
    response: responses({ 201: maybeDocument(open({})) }),
  },
  removeFile: { params: leadFileParams, response: responses({ 204: NoContent }) },
  upload: {
    start: { params: leadParams, ...uploadSchemas.start },
    url: { params: leadParams, ...uploadSchemas.url },
    complete: { params: leadParams, ...uploadSchemas.complete },
  },
} as const;

export const agreementSchemas = {
  list: {
    params: contractParams,
    response: responses({ 200: listDocument(AgreementResourceAttributes) }),
  },
  read: { params: agreementParams, response: responses({ 200: AgreementDocument }) },
  create: {
    params: contractParams,
    body: AgreementBody,
    response: responses({ 201: AgreementDocument }),
  },
  move: {
    params: agreementParams,
    body: AgreementMoveBody,
    response: responses({ 200: AgreementDocument }),
  },
  sign: {
    params: agreementParams,
    body: AgreementSignatureBody,
    response: responses({ 200: AgreementDocument }),
  },
  changes: {
    params: agreementParams,
    querystring: listQuery(),
    response: responses({ 200: listDocument() }),
  },
  files: { params: agreementParams, response: responses({ 200: listDocument() }) },
  file: {
    params: agreementFileParams,
    querystring: TransferQuery,
    response: responses({ 200: FileAnswer }),
  },
  attach: {
    params: agreementParams,
    body: AttachmentBody,
    response: responses({ 201: maybeDocument(open({})) }),
  },
  removeFile: { params: agreementFileParams, response: responses({ 204: NoContent }) },
  upload: {
    start: { params: agreementParams, ...uploadSchemas.start },
    url: { params: agreementParams, ...uploadSchemas.url },
    complete: { params: agreementParams, ...uploadSchemas.complete },
  },
} as const;
