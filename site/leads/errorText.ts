import { errorMessages } from '../../i18n/messages';

/** The Russian text of a failed call: the server's 4xx message, else the catalogue's default. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : errorMessages.default;
}
