/**
 * TypeBox building blocks of the route schemas: the JSON:API document, the error document, path
 * ids, the list query. A route's schema is its one definition: Ajv validates with it (server/app.ts
 * maps Ajv's errors to the Russian 422s), @fastify/swagger writes it into /v1/openapi.json, and
 * `Static<typeof X>` gives the TypeScript type. Response schemas cannot change a byte: every
 * object is open (`additionalProperties: true`), as Fastify's serializer drops undeclared ones.
 */
import {
  Type,
  type Static,
  type TArray,
  type TObject,
  type TProperties,
  type TSchema,
} from 'typebox';
import { errorMessages } from '../../i18n/messages';
import { validationMessages as m } from '../../src/validation/messages';
import { ID_PATTERN, open, withMessage } from '../../src/wire/schemaParts';
import { MAX_PART_NUMBER } from '../storage/types';

export { attr, open, optionalText, recordId } from '../../src/wire/schemaParts';

/**
 * A record id in a path or a list: digits, as the database's bigint (server/http/request.ts
 * `pathId`). Titled, so that a bad id in a body's list is named in the 422 (./schemaErrors.ts).
 * An id attribute of a body is `recordId` (src/wire/schemaParts.ts), of the same digits.
 */
export const Id = Type.String({
  pattern: ID_PATTERN,
  title: 'Идентификатор записи',
  description: 'Идентификатор записи',
});

/** `/:id`; another spelling names no record (404, see `toApiError`). */
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/** Path params of several ids, e.g. `idParams('contract_id', 'id')`. */
export function idParams<K extends string>(...names: K[]) {
  return Type.Object(Object.fromEntries(names.map((n) => [n, Id])) as Record<K, typeof Id>);
}

/** One query-string value; a repeated key or `key[]` arrives as a list. */
export const QueryList = Type.Union([Type.String(), Type.Array(Type.String())]);

/**
 * One query-string value, described: a string, or a list when the key repeats. The handlers
 * read and refuse the values themselves, with their own messages and pointers.
 */
export function queryValue(description: string) {
  return Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())], { description }));
}

/**
 * The list query every list reads (server/jsonapi/query.ts `parseListQuery`): page, size,
 * order, search and `included`; filters are the other keys, given per list in `filters` (which
 * may also describe a base key more precisely). Nothing is refused here: `parseListQuery`
 * answers a bad page, size or order with its own 400.
 */
export function listQuery(filters: TProperties = {}) {
  return Type.Object(
    {
      page: queryValue('Номер страницы, с 1'),
      per: queryValue('Записей на странице, до 100'),
      order_by: queryValue('Поле сортировки'),
      order_type: queryValue('asc или desc'),
      query: queryValue('Поиск'),
      included: queryValue('Связанные записи в ответе'),
      include: queryValue('Связанные записи в ответе'),
      ...filters,
    },
    { additionalProperties: true },
  );
}
export const ListQuery = listQuery();

/** A JSON:API relationship: `{data: {type, id}}`, a list of them, or null. */
const Linkage = open({ type: Type.String(), id: Type.String() });
export const Relationship = open({
  data: Type.Union([Linkage, Type.Array(Linkage), Type.Null()]),
});

/** A JSON:API resource object with `attributes` described by `attributes`. */
export function resource(attributes: TSchema = open({})) {
  return open({
    type: Type.String(),
    id: Type.String(),
    attributes,
    relationships: Type.Optional(Type.Record(Type.String(), Relationship)),
  });
}

/** `{data: resource, included?}`. */
export function resourceDocument(attributes?: TSchema) {
  return open({
    data: resource(attributes),
    included: Type.Optional(Type.Array(resource())),
    meta: Type.Optional(open({})),
  });
}

/** A page of a list: `{data: [resource], meta: {total_pages, total_count}}`. */
export function listDocument(attributes?: TSchema) {
  return open({
    data: Type.Array(resource(attributes)),
    included: Type.Optional(Type.Array(resource())),
    meta: Type.Optional(
      open({
        total_pages: Type.Optional(Type.Integer()),
        total_count: Type.Optional(Type.Integer()),
      }),
    ),
  });
}

/** Any JSON:API document (an answer whose shape a route does not describe further). */
export const AnyDocument = open({}, 'Документ JSON:API');

