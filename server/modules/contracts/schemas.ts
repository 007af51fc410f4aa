/**
 * The route schemas of contracts, agreements and the coordination list, built from
 * server/http/schemas.ts and the bodies the clients share (src/wire/contractBodies.ts, which
 * says what they judge). A contract's writes answer the schema's refusals with the code's in
 * one 422 (`attachValidation`: every fault of a body at once, the live clients' rule); the
 * relationships' faults are answered at the relation's name, as the live API does.
 *
 * Described, not judged: the status moves and the signature (read leniently), and a file's
 * data-URI members, whose every fault is answered at /data/attributes/file (files.ts). A body is
 * `{data: {attributes}}` or the console's `{<resource>: {…}}`, which a judged route reads into
 * the former first (server/http/formBody.ts `rootBody`). Answers are documentation only, open.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { idItem, relation } from '../../../src/wire/leadRecordBody';
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
  described,
} from '../../../src/wire/contractBodies';
import {
  FileAnswer,
  NoContent,
  idParams,
  listDocument,
  listQuery,
  nullable,
  queryValue,
  TransferQuery,
  open,
  resource,
  responses,
  uploadSchemas,
} from '../../http/schemas';
import { linkFileBody, linkFileParts } from '../leads/schemas';

const c = contractFieldLabels;
const g = agreementFieldLabels;

/** The members of a write's `data` beside its attributes: described, never read. */
const envelopeMembers = (key: string, relationships?: TSchema) => ({
  type: Type.Optional(Type.Unknown({ description: `Тип ресурса, «${key}»` })),
  id: Type.Optional(Type.Unknown({ description: 'Идентификатор (не обязателен)' })),
  relationships: Type.Optional(relationships ?? Type.Unknown({ description: 'Не читается' })),
});

/**
 * A described write body: `{data: {type?, id?, attributes, relationships?}}` or
 * `{<key>: attributes}`. Only a body, `data` or `attributes` that is no object is refused (400,
 * as the handler would).
 */
function body(key: string, attributes: TSchema, description: string) {
  const envelope = open(
    {
      data: Type.Optional(open({ ...envelopeMembers(key), attributes: Type.Optional(attributes) })),
    },
    'Документ JSON:API',
  );
  const consoleForm = open(
    { [key]: Type.Optional(Type.Unknown({ description: 'Атрибуты, как в data.attributes' })) },
    `Форма консоли: {${key}: {…}}`,
  );
  return Type.Union([envelope, consoleForm], { description });
}

/**
 * A judged write body: `{data: {type?, id?, attributes, relationships?}}` with `attributes`
 * judged; a missing or mistyped `data` or `attributes` is a 400 (server/app.ts `toApiError`).
 */
function judged<A extends TSchema>(
  key: string,
  attributes: A,
  description: string,
  relationships?: TSchema,
) {
  return open(
    { data: open({ ...envelopeMembers(key, relationships), attributes }) },
    `${description}; форма консоли {${key}: {…}} читается как data.attributes`,
  );
}

/**
 * The ГРС (`{data: {type, id}}`; '' or no id: not given; `{data: null}` clears) and the
 * connection features (the live `{data: {type, attributes: [ids]}}`, at most 100; `{data: null}`
 * or [] — none), judged: a fault is answered at the relation's name, titled by its label
 * (server/http/schemaErrors.ts). That they are active entries is the code's (./contractWrite.ts).
 */
export const ContractRelationships = open(
  {
    gas_distribution_station: relation(
      c.gas_distribution_station,
      `${c.gas_distribution_station}: {data: {type, id}}; data: null — очистить`,
      false,
    ),
    contracts_connection_features: Type.Optional(
      open(
        {
          data: nullable(
            Type.Object(
              {
                type: Type.Optional(Type.String({ description: 'contracts_connection_features' })),
                attributes: Type.Array(idItem(c.contracts_connection_features), {
                  maxItems: 100,
                  title: c.contracts_connection_features,
                  description:
                    'Идентификаторы действующих записей справочника connection_features (до 100); ' +
                    '[] — нет особенностей',
                }),
              },
              { additionalProperties: true, title: c.contracts_connection_features },
            ),
          ),
        },
        `${c.contracts_connection_features}: {data: {type, attributes: [id, …]}}; data: null — нет`,
      ),
    ),
  },
  'Связи договора',
);
export type ContractRelationships = Static<typeof ContractRelationships>;

