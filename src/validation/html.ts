/**
 * The HTML allow-list of seed 000 §9: "Sanitizer allows b, i, u, em, strong, small, pre, ul,
 * ol, li, p, br, h1-h6; tooltips allow only links". Dependency-free so the console, the site and
 * the server run the same code; the server stores what `sanitizeHtml` returns.
 *
 * - Allowed tags are kept without any attribute; every other tag is dropped but its text kept;
 *   the content of script, style, iframe, object (and their kin) is dropped entirely.
 * - Comments, doctypes and processing instructions are dropped.
 * - Stray `<` / `>` and a `&` that starts no entity are escaped; entities are never decoded, so
 *   `&lt;script&gt;` stays text.
 * - The output is balanced: a closing tag without its opening one is dropped, open tags are
 *   closed at the end, so a fragment cannot restyle the page around it.
 *
 * @example sanitizeHtml('<p onclick="x()">Да <script>alert(1)</script><b>нет') // '<p>Да <b>нет</b></p>'
 */

const htmlTags = new Set([
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
]);

/** Tags whose content is code or an embedded document, never text to show. */
const droppedWithContent = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'frameset',
  'noembed',
  'noframes',
  'xmp',
]);

const voidTags = new Set(['br']);

interface Tag {
  name: string;
  closing: boolean;
  attrs: Record<string, string>;
  /** Index just after the tag's `>`. */
  end: number;
}

const NAME_START = /[A-Za-z]/;
const NAME_CHAR = /[A-Za-z0-9-]/;
const SPACE = /[\s/]/;

/** Reads the tag starting at `start` (a `<`), or undefined when it is no tag (a stray `<`). */
function readTag(html: string, start: number): Tag | undefined {
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  if (!NAME_START.test(html[i] ?? '')) return undefined;
  let name = '';
  while (i < html.length && NAME_CHAR.test(html[i]!)) name += html[i++];
  const attrs: Record<string, string> = {};
  // Attributes: name, optionally = and a quoted or bare value; a quoted `>` does not end the tag.
  while (i < html.length) {
    while (i < html.length && SPACE.test(html[i]!)) i++;
    if (html[i] === '>') return { name: name.toLowerCase(), closing, attrs, end: i + 1 };
    if (i >= html.length) return undefined;
    let attr = '';
    while (i < html.length && !/[\s/>=]/.test(html[i]!)) attr += html[i++];
    while (i < html.length && /\s/.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return undefined;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        while (i < html.length && !/[\s>]/.test(html[i]!)) value += html[i++];
      }
    }
    if (attr) attrs[attr.toLowerCase()] ??= value;
  }
  return undefined;
}

/** Text as HTML: `<` and `>` escaped, a `&` kept only where it starts an entity. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Index after the closing `</name>` of a dropped element, or the end of the input. */
function skipContent(html: string, from: number, name: string): number {
  const close = new RegExp(`</${name}[\\s/>]`, 'gi');
  close.lastIndex = from;
  const match = close.exec(html);
  if (!match) return html.length;
  const end = html.indexOf('>', match.index);
  return end < 0 ? html.length : end + 1;
}

/** Index after a comment, doctype, CDATA or processing instruction starting at `start`. */
function skipMarkup(html: string, start: number): number {
  if (html.startsWith('<!--', start)) {
    const end = html.indexOf('-->', start + 4);
    return end < 0 ? html.length : end + 3;
  }
  const end = html.indexOf('>', start);
  return end < 0 ? html.length : end + 1;
}

type Emit = (tag: Tag) => string | undefined;

/** The walk shared by both sanitizers: `emit` says what an opening tag becomes (or nothing). */
function sanitize(html: string, allowed: ReadonlySet<string>, emit: Emit): string {
  let out = '';
  const open: string[] = [];
  let text = '';
  let i = 0;
  const flush = () => {
    out += escapeText(text);
    text = '';
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    const next = html[lt + 1];
    if (next === '!' || next === '?') {
      i = skipMarkup(html, lt);
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      text += '<';
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (droppedWithContent.has(tag.name)) {
      if (!tag.closing) i = skipContent(html, i, tag.name);
      continue;
    }
    if (!allowed.has(tag.name)) continue;
    flush();
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const opening = emit(tag);
    if (opening === undefined) continue;
    out += opening;
    if (!voidTags.has(tag.name)) open.push(tag.name);
  }
  flush();
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The formatted text of an html field: the allow-listed tags, without attributes. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, htmlTags, (tag) => `<${tag.name}>`);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** What a browser reads from an attribute value, as far as a URL scheme can hide in it. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return entities[ref.toLowerCase()] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** http(s) and mailto links, or relative ones; `javascript:`, `data:` … are refused. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  // eslint-disable-next-line no-control-regex
  const compact = decodeAttribute(href).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([^/?#]*?):/.exec(compact);
  if (!scheme) return compact.length > 0;
  return /^(https?|mailto)$/i.test(scheme[1]!);
}

/** A tooltip: only `<a href>` with a safe link, opened in a new tab without an opener. */
export function sanitizeTooltip(html: string): string {
  return sanitize(html, new Set(['a']), (tag) => {
    const href = tag.attrs.href;
    if (href === undefined || !isSafeHref(href)) return undefined;
    return `<a href="${escapeAttribute(decodeAttribute(href).trim())}" rel="noopener noreferrer" target="_blank">`;
  });
}