/** A write envelope's members beside its attributes: described, never read from the body. */
const envelopeMembers = {
  type: Type.Optional(Type.Unknown({ description: 'Тип ресурса' })),
  id: Type.Optional(Type.Unknown({ description: 'Идентификатор (не обязателен)' })),
};

/**
 * A write's body `{data: {type, id?, attributes, relationships?}}`. Handlers read the attributes
 * themselves and answer a missing one with 400, so the schema only types what is sent.
 */
export function writeBody(attributes: TSchema = open({})) {
  return open({
    data: Type.Optional(
      open({
        ...envelopeMembers,
        attributes: Type.Optional(attributes),
        // Read by each handler, which answers a wrong linkage with its own message.
        relationships: Type.Optional(
          Type.Unknown({ description: 'Связи: {имя: {data: {type, id}}}' }),
        ),
      }),
    ),
  });
}

/**
 * A write whose schema judges it (issue 37 item 4): `{data: {attributes}}` with the route's
 * attributes schema; a missing or mistyped envelope is a 400, each refused attribute a 422 in
 * the seeds' words (./schemaErrors.ts), and the handler reads checked, typed values.
 */
export function judgedBody<A extends TSchema>(attributes: A) {
  return open({
    data: open({ ...envelopeMembers, attributes }),
  });
}

/**
 * An object or a list, or null: one schema whose `type` also names null (which Ajv allows
 * without union types), not a union, so that a bad member or item is answered at its own
 * pointer alone — a union would also answer the whole value at its own, by the other branch.
 */
