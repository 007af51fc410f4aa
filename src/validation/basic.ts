/** Length, number and pattern rules of seed 000 §5 ("Rules" and "Also"). */
import { asText, interpolate, isEmpty, validationMessages as m, type Validator } from './messages';

function length(value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length;
  return asText(value)?.length;
}

export function minLength(min: number): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const n = length(value);
    if (n === undefined) return m.invalid;
    return n < min ? interpolate(m.minLength, { min }) : undefined;
  };
}

export function maxLength(max: number): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const n = length(value);
    if (n === undefined) return m.invalid;
    return n > max ? interpolate(m.maxLength, { max }) : undefined;
  };
}

/** A number typed with a comma or a dot; undefined when it is not one. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : undefined;
}

/** "min value compares numerically" (seed 000 §5): '10' ≥ '9', unlike a string comparison. */
export function minValue(min: number): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const n = toNumber(value);
    if (n === undefined) return m.invalid;
    return n < min ? interpolate(m.minValue, { min }) : undefined;
  };
}

/** The numeric-digits-only rule (seed 000 §5). */
export const digitsOnly: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = asText(value);
  return text !== undefined && /^\d+$/.test(text) ? undefined : m.digitsOnly;
};

/** Digits only, at most `max` of them (days in status: 1–3 digits, seed 001 §5). */
export function maxDigits(max: number): Validator {
  return (value) => digitsOnly(value) ?? maxLength(max)(value);
}

/**
 * "number length 9" (seed 000 §5): read as at most nine digits, so the value always fits a
 * PostgreSQL integer — the same bound the server's integer fields use.
 */
export const numberLength9: Validator = maxDigits(9);

/** The SMS code is exactly six digits (seed 000 §5, §9). */
export const validateSmsCode: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = asText(value);
  return text !== undefined && /^\d{6}$/.test(text) ? undefined : m.smsCode;
};

/**
 * Two groups of two digits separated by colons, then digits and - ; , / \ : (seed 000 §5),
 * e.g. '77:01:0001001:1234' or a list '77:01:0001001:12, 77:01:0001001:13'.
 */
export const CADASTRAL_NUMBER = /^\d{2}:\d{2}:[\d\-;,/\\:]*\d[\d\-;,/\\:]*$/;

export const validateCadastralNumber: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = asText(value)?.trim();
  return text !== undefined && CADASTRAL_NUMBER.test(text) ? undefined : m.cadastralNumber;
};

/**
 * The URL rule: an absolute http, https or ftp address with a host (the protocols the usual
 * form-library `url` rule accepts). `URL` exists in browsers and in Node alike.
 */
export const validateUrl: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = asText(value)?.trim();
  if (text === undefined || /\s/.test(text)) return m.invalid;
  try {
    const url = new URL(text);
    const hostOk = url.hostname === 'localhost' || /\.[^.]{2,}$/.test(url.hostname);
    return /^(https?|ftp):$/.test(url.protocol) && hostOk ? undefined : m.invalid;
  } catch {
    return m.invalid;
  }
};

/** reCAPTCHA v2 (seed 000 §5): the token must be present. */
export const validateCaptcha: Validator = (value) => (isEmpty(value) ? m.captcha : undefined);

/** Icon names must not contain '.svg' (seed 000 §5). */
export const validateIconName: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = asText(value);
  return text !== undefined && !text.toLowerCase().includes('.svg') ? undefined : m.invalid;
};

/** Lead uid 'NN-XX-NNNNNN(N)': two digits, two Cyrillic letters or digits, six or seven digits. */
export const LEAD_UID = /^\d{2}-[А-ЯЁа-яё\d]{2}-\d{6,7}$/;

export const validateLeadUid: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = asText(value)?.trim();
  return text !== undefined && LEAD_UID.test(text) ? undefined : m.invalid;
};

/** A validator from a whole-value pattern, with the generic message unless told otherwise. */
export function pattern(regex: RegExp, message: string = m.invalid): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = asText(value);
    return text !== undefined && regex.test(text) ? undefined : message;
  };
}

/** A ФИАС (ГАР) object's GUID: the house, plot or settlement an address names. */
export const validateFiasId: Validator = pattern(
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
);
