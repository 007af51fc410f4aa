/**
 * Writes of quality ratings: an applicant's rating (`POST /v1/ratings`, body type rating) and a
 * staff comment on it (`POST /v1/admin/ratings/{id}/comments`, body type comment). Each is one
 * transaction (or one statement); nothing is sent afterwards, so nothing waits for a commit.
 */
import { Type, type Static } from 'typebox';
import {
  ratingCriteriaFor,
  ratingCriterionLabels,
  type RatingCriterion,
} from '../../../src/domain/ratings';
import {
  RATABLE_LEAD_STATUS,
  RATING_COMMENT_MAX,
  ratingMessages,
  toRatingGrade,
  validateRatingGrade,
} from '../../../src/validation/rating';
import { validationMessages } from '../../../src/validation/messages';
import type { Db } from '../../db';
import { Fields } from '../../http/fields';
import { attributesOf, mapConstraint } from '../../http/request';
import { judgedBody, open } from '../../http/schemas';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { ratingComments, ratingType, type CommentRow } from './ratingQueries';

const LEAD_TITLE = 'Заявка';
const COMMENT_TITLE = 'Комментарий';

/** The lead id of the body: `attributes.lead_id`, or `relationships.lead` as JSON:API has it. */
function withLeadId(body: unknown, attrs: Record<string, unknown>): Record<string, unknown> {
  if (attrs.lead_id !== undefined) return attrs;
  const data = (body as { data?: { relationships?: { lead?: { data?: { id?: unknown } } } } }).data;
  const id = data?.relationships?.lead?.data?.id;
  return id === undefined ? attrs : { ...attrs, lead_id: id };
}

/** Validates the grades the form asks (site-wide, plus the lead's with a lead_id) and the comment. */
function ratingValues(attrs: Record<string, unknown>) {
  const f = new Fields(attrs, false);
  f.id('lead_id', LEAD_TITLE);
  const grades: Partial<Record<RatingCriterion, number>> = {};
  for (const criterion of ratingCriteriaFor(attrs.lead_id as string | undefined)) {
    const value = f.raw(criterion);
    const error = validateRatingGrade(value);
    if (error) f.fail(criterion, ratingCriterionLabels[criterion], error);
    else grades[criterion] = toRatingGrade(value);
  }
  f.string('comment', COMMENT_TITLE, { max: RATING_COMMENT_MAX });
  const values = f.done();
  return {
    leadId: (values.lead_id as string | null | undefined) ?? null,
    comment: (values.comment as string | null | undefined) ?? null,
    grades,
  };
}

/**
 * Creates the applicant's rating and returns its id. A lead-bound rating needs the applicant's
 * own lead (another's is a 404, its existence not revealed), finished, and not rated yet.
 */
export async function createRating(db: Db, userId: string, body: unknown): Promise<string> {
  const attrs = withLeadId(body, attributesOf(body, ratingType));
  const { leadId, comment, grades } = ratingValues(attrs);
  return db.transaction(async (tx) => {
    let leadStatus: string | null = null;
    if (leadId) {
      // The row lock makes two submissions for one lead wait for each other.
      const [lead] = await tx.query<{ status: string }>(
        'SELECT status FROM leads WHERE id = $1 AND user_id = $2 FOR UPDATE',
        [leadId, userId],
      );
      if (!lead) throw new NotFound();
      if (lead.status !== RATABLE_LEAD_STATUS)
        throw Unprocessable.field('lead_id', ratingMessages.leadNotFinished, LEAD_TITLE);
      const rated = await tx.query('SELECT 1 FROM ratings WHERE lead_id = $1 LIMIT 1', [leadId]);
      if (rated.length) throw Unprocessable.field('lead_id', ratingMessages.leadRated, LEAD_TITLE);
      leadStatus = lead.status;
    }
    const columns = Object.keys(grades) as RatingCriterion[];
    const params = [userId, leadId, leadStatus, comment, ...columns.map((c) => grades[c])];
    try {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO ratings (user_id, lead_id, lead_status, comment, ${columns.join(', ')})
         VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        params,
      );
      return String(row!.id);
    } catch (err) {
      return mapConstraint(err, {
        unique: { ratings_user_lead_idx: ['lead_id', ratingMessages.leadRated] },
      });
    }
  });
}

/**
 * A staff comment's body (issue 37 item 4): its schema judges the text — a string of at most
 * 2,000 characters; one of spaces only is a missing text, which only code can tell.
 */
export const RatingCommentBody = judgedBody(
  open({
    text: Type.String({
      maxLength: RATING_COMMENT_MAX,
      title: COMMENT_TITLE,
      description: 'Текст комментария, до 2000 символов',
    }),
  }),
);
export type RatingCommentBody = Static<typeof RatingCommentBody>;

/** Adds a staff comment to a rating (already checked to be in the caller's scope). */
export async function addRatingComment(
  db: Db,
  adminId: string,
  ratingId: string,
  body: RatingCommentBody,
): Promise<CommentRow> {
  const text = body.data.attributes.text.trim();
  if (!text) throw Unprocessable.field('text', validationMessages.required, COMMENT_TITLE);
  // One statement: atomic without an explicit transaction.
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO rating_comments (rating_id, text, admin_id) VALUES ($1, $2, $3) RETURNING id',
    [ratingId, text, adminId],
  );
  const comments = await ratingComments(db, ratingId);
  return comments.find((c) => String(c.id) === String(row!.id))!;
}
