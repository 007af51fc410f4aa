/**
 * Branches (seed 001 §7): per organization under /organizations/{organization_id}/branches and
 * directly under /branches/{id}, for the site (active only) and the console. A role other than
 * etp_admin and eog may write only the branches of its own organization.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inScope, scopeFor } from '../../../src/access/scoping';
import { adminOf } from '../../auth/guard';
import type { Db, Queryable } from '../../db';
import { Forbidden, NotFound } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { list, single } from '../../jsonapi/serialize';
import { deleteRow, existingIds, insertRow, updateRow } from '../../http/crud';
import { Fields } from '../../http/fields';
import { attributesOf, mapConstraint, pathId, rawQuery } from '../../http/request';
import { BRANCH_COLUMNS, serializeBranch, type BranchRow } from './branchData';
import { idParams, IdParams, open, routeSchemas, ListQuery } from '../../http/schemas';
import { fetchPage, orderBy, Where } from '../../db/sql';
import { answer, formWriteSchemas, loose } from '../../http/moreSchemas';

const constraints = {
  unique: { branches_one_head_idx: ['is_head', 'У организации уже есть головной филиал'] },
  inUse: 'Филиал используется в других разделах и не может быть удалён',
} as const;
const readOnly = [
  'id',
  'created_at',
  'updated_at',
  'organization_id',
  'organization',
  'region',
  'legal_address',
  'postal_address',
  'cadastral_quaters',
  'districts',
];

async function listBranches(db: Queryable, req: FastifyRequest, orgId: string, site: boolean) {
  const raw = rawQuery(req);
  const q = parseListQuery(raw, 100);
  const org = await db.query(
    `SELECT 1 FROM organizations WHERE id = $1 ${site ? 'AND active' : ''}`,
    [orgId],
  );
  if (!org.length) throw new NotFound();
  const where = new Where().search(['name'], q.query);
  where.and(`organization_id = ${where.p(orgId)}`);
  if (site) where.and('active');
  const order = orderBy(q, raw, 'is_head DESC, name, id', { name: 'name', id: 'id' });
  const page = await fetchPage<BranchRow>(db, BRANCH_COLUMNS, 'branches', where, order, q);
  return list(page.rows.map(serializeBranch), { ...q, total: page.total });
}

async function findBranch(db: Queryable, id: string, orgId: string | undefined, site: boolean) {
  const [row] = await db.query<BranchRow>(
    `SELECT ${BRANCH_COLUMNS} FROM branches WHERE id = $1 ${site ? 'AND active' : ''}`,
    [id],
  );
  if (!row || (orgId !== undefined && String(row.organization_id) !== orgId)) throw new NotFound();
  return row;
}

/** Writes need the branch's organization inside the caller's scope (src/access scoping). */
function assertBranchScope(req: FastifyRequest, orgId: string, regionId?: string | null): void {
  const record = { organizationId: orgId, regionId: regionId ?? null };
  if (!inScope(scopeFor(adminOf(req)), record)) throw new Forbidden();
}

async function validate(db: Queryable, body: unknown, partial: boolean) {
  const f = new Fields(attributesOf(body, 'branch'), partial, readOnly);
  f.string('name', 'Наименование', { required: true, max: 500 });
  f.bool('is_head', 'Головной филиал');
  f.bool('active', 'Активен');
  f.phone('phone', 'Телефон');
  f.email('email', 'Электронная почта');
  f.id('region_id', 'Регион');
  const regionId = f.values.region_id as string | null | undefined;
  if (regionId && !(await existingIds(db, 'regions', [regionId])).has(regionId)) {
    f.fail('region_id', 'Регион', 'Регион не найден');
  }
  return f.done();
}

/** The attributes `validate` reads; it checks them itself, with the seeds' messages. */
const branchAttributes = open({
  name: loose('Название'),
  is_head: loose('Головной филиал (true / false)'),
  active: loose('Активен (true / false)'),
  phone: loose('Телефон'),
  email: loose('Эл. почта'),
  region_id: loose('Регион (id)'),
});
const OrganizationParams = idParams('organization_id');
const branchList = {
  params: OrganizationParams,
  querystring: ListQuery,
  response: answer.any,
};
/** A branch under its organization (`/v1/admin/branches/:id` has the id alone). */
const NestedBranchParams = idParams('organization_id', 'id');

