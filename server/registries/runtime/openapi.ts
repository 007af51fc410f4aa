/**
 * The published run-time registries in the API's description (issue 38): /v1/openapi.json
 * lists each one's record routes under its own path, with the schemas that judge its calls
 * (`registrySchemas`, as for a code registry), next to the route family that serves them all.
 * Worked out when the document is read, so a publication shows there at once.
 */
import type { TSchema } from 'typebox';
import { JobDocument } from '../../jobs/routes';
import { importBody } from '../../jobs/registryRoutes';
import { registrySchemas } from '../schemas';
import type { RuntimeRegistry } from './store';

type Operation = Record<string, unknown>;

const json = (schema: TSchema) => ({ content: { 'application/json': { schema } } });

/** A query schema's members as OpenAPI query parameters. */
function queryParameters(schema: TSchema) {
  type Member = TSchema & { description?: string };
  const properties = (schema as { properties?: Record<string, Member> }).properties ?? {};
  return Object.entries(properties).map(([name, member]) => ({
    name,
    in: 'query',
    required: false,
    schema: member,
    ...(member.description ? { description: member.description } : {}),
  }));
}

const idParameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[0-9]{1,18}$' },
};

/** The paths of one registry's records, by URL. */
function registryPaths({ code, definition, design }: RuntimeRegistry) {
  const schemas = registrySchemas(definition);
  const base = `/v1/admin/registries/${code}/records`;
  const roles = Object.keys(design.grants ?? {}).join(', ');
  const common = {
    tags: schemas.tags,
    security: [{ bearer: [] }],
    description: `Реестр конструктора «${definition.title[1]}»: права задаёт его описание${
      roles ? ` (${roles})` : ''
    }`,
  };
  const answer = (status: number, schema: TSchema) => ({
    [status]: { description: 'Ответ', ...json(schema) },
  });
  const operation = (summary: string, extra: Operation): Operation => ({
    ...common,
    summary,
    ...extra,
  });
  const paths: Record<string, Record<string, Operation>> = {
    [base]: {
      get: operation('Список записей', {
        parameters: queryParameters(schemas.listQuery),
        responses: answer(200, schemas.list),
      }),
      post: operation('Новая запись', {
        requestBody: { required: true, ...json(schemas.writeBody) },
        responses: answer(201, schemas.document),
      }),
    },
    [`${base}/{id}`]: {
      get: operation('Запись', {
        parameters: [idParameter],
        responses: answer(200, schemas.document),
      }),
      patch: operation('Изменение записи', {
        parameters: [idParameter],
        requestBody: { required: true, ...json(schemas.writeBody) },
        responses: answer(200, schemas.document),
      }),
      delete: operation('Удаление записи', {
        parameters: [idParameter],
        responses: { 204: { description: 'Без тела' } },
      }),
    },
    [`${base}/{id}/changes`]: {
      get: operation('История изменений записи', {
        parameters: [idParameter],
        responses: { 200: { description: 'Ответ' } },
      }),
    },
  };
  if (definition.exportable) {
    paths[`${base}/export`] = {
      get: operation('Выгрузка в CSV или XLSX', {
        parameters: queryParameters(schemas.exportQuery),
        responses: { 200: { description: 'Файл CSV или XLSX' } },
      }),
    };
    paths[`${base}/email_csv_export`] = {
      post: operation('Выгрузка CSV на почту (фоновая задача)', {
        parameters: queryParameters(schemas.listQuery),
        responses: answer(202, JobDocument),
      }),
    };
  }
  if (definition.importable)
    paths[`${base}/import`] = {
      post: operation('Загрузка записей из XLSX или CSV (фоновая задача)', {
        requestBody: { required: true, ...json(importBody) },
        responses: answer(202, JobDocument),
      }),
    };
  return paths;
}

/** The document with every published registry's record paths added. */
export function withRuntimeRegistries<D extends { paths?: Record<string, unknown> }>(
  document: D,
  registries: Iterable<RuntimeRegistry>,
): D {
  const paths = { ...document.paths };
  for (const registry of registries) Object.assign(paths, registryPaths(registry));
  return { ...document, paths };
}
