/**
 * The route schemas of a registry, generated from its definition like the rest of its CRUD
 * (issue 20): the attributes a write may send and a read answers, the list's query with the
 * definition's filter keys, and the JSON:API documents around them.
 *
 * A write's attribute schema only types what `coerce` (./validate.ts) would refuse anyway — a
 * number in a text field, an object as an id — so Ajv answers the same 'Поле заполнено
 * некорректно' earlier, titled by the field's label (`title`), whether the body is JSON:API or
 * the console's `{<type>: {…}}` root (`writeBody`). Required fields, lengths and the other rules
 * keep their messages in validate.ts; unknown attributes are ignored there, so the objects stay
 * open.
 */
import { Type, type TProperties, type TSchema } from 'typebox';
import { filterKeyOf, type FieldDefinition, type RegistryDefinition } from '../../src/registries';
import {
  IdParams,
  judgedBody,
  listDocument,
  listQuery,
  NoContent,
  open,
  QueryList,
  resourceDocument,
  responses,
} from '../http/schemas';
import { JSON_API_MEDIA_TYPE } from '../http/edge';
import { recordId } from '../../src/wire/schemaParts';
import { entries, formFileFields, hiddenOnSite } from './record';
import { sortableKeys } from './list';

const MAX_LIST = 1000;

function optionValues(field: FieldDefinition): string[] {
  return field.kind === 'enum' ? field.options.map((o) => o.value) : [];
}

/** What a write may send for one field (`<key>_id` for a file). */
export function writeSchema(field: FieldDefinition): TSchema {
  const title = field.label;
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'html':
    case 'date':
    case 'datetime':
      return Type.Union([Type.String(), Type.Null()], { title });
    case 'integer':
    case 'decimal':
      return Type.Union([Type.Number(), Type.String(), Type.Null()], { title });
    case 'boolean':
      return Type.Union([Type.Boolean(), Type.String(), Type.Null()], { title });
    case 'enum':
      // The values are checked by validate.ts with the other fields' rules (all errors at once).
      return field.many
        ? Type.Union(
            [Type.Array(Type.String(), { maxItems: MAX_LIST }), Type.String(), Type.Null()],
            { title, description: `Из: ${optionValues(field).join(', ')}` },
          )
        : Type.Union([Type.String(), Type.Null()], {
            title,
            description: `Одно из: ${optionValues(field).join(', ')}`,
          });
    case 'reference':
    case 'file':
      // The project's one record id (blank is none); a number past 18 digits names no row.
      return recordId(title, { blank: 'spaces', number: 'digits', nullable: true });
    case 'references':
      return Type.Union(
        [
          Type.Array(Type.Union([Type.String(), Type.Integer()]), { maxItems: MAX_LIST }),
          Type.String(),
          Type.Integer(),
          Type.Null(),
        ],
        { title },
      );
  }
}

/** What a read answers for one field. */
function readSchema(field: FieldDefinition): TSchema {
  const title = field.label;
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'html':
    case 'date':
    case 'datetime':
    case 'reference':
      return Type.Union([Type.String(), Type.Null()], { title });
    case 'integer':
      return Type.Union([Type.Integer(), Type.Null()], { title });
    case 'decimal':
      return Type.Union([Type.String(), Type.Number(), Type.Null()], { title });
    case 'boolean':
      return Type.Union([Type.Boolean(), Type.Null()], { title });
    case 'enum':
      return field.many
        ? Type.Array(Type.String({ enum: optionValues(field) }), { title })
        : Type.Union([Type.String({ enum: optionValues(field) }), Type.Null()], { title });
    case 'references':
      return Type.Array(Type.String(), { title });
    case 'file':
      if (field.answer === 'link')
        return Type.Union([open({ url: Type.String(), name: Type.String() }), Type.Null()], {
          title,
        });
      return Type.Union(
        [
          open({
            id: Type.String(),
            original_filename: Type.String(),
            file_size: Type.Union([Type.Integer(), Type.Null()]),
            url: Type.String(),
          }),
          Type.Null(),
        ],
        { title },
      );
  }
}

/** The query keys of one filter field (./list.ts `addFilter`). */
function filterKeys(key: string, field: FieldDefinition): TProperties {
  const text = { description: field.label };
  if (field.kind === 'date' || field.kind === 'datetime')
    return Object.fromEntries(
      [key, `${key}_from`, `${key}_to`].map((k) => [k, Type.Optional(Type.String(text))]),
    );
  if (field.kind === 'enum' || field.kind === 'reference' || field.kind === 'references')
    return listKeys(filterKeyOf(key, field), field.label);
  return { [key]: Type.Optional(QueryList) };
}

/** A filter taking one value or a `key[]` list. */
function listKeys(key: string, description: string): TProperties {
  return {
    [key]: Type.Optional(QueryList),
    [`${key}[]`]: Type.Optional(
      Type.Union([Type.String({ description }), Type.Array(Type.String())]),
    ),
  };
}

