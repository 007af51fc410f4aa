import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { badgeColorHex, badgeColors } from '../../src/domain/badgeColors';

describe('the status badge colours', () => {
  it('are the palette of src/domain, one class per colour', () => {
    const css = readFileSync(join(import.meta.dirname, 'StatusBadge.module.css'), 'utf8');
    for (const color of badgeColors) {
      const rule = new RegExp(`\\.${color} \\{\\s*background: ${badgeColorHex[color]};`, 'i');
      expect(css).toMatch(rule);
    }
  });
});
