import { describe, expect, it } from 'vitest';
import { formatPhone, telHref } from './phone';

describe('formatPhone', () => {
  it.each([
    ['78112290190', '+7 (811) 229-01-90'],
    ['89123456789', '+7 (912) 345-67-89'],
    ['78001000701', '8 (800) 100-07-01'],
    ['12-34', '12-34'],
    ['', ''],
  ])('%s → %s', (stored, shown) => expect(formatPhone(stored)).toBe(shown));
});

describe('telHref', () => {
  it.each([
    ['78001014747', 'tel:+78001014747'],
    ['88001014747', 'tel:+78001014747'],
    ['+7 (811) 229-01-90', 'tel:+78112290190'],
    ['112', 'tel:+112'],
  ])('%s → %s', (stored, href) => expect(telHref(stored)).toBe(href));
});
