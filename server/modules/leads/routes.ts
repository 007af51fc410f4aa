/**
 * Leads in the console (issue 6 "Calls", seed 001 §7), under /v1/admin:
 *   GET    /leads                              list, every filter of seed 000 §3   admin_leads_read
 *   POST   /users/{user_id}/leads              create, submitted at once           admin_leads_create
 *   GET    /leads/suggestions/{uid}            10 uids in scope                    admin_leads_read
 *   GET    /leads/{id}                         the lead with its relations         admin_leads_read
 *   PATCH  /leads/{id}                         edit (not closed leads)             admin_leads_update
 *   DELETE /leads/{id}                         remove (not with a contract)        admin_leads_remove
 *   PATCH  /leads/{id}/change_service          {service_id}               admin_leads_change_service
 *   PATCH  /leads/{id}/change_personal_manager {admin_id}      admin_leads_change_personal_manager
 *   GET    /lead_reports/export?format=        CSV / XLSX of the list              admin_leads_report
 *   GET    /leads/{id}/documents[/{attachment_id}?transfer=]                       admin_leads_read
 *   POST   /leads/{id}/documents               link an upload {attachment_id, kind} admin_leads_documents
 *   POST   /leads/{id}/documents/multipart_upload_{start,url,complete}            admin_leads_documents
 *   DELETE /leads/{id}/documents/{attachment_id}                                   admin_leads_documents
 *   GET    /attachments/{id}?transfer=         a lead document by its id           admin_leads_read
 *   GET    /leads/{id}/management              the lead + its override log         admin_application_management_read
 *   PATCH  /leads/{id}/management              {organization_id?, branch_id?, service_id?, reason}
 *   GET    /leads/management/logs[/download_report]
 * Every lead call is scoped (src/access/scoping): a lead outside the caller's scope is a 404.
 * The applicant's twins are in ./siteRoutes.ts, status moves in ./statusRoutes.ts.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { scopeFor } from '../../../src/access/scoping';
import { leadFieldTitle } from '../../../src/leads/fields';
import { validationMessages as m } from '../../../src/validation/messages';
import { adminOf } from '../../auth/guard';
import type { RouteAccess } from '../../auth/routeAccess';
import { pathId, rawQuery } from '../../http/request';
import { bodyRefusals } from '../../http/schemaErrors';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { findAttachment } from '../../storage/attachments';
import { DATA_URI_BODY_LIMIT } from '../../storage/dataUri';
import { answerTransfer, transferOf } from '../../storage/transfer';
import { changeLeadManager, changeLeadService } from './assign';
import { leadDocumentRoutes } from './documents';
import { manageLead, managementLogs, managementReport } from './management';
import { listLeads, uidSuggestions } from './queries';
import { leadReport } from './report';
import { leadAnswer } from './serialize';
import siteLeadRoutes from './siteRoutes';
import { staffLeadId, staffLeadUid } from './statusAccess';
import { dropFiles, removeLead } from './remove';
import { createLead, readLeadBody, sentRelationId, storeLeadFiles, updateLead } from './write';
import { leadSchemas as schemas, type ChangeManagerBody, type ChangeServiceBody } from './schemas';
import { isObject } from '../../../src/wire/isObject';

type WithId = { Params: { id: string } };

const base = '/v1/admin/leads';
/** The route's access and its schema (./schemas.ts). */
const route = (
  permission: Extract<RouteAccess, object>['permission'],
  schema: FastifySchema,
  scoped = true,
) => ({ config: { access: { permission, scoped } }, schema });

/**
 * The id a change route's judged body (`ChangeServiceBody` / `ChangeManagerBody`, ./schemas.ts)
 * names, after the lead's own 404: the route attaches its schema's refusals
 * (`attachValidation`) and answers them here. Nothing sent (or no object where the document has
 * one) is required.
 */
function changedId(
  request: FastifyRequest<{ Body: ChangeServiceBody | ChangeManagerBody }>,
  key: 'service' | 'admin',
): string | null {
  const refused = bodyRefusals(request.validationError);
  if (refused.length) throw new Unprocessable(refused);
  const data = isObject(request.body.data) ? request.body.data : {};
  const attrs: Record<string, unknown> = isObject(data.attributes) ? data.attributes : {};
  const rels: Record<string, unknown> = isObject(data.relationships) ? data.relationships : {};
  const id = sentRelationId(
    attrs[`${key}_id`] as Parameters<typeof sentRelationId>[0],
    rels[key] as Parameters<typeof sentRelationId>[1],
  );
  if (id === undefined) throw Unprocessable.field(key, m.required, leadFieldTitle(key));
  return id;
}

