/**
 * The info-banner strip of the layouts (seed 000 §7, seed 001 §2 "Info banner"): the active
 * banners of one context whose starts_on / ends_on include today (Moscow), high priority
 * first, then newest. The site reads `GET /v1/ad/infobanners?context=site` (anyone); the
 * console `GET /v1/admin/ad/infobanners?context=admin` (any staff member, who may also preview
 * the site's strip with context=site).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bannerContexts, bannerPriorities, type BannerContext } from '../../src/domain/banners';
import { today, toIsoDate } from '../../src/format/date';
import { infoBanners } from '../../src/registries';
import type { Queryable } from '../db';
import { BadRequest } from '../jsonapi/errors';
import { list } from '../jsonapi/serialize';
import { Type } from 'typebox';
import { listDocument, open, responses } from '../http/schemas';
import { serialize, readRecords } from './record';

/** The strip shows a handful; a longer list is a content problem, not a paging one. */
const FEED_LIMIT = 50;

export async function bannerFeed(db: Queryable, context: BannerContext, now = new Date()) {
  const priorityOrder = bannerPriorities.map((p, i) => `WHEN '${p}' THEN ${i}`).join(' ');
  const records = await readRecords(
    db,
    infoBanners,
    `WHERE active AND context = $1
       AND (starts_on IS NULL OR starts_on <= $2::date)
       AND (ends_on IS NULL OR ends_on >= $2::date)
     ORDER BY CASE priority ${priorityOrder} ELSE ${bannerPriorities.length} END,
              created_at DESC, id DESC
     LIMIT ${FEED_LIMIT}`,
    [context, toIsoDate(today(now))],
  );
  const data = await serialize(db, infoBanners, records, true);
  return list(data, { page: 1, per: FEED_LIMIT, total: data.length });
}

function contextOf(request: FastifyRequest, fallback: BannerContext, allowed: readonly string[]) {
  const raw = (request.query as Record<string, unknown>).context;
  const context = raw === undefined || raw === '' ? fallback : raw;
  if (typeof context !== 'string' || !allowed.includes(context))
    throw new BadRequest(
      `Параметр context должен быть одним из: ${allowed.join(', ')}`,
      '/context',
    );
  return context as BannerContext;
}

export function registerBannerFeed(app: FastifyInstance): void {
  const schema = (contexts: readonly string[]) => ({
    tags: [infoBanners.title[1]],
    querystring: open({
      context: Type.Optional(Type.String({ description: `Одно из: ${contexts.join(', ')}` })),
    }),
    response: responses({ 200: listDocument() }),
  });
  app.get(
    '/v1/ad/infobanners',
    { config: { access: 'public' }, schema: schema(['site']) },
    (request) =>
      // The public feed never shows the console's banners.
      bannerFeed(app.db, contextOf(request, 'site', ['site'])),
  );
  const admin = { config: { access: 'admin' as const }, schema: schema(bannerContexts) };
  app.get('/v1/admin/ad/infobanners', admin, (request) =>
    bannerFeed(app.db, contextOf(request, 'admin', bannerContexts)),
  );
}
