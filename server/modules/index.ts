/**
 * Every API module, registered in one place. Each module is a Fastify plugin in
 * server/modules/<area>/routes.ts that declares its own paths under /v1 (and /v2).
 * Each is one tag of the docs page (/v1/docs); the registries tag their routes by registry.
 * They are imported statically: the code loads with the server, before Fastify starts its
 * plugins, not inside a plugin's start (see `pluginTimeout` in server/app.ts).
 */
import type { FastifyInstance } from 'fastify';
import backgroundJobRoutes from '../jobs/routes';
import registryJobRoutes from '../jobs/registryRoutes';
import outboxRoutes from '../outbox/routes';
import { registerRegistries } from '../registries';
import { bindAuditRequests } from '../registries/events';
import { tagged } from '../http/openapi';
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
import { serviceHooks } from './reference/services';
import { services } from '../../src/registries';

export async function registerModules(app: FastifyInstance): Promise<void> {
  bindAuditRequests(app);
  await app.register(tagged('Вход и учётная запись', authRoutes));
  await app.register(tagged('Справочники', referenceRoutes));
  await app.register(tagged('Пользователи', userRoutes));
  await app.register(tagged('Сотрудники', operatorRoutes));
  await app.register(tagged('Организации', organizationRoutes));
  await app.register(tagged('Заявки', leadRoutes));
  await app.register(tagged('Заявки', leadStatusRoutes));
  await app.register(tagged('Договоры', contractRoutes));
  await app.register(tagged('Оценки', ratingRoutes));
  await app.register(tagged('Очереди сообщений', outboxRoutes));
  await app.register(tagged('Населённые пункты', settlementRoutes));
  await app.register(tagged('Фоновые задачи', backgroundJobRoutes));
  await app.register(tagged('Импорт и экспорт', registryJobRoutes));
  await app.register(tagged('Планы-графики', schedulePlanRoutes));
  await app.register(tagged('Программа газификации', gasificationProgramItemRoutes));
  await app.register(tagged('Аналитика', analyticsRoutes));
  await app.register(tagged('Обращения', appealRoutes));
  await app.register(tagged('Меры поддержки', supportMeasureRoutes));
  await app.register(tagged('Документы', documentRoutes));
  await app.register(tagged('Проверка адреса', addressCheckRoutes));
  await app.register(tagged('Калькулятор платы', calculatorRoutes));
  await app.register(tagged('Сведения для сайта', infoRoutes));
  // What modules add to the registries the engine serves (server/registries/hooks.ts).
  const hooks = { [services.name]: serviceHooks };
  await app.register(tagged('Реестры', (registries) => registerRegistries(registries, hooks)));
}
