/**
 * Applicants in the console (seed 001 §7 Users), under /v1/admin unless /v2:
 *   GET    /users                      scoped list (query, account_type[], blocked, region_id[] …)
 *   POST   /users                      create (any account type)              admin_users_create
 *   GET    /users/search               by exact phone (11 digits), e-mail or SNILS, any scope
 *   GET    /users/{id}                 the card (404 outside the caller's scope)
 *   PATCH  /users/{id}                 edit                                   admin_users_update
 *   PUT    /users/{id}                 the same, the live portal's verb: the document as GET
 *                                      returned it (its read-only attributes are ignored)
 *   DELETE /users/{id}                 remove, only without leads             admin_users_remove
 *   POST   /users/{id}/block, /unblock                                       admin_users_block
 *   DELETE /users/{id}/policy_agreement                 admin_users_policy_agreement_remove
 *   POST   /users/{id}/leads_reassign  {target_user_id, lead_ids?}   admin_users_leads_reassign
 *   GET    /users/{id}/leads           the applicant's leads in the caller's scope
 *   GET    /users/{id}/changes         the audit trail                        admin_users_history
 *   GET    /user_reports/base_report   XLSX / CSV of the list                 admin_users_report
 *   GET    /v2/admin/users/short       pickers: id, full name, phone, e-mail, 10 per page
 * Writes are `scoped`: an applicant outside the caller's scope is a 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeFor } from '../../../src/access/scoping';
import { users } from '../../../src/registries/users';
import { validateEmail } from '../../../src/validation/email';
import { validateSnils } from '../../../src/validation/snils';
import { adminOf } from '../../auth/guard';
import { AfterSchema } from '../../http/afterSchema';
import { pathId, rawQuery } from '../../http/request';
import { ApplicantAttributes, document } from '../../../src/wire/accountBodies';
import { strictPhone } from '../auth/login';
import { formRoute } from '../auth/schemas';
import { rootBody } from '../../http/formBody';
import { judgedAttributes } from '../../http/schemaErrors';
import { BadRequest, NotFound } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { recordChanges } from '../../registries/audit';
import { applicantLeads } from './applicantLeads';
import { registerBlockRoutes, staffRoute as access, type WithId } from './blockRoutes';
import { applicantMessages } from './applicantMessages';
import { reassignLeads, removeApplicant, removePolicyAgreement, setBlocked } from './userActions';
import {
  applicantDocument,
  listApplicants,
  searchApplicants,
  shortApplicants,
  type SearchKey,
} from './userQueries';
import { baseReport } from './userReport';
import { applicantVisibility } from './userScope';
import { Type, type Static } from 'typebox';
import {
  Id,
  recordId,
  IdParams,
  judgedBody,
  listDocument,
  open,
  responses,
  routeSchemas,
} from '../../http/schemas';
import { createApplicant, updateApplicant } from './userWrite';

const cardIncluded = ['legal_address', 'postal_address'];

const base = '/v1/admin/users';

/**
 * `{data: {attributes: {target_user_id, lead_ids?}}}`: the target (found, another, not blocked)
 * and the leads (the applicant's, in the caller's scope) are `reassignLeads`'s rules.
 */
const ReassignBody = judgedBody(
  Type.Object(
    {
      target_user_id: recordId('Заявитель', { description: 'Новый заявитель (id)' }),
      lead_ids: Type.Optional(
        Type.Array(Id, {
          maxItems: 100,
          title: 'Заявки',
          description: 'Идентификаторы заявок, до 100; без них — все заявки',
        }),
      ),
    },
    { additionalProperties: false },
  ),
);
const reassignSchema = {
  params: IdParams,
  body: ReassignBody,
  response: responses({ 200: listDocument() }),
};

/** The card's writes (`ApplicantAttributes`), JSON:API or `{user: {...}}`. */
const cardSchemas = {
  create: { ...routeSchemas.create, body: document(ApplicantAttributes) },
  update: { ...routeSchemas.update, body: document(ApplicantAttributes) },
};
const cardWrite = { ...formRoute, preValidation: rootBody(users.type) };

/** `?phone=` | `?email=` | `?snils=`: exactly one. */
const searchQuery = open({
  phone: Type.Optional(Type.String({ description: 'Телефон, 11 цифр' })),
  email: Type.Optional(Type.String({ description: 'Электронная почта' })),
  snils: Type.Optional(Type.String({ description: 'СНИЛС' })),
});
type SearchQuery = Static<typeof searchQuery>;

const scopeOf = (request: FastifyRequest) => scopeFor(adminOf(request));

/** The path id of an applicant the caller may see; 404 otherwise (existence not revealed). */
async function visibleId(app: FastifyInstance, request: FastifyRequest<WithId>): Promise<string> {
  const id = pathId(request.params.id);
  if ((await applicantVisibility(app.db, scopeOf(request), id)) !== 'inside') throw new NotFound();
  return id;
}

