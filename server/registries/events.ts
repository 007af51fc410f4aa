/**
 * The event log beyond registry writes (issue 19 "Event log"; 152-ФЗ wants to know who read whose
 * data): sign-ins, failed sign-ins, blocks, exports and downloads are rows of action_histories
 * too, with the actor's role and address. Every row — these and the audited writes of
 * ./audit.ts — takes the role and the client address of the request it is written in: an
 * onRequest hook keeps the request in an AsyncLocalStorage, so a write deep inside a module
 * needs no extra argument.
 *
 *   await recordEvent(app.db, request, {action: 'export', type: 'lead', changes: {...}});
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { insertRow } from '../http/crud';

const requests = new AsyncLocalStorage<FastifyRequest>();

/** Keeps each request reachable from the code it runs (root hook: every route). */
export function bindAuditRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requests.enterWith(request);
    done();
  });
}

export interface AuditActor {
  role: string | null;
  ip: string | null;
}

/** The role and address of the request being served; nulls outside a request (jobs). */
export function currentActor(): AuditActor {
  const request = requests.getStore();
  if (!request) return { role: null, ip: null };
  const p = request.principal;
  return {
    role: p?.kind === 'admin' ? p.role : p?.kind === 'user' ? 'applicant' : null,
    ip: request.ip ?? null,
  };
}

export type EventAction =
  'sign_in' | 'sign_in_failed' | 'block' | 'unblock' | 'export' | 'download';

export interface EventEntry {
  action: EventAction;
  /** What the event is about: 'admin_user', 'user', 'attachment', an export's name. */
  type: string;
  id?: string | null;
  changes?: Record<string, unknown>;
  /** Who, when the request's principal is not (yet) the actor: a sign-in. */
  actor?: {
    adminId?: string | null;
    userId?: string | null;
    role?: string | null;
    organizationId?: string | null;
    regionId?: string | null;
    mfcId?: string | null;
  };
}

/**
 * Writes one event. The actor is the request's principal unless given; the row is scoped by
 * the actor's organization, region and МФЦ, so an operator's log shows their organization's
 * sign-ins and exports. Never fails the request it records: a failed write is logged.
 */
export async function recordEvent(db: Queryable, request: FastifyRequest, entry: EventEntry) {
  const p = request.principal;
  const admin = p?.kind === 'admin' ? p : undefined;
  const user = p?.kind === 'user' ? p : undefined;
  const a = entry.actor ?? {};
  const pick = <T>(given: T | undefined, fallback: T | null | undefined) =>
    given !== undefined ? given : (fallback ?? null);
  try {
    await insertRow(db, 'action_histories', {
      admin_id: pick(a.adminId, admin?.id),
      user_id: pick(a.userId, user?.id),
      record_type: entry.type,
      record_id: entry.id ?? null,
      action: entry.action,
      changes: JSON.stringify(entry.changes ?? {}),
      region_id: pick(a.regionId, admin?.regionId ?? user?.regionId),
      organization_id: pick(a.organizationId, admin?.organizationId),
      mfc_id: pick(a.mfcId, admin?.mfcId),
      role: pick(a.role, admin ? admin.role : user ? 'applicant' : null),
      ip: request.ip ?? null,
    });
  } catch (err) {
    request.log.error({ err, event: entry.action }, 'event log: row not written');
  }
}

/** The actor of a sign-in: the account's id, role and scope columns. */
export async function accountActor(
  db: Queryable,
  context: 'admin' | 'user',
  id: string,
): Promise<NonNullable<EventEntry['actor']>> {
  if (context === 'admin') {
    const [a] = await db.query<Record<string, string | null>>(
      `SELECT role, organization_id::text AS organization_id, region_id::text AS region_id,
              mfc_id::text AS mfc_id FROM admin_users WHERE id = $1`,
      [id],
    );
    return {
      adminId: id,
      userId: null,
      role: a?.role ?? null,
      organizationId: a?.organization_id ?? null,
      regionId: a?.region_id ?? null,
      mfcId: a?.mfc_id ?? null,
    };
  }
  const [u] = await db.query<Record<string, string | null>>(
    `SELECT region_id::text AS region_id, mfc_id::text AS mfc_id FROM users WHERE id = $1`,
    [id],
  );
  return {
    adminId: null,
    userId: id,
    role: 'applicant',
    organizationId: null,
    regionId: u?.region_id ?? null,
    mfcId: u?.mfc_id ?? null,
  };
}
