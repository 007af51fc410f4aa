/**
 * The audit trail (seed 001 §7 `/{id}/changes` and `/action_histories`): every write of an
 * audited registry adds a row to action_histories in the transaction of the change, with
 * `{field: [old, new]}` for the fields that changed. Read back per record as JSON:API `change`
 * resources, and globally for the action-history section.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverFilledFields, type RegistryDefinition } from '../../src/registries';
import type { Queryable } from '../db';
import { insertRows } from '../http/crud';
import { filterIds, filterList, parseListQuery, type ListQuery } from '../jsonapi/query';
import { list, ref, resource, type Resource } from '../jsonapi/serialize';
import { rawQuery } from '../http/request';
import { fetchPage, Where } from '../db/sql';
import { dateParam } from './list';
import { entries, type FlatRecord } from './record';
import { adminFullNameSql } from './references';
import { currentActor } from './events';
import { Type } from 'typebox';
import { listDocument, listQuery, QueryList, responses } from '../http/schemas';
import { adminScope, historyScopeWhere, scopeSnapshot } from './scope';

export type AuditAction = 'create' | 'update' | 'destroy';

const skipped = new Set<string>(serverFilledFields);

/**
 * `{field: [old, new]}` of the `keys` whose values differ; an empty list and null are the same
 * (a cleared multi-choice is not a change from never set).
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  keys: Iterable<string>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const empty = (v: unknown) => v === null || (Array.isArray(v) && v.length === 0);
  for (const key of keys) {
    const old = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (empty(old) && empty(now)) continue;
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[key] = [old, now];
  }
  return changes;
}

/** `{field: [old, new]}` of the definition's fields whose values differ. */
export function diff(
  definition: RegistryDefinition,
  before: FlatRecord | null,
  after: FlatRecord | null,
): Record<string, [unknown, unknown]> {
  const keys = entries(definition)
    .map(([key]) => key)
    .filter((key) => !skipped.has(key));
  return changedFields(before, after, keys);
}

/** Who and where a row of action_histories belongs to: the event log is scoped by these. */
export interface AuditScope {
  region_id: string | null;
  organization_id: string | null;
  mfc_id: string | null;
}

type AuditEntry = {
  adminId: string | null;
  type: string;
  id: string;
  action: AuditAction;
  changes: Record<string, [unknown, unknown]>;
  scope: AuditScope;
  /** The run-time registry's schema version the change was written under. */
  schemaVersion?: number;
};

/**
 * The one writer of action_histories: one row per audited write, inside the write's
 * transaction, in one statement; an update that changed nothing leaves no row.
 */
async function insertAudits(tx: Queryable, entries: AuditEntry[]): Promise<void> {
  const { role, ip } = currentActor();
  const rows = entries
    .filter((e) => e.action !== 'update' || Object.keys(e.changes).length)
    .map((e) => ({
      admin_id: e.adminId,
      record_type: e.type,
      record_id: e.id,
      action: e.action,
      changes: JSON.stringify(e.changes),
      region_id: e.scope.region_id,
      organization_id: e.scope.organization_id,
      mfc_id: e.scope.mfc_id,
      role,
      ip,
      schema_version: e.schemaVersion ?? null,
    }));
  await insertRows(tx, 'action_histories', rows);
}

export function insertAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  return insertAudits(tx, [entry]);
}

/** The audit rows of records just created, in one statement (an import's batch). */
export function recordCreations(
  tx: Queryable,
  definition: RegistryDefinition,
  adminId: string | null,
  created: FlatRecord[],
): Promise<void> {
  return insertAudits(
    tx,
    created.map((after) => ({
      adminId,
      type: definition.type,
      id: String(after.id),
      action: 'create',
      changes: diff(definition, null, after),
      scope: scopeSnapshot(definition, after),
      schemaVersion: definition.schemaVersion,
    })),
  );
}

/** Writes one audit row of an audited registry's record when something changed. */
export async function recordAudit(
  tx: Queryable,
  entry: {
    definition: RegistryDefinition;
    action: AuditAction;
    adminId: string | null;
    before: FlatRecord | null;
    after: FlatRecord | null;
  },
): Promise<void> {
  const { definition, action, before, after } = entry;
  if (!definition.audited) return;
  const record = (after ?? before)!;
  await insertAudit(tx, {
    adminId: entry.adminId,
    type: definition.type,
    id: String(record.id),
    action,
    changes: diff(definition, before, after),
    scope: scopeSnapshot(definition, record),
    schemaVersion: definition.schemaVersion,
  });
}

interface HistoryRow {
  role: string | null;
  ip: string | null;
  organization_id: string | null;
  organization_name: string | null;
  user_name: string | null;
  id: string;
  admin_id: string | null;
  user_id: string | null;
  record_type: string;
  record_id: string | null;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  created_at: Date;
  admin_name: string | null;
  schema_version: number | null;
}

