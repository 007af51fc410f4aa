/**
 * The public reads of a site-readable registry: `GET /v1/<path>` and `/v1/<path>/:id` for
 * anonymous visitors and applicants alike ('public'), with the definition's fixed `site.where`
 * filters, its audience rule (signed in or not, as `instructionVisibleOnSite` says) and without
 * adminOnly fields. `?transfer=download_url|binary` on a record with a file hands over to
 * files.ts, which answers the file (seed 000 §7: "download GET /v1/instructions/{id}").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RegistryDefinition } from '../../src/registries';
import { parseListQuery } from '../jsonapi/query';
import { listQuery } from './list';
import { pathId, rawQuery } from '../http/request';
import { findRecord, listPage, recordDocument } from './read';
import { ListQuery, TransferQuery } from '../http/schemas';
import { answers, registrySchemas } from './schemas';
import { filesModule, hasFileFields } from './record';
import type { RegistryHooks } from './hooks';

export function registerSiteRoutes(
  app: FastifyInstance,
  definition: RegistryDefinition,
  hooks: RegistryHooks = {},
): void {
  const db = app.db;
  const reader = (request: FastifyRequest) => ({
    site: true,
    // An applicant's token, which the 'public' guard checked.
    signedIn: request.principal?.kind === 'user',
    hooks,
    principal: request.principal,
  });
  const base = `/v1/${definition.path}`;

  const schemas = registrySchemas(definition);
  const { tags } = schemas;
  const listSchema = {
    tags,
    querystring: schemas.siteListQuery,
    response: answers(200, schemas.siteList),
  };
  app.get(base, { config: { access: 'public' }, schema: listSchema }, (request) =>
    listPage(db, definition, request, listQuery(definition, rawQuery(request)), reader(request)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: schemas.params,
        querystring: hasFileFields(definition) ? TransferQuery : ListQuery,
        response: answers(200, schemas.siteDocument),
      },
    },
    async (request, reply) => {
      // `?transfer=download_url|binary` asks for the record's file (files.ts answers it).
      if (hasFileFields(definition)) {
        const transfer = await (await filesModule()).siteFileTransfer(request, reply, definition);
        if (transfer !== undefined) return transfer;
      }
      const record = await findRecord(db, definition, pathId(request.params.id), reader(request));
      const included = parseListQuery(rawQuery(request)).included;
      return recordDocument(db, definition, record, included, true, hooks.included);
    },
  );
}