export function nullable<S extends TObject | TArray>(schema: S) {
  return Type.Unsafe<Static<S> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** One item of an error answer (server/jsonapi/errors.ts `ErrorItem`). */
export const ErrorItem = open({
  code: Type.String(),
  title: Type.String(),
  title_i18n: Type.String(),
  detail: Type.String(),
  source: Type.Optional(open({ pointer: Type.String() })),
});
export const ErrorDocument = open({ errors: Type.Array(ErrorItem) }, 'Ошибка');
export type ErrorDocument = Static<typeof ErrorDocument>;

/** Responses of a route: its success answers plus the error answers every route may give. */
export function responses<R extends Record<number, TSchema>>(success: R) {
  const e = ErrorDocument;
  return { ...success, 400: e, 401: e, 403: e, 404: e, 422: e };
}

/** An answer without a body (204). */
export const NoContent = Type.Null({ description: 'Без тела' });

/** The Russian titles of the multipart upload's refusals (server/storage/multipart.ts). */
export const uploadTitles = { file: 'Файл', part: 'Номер части', parts: 'Части файла' } as const;

/**
 * The attributes of an upload's start, judged with the messages the handler has always given:
 * a name that is not blank, of at most 255 characters — anything else is the required message;
 * a declared size that is a whole number (or null) — anything else 'Неверное значение'. The
 * kind is the target's to judge, after its record's 404 (a lead's documents and the contracts'
 * files know their kinds; elsewhere an unusable one falls back to the target's), so it is only
 * described here.
 */
const UploadStartAttributes = open({
  original_filename: Type.String({
    pattern: '\\S',
    maxLength: 255,
    title: uploadTitles.file,
    description: 'Имя файла, до 255 символов',
    ...withMessage(m.required),
  }),
  file_size: Type.Optional(
    Type.Unsafe<number | null>({
      type: ['integer', 'null'],
      minimum: -Number.MAX_SAFE_INTEGER,
      maximum: Number.MAX_SAFE_INTEGER,
      title: uploadTitles.file,
      description: 'Размер в байтах (целое)',
      ...withMessage(errorMessages.invalidValue),
    }),
  ),
  kind: Type.Optional(Type.Unknown({ description: 'Вид документа, до 64 символов' })),
});

/** A part's number: a whole number from 1 to MAX_PART_NUMBER, else 'Неверное значение'. */
const PartNumber = Type.Integer({
  minimum: 1,
  maximum: MAX_PART_NUMBER,
  title: uploadTitles.part,
  description: `Номер части, с 1 (целое, до ${MAX_PART_NUMBER})`,
  ...withMessage(errorMessages.invalidValue),
});

/**
 * The parts' ETags: a list of 1 to MAX_PART_NUMBER items, else the upload's failure message.
 * Each item (`{part_number, etag}` or the ETag alone) is read by the handler, which answers a
 * bad one with the same message on `parts`.
 */
const Parts = Type.Array(Type.Unknown(), {
  minItems: 1,
  maxItems: MAX_PART_NUMBER,
  title: uploadTitles.parts,
  description: 'ETag частей: [{part_number, etag}] или [etag, …]',
  ...withMessage(errorMessages.uploadFailed),
});

/** `upload_id` names an upload of the caller's: any other value is a 404, the handler's. */
const UploadId = Type.Unknown({ description: 'upload_id из ответа start' });

/**
 * The url and complete steps' values, sent top-level (as the clients do) or in
 * `data.attributes`; both places are judged, the handler reads them merged.
 */
function uploadStepBody<P extends TProperties>(properties: P) {
  return open({
    ...properties,
    data: Type.Optional(open({ attributes: Type.Optional(open(properties)) })),
  });
}

/**
 * An upload's start: `{data: {attributes}}` (a missing or mistyped envelope is a 400); the
 * console's `{attachment: {…}}` root is read as that envelope before the schema judges it
 * (server/storage/multipart.ts `uploadHooks`).
 */
export const UploadStartBody = judgedBody(UploadStartAttributes);
export type UploadStartBody = Static<typeof UploadStartBody>;
export const UploadUrlBody = uploadStepBody({
  upload_id: Type.Optional(UploadId),
  part_number: Type.Optional(PartNumber),
});
export type UploadUrlBody = Static<typeof UploadUrlBody>;
export const UploadCompleteBody = uploadStepBody({
  upload_id: Type.Optional(UploadId),
  parts: Type.Optional(Parts),
});
export type UploadCompleteBody = Static<typeof UploadCompleteBody>;

/**
 * The schemas of the multipart upload's three steps, the one definition of every upload route's
 * bodies (what they leave to the handler: server/storage/multipart.ts). `startStatus` is what a
 * route's start answers.
 */
export function uploadStepSchemas(startStatus: 200 | 201 = 201): {
  start: { body: typeof UploadStartBody; response: Record<number, TSchema> };
  url: { body: typeof UploadUrlBody; response: Record<number, TSchema> };
  complete: { body: typeof UploadCompleteBody; response: Record<number, TSchema> };
} {
  return {
    start: { body: UploadStartBody, response: responses({ [startStatus]: resourceDocument() }) },
    url: { body: UploadUrlBody, response: responses({ 200: resourceDocument() }) },
    complete: { body: UploadCompleteBody, response: responses({ 200: resourceDocument() }) },
  };
}
export const uploadSchemas = uploadStepSchemas();

/** `?transfer=` of a file's read: the bytes, a signed link (`download_url`) or the record. */
export const TransferQuery = open({
  transfer: queryValue('binary, download_url или record (по умолчанию — свой у каждого пути)'),
});

/** A file answer: its bytes, or a JSON:API document with its signed `url`. */
export const FileAnswer = Type.Unknown({ description: 'Файл или документ со ссылкой `url`' });

/**
 * The schemas of the usual JSON:API routes of a hand-written module: ids in the path, the list
 * query, a `{data: {attributes}}` body whose attributes the handler checks, the answer.
 * @example app.get('/v1/admin/x/:id', { config, schema: routeSchemas.read }, handler)
 */
export const routeSchemas = {
  list: { querystring: ListQuery, response: responses({ 200: listDocument() }) },
  read: {
    params: IdParams,
    querystring: ListQuery,
    response: responses({ 200: resourceDocument() }),
  },
  create: {
    querystring: ListQuery,
    body: writeBody(),
    response: responses({ 201: resourceDocument() }),
  },
  update: {
    params: IdParams,
    querystring: ListQuery,
    body: writeBody(),
    response: responses({ 200: resourceDocument() }),
  },
  remove: { params: IdParams, response: responses({ 204: NoContent }) },
  /** A list under one record (its changes, its history …). */
  idList: {
    params: IdParams,
    querystring: ListQuery,
    response: responses({ 200: listDocument() }),
  },
  /** A call on one record without a body of its own (block, send a letter …). */
  act: { params: IdParams, response: responses({ 200: AnyDocument }) },
  /** A report or export of a list: the list's filters, a CSV / XLSX answer. */
  report: {
    querystring: listQuery({ format: Type.Optional(Type.String({ description: 'csv или xlsx' })) }),
    response: responses({ 200: Type.Unknown({ description: 'Файл CSV или XLSX' }) }),
  },
};
