/**
 * Social assistance (issue 18; seed 001 §2 /crm/support_measures/social_assistances, /{id}):
 * a lead's claim of a citizen category. The engine serves the list, `{id}` and `{id}/changes`
 * from src/registries/supportMeasures.ts; here:
 *
 *   POST  /v1/admin/social_assistances            {lead_id, citizen_category_id, amount?, comment?}
 *                                                 a lead's request   admin_social_assistances_update
 *   PATCH /v1/admin/social_assistances/{id}       category, amount, comment; the executor
 *                                                 (organization_id) only by a regional head with
 *                                                 executor_selection (other roles by the key)
 *   POST  /v1/admin/social_assistances/{id}/decision   {decision: approved|rejected, comment?}
 *                                                 staff with 'citizen category approval' (the
 *                                                 operator's flag; etp_admin always): approving
 *                                                 sets the lead's citizen_category_id,
 *                                                 preferential_category and
 *                                                 social_assistance_approved; refusing clears
 *                                                 the approval
 *
 * A regional head holds the social_assistances keys only with the social_assistance flag
 * (src/access/canAccess `permissionsFor`; the pages' route marker, src/access/consoleRoutes).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { socialAssistanceMessages as msg } from '../../../src/domain/appeals';
import { socialAssistances as def } from '../../../src/registries/supportMeasures';
import { validationMessages } from '../../../src/validation/messages';
import type { AdminPrincipal } from '../../auth/principal';
import { adminOf } from '../../auth/guard';
import type { Queryable } from '../../db';
import { insertRow } from '../../http/crud';
import { attributesOf, pathId, rawQuery } from '../../http/request';
import {
  IdParams,
  recordId,
  judgedBody,
  open,
  optionalText,
  writeBody,
  ListQuery,
} from '../../http/schemas';
import { answers, registrySchemas } from '../../registries/schemas';
import { Forbidden, NotFound, Unprocessable } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { changedFields, insertAudit, recordAudit } from '../../registries/audit';
import { mapDbError, registerAdminRoutes, updateRecord } from '../../registries/crud';
import { recordDocument } from '../../registries/read';
import { readRecord } from '../../registries/record';
import { adminScope, assertInScope } from '../../registries/scope';
import { validateWrite } from '../../registries/validate';
import {
  citizenCategoryApproval,
  claimingLead,
  decideSocialAssistance,
  lockLeadCategory,
  setLeadCategory,
} from './queries';

type WithId = { Params: { id: string } };
const base = `/v1/admin/${def.path}`;

/** The executor is chosen by a regional head only with executor_selection. */
function assertMayChooseExecutor(admin: AdminPrincipal): void {
  if (admin.role === 'regional_head' && !admin.executorSelection)
    throw new Forbidden(msg.executorFlag);
}

async function mayApproveCategories(db: Queryable, admin: AdminPrincipal): Promise<boolean> {
  if (admin.role === 'etp_admin') return true;
  return (await citizenCategoryApproval(db, admin.id)) === true;
}

const schemas = registrySchemas(def);

/**
 * A lead's request (issue 37 item 4): its schema judges the lead id and types the registry's
 * attributes as the engine's writes do; the engine's rules (the category required, references
 * that exist) and the lead itself are checked in code.
 */
const CreateBody = judgedBody(
  open({ lead_id: recordId('Заявка', { description: 'Заявка (id)' }), ...schemas.writeAttributes }),
);
const createSchema = {
  tags: schemas.tags,
  querystring: ListQuery,
  body: CreateBody,
  response: answers(201, schemas.document),
};
/** The engine's update: `updateRecord` reads and judges the attributes. */
const updateSchema = {
  tags: schemas.tags,
  params: IdParams,
  querystring: ListQuery,
  body: writeBody(),
  response: answers(200, schemas.document),
};
/**
 * The category decision: approved or rejected, with a comment of at most 2,000 characters
 * (the registry's comment field); who may decide and on which request is the handler's rule.
 */
const DecisionBody = judgedBody(
  open({
    decision: Type.Enum(['approved', 'rejected'], {
      title: 'Решение',
      description: 'approved или rejected',
    }),
    comment: optionalText(2000, 'Комментарий', 'Комментарий, до 2000 символов'),
  }),
);
const decisionSchema = {
  tags: schemas.tags,
  params: IdParams,
  querystring: ListQuery,
  body: DecisionBody,
  response: answers(200, schemas.document),
};