export function registerBranches(app: FastifyInstance): void {
  const db: Db = app.db;
  type OrgParams = { Params: { organization_id: string } };
  type Params = { Params: { organization_id?: string; id: string } };
  const orgIdOf = (p: { organization_id?: string }) =>
    p.organization_id === undefined ? undefined : pathId(p.organization_id);

  app.get<OrgParams>(
    '/v1/organizations/:organization_id/branches',
    { config: { access: 'public' }, schema: branchList },
    (req) => listBranches(db, req, pathId(req.params.organization_id), true),
  );
  app.get<OrgParams>(
    '/v1/admin/organizations/:organization_id/branches',
    { config: { access: { permission: 'admin_branches_read' } }, schema: branchList },
    (req) => {
      return listBranches(db, req, pathId(req.params.organization_id), false);
    },
  );
  app.post<OrgParams>(
    '/v1/admin/organizations/:organization_id/branches',
    {
      config: { access: { permission: 'admin_branches_create', scoped: true } },
      schema: {
        ...formWriteSchemas(branchAttributes, 'branch').create,
        params: OrganizationParams,
      },
    },
    async (req, reply) => {
      const orgId = pathId(req.params.organization_id);
      assertBranchScope(req, orgId);
      if (!(await existingIds(db, 'organizations', [orgId])).has(orgId)) throw new NotFound();
      const values = await validate(db, req.body, false);
      const id = await insertRow(db, 'branches', { ...values, organization_id: orgId }).catch(
        (e: unknown) => mapConstraint(e, constraints),
      );
      return reply
        .status(201)
        .send(single(serializeBranch(await findBranch(db, id, orgId, false))));
    },
  );

  for (const base of ['/v1/organizations/:organization_id/branches', '/v1/branches']) {
    app.get<Params>(
      `${base}/:id`,
      { config: { access: 'public' }, schema: routeSchemas.read },
      async (req) =>
        single(
          serializeBranch(await findBranch(db, pathId(req.params.id), orgIdOf(req.params), true)),
        ),
    );
  }
  for (const base of ['/v1/admin/organizations/:organization_id/branches', '/v1/admin/branches']) {
    app.get<Params>(
      `${base}/:id`,
      { config: { access: { permission: 'admin_branches_read' } }, schema: routeSchemas.read },
      async (req) => {
        return single(
          serializeBranch(await findBranch(db, pathId(req.params.id), orgIdOf(req.params), false)),
        );
      },
    );
    const update = { permission: 'admin_branches_update', scoped: true } as const;
    const params = base.includes(':organization_id') ? NestedBranchParams : IdParams;
    const schema = { ...formWriteSchemas(branchAttributes, 'branch').update, params };
    app.patch<Params>(`${base}/:id`, { config: { access: update }, schema }, async (req) => {
      const row = await findBranch(db, pathId(req.params.id), orgIdOf(req.params), false);
      assertBranchScope(req, String(row.organization_id), row.region_id);
      const values = await validate(db, req.body, true);
      await updateRow(db, 'branches', row.id, values).catch((e: unknown) =>
        mapConstraint(e, constraints),
      );
      return single(serializeBranch(await findBranch(db, row.id, undefined, false)));
    });
    const remove = { permission: 'admin_branches_remove', scoped: true } as const;
    app.delete<Params>(
      `${base}/:id`,
      { config: { access: remove }, schema: routeSchemas.remove },
      async (req, reply) => {
        const row = await findBranch(db, pathId(req.params.id), orgIdOf(req.params), false);
        assertBranchScope(req, String(row.organization_id), row.region_id);
        await deleteRow(db, 'branches', row.id).catch((e: unknown) =>
          mapConstraint(e, constraints),
        );
        return reply.status(204).send();
      },
    );
  }
}