const HISTORY_COLUMNS = `h.id, h.admin_id, h.user_id, h.record_type, h.record_id, h.action,
  h.changes, h.created_at, h.schema_version, nullif(${adminFullNameSql('a')}, '') AS admin_name,
  COALESCE(h.role, a.role) AS role, h.ip, h.organization_id, ho.name AS organization_name,
  nullif(concat_ws(' ', hu.last_name, hu.first_name, hu.middle_name), '') AS user_name`;
const HISTORY_FROM = `action_histories h LEFT JOIN admin_users a ON a.id = h.admin_id
  LEFT JOIN organizations ho ON ho.id = h.organization_id
  LEFT JOIN users hu ON hu.id = h.user_id`;

function serializeChange(row: HistoryRow): Resource {
  return resource('change', row.id, {
    action: row.action,
    changes: row.changes,
    created_at: row.created_at,
    admin_id: row.admin_id && String(row.admin_id),
    admin_name: row.admin_name,
    // A run-time registry's change names its schema version; a code registry's answer is as before.
    ...(row.schema_version !== null ? { schema_version: row.schema_version } : {}),
  });
}

/** The changes of one record, newest first (the record was checked to exist and be in scope). */
export async function recordChanges(
  db: Queryable,
  definition: RegistryDefinition,
  id: string,
  q: ListQuery,
) {
  const where = new Where();
  where.and(`h.record_type = ${where.p(definition.type)}`);
  where.and(`h.record_id = ${where.p(id)}`);
  // A record's history is its writes; sign-ins, exports and downloads live in the event log.
  where.and(`h.action IN ('create', 'update', 'destroy')`);
  const page = await fetchPage<HistoryRow>(
    db,
    HISTORY_COLUMNS,
    HISTORY_FROM,
    where,
    'h.id DESC',
    q,
  );
  return list(page.rows.map(serializeChange), { ...q, total: page.total });
}

function serializeHistory(row: HistoryRow): Resource {
  return resource(
    'action_history',
    row.id,
    {
      record_type: row.record_type,
      record_id: row.record_id === null ? null : String(row.record_id),
      action: row.action,
      changes: row.changes,
      created_at: row.created_at,
      admin_id: row.admin_id && String(row.admin_id),
      admin_name: row.admin_name,
      user_id: row.user_id && String(row.user_id),
      user_name: row.user_name,
      role: row.role,
      ip: row.ip,
      organization_id: row.organization_id && String(row.organization_id),
      organization_name: row.organization_name,
    },
    { admin: ref('admin', row.admin_id) },
  );
}

/** The history's list filters (`key` or `key[]`) and their column types; also `record_id`. */
const historyFilters = {
  record_type: 'text',
  admin_id: 'bigint',
  organization_id: 'bigint',
  user_id: 'bigint',
  action: 'text',
} as const;

/** `GET /v1/admin/action_histories`: every audited write, newest first, filtered. */
export function registerActionHistories(app: FastifyInstance): void {
  app.get(
    '/v1/admin/action_histories',
    {
      config: { access: { permission: 'admin_action_histories_read' } },
      schema: {
        tags: ['История действий'],
        querystring: listQuery(
          Object.fromEntries(
            Object.keys(historyFilters).flatMap((key) => [
              [key, Type.Optional(QueryList)],
              [`${key}[]`, Type.Optional(QueryList)],
            ]),
          ),
        ),
        response: responses({ 200: listDocument() }),
      },
    },
    async (request: FastifyRequest) => {
      const q = parseListQuery(rawQuery(request));
      const where = new Where();
      for (const [key, type] of Object.entries({ ...historyFilters, record_id: 'bigint' })) {
        const values = (type === 'text' ? filterList : filterIds)(q.filters, key);
        if (values.length) where.and(`h.${key} = ANY(${where.p(values)}::${type}[])`);
      }
      // Calendar days in Moscow, the dates the console shows.
      const day = `(h.created_at AT TIME ZONE 'Europe/Moscow')::date`;
      const from = dateParam(q.filters, 'created_from');
      const to = dateParam(q.filters, 'created_to');
      if (from) where.and(`${day} >= ${where.p(from)}::date`);
      if (to) where.and(`${day} <= ${where.p(to)}::date`);
      historyScopeWhere(where, adminScope(request));
      const page = await fetchPage<HistoryRow>(
        app.db,
        HISTORY_COLUMNS,
        HISTORY_FROM,
        where,
        'h.id DESC',
        q,
      );
      return list(page.rows.map(serializeHistory), { ...q, total: page.total });
    },
  );
}
