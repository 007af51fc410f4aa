import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers';
import { DOCS_PREFIX, OPENAPI_PATH } from './openapi';

interface Document {
  openapi: string;
  info: { title: string };
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        tags?: string[];
        responses?: Record<string, { description?: string }>;
      }
    >
  >;
}

/** Fastify's `/:id` and `/*` as OpenAPI writes them. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}').replace(/\*$/, '{*}');
}

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let doc: Document;
  beforeAll(async () => {
    ctx = await createTestApp({}, { seed: false });
    const res = await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    doc = res.json<Document>();
  });
  afterAll(() => ctx.close());

  it('is OpenAPI 3.1 named for the portal', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('API портала ЕОГ');
  });

  it('lists every registered route with its method', () => {
    const routes = ctx.app.accessTable.filter(
      (r) => r.url !== OPENAPI_PATH && !r.url.startsWith(DOCS_PREFIX),
    );
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('describes every route by its schema: no operation is left with the default answer alone', () => {
    // @fastify/swagger gives a route without a schema only `200: Default Response`.
    const bare = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => {
          const codes = Object.keys(op.responses ?? {});
          return codes.length <= 1 && op.responses?.['200']?.description === 'Default Response';
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(bare).toEqual([]);
  });

  it('says which routes need a token', () => {
    expect(doc.paths['/v1/admin/token']?.post?.security).toEqual([]);
    expect(doc.paths['/v1/admin/regions']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('puts every route under a tag of the docs page', () => {
    const untagged = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !op.tags?.length)
        .map(([method]) => `${method} ${path}`),
    );
    expect(untagged).toEqual([]);
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });
});

describe('the docs page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { seed: false });
  });
  afterAll(() => ctx.close());

  it('answers its page, its script and its copy of the document without a token', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    const csp = String(page.headers['content-security-policy']);
    // Everything the page loads is its own file: the portal's CSP needs no exception.
    expect(csp).toContain("script-src 'self'");
    for (const src of page.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)) {
      const asset = await ctx.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/${src[1]}` });
      expect(asset.statusCode, src[1]).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const json = await ctx.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(json.json<Document>().openapi).toBe('3.1.0');
  });

  it('is listed in the access table as public', () => {
    const docs = ctx.app.accessTable.filter((r) => r.url.startsWith(DOCS_PREFIX));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((r) => r.access === 'public')).toBe(true);
  });
});
