/**
 * Writes of quality ratings: an applicant's rating (`POST /v1/ratings`, body type rating) and a
 * staff comment on it (`POST /v1/admin/ratings/{id}/comments`, body type comment). Each is one
 * transaction (or one statement); nothing is sent afterwards, so nothing waits for a commit.
 */
import { Type, type Static } from 'typebox';
import type { FastifyRequest } from 'fastify';
import {
  ratingCriteriaFor,
  ratingCriterionLabels,
  type RatingCriterion,
} from '../../../src/domain/ratings';
import { optionalId, text } from '../../../src/wire/accountBodies';
import {
  RATABLE_LEAD_STATUS,
  RATING_COMMENT_MAX,
  ratingMessages,
  toRatingGrade,
  validateRatingGrade,
} from '../../../src/validation/rating';
import { validationMessages } from '../../../src/validation/messages';
import type { Db } from '../../db';
import { judgedAttributes, withMessage } from '../../http/schemaErrors';
import { mapConstraint } from '../../http/request';
import { AfterSchema } from '../../http/afterSchema';
import { judgedBody, open } from '../../http/schemas';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { gradeColumns, ratingComments, type CommentRow } from './ratingQueries';

const LEAD_TITLE = 'Заявка';
const COMMENT_TITLE = 'Комментарий';

/** A grade: 1 to 5, as a number or as a form's text; blank is a missing one (code's). */
const grade = (criterion: RatingCriterion) => {
  const own = { title: ratingCriterionLabels[criterion], ...withMessage(ratingMessages.grade) };
  return Type.Optional(
    Type.Union(
      [
        Type.Integer({ minimum: 1, maximum: 5, ...own }),
        Type.String({ pattern: '^\\s*[1-5]?\\s*$', ...own }),
        Type.Null(own),
      ],
      { ...own, description: `${own.title}: целое от 1 до 5` },
    ),
  );
};

/**
 * An applicant's rating: its schema judges the grades (1 to 5, the seeds'
 * own message for anything else), the lead's id and the comment's length, and refuses unknown
 * attributes. Which grades the form asks (the lead's only with a lead), a missing grade, the
 * lead given as a relationship instead, and the lead itself are code's, in one 422 with these.
 */
export const RatingBody = judgedBody(
  Type.Object(
    {
      lead_id: optionalId(LEAD_TITLE),
      ...(Object.fromEntries(gradeColumns.map((c) => [c, grade(c)])) as Record<
        RatingCriterion,
        ReturnType<typeof grade>
      >),
      comment: text(COMMENT_TITLE, RATING_COMMENT_MAX),
    },
    { additionalProperties: false },
  ),
);
type RatingAttributes = Static<typeof RatingBody>['data']['attributes'];

/** The lead of `relationships.lead` as JSON:API has it, when the attributes carry none. */
function relationshipLead(body: unknown): unknown {
  const data = (body as { data?: { relationships?: { lead?: { data?: { id?: unknown } } } } }).data;
  return data?.relationships?.lead?.data?.id;
}

/** The grades the form asks (site-wide, plus the lead's with a lead_id) and the comment. */
function ratingValues(request: FastifyRequest) {
  const { attributes: judged, errors: refused } = judgedAttributes<RatingAttributes>(request);
  const related = judged.lead_id === undefined ? relationshipLead(request.body) : undefined;
  const attrs = related === undefined ? judged : { ...judged, lead_id: related };
  const f = new AfterSchema(attrs, false);
  // A relationship's id is not the schema's: its digits are checked here.
  if (related !== undefined && !/^\d{1,18}$/.test(String(related).trim()))
    f.fail('lead_id', LEAD_TITLE, validationMessages.invalid);
  else f.string('lead_id', LEAD_TITLE);
  const asked = ratingCriteriaFor(attrs.lead_id as string | undefined);
  const grades: Partial<Record<RatingCriterion, number>> = {};
  for (const criterion of gradeColumns) {
    const value = attrs[criterion];
    if (!asked.includes(criterion)) {
      if (value !== undefined) f.unknown(criterion);
      continue;
    }
    const error = validateRatingGrade(value);
    if (error) f.fail(criterion, ratingCriterionLabels[criterion], error);
    else grades[criterion] = toRatingGrade(value);
  }
  f.string('comment', COMMENT_TITLE);
  const values = f.done(refused);
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
export async function createRating(
  db: Db,
  userId: string,
  request: FastifyRequest,
): Promise<string> {
  const { leadId, comment, grades } = ratingValues(request);
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
 * A staff comment's body: its schema judges the text — a string of at most
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