export default async function leadRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const scopeOf = (request: FastifyRequest) => scopeFor(adminOf(request));
  const leadId = (request: FastifyRequest<WithId>) =>
    staffLeadId(db, adminOf(request), request.params.id);

  app.get(base, route('admin_leads_read', schemas.list, false), (request) =>
    listLeads(app.readDb, parseListQuery(rawQuery(request)), scopeOf(request)),
  );

  app.post<{ Params: { user_id: string } }>(
    '/v1/admin/users/:user_id/leads',
    {
      ...route('admin_leads_create', schemas.staffCreate),
      bodyLimit: DATA_URI_BODY_LIMIT,
      attachValidation: true,
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const read = readLeadBody(request.body, request.validationError);
      const body = await storeLeadFiles(db, app.storage, read, { adminId: admin.id });
      const userId = pathId(request.params.user_id);
      const { id, afterCommit } = await db.transaction((tx) =>
        createLead(tx, { kind: 'staff', principal: admin }, userId, body),
      );
      await afterCommit(app);
      return reply.status(201).send(await leadAnswer(db, id, 'staff'));
    },
  );

  app.get<{ Params: { uid: string } }>(
    `${base}/suggestions/:uid`,
    route('admin_leads_read', schemas.suggestions, false),
    (request) => uidSuggestions(db, request.params.uid, scopeOf(request)),
  );

  app.get(
    '/v1/admin/lead_reports/export',
    route('admin_leads_report', schemas.report, false),
    (request, reply) => leadReport(app.readDb, request, reply, scopeOf(request)),
  );

  // Application management (before `/leads/:id`, whose id would not match 'management').
  app.get(
    `${base}/management/logs`,
    route('admin_application_management_read', schemas.managementLogs, false),
    (request) => managementLogs(db, parseListQuery(rawQuery(request)), scopeOf(request)),
  );
  app.get(
    `${base}/management/logs/download_report`,
    route('admin_application_management_report', schemas.managementReport, false),
    (request, reply) => managementReport(db, request, reply, scopeOf(request)),
  );
  app.get<WithId>(
    `${base}/:id/management`,
    route('admin_application_management_read', schemas.management),
    async (request) => {
      const id = await leadId(request);
      const logs = await managementLogs(db, parseListQuery({ per: '100' }), scopeOf(request), id);
      return leadAnswer(db, id, 'staff', { management_logs: logs.data });
    },
  );
  app.patch<WithId>(
    `${base}/:id/management`,
    route('admin_application_management_update', schemas.manage),
    async (request) => {
      const id = await leadId(request);
      const changes = await db.transaction((tx) =>
        manageLead(tx, adminOf(request), id, request.body),
      );
      return leadAnswer(db, id, 'staff', { changes });
    },
  );

  app.get<WithId>(`${base}/:id`, route('admin_leads_read', schemas.read), async (request) =>
    leadAnswer(db, await leadId(request), 'staff'),
  );
  // The body's refusals are answered after the lead's own 404 and with the write's errors.
  const update = {
    ...route('admin_leads_update', schemas.update),
    bodyLimit: DATA_URI_BODY_LIMIT,
    attachValidation: true,
  };
  app.patch<WithId>(`${base}/:id`, update, async (request) => {
    const admin = adminOf(request);
    const id = await leadId(request);
    const read = readLeadBody(request.body, request.validationError);
    const body = await storeLeadFiles(db, app.storage, read, { adminId: admin.id });
    const { afterCommit } = await db.transaction((tx) =>
      updateLead(tx, { kind: 'staff', principal: admin }, id, body),
    );
    await afterCommit(app);
    return leadAnswer(db, id, 'staff');
  });

  app.delete<WithId>(
    `${base}/:id`,
    route('admin_leads_remove', schemas.remove),
    async (request, reply) => {
      const id = await leadId(request);
      const files = await db.transaction((tx) => removeLead(tx, adminOf(request), id));
      await dropFiles(db, app.storage, files);
      return reply.status(204).send();
    },
  );

  app.patch<WithId & { Body: ChangeServiceBody }>(
    `${base}/:id/change_service`,
    { ...route('admin_leads_change_service', schemas.changeService), attachValidation: true },
    async (request) => {
      const id = await leadId(request);
      const serviceId = changedId(request, 'service');
      await db.transaction((tx) => changeLeadService(tx, id, serviceId));
      return leadAnswer(db, id, 'staff');
    },
  );

  app.patch<WithId & { Body: ChangeManagerBody }>(
    `${base}/:id/change_personal_manager`,
    {
      ...route('admin_leads_change_personal_manager', schemas.changeManager),
      attachValidation: true,
    },
    async (request) => {
      const id = await leadId(request);
      const managerId = changedId(request, 'admin');
      await db.transaction((tx) => changeLeadManager(tx, id, managerId));
      return leadAnswer(db, id, 'staff');
    },
  );

  leadDocumentRoutes(app, {
    base: `${base}/:id/documents`,
    viewer: 'staff',
    read: { config: { access: { permission: 'admin_leads_read', scoped: true } } },
    write: { config: { access: { permission: 'admin_leads_documents', scoped: true } } },
    leadId,
    uploader: adminOf,
  });

  // Seed 001 §7 "Download": GET /attachments/{id}?transfer=download_url — a lead document,
  // with its lead's id and number (the console's /crm/attachments/{id} links to the card).
  app.get<WithId>(
    '/v1/admin/attachments/:id',
    route('admin_leads_read', schemas.attachment),
    async (request, reply) => {
      const row = await findAttachment(db, pathId(request.params.id));
      if (!row || row.record_type !== 'Lead' || row.record_id === null) throw new NotFound();
      const leadId = String(row.record_id);
      const uid = await staffLeadUid(db, adminOf(request), leadId);
      return answerTransfer(request, reply, row, transferOf(request) ?? 'record', {
        lead_id: leadId,
        lead_uid: uid,
      });
    },
  );

  await app.register(siteLeadRoutes);
  await app.register(import('./activities'));
}
