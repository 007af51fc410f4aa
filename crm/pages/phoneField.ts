/**
 * A phone text input over src/validation: shown in the +7 (999) 999-99-99 mask, kept as the
 * ten digits after the country code while typing, sent as the 11 digits the server stores.
 */
import { maskPhone, normalizePhone, phoneDigits } from '../../src/validation';

/** Stored or typed value → the masked text. */
export function formatPhone(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  return maskPhone(value);
}

/** Typed text → the digits after '+7' (the mask's prefix is not a typed digit). */
export function parsePhone(text: string): string {
  return phoneDigits(text.replace(/^\s*\+7/, ''));
}

/** The value to send: 11 digits from 7, or null for an empty field. */
export function phoneToSend(value: unknown): string | null {
  if (typeof value !== 'string' || !phoneDigits(value)) return null;
  return normalizePhone(value) ?? value;
}