export default async function supportMeasureRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  registerAdminRoutes(app, def, { skip: ['update'] });
  const update = {
    config: { access: { permission: 'admin_social_assistances_update' as const, scoped: true } },
  };
  const document = (request: FastifyRequest, record: Awaited<ReturnType<typeof readRecord>>) =>
    recordDocument(db, def, record!, parseListQuery(rawQuery(request)).included, false);

  app.post(base, { ...update, schema: createSchema }, async (request, reply) => {
    const attributes = (request.body as Static<typeof CreateBody>).data.attributes;
    const leadId = attributes.lead_id;
    const admin = adminOf(request);
    const scope = adminScope(request);
    const record = await db
      .transaction(async (tx) => {
        const lead = await claimingLead(tx, leadId);
        if (!lead) throw Unprocessable.field('lead_id', validationMessages.invalid, 'Заявка');
        const { patch } = await validateWrite(tx, def, attributes);
        if (patch.organization_id) assertMayChooseExecutor(admin);
        const values = {
          ...patch,
          organization_id: patch.organization_id ?? lead.organization_id,
          region_id: lead.region_id,
          lead_id: leadId,
          applicant_name: lead.name,
          status: 'requested',
        };
        assertInScope(def, scope, values);
        const id = await insertRow(tx, def.table, values);
        const after = (await readRecord(tx, def, id))!;
        const adminId = admin.id;
        await recordAudit(tx, { definition: def, action: 'create', adminId, before: null, after });
        return after;
      })
      .catch((e: unknown) => mapDbError(def, e));
    return reply.status(201).send(await document(request, record));
  });

  app.patch<WithId>(`${base}/:id`, { ...update, schema: updateSchema }, async (request) => {
    const id = pathId(request.params.id);
    const attributes = attributesOf(request.body, def.type);
    const admin = adminOf(request);
    const record = await db
      .transaction(async (tx) => {
        const before = await readRecord(tx, def, id, true);
        if (!before) throw new NotFound();
        const changing =
          'organization_id' in attributes &&
          String(attributes.organization_id ?? '') !== String(before.organization_id ?? '');
        if (changing) assertMayChooseExecutor(admin);
        return updateRecord(tx, def, id, attributes, admin.id, adminScope(request));
      })
      .catch((e: unknown) => mapDbError(def, e));
    return document(request, record);
  });

  const decisionOptions = { ...update, schema: decisionSchema };
  app.post<WithId>(`${base}/:id/decision`, decisionOptions, async (request) => {
    const id = pathId(request.params.id);
    const { decision, comment } = (request.body as Static<typeof DecisionBody>).data.attributes;
    const admin = adminOf(request);
    if (!(await mayApproveCategories(db, admin))) throw new Forbidden(msg.noApprovalRight);
    const record = await db.transaction(async (tx) => {
      const before = await readRecord(tx, def, id, true);
      if (!before) throw new NotFound();
      assertInScope(def, adminScope(request), before);
      if (before.status !== 'requested') throw Unprocessable.field('status', msg.decided, 'Статус');
      if (!before.citizen_category_id)
        throw Unprocessable.field(
          'citizen_category_id',
          msg.categoryRequired,
          'Льготная категория',
        );
      await decideSocialAssistance(tx, id, decision, admin.id, comment?.trim() ?? '');
      const approved = decision === 'approved';
      const lead = await lockLeadCategory(tx, before.lead_id);
      const next = {
        citizen_category_id: approved ? String(before.citizen_category_id) : null,
        preferential_category: approved ? true : (lead?.preferential_category ?? false),
        social_assistance_approved: approved,
      };
      await setLeadCategory(tx, before.lead_id, next, approved);
      const after = (await readRecord(tx, def, id))!;
      const adminId = admin.id;
      await recordAudit(tx, { definition: def, action: 'update', adminId, before, after });
      const changes = changedFields(lead ? { ...lead } : null, next, Object.keys(next));
      await insertAudit(tx, {
        adminId: admin.id,
        type: 'lead',
        id: String(before.lead_id),
        action: 'update',
        changes,
        scope: {
          region_id: lead?.region_id ?? null,
          organization_id: lead?.organization_id ?? null,
          mfc_id: null,
        },
      });
      return after;
    });
    return document(request, record);
  });
}
