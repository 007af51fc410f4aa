/**
 * A failed read of an agreements page as its text: a 404 (another applicant's contract or
 * agreement, a draft, a wrong id) is the page's own "not found", any other the server's message.
 */
import { errorMessages } from '../../i18n/messages';
import { errorStatus } from '../../src/api';
import { errorText } from '../leads/errorText';

export function pageError(error: unknown, notFound: string): string | null {
  if (!error) return null;
  return errorStatus(error) === 404 ? notFound : errorText(error, errorMessages.default);
}
