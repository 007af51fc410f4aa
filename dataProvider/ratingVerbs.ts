/**
 * The rating area's custom verbs (seed 001 §7 Ratings). The rest of the ratings are plain CRUD:
 * the site's own ratings are `useGetList('ratings', {pagination: {page: 1, perPage: 100}})`
 * (GET /v1/ratings), a new rating `useCreate('ratings', {data})` (POST /v1/ratings, type rating),
 * the console's list and card getList/getOne on 'ratings'.
 *
 * addRatingComment  POST /<resource>/<id>/comments  {data: {type: comment, attributes: {text}}}
 *                   → {data: the saved comment, null when the server answers none}
 */
import type { Identifier, RaRecord } from 'ra-core';
import type { VerbContext } from './files';
import { toDocument } from './jsonapi';

export interface RatingCommentParams {
  id: Identifier;
  text: string;
}

export interface RatingVerbs {
  /** The staff comment as the server answers it: text, created_at, admin_name. */
  addRatingComment(
    resource: string,
    params: RatingCommentParams,
  ): Promise<{ data: RaRecord | null }>;
}

export function ratingVerbs(ctx: VerbContext): RatingVerbs {
  const { url, record } = ctx;
  return {
    addRatingComment: async (resource, { id, text }) => {
      const comment = await record(`${url(resource, id)}/comments`, {
        method: 'POST',
        body: toDocument('comment', { text }),
      });
      return { data: comment ?? null };
    },
  };
}
