/** How the applicant wants to hear back about a lead (issue 6 "feedback channel"). */
import { isOneOf, optionsOf } from './enums';

export const feedbackChannels = ['email', 'phone', 'post'] as const;
export type FeedbackChannel = (typeof feedbackChannels)[number];
export const feedbackChannelLabels: Record<FeedbackChannel, string> = {
  email: 'Электронная почта',
  phone: 'Телефон',
  post: 'Почтовое отправление',
};
export const feedbackChannelOptions = optionsOf(feedbackChannels, feedbackChannelLabels);
export function isFeedbackChannel(value: unknown): value is FeedbackChannel {
  return isOneOf(feedbackChannels, value);
}
