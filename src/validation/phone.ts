/**
 * Phones (seed 000 §5): 10 or 11 digits — eleven starting with 7 or 8, or ten without the
 * country prefix; the strict variant (and account search, seed 001 §5) needs exactly 11.
 * Stored everywhere as 11 digits starting with 7.
 */
import { isEmpty, validationMessages, type Validator } from './messages';

export const PHONE_DIGITS = 11;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** '+7 (912) 345-67-89', '89123456789', '9123456789' → '79123456789'; undefined if not a phone. */
export function normalizePhone(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const digits = phoneDigits(value);
  if (digits.length === 11 && /^[78]/.test(digits)) return `7${digits.slice(1)}`;
  if (digits.length === 10) return `7${digits}`;
  return undefined;
}

export const validatePhone: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  return normalizePhone(value) ? undefined : validationMessages.phone;
};

/** 11 digits starting with 7 or 8: SMS login and the account search (seed 001 §5). */
export const validatePhoneStrict: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string') return validationMessages.phone;
  const digits = phoneDigits(value);
  return digits.length === 11 && /^[78]/.test(digits) ? undefined : validationMessages.phone;
};

/**
 * The server phone lookup runs once 11 digits are entered (seed 000 §5); until then, or for
 * a shorter value, the form does not call it.
 */
export function isPhoneLookupReady(value: unknown): boolean {
  return typeof value === 'string' && phoneDigits(value).length === PHONE_DIGITS;
}

/**
 * The numbering-plan check behind the server's phone lookup (GET /v1/validate/phone/{value},
 * seed 000 §5): a Russian number's ten digits after +7 start with 3, 4 or 8 (the geographic
 * codes and the 8 (800) line) or 9 (mobile). 0, 1, 2 and 5 are unassigned, 6 and 7 belong to
 * Kazakhstan, which shares the +7 country code.
 */
export function isRussianNumber(value: unknown): boolean {
  const phone = normalizePhone(value);
  return !!phone && /^7[3489]/.test(phone);
}
