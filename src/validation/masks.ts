/**
 * Input masks of seed 000 §5 as data, and `applyMask` to format a raw value with one
 * (./phoneMask.ts, with the phone masks). Tokens: '9' a digit, 'a' a letter, '*' a letter or
 * digit; anything else is a literal.
 */
import { phoneDigits } from './phone';
import { applyMask, maskPhone, phoneMasks, type PhoneMaskVariant } from './phoneMask';

export { applyMask, maskPhone, phoneMasks, type PhoneMaskVariant };

export const masks = {
  /** Phone +7 (999) 999-99-99 and the city-code variants of 3, 4, 5 digits (seed 000 §9). */
  phone: phoneMasks[3],
  phoneCity4: phoneMasks[4],
  phoneCity5: phoneMasks[5],
  phone8800: phoneMasks[8800],
  fax: '+7 (999) 999-99-99',
  date: '99.99.9999',
  dateTime: '99.99.9999 99:99:99',
  monthYear: '99.9999',
  snils: '999-999-999 99',
  cadastral: '99:99:9999999:99999',
  innLegal: '9999999999',
  innPerson: '999999999999',
  ogrn: '9999999999999',
  ogrnip: '999999999999999',
  kpp: '9999**999',
  passportSeries: '99 99',
  passportNumber: '999999',
  passportDivision: '999-999',
  okved: '99.99.99',
  entrepreneurCertificate: '99 999999999',
  postal4: '99-99',
  postal6: '999999',
  postal6Dash: '999-999',
  smsCode: '999999',
} as const;

export type MaskName = keyof typeof masks;

/** Free-form patterns of the same list (whole-value checks of what may be typed). */
export const maskPatterns = {
  /** E-mail: local part segments up to 20 characters, domain up to 40 (seed 000 §5). */
  email: /^[\w+-]{1,20}(\.[\w+-]{1,20})*@(?=.{1,40}$)[a-z\d-]+(\.[a-z\d-]+)+$/i,
  name: /^[\p{L}][\p{L} '.-]*$/u,
  cyrillic: /^[А-ЯЁа-яё\s-]*$/,
  noLatin: /^[^A-Za-z]*$/,
  float: /^-?\d+([.,]\d+)?$/,
  number: /^\d+$/,
} as const;

/**
 * The mask a typed or pasted phone calls for by its code (seed 000 §5 "Input masks"): a number
 * whose code is 800 takes 8 (800) 999-99-99; a city code the user closed with ')' after four or
 * five digits ('+7 (8112)', '8 (81153) 3-12-34') takes +7 (9999) 99-99-99 or
 * +7 (99999) 9-99-99; anything else +7 (999) 999-99-99. Only the user knows where a city code
 * ends, so the bracket they type says it; digits alone keep the 3-digit grouping.
 */
export function phoneVariantOf(text: string): PhoneMaskVariant {
  const national = nationalDigits(text);
  if (national.startsWith('800')) return 8800;
  const close = text.lastIndexOf(')');
  if (close < 0) return 3;
  // The digits before the bracket, less the country prefix the whole text has.
  const prefix = typedDigits(text).length - national.length;
  const code = typedDigits(text.slice(0, close)).length - prefix;
  return code === 4 || code === 5 ? code : 3;
}

/** The digits typed, without the mask's '+7' (not a typed digit). */
function typedDigits(text: string): string {
  const trimmed = text.trim();
  return phoneDigits(trimmed.startsWith('+7') ? trimmed.slice(2) : trimmed);
}

/**
 * The ten digits after the country code typed so far: a leading 7 or 8 of eleven digits — or
 * the 8 before 800 — is the country prefix.
 */
function nationalDigits(text: string): string {
  const digits = typedDigits(text);
  // Eleven digits after '+7': a whole number with its prefix typed or pasted over the mask.
  if (digits.length === 11 && /^[78]/.test(digits)) return digits.slice(1);
  // 8 before 800 is the country prefix, typed ('8800…') or shown by the mask after a first 8
  // typed key by key ('+7 (880) 0…'): no code is 880.
  return digits.startsWith('8800') ? digits.slice(1) : digits;
}

/**
 * Typed text → the phone in its variant's mask (`phoneVariantOf`). A 4- or 5-digit city code
 * typed whole keeps its closing bracket, so the next digit stays in that variant; deleting the
 * bracket goes back to the 3-digit grouping.
 */
export function maskTypedPhone(text: string): string {
  const variant = phoneVariantOf(text);
  const national = nationalDigits(text).slice(0, 10);
  // The 8 (800) mask holds the code: typing it shows the mask so far.
  if (variant === 8800 && national === '800') return phoneMasks[8800].slice(0, 6);
  const masked = maskPhone(national, variant);
  return (variant === 4 || variant === 5) && national.length === variant ? `${masked})` : masked;
}
