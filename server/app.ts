/**
 * Builds the Fastify instance: error mapping, rate limiting, the API modules, /health and the
 * built site and console. Tests import `buildApp` and talk to it through `app.inject`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import fastifyStatic from '@fastify/static';
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifySchemaValidationError,
  type FastifyServerOptions,
} from 'fastify';
import { errorMessages } from '../i18n/messages';
import { accountCache } from './auth/accountCache';
import type { Config } from './config';
import type { Db } from './db';
import {
  ApiError,
  BadRequest,
  InternalError,
  NotFound,
  PayloadTooLarge,
  TooManyRequests,
  Unavailable,
  Unprocessable,
} from './jsonapi/errors';
import { enforceRouteAccess } from './auth/routeAccess';
import { registerRequestEdge } from './http/edge';
import { registerDocsPage, registerOpenApi, tagged } from './http/openapi';
import { registerRegistryStore } from './registries/runtime/store';
import { Id } from './http/schemas';
import { mailerFor, type Mailer } from './mail';
import { registerModules } from './modules';
import { registerSecurityHeaders } from './http/securityHeaders';
import { isMalformedEnvelope, MESSAGE_KEYWORD, schemaFieldErrors } from './http/schemaErrors';
import { smsSenderFor, type SmsSender } from './sms';
import { createStorage, type Storage } from './storage';
import storageRoutes from './storage/routes';
import { createJobWorker } from './jobs';
import type { JobWorker } from './jobs/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lists, reports and exports read here: the replica of DATABASE_READ_URL, else `db`. */
    readDb: Db;
    db: Db;
    config: Config;
    jwtSecret: string;
    sms: SmsSender;
    mailer: Mailer;
    storage: Storage;
    /** The background job worker (server/jobs); main.ts starts its polling. */
    jobs: JobWorker;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** Where lists, reports and exports read (a replica, DATABASE_READ_URL); `db` by default. */
  readDb?: Db;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Transports; the embedded defaults keep messages in `dev_messages`. */
  sms?: SmsSender;
  mailer?: Mailer;
  /** File storage; the default is S3 when configured, else DATA_DIR/files. */
  storage?: Storage;
}

// Connection-level failures of pg / PGlite: the database is unreachable, not the request wrong.
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

function isDbDown(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  if (e.code && DB_DOWN_CODES.has(e.code)) return true;
  return /PGlite is closed|Connection terminated|connection .*closed|Cannot use a pool after calling end/i.test(
    e.message ?? '',
  );
}

/** A path param refused by the shared record id schema (server/http/schemas.ts `Id`). */
function isRecordId(v: FastifySchemaValidationError): boolean {
  return (v as { parentSchema?: unknown }).parentSchema === Id;
}

/** Maps any error to the JSON:API error body, in this one place. 5xx never leak internals. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as FastifyError;
  if (e.validation) {
    if (e.validationContext === 'body')
      return e.validation.some(isMalformedEnvelope)
        ? new BadRequest()
        : new Unprocessable(schemaFieldErrors(e.validation));
    // A record id of another spelling names no record, as `pathId` says (server/http/request.ts).
    if (e.validationContext === 'params' && e.validation.every(isRecordId)) return new NotFound();
    return new BadRequest('Некорректные параметры запроса');
  }
  if (isDbDown(error)) return new Unavailable();
  switch (e.statusCode) {
    case 400:
      return new BadRequest();
    case 404:
      return new NotFound();
    case 413:
      return new PayloadTooLarge();
    case 415:
      return new BadRequest('Неподдерживаемый тип содержимого');
    case 429:
      return new TooManyRequests();
  }
  return new InternalError();
}

/**
 * The rate limits' Redis connection: quick to give up, closed with the app. ioredis is loaded
 * only when REDIS_URL is set.
 */
async function rateLimitRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

/**
 * Route validators are compiled on a route's first request, from one pool per process: start-up
 * (and every test's app) does not compile some 500 schemas it may never use, and an app built
 * again reuses what Ajv compiled for the first (the schemas are module constants).
 */
