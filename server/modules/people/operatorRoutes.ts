/**
 * Operators — staff accounts (seed 001 §7, under /v1/admin):
 *   GET    /admin_users                       list (page, per, query, role, organization_ids[],
 *                                             region_id, mfc_id, blocked, order_by/order_type)
 *   GET    /admin_users/statistic             counts within the caller's scope
 *   POST   /admin_users                       create; the invitation is mailed
 *   GET    /admin_users/{id}                  one account, organization/branch/region/mfc included
 *   PATCH  /admin_users/{id}, DELETE /admin_users/{id}
 *   POST   /admin_users/{id}/block, /unblock
 *   GET    /admin_users/{id}/changes          audit trail
 *   POST   /admin_users/{id}/send_confirmation, /send_recovery   (paths ours: "not shown")
 * Every route holds its admin_operators_* key; records are scoped (src/access/scoping) and
 * writes need superior reach (src/access/reach.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeFor } from '../../../src/access/scoping';
import { operators } from '../../../src/registries/operators';
import { adminOf } from '../../auth/guard';
import { pathId, rawQuery } from '../../http/request';
import { parseListQuery } from '../../jsonapi/query';
import { recordChanges } from '../../registries/audit';
import { registerBlockRoutes, staffRoute as access, type WithId } from './blockRoutes';
import { listOperators, operatorDocument, operatorStatistic } from './operatorQueries';
import { document, OperatorAttributes } from '../../../src/wire/accountBodies';
import { routeSchemas } from '../../http/schemas';
import { formRoute } from '../auth/schemas';
import { judgedAttributes } from '../../http/schemaErrors';
import {
  createOperator,
  removeOperator,
  sendOperatorLetter,
  setOperatorBlocked,
  updateOperator,
  visibleOperator,
} from './operatorWrite';

const BASE = `/v1/admin/${operators.path}`;

const idOf = (req: FastifyRequest<WithId>) => pathId(req.params.id);

/** The form's body; what the schema cannot judge is `validateOperator`'s. */
const WriteBody = document(OperatorAttributes);
const createSchema = { ...routeSchemas.create, body: WriteBody };
const updateSchema = { ...routeSchemas.update, body: WriteBody };
const formOf = (req: FastifyRequest) => judgedAttributes<OperatorAttributes>(req);

export default async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get(BASE, access('admin_operators_read', false, routeSchemas.list), (req) =>
    listOperators(db, rawQuery(req), parseListQuery(rawQuery(req)), scopeFor(adminOf(req))),
  );

  app.get(`${BASE}/statistic`, access('admin_operators_report', false, routeSchemas.list), (req) =>
    operatorStatistic(db, parseListQuery(rawQuery(req)), scopeFor(adminOf(req))),
  );

  const createOptions = { ...access('admin_operators_create', true, createSchema), ...formRoute };
  app.post(BASE, createOptions, async (req, reply) => {
    const { row, invitationSent } = await createOperator(app, adminOf(req), formOf(req));
    const doc = await operatorDocument(db, row);
    return reply.status(201).send({ ...doc, meta: { confirmation_sent: invitationSent } });
  });

  app.get<WithId>(
    `${BASE}/:id`,
    access('admin_operators_read', true, routeSchemas.read),
    async (req) => operatorDocument(db, await visibleOperator(db, adminOf(req), idOf(req))),
  );

  app.patch<WithId>(
    `${BASE}/:id`,
    { ...access('admin_operators_update', true, updateSchema), ...formRoute },
    async (req) =>
      operatorDocument(db, await updateOperator(app, adminOf(req), idOf(req), formOf(req))),
  );

  app.delete<WithId>(
    `${BASE}/:id`,
    access('admin_operators_remove', true, routeSchemas.remove),
    async (req, reply) => {
      await removeOperator(app, adminOf(req), idOf(req));
      return reply.status(204).send();
    },
  );

  registerBlockRoutes(app, {
    base: BASE,
    permission: 'admin_operators_block',
    eventType: 'admin_user',
    setBlocked: (admin, id, blocked) => setOperatorBlocked(app, admin, id, blocked),
    answer: (row) => operatorDocument(db, row),
  });

  app.get<WithId>(
    `${BASE}/:id/changes`,
    access('admin_operators_history', true, routeSchemas.idList),
    async (req) => {
      const id = idOf(req);
      await visibleOperator(db, adminOf(req), id);
      return recordChanges(db, operators, id, parseListQuery(rawQuery(req)));
    },
  );

  for (const [path, letter, permission] of [
    ['send_confirmation', 'confirmation', 'admin_operators_send_confirmation'],
    ['send_recovery', 'recovery', 'admin_operators_send_recovery'],
  ] as const) {
    app.post<WithId>(
      `${BASE}/:id/${path}`,
      access(permission, true, routeSchemas.act),
      async (req) => {
        await sendOperatorLetter(app, adminOf(req), idOf(req), letter);
        return { meta: { sent: true } };
      },
    );
  }
}
