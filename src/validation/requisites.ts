/**
 * Company requisites (seed 000 §5 masks: INN 10/12, OGRN 13/15, KPP), with the Federal Tax
 * Service checksums. The seeds give no message of their own, so the generic one applies.
 */
import { asText, isEmpty, validationMessages, type Validator } from './messages';

function digitsAt(text: string): number[] {
  return Array.from(text, Number);
}

function weighted(digits: number[], weights: readonly number[]): number {
  return weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0);
}

const INN10 = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** INN of a legal entity (10 digits) or of a person / entrepreneur (12 digits). */
export function isValidInn(value: string, length?: 10 | 12): boolean {
  if (!/^\d+$/.test(value) || (length !== undefined && value.length !== length)) return false;
  const d = digitsAt(value);
  const check = (weights: readonly number[]) => (weighted(d, weights) % 11) % 10;
  if (value.length === 10) return check(INN10) === d[9];
  if (value.length === 12) return check(INN11) === d[10] && check(INN12) === d[11];
  return false;
}

/**
 * OGRN (13 digits: the first 12 mod 11) and OGRNIP (15 digits: the first 14 mod 13); the
 * remainder's last digit is the control digit.
 */
export function isValidOgrn(value: string, length?: 13 | 15): boolean {
  if (!/^\d+$/.test(value) || (length !== undefined && value.length !== length)) return false;
  if (value.length !== 13 && value.length !== 15) return false;
  const divisor = value.length === 13 ? 11n : 13n;
  const body = BigInt(value.slice(0, -1));
  return Number((body % divisor) % 10n) === Number(value.slice(-1));
}

/** KPP: four digits, two digits or Latin capitals (since 2019), three digits. */
export const KPP = /^\d{4}[\dA-Z]{2}\d{3}$/;

export function isValidKpp(value: string): boolean {
  return KPP.test(value);
}

function rule(test: (text: string) => boolean): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = asText(value)?.trim();
    return text !== undefined && test(text) ? undefined : validationMessages.invalid;
  };
}

export const validateInn = rule((t) => isValidInn(t));
export const validateInnLegal = rule((t) => isValidInn(t, 10));
export const validateInnPerson = rule((t) => isValidInn(t, 12));
export const validateOgrn = rule((t) => isValidOgrn(t));
export const validateOgrnLegal = rule((t) => isValidOgrn(t, 13));
export const validateOgrnip = rule((t) => isValidOgrn(t, 15));
export const validateKpp = rule(isValidKpp);
