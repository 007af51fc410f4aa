/**
 * Organizations (seed 000 §3, seed 001 §7): site list (active only), detail and suggestions;
 * the lookup by region_id + affiliation_kinds[] is the list with those filters. Admin twins
 * with create/update/delete gated by admin_organizations_*.
 */
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { NotFound } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { deleteRow } from '../../http/crud';
import { mapConstraint, pathId, rawQuery } from '../../http/request';
import { assertOrganizationWrite, hasAllScope } from '../organizations/scope';
import {
  getOrganization,
  listOrganizations,
  suggestOrganizations,
  withAddressAttributes,
} from './organizationQueries';
import { routeSchemas } from '../../http/schemas';
import { organizationConstraints, OrganizationBody, saveOrganization } from './organizationWrite';
import { answer, judgedFormWrites, textParams } from '../../http/moreSchemas';

type WithId = { Params: { id: string } };

const SuggestionParams = textParams({ query: 'Часть названия, полного названия или ИНН' });

/** The writes' body, JSON:API or a form under `organization` (`OrganizationBody`). */
const writes = judgedFormWrites(OrganizationBody, 'organization');
type Write = { Body: Static<typeof OrganizationBody> };

export function registerOrganizations(app: FastifyInstance): void {
  const db = app.db;
  const detail = () => parseListQuery({});

  app.get('/v1/organizations', { config: { access: 'public' }, schema: routeSchemas.list }, (req) =>
    listOrganizations(db, rawQuery(req), parseListQuery(rawQuery(req)), true),
  );
  app.get<{ Params: { query: string } }>(
    '/v1/organizations/suggestions/:query',
    {
      config: { access: 'public' },
      schema: { params: SuggestionParams, response: answer.any },
    },
    (req) => suggestOrganizations(db, req.params.query),
  );
  app.get<WithId>(
    '/v1/organizations/:id',
    { config: { access: 'public' }, schema: routeSchemas.read },
    (req) => getOrganization(db, pathId(req.params.id), parseListQuery(rawQuery(req)), true),
  );

  app.get(
    '/v1/admin/organizations',
    { config: { access: { permission: 'admin_organizations_read' } }, schema: routeSchemas.list },
    (req) => {
      return listOrganizations(db, rawQuery(req), parseListQuery(rawQuery(req)), false);
    },
  );
  app.get<WithId>(
    '/v1/admin/organizations/:id',
    { config: { access: { permission: 'admin_organizations_read' } }, schema: routeSchemas.read },
    async (req) => {
      const doc = await getOrganization(
        db,
        pathId(req.params.id),
        parseListQuery(rawQuery(req)),
        false,
      );
      return withAddressAttributes(db, doc);
    },
  );
  app.post<Write>(
    '/v1/admin/organizations',
    {
      config: { access: { permission: 'admin_organizations_create' }, formBody: writes.formBody },
      schema: writes.create,
    },
    async (req, reply) => {
      const attributes = req.body.data.attributes;
      const id = await saveOrganization(db, attributes, undefined, { allScope: hasAllScope(req) });
      const doc = await getOrganization(db, id, detail(), false);
      return reply.status(201).send(await withAddressAttributes(db, doc));
    },
  );
  // ГРО staff update their own organization only, and not its affiliations (organizationWrite).
  app.patch<WithId & Write>(
    '/v1/admin/organizations/:id',
    {
      config: {
        access: { permission: 'admin_organizations_update', scoped: true },
        formBody: writes.formBody,
      },
      schema: writes.update,
    },
    async (req) => {
      const id = pathId(req.params.id);
      assertOrganizationWrite(req, id);
      const attributes = req.body.data.attributes;
      await saveOrganization(db, attributes, id, { allScope: hasAllScope(req) });
      return withAddressAttributes(db, await getOrganization(db, id, detail(), false));
    },
  );
  app.delete<WithId>(
    '/v1/admin/organizations/:id',
    {
      config: { access: { permission: 'admin_organizations_remove' } },
      schema: routeSchemas.remove,
    },
    async (req, reply) => {
      const found = await deleteRow(db, 'organizations', pathId(req.params.id)).catch(
        (e: unknown) => mapConstraint(e, organizationConstraints),
      );
      if (!found) throw new NotFound();
      return reply.status(204).send();
    },
  );
}
