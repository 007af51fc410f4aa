/**
 * A failed call as a form shows it: the server's message of each field the form has, under that
 * field, and everything else — general items, fields the form lacks, statuses without a body —
 * as one text in the catalogue's wording (src/api/errors.ts formats it).
 */
import { errorStatus, pointerToField, toHttpError, type ApiErrorBody } from '../../src/api';
import { errorMessages } from '../../i18n/messages';

export interface FormFailure {
  fields: Record<string, string>;
  general: string | null;
}

export function formFailure(error: unknown, formFields: readonly string[]): FormFailure {
  const body = (error as { body?: Partial<ApiErrorBody> } | null)?.body;
  if (!body || !Array.isArray(body.items)) {
    // A network failure or a thrown non-HTTP error: no server text worth showing.
    return { fields: {}, general: errorMessages.default };
  }
  const fields: Record<string, string> = {};
  const rest = body.items.filter((item) => {
    const field = pointerToField(item.source?.pointer);
    if (!field || !formFields.includes(field)) return true;
    fields[field] ??= item.detail ?? errorMessages.default;
    return false;
  });
  const general =
    rest.length || !Object.keys(fields).length
      ? toHttpError(errorStatus(error), { errors: rest }).message
      : null;
  return { fields, general };
}
