/**
 * How the applicant wants to hear back about a lead (issue 6 "feedback channel"). The values
 * are the live ЕОГ portal's wire values of `feedback_type` (issue 20): its Russian channel
 * labels, stored as they are sent, so no mapping sits between the API and the database.
 */
import { isOneOf, optionsOf } from './enums';

export const feedbackTypes = ['E-mail', 'Телефон', 'Почта'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
export const feedbackTypeLabels: Record<FeedbackType, string> = {
  'E-mail': 'Электронная почта',
  Телефон: 'Телефон',
  Почта: 'Почтовое отправление',
};
/** The channel that needs a correspondence address. */
export const postFeedbackType: FeedbackType = 'Почта';
export const feedbackTypeOptions = optionsOf(feedbackTypes, feedbackTypeLabels);
export function isFeedbackType(value: unknown): value is FeedbackType {
  return isOneOf(feedbackTypes, value);
}
