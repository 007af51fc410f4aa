/**
 * SNILS: format ddd-ddd-ddd dd and its checksum. Weights 9…1 over the first nine digits;
 * S < 100 → S; S = 100 or 101 → 00; otherwise S mod 101, where 100 becomes 00. Numbers up to
 * 001-001-998 predate the checksum and are not checked.
 */
import { isEmpty, validationMessages, type Validator } from './messages';

export const SNILS_FORMAT = /^\d{3}-\d{3}-\d{3} \d{2}$/;

export function snilsChecksum(nineDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nineDigits[i]) * (9 - i);
  if (sum < 100) return sum;
  if (sum === 100 || sum === 101) return 0;
  const mod = sum % 101;
  return mod === 100 ? 0 : mod;
}

/** True when the 11 digits (separators ignored) carry a valid checksum. */
export function isValidSnils(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 11) return false;
  const body = digits.slice(0, 9);
  if (Number(body) <= 1_001_998) return true;
  return snilsChecksum(body) === Number(digits.slice(9));
}

export const validateSnils: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string' || !SNILS_FORMAT.test(value)) return validationMessages.invalid;
  return isValidSnils(value) ? undefined : validationMessages.snils;
};
