/**
 * The status routes of a published registry whose design has a workflow (issue 38), on its
 * route family — the engine's own move and history (../workflow.ts), the definition found by
 * the code:
 *
 *   PUT|PATCH /v1/admin/registries/{code}/records/{id}/update_status   one move (`update`)
 *   GET       /v1/admin/registries/{code}/records/{id}/history         its moves (`history`)
 *
 * A move's roles narrow who makes it, as in a code registry's workflow.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { workflowStatusTitle } from '../../../src/registries';
import { answer } from '../../http/moreSchemas';
import { pathId, rawQuery } from '../../http/request';
import { ListQuery } from '../../http/schemas';
import { NotFound } from '../../jsonapi/errors';
import { MAX_PER, parseListQuery } from '../../jsonapi/query';
import { findRecord, recordDocument } from '../read';
import { adminScope } from '../scope';
import { DeclaredMoveBody, historyDocument, moveRecord, statusRoutes } from '../workflow';
import { registryFor } from './records';

const RecordParams = Type.Object({
  code: Type.String({ title: 'Реестр', maxLength: 40 }),
  id: Type.String({ title: 'Запись' }),
});
type ByRecord = { code: string; id: string };

export function registerRuntimeWorkflow(app: FastifyInstance): void {
  /** The registry's definition, when it has a workflow and the caller may take `action`. */
  const withWorkflow = async (
    request: Parameters<typeof registryFor>[0],
    action: 'update' | 'history',
  ) => {
    const { definition } = await registryFor(request, action);
    if (!definition.workflow) throw new NotFound();
    return definition;
  };

  statusRoutes<ByRecord>(app, {
    base: '/v1/admin/registries/:code/records/:id',
    move: {
      access: 'admin',
      schema: {
        params: RecordParams,
        querystring: ListQuery,
        body: DeclaredMoveBody,
        response: answer.document,
      },
      handler: async (request) => {
        const definition = await withWorkflow(request, 'update');
        const record = await app.db.transaction((tx) => moveRecord(tx, definition, request));
        const included = parseListQuery(rawQuery(request)).included;
        return recordDocument(app.db, definition, record, included, false);
      },
    },
    history: {
      access: 'admin',
      schema: { params: RecordParams, querystring: ListQuery, response: answer.list },
      handler: async (request) => {
        const definition = await withWorkflow(request, 'history');
        const id = pathId(request.params.id);
        await findRecord(app.db, definition, id, { site: false, scope: adminScope(request) });
        const q = parseListQuery(rawQuery(request), MAX_PER);
        return historyDocument(app.db, definition.name, id, q, (status) =>
          workflowStatusTitle(definition, status),
        );
      },
    },
  });
}
