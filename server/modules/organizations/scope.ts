/**
 * Who may write an organization's records (src/access scoping): every role with an `all` scope
 * (etp_admin, ЕОГ) any organization; ГРО staff (organization scope) only their own; read-only
 * roles and the other scopes none. Reads of organizations stay open to every holder of the read
 * key: they are the lookups of every form.
 */
import type { FastifyRequest } from 'fastify';
import { scopeFor } from '../../../src/access/scoping';
import { mayChangeAffiliations, mayWriteOrganization } from '../../../src/registries/organizations';
import { adminOf } from '../../auth/guard';
import type { Queryable } from '../../db';
import { Forbidden, NotFound } from '../../jsonapi/errors';

export function canWriteOrganization(req: FastifyRequest, organizationId: string): boolean {
  return mayWriteOrganization(scopeFor(adminOf(req)), organizationId);
}

/** 403 unless the caller may write this organization's records. */
export function assertOrganizationWrite(req: FastifyRequest, organizationId: string): void {
  if (!canWriteOrganization(req, organizationId)) throw new Forbidden();
}

/** Whether the caller's scope covers every organization (affiliations, activity, creation). */
export function hasAllScope(req: FastifyRequest): boolean {
  return mayChangeAffiliations(scopeFor(adminOf(req)));
}

/** 404 unless the organization exists. */
export async function assertOrganizationExists(db: Queryable, id: string): Promise<void> {
  const rows = await db.query('SELECT 1 FROM organizations WHERE id = $1', [id]);
  if (!rows.length) throw new NotFound();
}