export interface RegistrySchemas {
  /** The docs page's tag: the registry's plural name. */
  tags: string[];
  params: typeof IdParams;
  listQuery: TSchema;
  /** The list's query plus the file format (`format=csv|xlsx`) of its export. */
  exportQuery: TSchema;
  /** What a write may send, by attribute (`writeSchema`); a hand-written write adds its own. */
  writeAttributes: TProperties;
  /**
   * A create's or an update's body, judged (`judgedBody`): `{data: {attributes}}`, a missing or
   * mistyped envelope 400, a mistyped attribute 422 titled by its label. The console's
   * `{<type>: {…}}` root is handed on as that document before it is judged (crud.ts, nested.ts:
   * server/http/formBody.ts `rootDocument`), so it is judged the same.
   */
  writeBody: TSchema;
  /**
   * The body of a create or update whose files travel in the record's form (`upload: 'form'`):
   * JSON and url-encoded forms judged by `writeBody` before the handler, a multipart form by
   * the same schema once read (server/http/formBody.ts `judge`). Other registries: `writeBody`.
   */
  saveBody: TSchema | { content: Record<string, { schema: TSchema }> };
  /** A record's JSON:API document and a list page, as the console (`site` false) reads them. */
  document: TSchema;
  list: TSchema;
  noContent: TSchema;
  /** The same for the public reads of `/v1/<path>`, without the staff-only fields. */
  siteDocument: TSchema;
  siteList: TSchema;
  siteListQuery: TSchema;
}

function attributesFor(definition: RegistryDefinition, site: boolean): TSchema {
  const properties: TProperties = {};
  for (const [key, field] of entries(definition)) {
    if (site && hiddenOnSite(field)) continue;
    if (field.kind === 'reference' && field.relationshipOnly) continue;
    properties[key] = Type.Optional(readSchema(field));
  }
  properties.created_at ??= Type.Optional(Type.String());
  properties.updated_at ??= Type.Optional(Type.String());
  return open(properties);
}

function queryFor(definition: RegistryDefinition, site: boolean, extra: TProperties = {}): TSchema {
  let filters: TProperties = { 'ids[]': Type.Optional(QueryList), ids: Type.Optional(QueryList) };
  for (const [key, field] of entries(definition)) {
    if (field.filter && !(site && hiddenOnSite(field)))
      filters = { ...filters, ...filterKeys(key, field) };
  }
  for (const [key, filter] of Object.entries(definition.flagFilters ?? {}))
    filters = {
      ...filters,
      ...listKeys(key, `${filter.label}: ${Object.keys(filter.flags).join(', ')}`),
    };
  const sortable = sortableKeys(definition, site).join(', ');
  return listQuery({
    ...filters,
    order_by: Type.Optional(Type.String({ description: `Одно из: ${sortable}` })),
    ...extra,
  });
}

const cache = new WeakMap<RegistryDefinition, RegistrySchemas>();

/** Built once per definition and shared by its routes. */
export function registrySchemas(definition: RegistryDefinition): RegistrySchemas {
  const known = cache.get(definition);
  if (known) return known;
  const writable: TProperties = {};
  for (const [key, field] of entries(definition)) {
    if (field.readOnly) continue;
    if (field.kind === 'file' && field.upload === 'form') {
      writable[key] = Type.Optional(
        Type.Unknown({ title: field.label, description: 'Файл в форме (multipart/form-data)' }),
      );
      writable[`remove_${key}`] = Type.Optional(
        Type.Union([Type.Boolean(), Type.String(), Type.Null()], {
          title: field.label,
          description: 'true удаляет файл',
        }),
      );
      continue;
    }
    writable[field.kind === 'file' ? `${key}_id` : key] = Type.Optional(writeSchema(field));
  }
  const body = judgedBody(open(writable));
  const admin = attributesFor(definition, false);
  const site = attributesFor(definition, true);
  const schemas: RegistrySchemas = {
    tags: [definition.title[1]],
    params: IdParams,
    listQuery: queryFor(definition, false),
    exportQuery: queryFor(definition, false, {
      format: Type.Optional(Type.String({ description: 'csv или xlsx' })),
    }),
    writeAttributes: writable,
    writeBody: body,
    saveBody: formFileFields(definition).length ? formBody(body, definition.type) : body,
    document: resourceDocument(admin),
    list: listDocument(admin),
    noContent: NoContent,
    siteDocument: resourceDocument(site),
    siteList: listDocument(site),
    siteListQuery: queryFor(definition, true),
  };
  cache.set(definition, schemas);
  return schemas;
}

/** A body taken as JSON or as a form under the key `type` (`service[name]`, files in multipart). */
function formBody(json: TSchema, type: string) {
  const multipart = Type.Unknown({
    description: `Форма: поля ${type}[имя], файлы — в multipart/form-data; проверяется, когда прочитана`,
  });
  return {
    content: {
      'application/json': { schema: json },
      [JSON_API_MEDIA_TYPE]: { schema: json },
      'application/x-www-form-urlencoded': { schema: json },
      'multipart/form-data': { schema: multipart },
    },
  };
}

/** The `responses` of a route answering `success` with `status`. */
export function answers(status: number, success: TSchema) {
  return responses({ [status]: success });
}
