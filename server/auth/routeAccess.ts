/**
 * Every API route says who may call it in its options, `{config: {access}}`, and this hook
 * puts the matching guards in front of its handler. A /v1 or /v2 route without `access` stops
 * the server at start-up, so no route can be left unguarded by accident.
 *
 *   'anonymous'             no account needed (login, registration, password recovery)
 *   'public'                anyone; an applicant token, when sent, is checked and used
 *   'user' | 'admin'        any signed-in applicant | staff member
 *   {permission, scoped?}   a staff member holding the key now (src/access `holdsKey`);
 *                           `scoped` marks routes that also check the record's scope
 *
 * @example app.get('/v1/admin/regions', { config: { access: { permission: 'admin_regions_read' } } }, h)
 */
import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import { holdsKey } from '../../src/access/canAccess';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import { Forbidden } from '../jsonapi/errors';
import { adminOf, optionalUser, requireAdmin, requireUser } from './guard';

export type RouteAccess =
  'anonymous' | 'public' | 'user' | 'admin' | { permission: PermissionKey; scoped?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every guarded route with its access, for the role × route test and the docs. */
    accessTable: { method: string; url: string; access: RouteAccess }[];
  }
}

function requirePermission(key: PermissionKey): preValidationHookHandler {
  return async (request) => {
    if (!holdsKey(adminOf(request), key)) throw new Forbidden();
  };
}

function guardsFor(access: RouteAccess): preValidationHookHandler[] {
  if (access === 'anonymous') return [];
  if (access === 'public') return [optionalUser];
  if (access === 'user') return [requireUser];
  if (access === 'admin') return [requireAdmin];
  return [requireAdmin, requirePermission(access.permission)];
}

/** Registers the hook; call before any route is added. */
export function enforceRouteAccess(app: FastifyInstance): void {
  app.decorate('accessTable', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!/^\/v\d\//.test(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    // Before validation: a caller without the right is refused (401 / 403) whatever the input,
    // and learns nothing from the schema's answers about a route it may not call.
    const own = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [...guardsFor(access), ...own];
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.accessTable.push({ method, url: route.url, access });
    }
  });
}
