/**
 * Password policy (seed 000 §5): default minimum length 12, an upper- and a lower-case letter,
 * a digit and a special character, no whitespace, and no run of three characters whose codes
 * rise or fall by one ('abc', '321', 'CBA').
 */
import { interpolate, isEmpty, validationMessages, type Validator } from './messages';

export const PASSWORD_MIN_LENGTH = 12;

export function hasSequence(value: string, run = 3): boolean {
  const codes = Array.from(value, (ch) => ch.codePointAt(0) ?? 0);
  for (let i = 0; i + run <= codes.length; i++) {
    let up = true;
    let down = true;
    for (let j = 1; j < run; j++) {
      const diff = (codes[i + j] ?? 0) - (codes[i + j - 1] ?? 0);
      if (diff !== 1) up = false;
      if (diff !== -1) down = false;
    }
    if (up || down) return true;
  }
  return false;
}

/** True when every class the policy asks for is present and there is no whitespace. */
export function isStrongPassword(value: string): boolean {
  return (
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\d/.test(value) &&
    /[^\p{L}\d\s]/u.test(value) &&
    !/\s/.test(value)
  );
}

/** The policy with another minimum length ("default minimum length 12"). */
export function passwordValidator(min = PASSWORD_MIN_LENGTH): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    if (typeof value !== 'string') return validationMessages.weakPassword;
    if (value.length < min) return interpolate(validationMessages.minLength, { min });
    if (hasSequence(value)) return validationMessages.sequence;
    return isStrongPassword(value) ? undefined : validationMessages.weakPassword;
  };
}

/** Empty passes like every other rule: compose with `required` where the field is mandatory. */
export const validatePassword: Validator = passwordValidator();

/** The confirmation must equal the record's `field` ('Пароли не совпадают', seed 000 §8). */
export function passwordConfirmation(field = 'password'): Validator {
  return (value, allValues = {}) => {
    if (isEmpty(value)) return undefined;
    return value === allValues[field] ? undefined : validationMessages.passwordsMismatch;
  };
}

export const validatePasswordConfirmation: Validator = passwordConfirmation();
