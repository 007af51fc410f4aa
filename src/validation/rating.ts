/**
 * Quality ratings (seed 000 §3 Rating, seed 001 §3): the grade rule and the Russian messages the
 * seeds do not give (ours, docs/decisions.md "Ratings") — one table read by the server, the
 * console and the site.
 */
import type { LeadStatus } from '../domain/leadStatuses';
import { isRatingGrade, type RatingGrade } from '../domain/ratings';
import { isEmpty, validationMessages as m, type Validator } from './messages';

export const ratingMessages = {
  grade: 'Оценка должна быть целым числом от 1 до 5',
  leadNotFinished: 'Оценить заявку можно только после её завершения',
  leadRated: 'Эта заявка уже оценена',
  filterByRating: 'Параметр filter_by_rating должен быть числом от 1 до 5',
} as const;

/**
 * A lead is rated once, after it is finished (the issue: "the rating form after finishing"; one
 * rating per lead in the database). Seed 000 §2's button rule — hidden for a finished lead with
 * a rating of finished status — then holds by construction.
 */
export const RATABLE_LEAD_STATUS: LeadStatus = 'finished';

/** The longest comment an applicant or a staff member may write. */
export const RATING_COMMENT_MAX = 2000;

/** A grade as a form or a JSON body sends it (4 or '4'); undefined when it is not 1–5. */
export function toRatingGrade(value: unknown): RatingGrade | undefined {
  const n = typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value;
  return isRatingGrade(n) ? n : undefined;
}

/** Every criterion of the form is required and graded 1 to 5. */
export const validateRatingGrade: Validator = (value) => {
  if (isEmpty(value)) return m.required;
  return toRatingGrade(value) === undefined ? ratingMessages.grade : undefined;
};