export const ContractBody = judged(
  'contract',
  ContractAttributes,
  'Договор',
  nullable(ContractRelationships),
);
export type ContractBody = Static<typeof ContractBody>;

export const ContractDatesBody = judged('contract', ContractDatesAttributes, 'Даты договора');
export type ContractDatesBody = Static<typeof ContractDatesBody>;

export const ContractMoveBody = body('contract', ContractMoveAttributes, 'Смена статуса договора');

/**
 * A file of a contract: an upload of the caller's linked by id (its id and kind judged as an
 * agreement's or a work stage's link, ../leads/schemas.ts `linkFileParts`), or the file itself
 * as a data URI, described (every fault at /data/attributes/file). Kinds: contract |
 * detached_reinforced_signature.
 */
export const AttachmentAttributes = open(
  {
    ...linkFileParts('Contract'),
    original_filename: described<string>('Имя файла', 'Имя файла, до 255 символов (для file)'),
    file: described<string>(
      'Файл',
      'Файл как data URI: data:<тип>;base64,<содержимое> (только файлы договора)',
    ),
  },
  'Файл: attachment_id и kind, либо original_filename, kind и file',
);
export const AttachmentBody = body('attachment', AttachmentAttributes, 'Файл');

export const AgreementBody = judged(
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

/** The signer's signature: `{confirmed: true}`; the body may be left out (then a 422). */
export const AgreementSignatureBody = Type.Union(
  [
    body(
      'contract_agreement',
      open({
        confirmed: described<boolean>('Подтверждение', 'true — заявитель подтверждает подписание'),
      }),
      'Подписание',
    ),
    Type.Unknown({ description: 'Тело можно не передавать' }),
  ],
  { description: 'Подписание дополнительного соглашения подписантом' },
);

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

/** A route on `params` answering `doc` with `status`; `body` when it takes one. */
const on = (params: TSchema, doc: TSchema, status = 200, body?: TSchema) => ({
  params,
  ...(body && { body }),
  response: responses({ [status]: doc }),
});

/** The routes of an owner's files (./files.ts `fileReadRoutes`, `fileWriteRoutes`). */
const fileSchemas = (params: TSchema, fileParams: TSchema, attachBody: TSchema) => ({
  files: on(params, listDocument()),
  file: { ...on(fileParams, FileAnswer), querystring: TransferQuery },
  attach: on(params, maybeDocument(open({})), 201, attachBody),
  removeFile: on(fileParams, NoContent, 204),
  upload: {
    start: { params, ...uploadSchemas.start },
    url: { params, ...uploadSchemas.url },
    complete: { params, ...uploadSchemas.complete },
  },
});

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
  read: on(leadParams, ContractDocument),
  create: on(leadParams, ContractDocument, 201, ContractBody),
  update: on(leadParams, ContractDocument, 200, ContractBody),
  remove: on(leadParams, NoContent, 204),
  move: on(leadParams, ContractDocument, 200, ContractMoveBody),
  dates: on(leadParams, ContractDocument, 200, ContractDatesBody),
  history: { ...on(leadParams, listDocument()), querystring: listQuery() },
  ...fileSchemas(leadParams, leadFileParams, AttachmentBody),
} as const;

export const agreementSchemas = {
  list: on(contractParams, listDocument(AgreementResourceAttributes)),
  read: on(agreementParams, AgreementDocument),
  create: on(contractParams, AgreementDocument, 201, AgreementBody),
  move: on(agreementParams, AgreementDocument, 200, AgreementMoveBody),
  sign: on(agreementParams, AgreementDocument, 200, AgreementSignatureBody),
  changes: { ...on(agreementParams, listDocument()), querystring: listQuery() },
  ...fileSchemas(agreementParams, agreementFileParams, linkFileBody('ContractAgreement')),
} as const;
