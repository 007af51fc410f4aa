/**
 * The HTML allow-list of seed 000 §9: "Sanitizer allows b, i, u, em, strong, small, pre, ul,
 * ol, li, p, br, h1-h6; tooltips allow only links". One policy, two engines: the server stores
 * what `sanitize-html` makes of a field (server/registries/html.ts), and the site and the console
 * re-check it before rendering with the browser's own parser (./html.ts) — `sanitize-html`
 * weighs ~94 KB gzip in a browser bundle, over the site's budget (docs/decisions.md).
 */

/** Formatted text: these tags, never with an attribute. */
export const HTML_TAGS: readonly string[] = [
  'b',
  'i',
  'u',
  'em',
  'strong',
  'small',
  'pre',
  'ul',
  'ol',
  'li',
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];

/** A tooltip: links only, with a safe href; they open in a new tab without an opener. */
export const TOOLTIP_TAGS: readonly string[] = ['a'];
export const LINK_REL = 'noopener noreferrer';
export const LINK_TARGET = '_blank';

/** Tags whose content is code, an embedded document or raw text, never text to show. */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'frameset',
  'frame',
  'noembed',
  'noframes',
  'xmp',
];

/** URL schemes a link may use; a link without a scheme is relative and allowed. */
export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

/**
 * Whether an href, as the parser decoded it, is http(s), mailto or relative. Browsers ignore
 * control characters and whitespace inside a scheme ('java\tscript:'), so they are removed
 * before the scheme is read.
 */
export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([^/?#]*?):/.exec(compact);
  if (!scheme) return compact.length > 0;
  return LINK_SCHEMES.includes(scheme[1]!.toLowerCase());
}
