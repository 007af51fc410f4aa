/**
 * What staff do to an applicant besides editing the card, each in one transaction with its
 * audit row: block / unblock (a blocked applicant cannot sign in, and open sessions end on the
 * next request — server/auth/guard.ts), removal (only without leads), removal of the policy
 * agreement (the site asks for it again at the next sign-in), and moving leads to another
 * applicant (both applicants' trails record the lead numbers).
 */
import type { FastifyInstance } from 'fastify';
import { scopeFor } from '../../../src/access/scoping';
import { validationMessages as m } from '../../../src/validation/messages';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { mapConstraint } from '../../http/request';
import { Unprocessable } from '../../jsonapi/errors';
import { registryMessages } from '../../registries/crud';
import { Where } from '../../db/sql';
import { applicantMessages } from './applicantMessages';
import { applicantSnapshot, recordApplicantAudit } from './userAudit';
import { leadScopeWhere } from './userScope';
import { lockApplicant } from './userWrite';

/** Sets one column of the applicant and records the change. */
async function setColumn(
  tx: Queryable,
  admin: AdminPrincipal,
  id: string,
  assignment: 'blocked = true' | 'blocked = false' | 'policy_agreed_at = NULL',
): Promise<void> {
  await lockApplicant(tx, admin, id);
  const before = (await applicantSnapshot(tx, id))!;
  await tx.query(`UPDATE users SET ${assignment}, updated_at = now() WHERE id = $1`, [id]);
  const after = (await applicantSnapshot(tx, id))!;
  await recordApplicantAudit(tx, { admin, action: 'update', before, after });
}

export function setBlocked(
  app: FastifyInstance,
  admin: AdminPrincipal,
  id: string,
  blocked: boolean,
) {
  return app.db.transaction((tx) =>
    setColumn(tx, admin, id, blocked ? 'blocked = true' : 'blocked = false'),
  );
}

export function removePolicyAgreement(app: FastifyInstance, admin: AdminPrincipal, id: string) {
  return app.db.transaction((tx) => setColumn(tx, admin, id, 'policy_agreed_at = NULL'));
}

/** `DELETE /v1/admin/users/{id}`: refused while the applicant has leads (move them first). */
export async function removeApplicant(app: FastifyInstance, admin: AdminPrincipal, id: string) {
  await app.db
    .transaction(async (tx) => {
      await lockApplicant(tx, admin, id);
      const [leads] = await tx.query<{ n: string }>(
        'SELECT count(*) AS n FROM leads WHERE user_id = $1',
        [id],
      );
      if (Number(leads?.n ?? 0) > 0) throw Unprocessable.field('base', applicantMessages.hasLeads);
      const before = (await applicantSnapshot(tx, id))!;
      const [row] = await tx.query<{ legal: string | null; postal: string | null }>(
        'DELETE FROM users WHERE id = $1 RETURNING legal_address_id AS legal, postal_address_id AS postal',
        [id],
      );
      const addressIds = [row?.legal, row?.postal].filter((a): a is string => !!a);
      if (addressIds.length)
        await tx.query('DELETE FROM addresses WHERE id = ANY($1::bigint[])', [addressIds]);
      await recordApplicantAudit(tx, { admin, action: 'destroy', before, after: null });
    })
    .catch((e: unknown) => mapConstraint(e, { inUse: registryMessages.inUse }));
}

interface LeadRow {
  id: string;
  uid: string | null;
}

const uidsText = (rows: LeadRow[]) => rows.map((r) => r.uid ?? `№ ${r.id}`).join(', ');

/**
 * `POST /v1/admin/users/{id}/leads_reassign` {target_user_id, lead_ids?}: moves the chosen
 * leads (all of them when none are named) of applicant `id` that lie in the caller's scope to
 * the target applicant. The target may be outside the caller's list scope — staff find it by
 * the account search — but must exist, differ and not be blocked.
 */
export async function reassignLeads(
  app: FastifyInstance,
  admin: AdminPrincipal,
  id: string,
  // Record ids, judged by the route's schema.
  {
    target_user_id: targetId,
    lead_ids: chosen = [],
  }: { target_user_id: string; lead_ids?: string[] },
): Promise<{ moved: LeadRow[]; targetId: string }> {
  return app.db.transaction(async (tx) => {
    await lockApplicant(tx, admin, id);

    const [target] = await tx.query<{ blocked: boolean }>(
      'SELECT blocked FROM users WHERE id = $1 FOR UPDATE',
      [targetId],
    );
    if (!target)
      throw Unprocessable.field('target_user_id', applicantMessages.targetNotFound, 'Заявитель');
    if (targetId === id)
      throw Unprocessable.field('target_user_id', applicantMessages.targetSame, 'Заявитель');
    if (target.blocked)
      throw Unprocessable.field('target_user_id', applicantMessages.targetBlocked, 'Заявитель');

    const where = new Where();
    where.and(`l.user_id = ${where.p(id)}::bigint`);
    leadScopeWhere(where, scopeFor(admin));
    if (chosen.length) where.and(`l.id = ANY(${where.p(chosen)}::bigint[])`);
    const leads = await tx.query<LeadRow>(
      `SELECT l.id, l.uid FROM leads l ${where} ORDER BY l.id FOR UPDATE`,
      where.params,
    );
    if (chosen.length && leads.length !== new Set(chosen).size)
      throw Unprocessable.field('lead_ids', m.invalid, 'Заявки');
    if (!leads.length) throw Unprocessable.field('lead_ids', applicantMessages.noLeads, 'Заявки');

    const ids = leads.map((l) => String(l.id));
    await tx.query(
      'UPDATE leads SET user_id = $1, updated_at = now() WHERE id = ANY($2::bigint[])',
      [targetId, ids],
    );
    const moved = leads.map((l) => ({ id: String(l.id), uid: l.uid }));
    const text = uidsText(moved);
    for (const [userId, change] of [
      [id, [text, null]],
      [targetId, [null, text]],
    ] as const) {
      const snapshot = (await applicantSnapshot(tx, userId))!;
      await recordApplicantAudit(tx, {
        admin,
        action: 'update',
        before: snapshot,
        after: snapshot,
        extra: { lead_uids: [change[0], change[1]] },
      });
    }
    return { moved, targetId };
  });
}
