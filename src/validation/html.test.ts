// @vitest-environment jsdom
// The browser's parser (jsdom runs parse5, the HTML5 parsing algorithm).
import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml, sanitizeTooltip } from './html';
import { htmlCases, reparse, tooltipCases, unsafeIn } from './test/htmlCases';

describe('sanitizeHtml in the browser (seed 000 §9 allow-list)', () => {
  it.each(['b', 'i', 'u', 'em', 'strong', 'small', 'pre', 'ul', 'ol', 'li', 'p', 'h1', 'h6'])(
    'keeps <%s>',
    (tag) => {
      expect(sanitizeHtml(`<${tag}>текст</${tag}>`)).toBe(`<${tag}>текст</${tag}>`);
    },
  );

  it.each(htmlCases.map((c) => [c.input, c.html] as const))('%j → %j', (input, html) => {
    const out = sanitizeHtml(input);
    expect(unsafeIn(out, 'html')).toBeNull();
    // What the page shows is what was serialized: re-parsing changes nothing.
    expect(reparse(out)).toBe(out);
    if (html !== undefined) expect(out).toBe(html);
  });
});

describe('sanitizeTooltip in the browser (links only)', () => {
  it.each(tooltipCases.map((c) => [c.input, c.html] as const))('%j → %j', (input, html) => {
    const out = sanitizeTooltip(input);
    expect(unsafeIn(out, 'tooltip')).toBeNull();
    expect(reparse(out)).toBe(out);
    if (html !== undefined) expect(out).toBe(html);
  });

  it('reads the scheme as a browser does', () => {
    expect(isSafeHref('java\tscript:alert(1)')).toBe(false);
    expect(isSafeHref('\u0001javascript:alert(1)')).toBe(false);
    // An entity left undecoded is no scheme: the link stays relative.
    expect(isSafeHref('javascript&colon;alert(1)')).toBe(true);
    expect(isSafeHref('')).toBe(false);
    expect(isSafeHref('https://eog.ru')).toBe(true);
    expect(isSafeHref('../doc.pdf#p2')).toBe(true);
    expect(isSafeHref('/a:b')).toBe(true);
  });
});
