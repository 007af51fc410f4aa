/**
 * The files of a run-time registry's file fields (issue 38), on its route family:
 *
 *   POST /v1/admin/registries/{code}/records/single_multipart_upload_{start,url,complete}
 *   GET  /v1/admin/registries/{code}/records/{id}/{key}   the file (`?transfer=download_url`)
 *
 * The same upload steps and transfers as a code registry's file fields (../files.ts), with the
 * rules (extensions, size) of the published design. Whoever may create or edit records uploads;
 * whoever may read a record downloads its files, unless the field is hidden from their role.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { adminOf } from '../../auth/guard';
import { pathId } from '../../http/request';
import { FileAnswer, responses, TransferQuery, uploadSchemas } from '../../http/schemas';
import { NotFound } from '../../jsonapi/errors';
import { uploadRoutes } from '../../storage/multipart';
import { answerFieldFile, uploadTarget } from '../files';
import { registryFor } from './records';

const Code = Type.String({ title: 'Реестр', maxLength: 40 });
const FileParams = Type.Object({
  code: Code,
  id: Type.String({ title: 'Запись' }),
  key: Type.String({ title: 'Поле', maxLength: 40 }),
});

export function registerRuntimeFiles(app: FastifyInstance): void {
  const base = '/v1/admin/registries/:code/records';
  const config = { access: 'admin' as const };

  uploadRoutes(
    app,
    `${base}/single_multipart_upload`,
    (step) => ({ config, schema: { params: Type.Object({ code: Code }), ...uploadSchemas[step] } }),
    async (request) => {
      // Single uploads feed both the create and the edit form: either action will do.
      const { definition } = await registryFor(request, 'create', 'update');
      const target = uploadTarget(request, definition);
      if (!target) throw new NotFound();
      return [adminOf(request), target];
    },
  );

  app.get<{ Params: { code: string; id: string; key: string } }>(
    `${base}/:id/:key`,
    {
      config,
      schema: {
        params: FileParams,
        querystring: TransferQuery,
        response: responses({ 200: FileAnswer }),
      },
    },
    async (request, reply) => {
      const { definition } = await registryFor(request, 'read');
      const { key } = request.params;
      if (definition.fields[key]?.kind !== 'file') throw new NotFound();
      return answerFieldFile(request, reply, definition, pathId(request.params.id), key, false);
    },
  );
}
