/**
 * Quality ratings (seed 000 §3, seed 001 §3): grades 1–5 with their texts, the five site-wide
 * criteria every rating carries and the four more when it is tied to a lead. The Russian
 * wording of the criteria is ours, after the seed's field names.
 */

export const ratingGrades = [1, 2, 3, 4, 5] as const;
export type RatingGrade = (typeof ratingGrades)[number];

export const ratingGradeLabels: Record<RatingGrade, string> = {
  1: 'Абсолютно не удовлетворен',
  2: 'Скорее не удовлетворен',
  3: 'Нейтрально',
  4: 'Скорее удовлетворен',
  5: 'Абсолютно удовлетворен',
};

export function isRatingGrade(value: unknown): value is RatingGrade {
  return typeof value === 'number' && (ratingGrades as readonly number[]).includes(value);
}

export const siteRatingCriteria = [
  'portal_application_convenience',
  'status_tracking_convenience',
  'document_attachment_simplicity',
  'website_convenience',
  'support_quality',
] as const;

export const leadRatingCriteria = [
  'service_quality',
  'application_review_time',
  'contract_timeline',
  'communication_convenience',
] as const;

export type SiteRatingCriterion = (typeof siteRatingCriteria)[number];
export type LeadRatingCriterion = (typeof leadRatingCriteria)[number];
export type RatingCriterion = SiteRatingCriterion | LeadRatingCriterion;

export const ratingCriterionLabels: Record<RatingCriterion, string> = {
  portal_application_convenience: 'Удобство подачи заявки на портале',
  status_tracking_convenience: 'Удобство отслеживания статуса заявки',
  document_attachment_simplicity: 'Простота прикрепления документов',
  website_convenience: 'Удобство сайта',
  support_quality: 'Качество работы службы поддержки',
  service_quality: 'Качество оказания услуги',
  application_review_time: 'Срок рассмотрения заявки',
  contract_timeline: 'Сроки заключения и исполнения договора',
  communication_convenience: 'Удобство взаимодействия с ГРО',
};

/** The criteria a rating form asks: the site-wide ones, plus the lead ones with a lead_id. */
export function ratingCriteriaFor(leadId: string | number | null | undefined): RatingCriterion[] {
  const bound = leadId !== null && leadId !== undefined && leadId !== '';
  return bound ? [...siteRatingCriteria, ...leadRatingCriteria] : [...siteRatingCriteria];
}
