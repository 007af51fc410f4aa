/**
 * The API's own description (issue 20): @fastify/swagger gathers every route's schemas into an
 * OpenAPI 3.1 document served at /v1/openapi.json, and @fastify/swagger-ui shows it at /v1/docs.
 * Both are public. The route schemas stay the single definition: Ajv validates with them and the
 * document is built from them, so the two cannot drift apart.
 *
 * Call `registerOpenApi` before any route is added (it collects routes as they are added) and
 * before `enforceRouteAccess`; call `registerDocsPage` after it, with the other routes.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync, FastifySchema, RouteOptions } from 'fastify';
import type { RouteAccess } from '../auth/routeAccess';
import { withRuntimeRegistries } from '../registries/runtime/openapi';

export const DOCS_PREFIX = '/v1/docs';
export const OPENAPI_PATH = '/v1/openapi.json';

/** The bearer JWT of `POST /v1/admin/token` and `/v1/user/token`. */
const BEARER = 'bearer';

function isDocsRoute(url: string): boolean {
  return url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
}

/** What the access of a route means for the document: who may call it, in words and schemes. */
function securityOf(access: RouteAccess | undefined): {
  security: Record<string, string[]>[];
  description?: string;
} {
  if (!access || access === 'anonymous') return { security: [] };
  // Anyone may call it; an applicant's token, when sent, is read.
  if (access === 'public') return { security: [{}, { [BEARER]: [] }] };
  if (access === 'user') return { security: [{ [BEARER]: [] }], description: 'Заявитель' };
  if (access === 'admin') return { security: [{ [BEARER]: [] }], description: 'Сотрудник' };
  const scope = access.scoped ? ' (с проверкой доступа к записи)' : '';
  return {
    security: [{ [BEARER]: [] }],
    description: `Сотрудник с правом \`${access.permission}\`${scope}`,
  };
}

/** Path params a route's `params` schema leaves out (a parent's id in a prefix), as text. */
function withPathParams(schema: FastifySchema, url: string): FastifySchema {
  const params = schema.params as { properties?: Record<string, unknown> } | undefined;
  if (!params?.properties) return schema;
  const missing = [...url.matchAll(/:(\w+)/g)]
    .map((m) => m[1]!)
    .filter((name) => !(name in params.properties!));
  if (!missing.length) return schema;
  const extra = Object.fromEntries(missing.map((name) => [name, { type: 'string' }]));
  return {
    ...schema,
    params: {
      ...params,
      properties: { ...params.properties, ...extra },
      required: [...((params as { required?: string[] }).required ?? []), ...missing],
    },
  };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API портала ЕОГ',
        version: '1',
        description:
          'JSON:API документы `{data: {type, id, attributes, relationships}}`; ошибки ' +
          '`{errors: [{code, title, title_i18n, detail, source: {pointer}}]}`.',
      },
      // Relative: the document describes the server it is read from.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // The access each route declares (server/auth/routeAccess.ts) is its security in the document.
    transform({ schema, url, route }) {
      const access = route.config?.access;
      const { description, security } = securityOf(access);
      const own = withPathParams(schema ?? {}, url);
      const text = [own.description, description].filter(Boolean).join('\n\n');
      return {
        url,
        schema: {
          ...own,
          ...(text ? { description: text } : {}),
          ...(own.security ? {} : { security }),
        } as FastifySchema,
      };
    },
  });
  // Response schemas document the answers and type the handlers; the bytes stay those of
  // JSON.stringify, so a schema can never drop or reshape a field of an answer.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // The docs page's routes come from @fastify/swagger-ui without options of ours: they are
  // public, like the document. This hook runs before the access check of routeAccess.ts.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isDocsRoute(route.url) && !route.config?.access) {
      route.config = { ...route.config, access: 'public' };
    }
  });
}

export async function registerDocsPage(app: FastifyInstance): Promise<void> {
  // The registries administrators published are described as they are now (issue 38).
  app.get(OPENAPI_PATH, { config: { access: 'public' }, schema: { hide: true } }, async () =>
    withRuntimeRegistries(app.swagger(), (await app.registryStore.all()).values()),
  );
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: 'API портала ЕОГ' },
  });
}

/**
 * A module's routes under one tag of the docs page; a route naming its own tags keeps them.
 * @example await app.register(tagged('Справочники', referenceRoutes))
 */
export function tagged(tag: string, plugin: FastifyPluginAsync): FastifyPluginAsync {
  return async (instance) => {
    instance.addHook('onRoute', (route: RouteOptions) => {
      if (!route.schema?.tags) route.schema = { ...route.schema, tags: [tag] };
    });
    await instance.register(plugin);
  };
}
