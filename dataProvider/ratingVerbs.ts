/**
 * TODO(rating): the rating area's custom verbs, one per server action, with their argument and
 * result types. Each takes the resource name first where the same action exists for several
 * resources, and answers `{data}` with the changed record when the server returns one.
 */
import type { VerbContext } from './files';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RatingVerbs {}

export function ratingVerbs(ctx: VerbContext): RatingVerbs {
  void ctx;
  return {};
}
