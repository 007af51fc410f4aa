/**
 * The sanitizer the site and the console run before `dangerouslySetInnerHTML`, on the policy of
 * ./htmlPolicy.ts. The server already stored a clean fragment (sanitize-html, at write time);
 * this second pass keeps a record written another way from reaching the page. It uses the
 * browser's own parser instead of a library: the fragment is parsed in an inert document
 * (DOMParser runs no script and loads nothing), and a new tree is built from the allowed
 * elements only, without attributes, so what is serialized is what the browser understood.
 *
 * - Allowed tags are kept without any attribute; every other tag is dropped but its text kept;
 *   the content of script, style, iframe, object, svg (and their kin) is dropped entirely.
 * - Comments, doctypes and processing instructions are dropped; text is escaped on output.
 *
 * @example sanitizeHtml('<p onclick="x()">Да <script>alert(1)</script><b>нет') // '<p>Да <b>нет</b></p>'
 */
import {
  DROPPED_WITH_CONTENT,
  HTML_TAGS,
  isSafeHref,
  LINK_REL,
  LINK_TARGET,
  TOOLTIP_TAGS,
} from './htmlPolicy';

export { isSafeHref } from './htmlPolicy';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const dropped = new Set(DROPPED_WITH_CONTENT);

/** What an allowed element becomes in the clean tree, or null to keep only its content. */
type Rebuild = (source: Element, doc: Document) => Element | null;

function copy(from: Node, to: Node, doc: Document, allowed: ReadonlySet<string>, rebuild: Rebuild) {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(node.nodeValue ?? ''));
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      const name = element.localName;
      if (element.namespaceURI !== HTML_NS || dropped.has(name)) continue;
      const clean = allowed.has(name) ? rebuild(element, doc) : null;
      copy(element, clean ?? to, doc, allowed, rebuild);
      if (clean) to.appendChild(clean);
    }
    // Comments, processing instructions and doctypes are dropped.
  }
}

function sanitize(html: string, allowed: ReadonlySet<string>, rebuild: Rebuild): string {
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html');
  const out = doc.createElement('div');
  copy(doc.body, out, doc, allowed, rebuild);
  return out.innerHTML;
}

const htmlTags = new Set(HTML_TAGS);
const tooltipTags = new Set(TOOLTIP_TAGS);

/** The formatted text of an html field: the allow-listed tags, without attributes. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, htmlTags, (source, doc) => doc.createElement(source.localName));
}

/** A tooltip: only `<a href>` with a safe link, opened in a new tab without an opener. */
export function sanitizeTooltip(html: string): string {
  return sanitize(html, tooltipTags, (source, doc) => {
    const href = source.getAttribute('href');
    if (href === null || !isSafeHref(href)) return null;
    const link = doc.createElement('a');
    link.setAttribute('href', href.trim());
    link.setAttribute('rel', LINK_REL);
    link.setAttribute('target', LINK_TARGET);
    return link;
  });
}