const sharedValidators = AjvCompiler();
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
function lazyValidators(
  externalSchemas: Parameters<typeof sharedValidators>[0],
  options: Parameters<typeof sharedValidators>[1],
) {
  const build = sharedValidators(externalSchemas, options);
  return (route: Parameters<ReturnType<ValidatorFactory>>[0]) => {
    let compiled: Validate | undefined;
    const validate: Validate = (data) => {
      compiled ??= build(route) as Validate;
      const result = compiled(data);
      validate.errors = compiled.errors;
      return result;
    };
    return validate;
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, jwtSecret } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify reads only the call and `errors` of a validator; Ajv's type asks for more.
    schemaController: {
      compilersFactory: { buildValidator: lazyValidators as unknown as ValidatorFactory },
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // `verbose` gives an error its schema, whose `title` names the field in the 422 (and
    // whose `x-message`, a field's own message, Ajv is told to accept: ./http/schemaErrors.ts).
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        allErrors: true,
        verbose: true,
        keywords: [MESSAGE_KEYWORD],
      },
    },
    // No plugin start-up deadline (avvio's default is 10 s): the plugins only add routes and
    // hooks, and a start merely slow on a loaded machine must not fail AVV_ERR_PLUGIN_EXEC_TIMEOUT.
    pluginTimeout: 0,
  });
  app.decorate('db', db);
  app.decorate('readDb', options.readDb ?? db);
  app.decorate('config', config);
  app.decorate('jwtSecret', jwtSecret);
  const accounts = await accountCache(db);
  app.decorate('accounts', accounts);
  app.addHook('onClose', () => accounts.stop());
  // The registries administrators published, read again when any instance publishes (issue 38).
  await registerRegistryStore(app);
  app.decorate('sms', options.sms ?? smsSenderFor(config, db, app.log));
  app.decorate('mailer', options.mailer ?? mailerFor(config, db, app.log));
  app.decorate('storage', options.storage ?? createStorage(config, jwtSecret));
  app.decorate(
    'jobs',
    createJobWorker({
      db,
      storage: app.storage,
      mailer: app.mailer,
      config,
      log: app.log,
      registryStore: app.registryStore,
    }),
  );
  // Closing the app stops the polling and waits for the job in hand.
  app.addHook('onClose', () => app.jobs.stop());

  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    if (apiError instanceof TooManyRequests && apiError.retryAfter)
      void reply.header('Retry-After', String(Math.ceil(apiError.retryAfter)));
    void reply.status(apiError.status).type('application/json').send({ errors: apiError.items });
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new TooManyRequests(),
    // Instances side by side share their counts in Redis; a Redis outage lifts the limits
    // rather than refusing logins.
    ...(config.redisUrl
      ? { redis: await rateLimitRedis(app, config.redisUrl), skipOnError: true }
      : {}),
  });
  registerSecurityHeaders(app, config);
  // Answers made per request (JSON, the pages' HTML) go compressed to clients that accept it:
  // Brotli at a cheap level, above 1 KB, compressible types only. The built assets come
  // precompressed at the strongest level (server/precompress.ts) and are left as they are.
  // Request bodies are read as sent: no compressed uploads to inflate past the body limits.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // The plugin's list without octet-stream: stored files of unknown type are mostly binary.
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]text(?:;|$)|[+/]xml(?:;|$)/u,
    globalDecompression: false,
  });

  app.get('/health', async (request, reply) => {
    const accept = request.headers.accept ?? '';
    // Browsers asking for a page get the site's health page; probes and the page get JSON.
    if (accept.includes('text/html') && existsSync(join(config.distDir, 'index.html'))) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    const up = await db.ping();
    return reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: up ? 'ok' : 'degraded',
        database: { kind: db.kind, status: up ? 'up' : 'down' },
      });
  });

  registerRequestEdge(app);
  // Before any /v1 route and before the access check: it collects the routes as they come.
  await registerOpenApi(app);
  enforceRouteAccess(app);
  await registerDocsPage(app);
  await app.register(tagged('Файлы', storageRoutes));
  await app.register(registerModules);
  await registerStatic(app, config.distDir);
  return app;
}

/** The built apps: hashed assets cached for good, deep links answered with the right index.html. */
async function registerStatic(app: FastifyInstance, distDir: string): Promise<void> {
  const hasDist = existsSync(join(distDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route per built file (the build happens before start-up); directories such as
      // `/` or `/crm/` then fall through to the SPA fallback below instead of a 403.
      index: false,
      wildcard: false,
      // The build's Brotli / gzip copies (server/precompress.ts), by Accept-Encoding.
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join(distDir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = /^\/(v1|v2)(\/|$)/.test(path);
    if (isApi || !hasDist || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const error = new NotFound(isApi ? errorMessages.routeNotDefined : errorMessages.notFound);
      return reply.status(404).send({ errors: error.items });
    }
    const html = /^\/crm(\/|$)/.test(path) ? 'crm/index.html' : 'index.html';
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile(html);
  });
}
