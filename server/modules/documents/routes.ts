/**
 * The document workflows of issue 18 on the registry engine: ГРО requests and reporting
 * documents (src/registries/documents.ts; seed 001 §7 "GRO requests", "Reporting documents").
 * The engine serves, per kind under /v1/admin/<path>, the list (its filters, among them
 * `status[]`, `region_id`, `organization_id`, `overdue`), `export`, `{id}`, PATCH `{id}`,
 * `{id}/changes` and the files (`{id}/attachments`, multipart_upload_{start,url,complete},
 * download, removal; attachment kind = the JSON:API type); here:
 *
 *   POST      /<path>                       create in the workflow's first status, with its
 *                                           first history entry             admin_<family>_create
 *   PUT|PATCH /<path>/{id}/update_status    {status, comment?}: one move of the workflow table
 *                                           (src/domain/documentWorkflows), its requirements,
 *                                           deadline and executor; an illegal move is a 422, a
 *                                           move of another role's a 403     admin_<family>_update_status
 *   GET       /<path>/{id}/history          the status history: who, when, from, to, comment,
 *                                           the due date the move left (the engine's one
 *                                           history, newest first unless order_type=asc)
 *                                                                            admin_<family>_history
 * and a document in a final status takes no edit and no new or removed file (422).
 */
import type { FastifyInstance, preHandlerHookHandler, RouteOptions } from 'fastify';
import {
  documentMoveFieldTitles,
  documentMoveMessages,
  documentStatusLabel,
  isFinalDocumentStatus,
} from '../../../src/domain/documentWorkflows';
import type { RegistryDefinition } from '../../../src/registries';
import { groRequests, reportingDocuments } from '../../../src/registries/documents';
import { interpolate } from '../../../src/validation/messages';
import { pathId } from '../../http/request';
import { Unprocessable } from '../../jsonapi/errors';
import { registerAdminRoutes, requiredPermission } from '../../registries/crud';
import { findRecord } from '../../registries/read';
import { filesModule, readRecord } from '../../registries/record';
import { adminScope } from '../../registries/scope';
import { registerStatusRoutes } from '../../registries/workflow';
import { addHistory, DocumentMoveBody, moveDocument, workflowOf } from './status';

export const documentDefinitions: readonly RegistryDefinition[] = [groRequests, reportingDocuments];

/** A preHandler refusing changes to a document in a final status (after the access guards). */
function finalGuard(definition: RegistryDefinition): preHandlerHookHandler {
  return async (request) => {
    const { id } = request.params as { id?: string };
    const record = await findRecord(request.server.db, definition, pathId(id), {
      site: false,
      scope: adminScope(request),
    });
    const workflow = workflowOf(definition);
    if (isFinalDocumentStatus(workflow, record.status)) {
      const status = documentStatusLabel(workflow, record.status);
      throw Unprocessable.field(
        'status',
        interpolate(documentMoveMessages.finalEdit, { status }),
        documentMoveFieldTitles.status,
      );
    }
  };
}

/** The engine's writes of a document that the final statuses close. */
function guardedRoute(definition: RegistryDefinition, route: RouteOptions): boolean {
  const base = `/v1/admin/${definition.path}/:id`;
  const methods = [route.method].flat();
  if (route.url === base) return methods.includes('PATCH');
  if (route.url === `${base}/attachments/multipart_upload_start`) return true;
  return route.url === `${base}/attachments/:attachmentId` && methods.includes('DELETE');
}

async function registerDocument(app: FastifyInstance, definition: RegistryDefinition) {
  const workflow = workflowOf(definition);

  // A document is created in its workflow's first status, with that first history entry.
  registerAdminRoutes(app, definition, {
    afterCreate: async (tx, id, adminId) => {
      const created = (await readRecord(tx, definition, id))!;
      await addHistory(tx, definition, created, {
        from: null,
        to: workflow.initial,
        comment: null,
        adminId,
      });
    },
  });
  (await filesModule()).registerFileRoutes(app, definition);
  registerStatusRoutes(app, {
    definition,
    path: definition.path,
    moveKey: requiredPermission(definition, 'update_status'),
    historyKey: requiredPermission(definition, 'history'),
    body: DocumentMoveBody,
    move: async (tx, request) => ({ record: await moveDocument(tx, definition, request) }),
    statusTitle: (status) => documentStatusLabel(workflow, status),
  });
}

export default async function documentRoutes(app: FastifyInstance): Promise<void> {
  // Added before the routes, so it sees the engine's writes of these documents as they come.
  app.addHook('onRoute', (route) => {
    const definition = documentDefinitions.find((d) => guardedRoute(d, route));
    if (!definition) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, finalGuard(definition)];
  });
  for (const definition of documentDefinitions) await registerDocument(app, definition);
}
