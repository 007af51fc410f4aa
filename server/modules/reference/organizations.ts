/**
 * Organizations (seed 000 §3, seed 001 §7): site list (active only), detail and suggestions;
 * the lookup by region_id + affiliation_kinds[] is the list with those filters. Admin twins
 * with create/update/delete gated by admin_organizations_*.
 */
import type { FastifyInstance } from 'fastify';
import { optionalUser, requireAdmin } from '../../auth/guard';
import { NotFound } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { deleteRow } from './crud';
import { gate, mapConstraint, pathId, rawQuery } from './http';
import { getOrganization, listOrganizations, suggestOrganizations } from './organizationQueries';
import { organizationConstraints, saveOrganization } from './organizationWrite';

type WithId = { Params: { id: string } };

export function registerOrganizations(app: FastifyInstance): void {
  const db = app.db;
  const detail = () => parseListQuery({});

  app.get('/v1/organizations', { preHandler: optionalUser }, (req) =>
    listOrganizations(db, rawQuery(req), parseListQuery(rawQuery(req)), true),
  );
  app.get<{ Params: { query: string } }>(
    '/v1/organizations/suggestions/:query',
    { preHandler: optionalUser },
    (req) => suggestOrganizations(db, req.params.query),
  );
  app.get<WithId>('/v1/organizations/:id', { preHandler: optionalUser }, (req) =>
    getOrganization(db, pathId(req.params.id), parseListQuery(rawQuery(req)), true),
  );

  app.get('/v1/admin/organizations', { preHandler: requireAdmin }, (req) => {
    gate(req, 'admin_organizations_read');
    return listOrganizations(db, rawQuery(req), parseListQuery(rawQuery(req)), false);
  });
  app.get<WithId>('/v1/admin/organizations/:id', { preHandler: requireAdmin }, (req) => {
    gate(req, 'admin_organizations_read');
    return getOrganization(db, pathId(req.params.id), parseListQuery(rawQuery(req)), false);
  });
  app.post('/v1/admin/organizations', { preHandler: requireAdmin }, async (req, reply) => {
    gate(req, 'admin_organizations_create');
    const id = await saveOrganization(db, req.body);
    return reply.status(201).send(await getOrganization(db, id, detail(), false));
  });
  app.patch<WithId>('/v1/admin/organizations/:id', { preHandler: requireAdmin }, async (req) => {
    gate(req, 'admin_organizations_update');
    const id = pathId(req.params.id);
    await saveOrganization(db, req.body, id);
    return getOrganization(db, id, detail(), false);
  });
  app.delete<WithId>(
    '/v1/admin/organizations/:id',
    { preHandler: requireAdmin },
    async (req, reply) => {
      gate(req, 'admin_organizations_remove');
      const found = await deleteRow(db, 'organizations', pathId(req.params.id)).catch(
        (e: unknown) => mapConstraint(e, organizationConstraints),
      );
      if (!found) throw new NotFound();
      return reply.status(204).send();
    },
  );
}
