/**
 * Accounts and authentication of both contexts (seed 000 §7): login by password or SMS code,
 * registration and e-mail confirmation, password recovery, the current account.
 */
import type { FastifyInstance } from 'fastify';
import { registerCurrentRoutes } from './current';
import { registerLoginRoutes } from './login';
import { registerPasswordRoutes } from './password';
import { registerRegistrationRoutes } from './registration';

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  registerLoginRoutes(app);
  registerRegistrationRoutes(app);
  registerPasswordRoutes(app);
  registerCurrentRoutes(app);
}
