/**
 * A stored phone (11 digits from 7) as people read it: '+7 (811) 229-01-90', the free 8 800
 * line as '8 (800) 100-07-01'. Anything that is not a phone is shown as it is.
 */
import { maskPhone } from '../validation/phoneMask';
import { normalizePhone } from '../validation/phone';

export function formatPhone(value: string): string {
  const phone = normalizePhone(value);
  if (!phone) return value;
  return phone.startsWith('7800') ? maskPhone(phone, 8800) : maskPhone(phone);
}

/** A stored phone as a `tel:` link's address: '88001014747' and '78001014747' → 'tel:+78001014747'. */
export function telHref(value: string): string {
  return `tel:+${normalizePhone(value) ?? value.replace(/\D/g, '')}`;
}
