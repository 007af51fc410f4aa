/** Required rules and the combinators the forms and the server share. */
import { isEmpty, validationMessages, type Validator } from './messages';

/** 'Поле обязательно для заполнения' (seed 000 §5); `false` is a value, as in react-admin. */
export const required: Validator = (value) =>
  isEmpty(value) ? validationMessages.required : undefined;

/** The seed's short variant 'Обязательно для заполнения'. */
export const requiredShort: Validator = (value) =>
  isEmpty(value) ? validationMessages.requiredShort : undefined;

/**
 * At least one of the fields must be set (seed 001 §5: instruction form, for_crm / for_portal).
 * Attach it to each of the fields; `false` counts as unset here because they are checkboxes.
 */
export function requiredOneOf(fields: readonly string[]): Validator {
  return (_value, allValues = {}) =>
    fields.some((f) => !isEmpty(allValues[f]) && allValues[f] !== false)
      ? undefined
      : validationMessages.required;
}

/** Runs validators in order and returns the first message. */
export function composeValidators(...validators: Validator[]): Validator {
  return (value, allValues) => {
    for (const validate of validators) {
      const message = validate(value, allValues);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

export type ValidationSchema = Record<string, Validator | readonly Validator[]>;

/** Field → first message for every failing field of the record; `{}` when all pass. */
export function validateRecord(
  schema: ValidationSchema,
  record: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(schema)) {
    const validate = typeof rule === 'function' ? rule : composeValidators(...rule);
    const message = validate(record[field], record);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}
