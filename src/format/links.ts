/**
 * The links of a message (seed 000 §9: admin toasts "allow only links", "tooltips allow only
 * links"): a toast's or a tooltip's text cut into plain text and links, for React to render as
 * text nodes and `<a>` elements — never as HTML (src/ui/LinkedText.tsx).
 *
 * - `<a href>` markup becomes a link when its href passes the shared policy
 *   (src/validation/htmlPolicy.ts `isSafeHref`: http, https, mailto or relative); any other
 *   link (javascript:, data:, vbscript: …) keeps only its text.
 * - Every other tag is dropped with its text kept; script, style, iframe and their kin are
 *   dropped with their content (the policy's `DROPPED_WITH_CONTENT`); entities are decoded.
 * - A bare http(s) address in the text is a link too, without the punctuation that ends a
 *   sentence after it.
 *
 * Markup is read by the browser's own parser in an inert document (DOMParser runs no script and
 * loads nothing), as src/validation/html.ts does; without a DOM (the server) markup stays text.
 *
 * @example linkParts('Отчёт: <a href="/files/1">скачать</a>') //
 *   [{ text: 'Отчёт: ' }, { text: 'скачать', href: '/files/1' }]
 */
import { DROPPED_WITH_CONTENT, isSafeHref } from '../validation/htmlPolicy';

/** A piece of a message: plain text, or a link when `href` is set. */
export interface LinkPart {
  text: string;
  href?: string;
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const dropped = new Set(DROPPED_WITH_CONTENT);
const bareUrl = /https?:\/\/[^\s<>"'«»]+/gi;
/** What ends a sentence or a bracket after an address rather than belonging to it. */
const trailing = /[.,;:!?)\]]+$/;

/** The parts of plain text: its bare http(s) addresses as links. */
function textParts(text: string): LinkPart[] {
  const parts: LinkPart[] = [];
  let from = 0;
  for (const match of text.matchAll(bareUrl)) {
    const url = match[0].replace(trailing, '');
    if (!/^https?:\/\/[^/?#]/i.test(url)) continue;
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: url, href: url });
    from = match.index + url.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** The text a reader sees of an element: its text nodes, without dropped content. */
function textOf(node: Node): string {
  let text = '';
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue ?? '';
    else if (child.nodeType === Node.ELEMENT_NODE && !isDropped(child as Element)) {
      text += textOf(child);
    }
  }
  return text;
}

function isDropped(element: Element): boolean {
  return element.namespaceURI !== HTML_NS || dropped.has(element.localName);
}

function walk(node: Node, parts: LinkPart[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      parts.push(...textParts(child.nodeValue ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const element = child as Element;
      if (isDropped(element)) continue;
      if (element.localName === 'br') {
        parts.push({ text: '\n' });
        continue;
      }
      const href = element.localName === 'a' ? element.getAttribute('href') : null;
      if (href !== null && isSafeHref(href)) {
        const text = textOf(element);
        parts.push({ text: text.trim() ? text : href.trim(), href: href.trim() });
      } else walk(element, parts);
    }
    // Comments, processing instructions and doctypes are dropped.
  }
}

/** Adjacent text parts joined, empty ones left out. */
function joined(parts: LinkPart[]): LinkPart[] {
  const out: LinkPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (part.href === undefined && last && last.href === undefined) last.text += part.text;
    else if (part.text || part.href !== undefined) out.push({ ...part });
  }
  return out;
}

/** A message as plain text and safe links, in order. */
export function linkParts(message: string): LinkPart[] {
  if (!/[<&]/.test(message) || typeof DOMParser === 'undefined') {
    return joined(textParts(message));
  }
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${message}`, 'text/html');
  const parts: LinkPart[] = [];
  walk(doc.body, parts);
  return joined(parts);
}
