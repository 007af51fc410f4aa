/**
 * POST <base>/:id/block and <base>/:id/unblock of an account registry — operators and
 * applicants (seed 001 §7): the family's block key within the staff member's scope, the flag set
 * by the registry's own write (who may block whom is its rule), the event recorded as the
 * action's name, then the account as its card answers it.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { PermissionKey } from '../../../src/access/permissionFamilies';
import { adminOf } from '../../auth/guard';
import type { AdminPrincipal } from '../../auth/principal';
import { pathId } from '../../http/request';
import { routeSchemas } from '../../http/schemas';
import { recordEvent } from '../../registries/events';

export type WithId = { Params: { id: string } };

/** A staff route's options: its permission key, `scoped` when it checks the record's scope. */
export const staffRoute = (permission: PermissionKey, scoped: boolean, schema: FastifySchema) => ({
  config: { access: { permission, scoped } },
  schema,
});

export function registerBlockRoutes<Row>(
  app: FastifyInstance,
  {
    base,
    permission,
    eventType,
    setBlocked,
    answer,
  }: {
    base: string;
    permission: PermissionKey;
    /** The record type the event names ('admin_user', 'user'). */
    eventType: string;
    setBlocked: (admin: AdminPrincipal, id: string, blocked: boolean) => Promise<Row>;
    answer: (row: Row, id: string, request: FastifyRequest<WithId>) => Promise<unknown>;
  },
): void {
  for (const [verb, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post<WithId>(
      `${base}/:id/${verb}`,
      staffRoute(permission, true, routeSchemas.act),
      async (request) => {
        const id = pathId(request.params.id);
        const row = await setBlocked(adminOf(request), id, blocked);
        await recordEvent(app.db, request, { action: verb, type: eventType, id });
        return answer(row, id, request);
      },
    );
  }
}
