/**
 * Organizations (seed 000 §3, seed 001 §7): site list (active only), detail and suggestions;
 * the lookup by region_id + affiliation_kinds[] is the list with those filters. Admin twins
 * with create/update/delete gated by admin_organizations_*.
 */
import type { FastifyInstance } from 'fastify';
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
import { open, routeSchemas } from '../../http/schemas';
import { organizationConstraints, saveOrganization } from './organizationWrite';
import { answer, formWriteSchemas, loose, textParams } from '../../http/moreSchemas';

type WithId = { Params: { id: string } };

const SuggestionParams = textParams({ query: 'Часть названия, полного названия или ИНН' });

/** The attributes `saveOrganization` reads; it checks them itself, with the seeds' messages. */
const organizationAttributes = open({
  name: loose('Название'),
  full_name: loose('Полное название'),
  short_code: loose('Краткий код'),
  inn: loose('ИНН'),
  ogrn: loose('ОГРН'),
  kpp: loose('КПП'),
  active: loose('Активна (true / false)'),
  unified_phone: loose('Единый телефон'),
  phones: loose('Телефоны'),
  email: loose('Эл. почта'),
  region_code: loose('Код региона'),
});

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
  app.post(
    '/v1/admin/organizations',
    {
      config: { access: { permission: 'admin_organizations_create' } },
      schema: formWriteSchemas(organizationAttributes, 'organization').create,
    },
    async (req, reply) => {
      const id = await saveOrganization(db, req.body, undefined, { allScope: hasAllScope(req) });
      const doc = await getOrganization(db, id, detail(), false);
      return reply.status(201).send(await withAddressAttributes(db, doc));
    },
  );
  // ГРО staff update their own organization only, and not its affiliations (organizationWrite).
  app.patch<WithId>(
    '/v1/admin/organizations/:id',
    {
      config: { access: { permission: 'admin_organizations_update', scoped: true } },
      schema: formWriteSchemas(organizationAttributes, 'organization').update,
    },
    async (req) => {
      const id = pathId(req.params.id);
      assertOrganizationWrite(req, id);
      await saveOrganization(db, req.body, id, { allScope: hasAllScope(req) });
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
