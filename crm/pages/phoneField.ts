/**
 * A phone text input over src/validation: a stored number is shown in the +7 (999) 999-99-99
 * mask; typed text is kept in the mask its code calls for (3-, 4- or 5-digit city code, 8 (800):
 * `maskTypedPhone`, as on the site) and sent as the 11 digits the server stores.
 */
import { normalizePhone, phoneDigits } from '../../src/validation';
import { maskPhone, maskTypedPhone } from '../../src/validation/masks';

/** Stored digits → the masked text; typed text is already in its mask. */
export function formatPhone(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  return /^\d+$/.test(value) ? maskPhone(value) : value;
}

/** Typed text → the text in its variant's mask (empty when no digit is left). */
export function parsePhone(text: string): string {
  return maskTypedPhone(text);
}

/** The value to send: 11 digits from 7, or null for an empty field. */
export function phoneToSend(value: unknown): string | null {
  if (typeof value !== 'string' || !phoneDigits(value)) return null;
  return normalizePhone(value) ?? value;
}
