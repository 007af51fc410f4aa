// The site's tooltip and dropdown sizes (seed 000 §9) as its style sheets write them: the CSS
// modules are not applied under the test DOM, so the rules are read from the files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(path, 'utf8');
const rule = (css: string, selector: string) => {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\n)${escaped}\\s*{([^}]*)}`).exec(css)?.[1] ?? '';
};
const root = rule(read('site/theme/tokens.css'), ':root');

describe('site tooltip and dropdown sizes (seed 000 §9)', () => {
  it('sets a tooltip at least 200px wide and a dropdown list at most 300px high', () => {
    expect(root).toMatch(/--tooltip-min-width:\s*200px;/);
    expect(root).toMatch(/--dropdown-max-height:\s*300px;/);
  });

  it('gives the drawn tooltip its minimum width', () => {
    expect(rule(read('site/theme/ui.module.css'), '.tooltip')).toMatch(
      /min-width:\s*var\(--tooltip-min-width\);/,
    );
  });

  it.each([
    ['site/tools/tools.module.css', '.listbox'],
    ['site/info/info.module.css', '.options'],
  ])('caps the dropdown list of %s (%s)', (file, selector) => {
    expect(rule(read(file), selector)).toMatch(/max-height:\s*var\(--dropdown-max-height\);/);
  });
});
