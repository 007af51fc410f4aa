/**
 * Quality ratings (seed 000 §7 and seed 001 §7 Ratings):
 *   GET  /v1/ratings                      the applicant's own ratings (included=user, page, per,
 *                                         query, filter_by_rating, filter_by_lead)
 *   POST /v1/ratings                      body type rating: the site-wide grades, plus the lead's
 *                                         with lead_id (own finished lead, once)       applicant
 *   GET  /v1/admin/ratings                the same filters, in the caller's scope  admin_ratings_read
 *   GET  /v1/admin/ratings/{id}           one rating with its author and comments admin_ratings_read
 *   POST /v1/admin/ratings/export         CSV / XLSX (format=) of the filtered list
 *                                                                              admin_ratings_export
 *   POST /v1/admin/ratings/{id}/comments  body type comment, attribute text    admin_ratings_comment
 * A rating outside the caller's scope answers 404 (existence not revealed).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PermissionKey } from '../../../src/access/permissionFamilies';
import { scopeFor } from '../../../src/access/scoping';
import { adminOf, userOf } from '../../auth/guard';
import { pathId, rawQuery } from '../../http/request';
import { NotFound } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { single } from '../../jsonapi/serialize';
import { exportRatings } from './ratingExport';
import {
  findRating,
  listRatings,
  ratingDocument,
  ratingType,
  serializeComment,
  type RatingRow,
} from './ratingQueries';
import { IdParams, routeSchemas, ListQuery, listQuery, queryValue } from '../../http/schemas';
import { answer } from '../../http/moreSchemas';
import { addRatingComment, createRating, RatingBody, RatingCommentBody } from './ratingWrite';
import { formRoute } from '../auth/schemas';
import { rootBody } from '../../http/formBody';

type WithId = { Params: { id: string } };
type CommentCall = WithId & { Body: RatingCommentBody };

const base = '/v1/admin/ratings';
const access = (permission: PermissionKey, scoped = false) => ({
  config: { access: { permission, ...(scoped ? { scoped } : {}) } },
});

/** The staff's calls: the handlers read the query; the comment's schema judges its text. */
const adminSchemas = {
  list: { querystring: ListQuery, response: answer.list },
  export: {
    querystring: listQuery({ format: queryValue('xlsx (по умолчанию) или csv') }),
    response: answer.file,
  },
  read: { params: IdParams, response: answer.document },
  comment: {
    params: IdParams,
    body: RatingCommentBody,
    response: answer.created,
  },
};

export default async function ratingRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const adminScope = (request: FastifyRequest) => scopeFor(adminOf(request));
  const listQuery = (request: FastifyRequest) => parseListQuery(rawQuery(request));

  /** The rating of the path inside the caller's scope; 404 otherwise. */
  const visible = async (request: FastifyRequest<WithId>): Promise<RatingRow> => {
    const row = await findRating(db, pathId(request.params.id), adminScope(request));
    if (!row) throw new NotFound();
    return row;
  };

  app.get('/v1/ratings', { config: { access: 'user' }, schema: routeSchemas.list }, (request) =>
    listRatings(db, listQuery(request), scopeFor(userOf(request))),
  );

  app.post(
    '/v1/ratings',
    {
      config: { access: 'user' },
      ...formRoute,
      // Also taken as `{rating: {...}}`, the form's own root.
      preValidation: rootBody(ratingType),
      schema: { ...routeSchemas.create, body: RatingBody },
    },
    async (request, reply) => {
      const user = userOf(request);
      const id = await createRating(db, user.id, request);
      const row = await findRating(db, id, scopeFor(user));
      return reply.status(201).send(await ratingDocument(db, row!));
    },
  );

  app.get(base, { ...access('admin_ratings_read'), schema: adminSchemas.list }, (request) =>
    listRatings(app.readDb, listQuery(request), adminScope(request)),
  );

  const exportOptions = { ...access('admin_ratings_export'), schema: adminSchemas.export };
  app.post(`${base}/export`, exportOptions, (request, reply) =>
    exportRatings(app.readDb, request, reply, adminScope(request)),
  );

  const readOptions = { ...access('admin_ratings_read'), schema: adminSchemas.read };
  app.get<WithId>(`${base}/:id`, readOptions, async (request) =>
    ratingDocument(db, await visible(request)),
  );

  app.post<CommentCall>(
    `${base}/:id/comments`,
    { ...access('admin_ratings_comment', true), schema: adminSchemas.comment },
    async (request, reply) => {
      const rating = await visible(request);
      const comment = await addRatingComment(db, adminOf(request).id, rating.id, request.body);
      return reply.status(201).send(single(serializeComment(comment)));
    },
  );
}
