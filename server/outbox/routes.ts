/**
 * The outbox as the console reads it (seed 001 §7 rabbitmq statistics, issue 6):
 *   GET /v1/admin/rabbit_messages?messageable_type=Lead&messageable_id=…&queue_name=…&status=…
 *       &page&per&order_type
 * Holders of admin_rabbitmq_statistics_read list every message. Everyone else with
 * admin_leads_read lists the messages of one lead inside their scope (the lead card's messages
 * tab): without messageable_type=Lead and messageable_id that is a 403, a lead outside the
 * scope a 404.
 */
import type { FastifyInstance } from 'fastify';
import { holdsKey } from '../../src/access/canAccess';
import { adminOf } from '../auth/guard';
import { rawQuery } from '../http/request';
import { Forbidden, NotFound } from '../jsonapi/errors';
import { filterIds, filterList, parseListQuery } from '../jsonapi/query';
import { list, resource } from '../jsonapi/serialize';
import { Where } from '../db/sql';
import { staffSeesLead } from '../modules/leads/statusAccess';
import { Type } from 'typebox';
import { listDocument, listQuery, QueryList, responses } from '../http/schemas';
import { registerOutboxStatistics } from './statistics';

/** The row as selected: the message's id and attributes, in the answer's order. */
type MessageRow = Record<string, unknown> & { id: string; messageable_id: string; total: string };

export default async function outboxRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  registerOutboxStatistics(app);
  app.get(
    '/v1/admin/rabbit_messages',
    {
      config: { access: { permission: 'admin_leads_read', scoped: true } },
      schema: {
        querystring: listQuery({
          messageable_type: Type.Optional(QueryList),
          messageable_id: Type.Optional(QueryList),
          queue_name: Type.Optional(QueryList),
          status: Type.Optional(QueryList),
        }),
        response: responses({ 200: listDocument() }),
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const q = parseListQuery(rawQuery(request));
      const types = filterList(q.filters, 'messageable_type');
      const ids = filterIds(q.filters, 'messageable_id');
      const queues = filterList(q.filters, 'queue_name');
      const statuses = filterList(q.filters, 'status');

      if (!holdsKey(admin, 'admin_rabbitmq_statistics_read')) {
        // One lead of the caller's scope, named exactly.
        if (types.length !== 1 || types[0] !== 'Lead' || ids.length !== 1) throw new Forbidden();
        if (!(await staffSeesLead(db, admin, ids[0]!))) throw new NotFound();
      }

      const where = new Where();
      if (types.length) where.and(`messageable_type = ANY(${where.p(types)}::text[])`);
      if (ids.length) where.and(`messageable_id = ANY(${where.p(ids)}::bigint[])`);
      if (queues.length) where.and(`queue_name = ANY(${where.p(queues)}::text[])`);
      if (statuses.length) where.and(`status = ANY(${where.p(statuses)}::text[])`);
      const rows = await db.query<MessageRow>(
        `SELECT id, queue_name, messageable_type, messageable_id, message, status, attempts,
                last_error, created_at, sent_at, count(*) OVER () AS total
           FROM rabbit_messages ${String(where)}
          ORDER BY id ${q.orderType === 'asc' ? 'ASC' : 'DESC'}
          LIMIT ${where.p(q.per)} OFFSET ${where.p(q.offset)}`,
        where.params,
      );
      const data = rows.map(({ id, total: _total, ...attributes }) =>
        resource('rabbit_message', id, {
          ...attributes,
          messageable_id: String(attributes.messageable_id),
        }),
      );
      return list(data, { page: q.page, per: q.per, total: rows[0] ? Number(rows[0].total) : 0 });
    },
  );
}