/**
 * One of phone / e-mail / SNILS from the query string (`searchQuery` judged each a text), with
 * the seeds' messages: that exactly one is given, and its format, are the code's.
 */
function searchKey(request: FastifyRequest<{ Querystring: SearchQuery }>): SearchKey {
  const query = request.query;
  const given = (['phone', 'email', 'snils'] as const).filter(
    (k) => query[k] !== undefined && query[k] !== '',
  );
  if (!given.length) throw new BadRequest(applicantMessages.searchKeyMissing);
  if (given.length > 1) throw new BadRequest(applicantMessages.searchKeyOne);
  const column = given[0]!;
  const f = new AfterSchema({ [column]: query[column] }, false);
  if (column === 'phone') strictPhone(f, false);
  else if (column === 'email') f.rule('email', 'Электронная почта', validateEmail);
  else f.rule('snils', 'СНИЛС', validateSnils);
  return { column, value: f.done()[column] as string };
}

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  // The card carries its addresses unless the client asks for other relations.
  const card = (id: string, request: FastifyRequest) => {
    const included = parseListQuery(rawQuery(request)).included;
    return applicantDocument(db, id, included.length ? included : cardIncluded);
  };

  app.get(base, access('admin_users_read', false, routeSchemas.list), (request) =>
    listApplicants(db, rawQuery(request), parseListQuery(rawQuery(request)), scopeOf(request)),
  );
  app.get(
    '/v2/admin/users/short',
    access('admin_users_read', false, routeSchemas.list),
    (request) => shortApplicants(db, parseListQuery(rawQuery(request), 10), scopeOf(request)),
  );
  app.get<{ Querystring: SearchQuery }>(
    `${base}/search`,
    access('admin_users_read', false, {
      querystring: searchQuery,
      response: responses({ 200: listDocument() }),
    }),
    (request) => searchApplicants(db, searchKey(request), scopeOf(request)),
  );
  app.get(
    '/v1/admin/user_reports/base_report',
    access('admin_users_report', false, routeSchemas.report),
    (request, reply) => baseReport(db, request, reply, scopeOf(request)),
  );

  app.post(
    base,
    { ...access('admin_users_create', true, cardSchemas.create), ...cardWrite },
    async (request, reply) => {
      const id = await createApplicant(
        app,
        adminOf(request),
        judgedAttributes<ApplicantAttributes>(request),
      );
      return reply.status(201).send(await card(id, request));
    },
  );

  app.get<WithId>(
    `${base}/:id`,
    access('admin_users_read', false, routeSchemas.read),
    async (request) => card(await visibleId(app, request), request),
  );
  // PATCH is JSON:API's update, the console's for every registry; PUT is the live portal's.
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route<WithId>({
      method,
      url: `${base}/:id`,
      ...access('admin_users_update', true, cardSchemas.update),
      ...cardWrite,
      handler: async (request) => {
        const id = pathId(request.params.id);
        await updateApplicant(
          app,
          adminOf(request),
          id,
          judgedAttributes<ApplicantAttributes>(request),
        );
        return card(id, request);
      },
    });
  }
  app.delete<WithId>(
    `${base}/:id`,
    access('admin_users_remove', true, routeSchemas.remove),
    async (request, reply) => {
      await removeApplicant(app, adminOf(request), pathId(request.params.id));
      return reply.status(204).send();
    },
  );

  registerBlockRoutes(app, {
    base,
    permission: 'admin_users_block',
    eventType: 'user',
    setBlocked: (admin, id, blocked) => setBlocked(app, admin, id, blocked),
    answer: (_row, id, request) => card(id, request),
  });

  app.delete<WithId>(
    `${base}/:id/policy_agreement`,
    access('admin_users_policy_agreement_remove', true, routeSchemas.read),
    async (request) => {
      const id = pathId(request.params.id);
      await removePolicyAgreement(app, adminOf(request), id);
      return card(id, request);
    },
  );

  app.post<WithId>(
    `${base}/:id/leads_reassign`,
    access('admin_users_leads_reassign', true, reassignSchema),
    async (request) => {
      const id = pathId(request.params.id);
      const { moved, targetId } = await reassignLeads(
        app,
        adminOf(request),
        id,
        (request.body as Static<typeof ReassignBody>).data.attributes,
      );
      return {
        data: moved.map((l) => ({
          type: 'lead',
          id: l.id,
          attributes: { uid: l.uid, user_id: targetId },
        })),
        meta: { reassigned: moved.length, target_user_id: targetId },
      };
    },
  );

  app.get<WithId>(
    `${base}/:id/leads`,
    access('admin_users_read', false, routeSchemas.idList),
    async (request) =>
      applicantLeads(
        db,
        await visibleId(app, request),
        parseListQuery(rawQuery(request)),
        scopeOf(request),
      ),
  );
  app.get<WithId>(
    `${base}/:id/changes`,
    access('admin_users_history', false, routeSchemas.idList),
    async (request) =>
      recordChanges(db, users, await visibleId(app, request), parseListQuery(rawQuery(request))),
  );
}
