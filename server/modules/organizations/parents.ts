/**
 * The parents of the registries nested under an organization or a branch (seed 001 §2, §3;
 * served by the engine, server/registries/nested.ts): how each loads, whether the site shows
 * its rows (an active organization; an active branch of an active one), and who writes them —
 * `mayWriteOrganization` over the parent's organization. Reading needs the family's read key
 * (organizations and branches are lookups of every form); writing the tab's own key, or the
 * branches' create / update / remove. The branches themselves are nested under their
 * organization (and also addressed at /branches/{id}).
 */
import type { FastifyInstance } from 'fastify';
import {
  branchCadastralQuarters,
  branchDistricts,
  mayWriteOrganization,
  nestedMessages,
  organizationBranches,
  organizationRegionalBenefits,
  organizationRepresentatives,
  organizationSchedules,
  organizationTariffRates,
} from '../../../src/registries/organizations';
import { validationMessages } from '../../../src/validation/messages';
import type { Queryable } from '../../db';
import { NotFound } from '../../jsonapi/errors';
import {
  registerNestedRoutes,
  type NestedOptions,
  type Parent,
  type ParentKind,
} from '../../registries/nested';

interface OrganizationParent extends Parent {
  organizationId: string;
}

async function loadParent(db: Queryable, sql: string, id: string): Promise<OrganizationParent> {
  const [row] = await db.query<{ id: string; organization_id: string; active: boolean }>(sql, [id]);
  if (!row) throw new NotFound();
  return { id: String(row.id), organizationId: String(row.organization_id), active: row.active };
}

const mayWrite: ParentKind<OrganizationParent>['mayWrite'] = (scope, parent) =>
  mayWriteOrganization(scope, parent.organizationId);

export const organizationParent: ParentKind<OrganizationParent> = {
  segment: 'organizations',
  column: 'organization_id',
  load: (db, id) =>
    loadParent(db, 'SELECT id, id AS organization_id, active FROM organizations WHERE id = $1', id),
  mayWrite,
};

export const branchParent: ParentKind<OrganizationParent> = {
  segment: 'branches',
  column: 'branch_id',
  load: (db, id) =>
    loadParent(
      db,
      `SELECT b.id, b.organization_id, (b.active AND o.active) AS active
         FROM branches b JOIN organizations o ON o.id = b.organization_id WHERE b.id = $1`,
      id,
    ),
  mayWrite,
};

/** The hours may be a branch's (`branch_id`, outside the definition): one of this organization's. */
const scheduleBranch: NestedOptions<OrganizationParent> = {
  extraColumns: ['branch_id'],
  async extra(tx, parent, attributes) {
    if (!('branch_id' in attributes)) return { values: {}, errors: [] };
    const raw = attributes.branch_id;
    if (raw === null || raw === '') return { values: { branch_id: null }, errors: [] };
    const id = typeof raw === 'number' ? String(raw) : raw;
    const fail = (detail: string) => ({
      values: {},
      errors: [{ field: 'branch_id', title: 'Филиал', detail }],
    });
    if (typeof id !== 'string' || !/^\d{1,18}$/.test(id)) return fail(validationMessages.invalid);
    const rows = await tx.query('SELECT 1 FROM branches WHERE id = $1 AND organization_id = $2', [
      id,
      parent.id,
    ]);
    return rows.length
      ? { values: { branch_id: id }, errors: [] }
      : fail(nestedMessages.foreignBranch);
  },
};

export function registerNestedRegistries(app: FastifyInstance): void {
  registerNestedRoutes(app, organizationSchedules, organizationParent, scheduleBranch);
  for (const definition of [
    organizationBranches,
    organizationRegionalBenefits,
    organizationRepresentatives,
    organizationTariffRates,
  ])
    registerNestedRoutes(app, definition, organizationParent);
  for (const definition of [branchDistricts, branchCadastralQuarters])
    registerNestedRoutes(app, definition, branchParent);
}
