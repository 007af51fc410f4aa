import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['78112290190', '+7 (811) 229-01-90'],
    ['89123456789', '+7 (912) 345-67-89'],
    ['78001000701', '8 (800) 100-07-01'],
    ['12-34', '12-34'],
    ['', ''],
  ])('%s → %s', (stored, shown) => expect(formatPhone(stored)).toBe(shown));
});
