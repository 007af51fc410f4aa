/**
 * A stored phone (11 digits from 7) as people read it: '+7 (811) 229-01-90', the free 8 800
 * line as '8 (800) 100-07-01'. Anything that is not a phone is shown as it is.
 */
import { maskPhone } from '../validation/masks';
import { normalizePhone } from '../validation/phone';

export function formatPhone(value: string): string {
  const phone = normalizePhone(value);
  if (!phone) return value;
  return phone.startsWith('7800') ? maskPhone(phone, 8800) : maskPhone(phone);
}
