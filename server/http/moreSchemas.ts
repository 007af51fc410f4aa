/**
 * More TypeBox building blocks of the route schemas, next to ./schemas.ts: what the reference
 * writes, the reports and the calls with their own query read.
 */
import { Type, type TSchema } from 'typebox';
import { JSON_API_MEDIA_TYPE } from './edge';
import { IdParams, resourceDocument, responses, listDocument, AnyDocument } from './schemas';

/** Path params that are not record ids (a search text, a value to check, a code). */
export function textParams<K extends string>(described: Record<K, string>) {
  return Type.Object(
    Object.fromEntries(
      Object.entries<string>(described).map(([k, d]) => [k, Type.String({ description: d })]),
    ) as Record<K, ReturnType<typeof Type.String>>,
  );
}

/**
 * The writes of a resource whose body schema judges it (issue 37 item 4), taken as JSON:API or
 * as a form under `key` (server/http/formBody.ts `FormBodyRoute.key`): a url-encoded form is
 * read into `{data: {attributes}}` and judged by `body` before the handler, as JSON is; a
 * multipart one is read after the access guards and judged then (`formBody`, the routes'
 * config). `body` is `judgedBody(…)` (./schemas.ts).
 */
export function judgedFormWrites(body: TSchema, key: string) {
  const multipart = Type.Unknown({
    description: `Форма: поля ${key}[имя]; проверяется, когда прочитана`,
  });
  const content = {
    content: {
      'application/json': { schema: body },
      [JSON_API_MEDIA_TYPE]: { schema: body },
      'application/x-www-form-urlencoded': { schema: body },
      'multipart/form-data': { schema: multipart },
    },
  };
  return {
    create: { body: content, response: responses({ 201: resourceDocument() }) },
    update: { params: IdParams, body: content, response: responses({ 200: resourceDocument() }) },
    /** The routes' config: a multipart form takes no files and is judged by `body`. */
    formBody: { files: {}, judge: body, key },
  };
}

/** A table file (CSV / XLSX) or the bytes of a report. */
export const TableFile = Type.Unknown({ description: 'Файл CSV или XLSX' });

/** Shorthands of the answers. */
export const answer = {
  document: responses({ 200: resourceDocument() }),
  created: responses({ 201: resourceDocument() }),
  list: responses({ 200: listDocument() }),
  any: responses({ 200: AnyDocument }),
  file: responses({ 200: TableFile }),
};
