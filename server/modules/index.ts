/**
 * Every API module, registered in one place. Each module is a Fastify plugin in
 * server/modules/<area>/routes.ts that declares its own paths under /v1 (and /v2).
 * They are imported statically: the code loads with the server, before Fastify starts its
 * plugins, not inside a plugin's start (see `pluginTimeout` in server/app.ts).
 */
import type { FastifyInstance } from 'fastify';
import backgroundJobRoutes from '../jobs/routes';
import registryJobRoutes from '../jobs/registryRoutes';
import outboxRoutes from '../outbox/routes';
import { registerRegistries } from '../registries';
import { bindAuditRequests } from '../registries/events';
import analyticsRoutes from './analytics/routes';
import addressCheckRoutes from './addressCheck/routes';
import appealRoutes from './appeals/routes';
import authRoutes from './auth/routes';
import calculatorRoutes from './calculator/routes';
import contractRoutes from './contracts/routes';
import documentRoutes from './documents/routes';
import gasificationProgramItemRoutes from './gasificationProgramItems/routes';
import infoRoutes from './info/routes';
import leadRoutes from './leads/routes';
import leadStatusRoutes from './leads/statusRoutes';
import organizationRoutes from './organizations/routes';
import operatorRoutes from './people/operatorRoutes';
import userRoutes from './people/userRoutes';
import ratingRoutes from './ratings/routes';
import schedulePlanRoutes from './schedulePlans/routes';
import settlementRoutes from './settlements/routes';
import supportMeasureRoutes from './supportMeasures/routes';
import referenceRoutes from './reference/routes';

export async function registerModules(app: FastifyInstance): Promise<void> {
  bindAuditRequests(app);
  await app.register(authRoutes);
  await app.register(referenceRoutes);
  await app.register(userRoutes);
  await app.register(operatorRoutes);
  await app.register(organizationRoutes);
  await app.register(leadRoutes);
  await app.register(leadStatusRoutes);
  await app.register(contractRoutes);
  await app.register(ratingRoutes);
  await app.register(outboxRoutes);
  await app.register(settlementRoutes);
  await app.register(backgroundJobRoutes);
  await app.register(registryJobRoutes);
  await app.register(schedulePlanRoutes);
  await app.register(gasificationProgramItemRoutes);
  await app.register(analyticsRoutes);
  await app.register(appealRoutes);
  await app.register(supportMeasureRoutes);
  await app.register(documentRoutes);
  await app.register(addressCheckRoutes);
  await app.register(calculatorRoutes);
  await app.register(infoRoutes);
  await app.register(registerRegistries);
}
