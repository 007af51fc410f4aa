/**
 * The server's sanitizer, on the shared policy of src/validation/htmlPolicy.ts: what an html
 * field stores is what `sanitize-html` (htmlparser2, the HTML5 parsing rules) keeps of it. The
 * site and the console check it again in the browser with the same policy (src/validation/html).
 */
import { createRequire } from 'node:module';
import type sanitize from 'sanitize-html';
import {
  DROPPED_WITH_CONTENT,
  HTML_TAGS,
  isSafeHref,
  LINK_REL,
  LINK_SCHEMES,
  LINK_TARGET,
  TOOLTIP_TAGS,
} from '../../src/validation/htmlPolicy';

const base: sanitize.IOptions = {
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_WITH_CONTENT],
  allowedSchemes: [...LINK_SCHEMES],
  allowProtocolRelative: true,
  // The HTML parser ignores NUL in text; stored text should not carry it either.
  // eslint-disable-next-line no-control-regex
  textFilter: (text) => text.replace(/\u0000/g, ''),
};

const htmlOptions: sanitize.IOptions = {
  ...base,
  allowedTags: [...HTML_TAGS],
  allowedAttributes: {},
};

/** An `<a>` whose href is missing or unsafe becomes an unlisted tag: dropped, its text kept. */
const tooltipOptions: sanitize.IOptions = {
  ...base,
  allowedTags: [...TOOLTIP_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  transformTags: {
    a: (_tag, attribs): sanitize.Tag => {
      const href = attribs.href;
      if (href === undefined || !isSafeHref(href)) return { tagName: 'unsafe-link', attribs: {} };
      return {
        tagName: 'a',
        attribs: { href: href.trim(), rel: LINK_REL, target: LINK_TARGET },
      };
    },
  },
};

/**
 * sanitize-html (CommonJS) is required on the first html field written, not at start-up: most
 * starts never write one, and loading it and htmlparser2 costs about 0.1 s.
 */
let library: typeof sanitize | undefined;
const sanitizer = () =>
  (library ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitize);

/** The formatted text of an html field: the allow-listed tags, without attributes. */
export function sanitizeHtml(html: string): string {
  return sanitizer()(html, htmlOptions);
}

/** A tooltip: only `<a href>` with a safe link, opened in a new tab without an opener. */
export function sanitizeTooltip(html: string): string {
  return sanitizer()(html, tooltipOptions);
}
