/**
 * A message with its links (src/format/links.ts): plain text as React text, safe links as `<a>`
 * opening in a new tab without an opener (the shared policy's rel and target) — the one way the
 * console's toasts and the portal's tooltips show a server's or an editor's text (seed 000 §9
 * "allow only links"). Nothing is set as HTML, so markup that is not a safe link stays text.
 *
 * @example <LinkedText text='Подробнее: <a href="/instructions">инструкция</a>' />
 */
import { linkParts } from '../format/links';
import { LINK_REL, LINK_TARGET } from '../validation/htmlPolicy';

export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, index) =>
        part.href === undefined ? (
          part.text
        ) : (
          // Parts have no identity but their place; the list never reorders.
          <a key={index} href={part.href} target={LINK_TARGET} rel={LINK_REL}>
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
