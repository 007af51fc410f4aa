import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml, sanitizeTooltip } from './html';

describe('sanitizeHtml (seed 000 §9 allow-list)', () => {
  it.each(['b', 'i', 'u', 'em', 'strong', 'small', 'pre', 'ul', 'ol', 'li', 'p', 'h1', 'h6'])(
    'keeps <%s>',
    (tag) => {
      expect(sanitizeHtml(`<${tag}>текст</${tag}>`)).toBe(`<${tag}>текст</${tag}>`);
    },
  );

  it('keeps br as a void tag and lower-cases tag names', () => {
    expect(sanitizeHtml('a<BR/>b<br>c</br>')).toBe('a<br>b<br>c');
    expect(sanitizeHtml('<P>Текст</P>')).toBe('<p>Текст</p>');
  });

  it('drops every attribute of an allowed tag', () => {
    expect(sanitizeHtml('<p class="x" onclick="alert(1)" style=\'color:red\'>Да</p>')).toBe(
      '<p>Да</p>',
    );
    expect(sanitizeHtml('<b title="a > b">x</b>')).toBe('<b>x</b>');
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizeHtml('<div><span>Газ</span> <a href="http://x.ru">ссылка</a></div>')).toBe(
      'Газ ссылка',
    );
    expect(sanitizeHtml('<img src=x onerror=alert(1)>после')).toBe('после');
  });

  it('drops the content of script, style, iframe and object entirely', () => {
    expect(sanitizeHtml('a<script>alert("x")</script>b')).toBe('ab');
    expect(sanitizeHtml('a<SCRIPT type="text/javascript">x</script >b')).toBe('ab');
    expect(sanitizeHtml('a<style>p{}</style>b<iframe src="x">c</iframe>d')).toBe('abd');
    expect(sanitizeHtml('a<object data="x"><param>z</object>b')).toBe('ab');
    // Without its closing tag the rest is code too.
    expect(sanitizeHtml('a<script>alert(1)')).toBe('a');
  });

  it('drops comments, doctypes and processing instructions', () => {
    expect(sanitizeHtml('a<!-- <script>x</script> -->b<!DOCTYPE html>c<?xml x?>d')).toBe('abcd');
    expect(sanitizeHtml('a<!-- never closed <b>x</b>')).toBe('a');
  });

  it('escapes stray angle brackets and bare ampersands, decoding nothing', () => {
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeHtml('ООО «Газ» & Ко')).toBe('ООО «Газ» &amp; Ко');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt; &nbsp; &#171;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; &nbsp; &#171;',
    );
    expect(sanitizeHtml('<b')).toBe('&lt;b');
    expect(sanitizeHtml('< b>')).toBe('&lt; b&gt;');
  });

  it('survives nesting tricks', () => {
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeHtml('<<b>x</b>')).toBe('&lt;<b>x</b>');
    expect(sanitizeHtml('<p title="unclosed>text')).toBe('&lt;p title="unclosed&gt;text');
  });

  it('balances the output', () => {
    expect(sanitizeHtml('<b>жирный')).toBe('<b>жирный</b>');
    expect(sanitizeHtml('</p>текст</b>')).toBe('текст');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a<li>b</li></li></ul>');
    expect(sanitizeHtml('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
  });

  it('keeps plain text and line breaks as they are', () => {
    expect(sanitizeHtml('Строка 1\nСтрока 2')).toBe('Строка 1\nСтрока 2');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('sanitizeTooltip (links only)', () => {
  it('keeps safe links with rel and target, nothing else', () => {
    expect(sanitizeTooltip('См. <a href="https://eog.ru/a?b=1&amp;c=2" class="x">сайт</a>')).toBe(
      'См. <a href="https://eog.ru/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">сайт</a>',
    );
    expect(sanitizeTooltip('<b>жирный</b> <a href="/crm/leads">заявки</a>')).toBe(
      'жирный <a href="/crm/leads" rel="noopener noreferrer" target="_blank">заявки</a>',
    );
    expect(sanitizeTooltip("<a href='mailto:info@eog.ru'>почта</a>")).toContain(
      'href="mailto:info@eog.ru"',
    );
  });

  it('drops links with dangerous or missing hrefs but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,xx',
      'vbscript:x',
    ]) {
      expect(sanitizeTooltip(`<a href="${href}">x</a>`)).toBe('x');
    }
    expect(sanitizeTooltip('<a name="x">без ссылки</a>')).toBe('без ссылки');
    expect(sanitizeTooltip('<script>alert(1)</script>текст')).toBe('текст');
  });

  it('reads entity-hidden schemes the way a browser does', () => {
    expect(isSafeHref('javascript&colon;alert(1)')).toBe(true);
    // It stays a harmless relative link: the ampersand is escaped on output.
    expect(sanitizeTooltip('<a href="javascript&colon;x">y</a>')).toContain(
      'href="javascript&amp;colon;x"',
    );
    expect(isSafeHref('')).toBe(false);
    expect(isSafeHref('https://eog.ru')).toBe(true);
    expect(isSafeHref('../doc.pdf#p2')).toBe(true);
  });
});
