// @vitest-environment jsdom
// jsdom only to read the output as a browser would; sanitize-html itself needs no DOM.
import { describe, expect, it } from 'vitest';
import { htmlCases, reparse, tooltipCases, unsafeIn } from '../../src/validation/test/htmlCases';
import { sanitizeHtml, sanitizeTooltip } from './html';

describe('sanitizeHtml on the server (sanitize-html, the shared allow-list)', () => {
  it.each(htmlCases.map((c) => [c.input, c.html] as const))('%j → %j', (input, html) => {
    const out = sanitizeHtml(input);
    expect(unsafeIn(out, 'html')).toBeNull();
    if (html !== undefined) expect(reparse(out)).toBe(html);
  });

  it('writes br as a void tag and text escaped', () => {
    expect(sanitizeHtml('a<br>b')).toBe('a<br />b');
    expect(sanitizeHtml('1 < 2 & "3"')).toBe('1 &lt; 2 &amp; "3"');
  });
});

describe('sanitizeTooltip on the server (links only)', () => {
  it.each(tooltipCases.map((c) => [c.input, c.html] as const))('%j → %j', (input, html) => {
    const out = sanitizeTooltip(input);
    expect(unsafeIn(out, 'tooltip')).toBeNull();
    if (html !== undefined) expect(reparse(out)).toBe(html);
  });
});
