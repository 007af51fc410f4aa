/**
 * Every API module, registered in one place. Each module is a Fastify plugin in
 * server/modules/<area>/routes.ts that declares its own paths under /v1 (and /v2).
 */
import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/routes';
import referenceRoutes from './reference/routes';
import { registerRegistries } from '../registries';

export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(referenceRoutes);
  await app.register(import('./people/userRoutes'));
  await app.register(import('./people/operatorRoutes'));
  await app.register(import('./organizations/routes'));
  await app.register(import('./leads/routes'));
  await app.register(import('./leads/statusRoutes'));
  await app.register(import('./contracts/routes'));
  await app.register(import('./ratings/routes'));
  await app.register(import('../outbox/routes'));
  await app.register(registerRegistries);
}
