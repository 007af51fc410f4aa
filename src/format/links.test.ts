// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSafeHref } from '../validation/htmlPolicy';
import { htmlCases, tooltipCases } from '../validation/test/htmlCases';
import { linkParts } from './links';

describe('linkParts', () => {
  it('keeps plain text as one part', () => {
    expect(linkParts('Файл успешно удален')).toEqual([{ text: 'Файл успешно удален' }]);
    expect(linkParts('')).toEqual([]);
  });

  it('makes a safe <a href> a link and keeps the text around it', () => {
    expect(linkParts('Отчёт готов: <a href="/v1/files/7">скачать</a>.')).toEqual([
      { text: 'Отчёт готов: ' },
      { text: 'скачать', href: '/v1/files/7' },
      { text: '.' },
    ]);
    expect(linkParts('<a href=" https://connectgas.ru/help ">Справка</a>')).toEqual([
      { text: 'Справка', href: 'https://connectgas.ru/help' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
  ])('drops the link of href=%j and keeps its text', (href) => {
    expect(linkParts(`Нажмите <a href="${href}">здесь</a>`)).toEqual([{ text: 'Нажмите здесь' }]);
  });

  it('drops every other tag, keeping its text, and script or style with their content', () => {
    expect(
      linkParts(
        '<b>Важно</b><img src=x onerror="alert(1)">: <script>alert(1)</script>ok<style>*{}</style>',
      ),
    ).toEqual([{ text: 'Важно: ok' }]);
    expect(
      linkParts('<a href="/a" onclick="alert(1)"><i>курсив</i><svg><text>x</text></svg></a>'),
    ).toEqual([{ text: 'курсив', href: '/a' }]);
  });

  it('decodes entities and turns a line break into a new line', () => {
    expect(linkParts('А &amp; Б<br>&lt;b&gt;')).toEqual([{ text: 'А & Б\n<b>' }]);
  });

  it('names a link without text by its address', () => {
    expect(linkParts('<a href="https://x.ru/a"></a>')).toEqual([
      { text: 'https://x.ru/a', href: 'https://x.ru/a' },
    ]);
  });

  it('makes a bare http(s) address a link, without the punctuation after it', () => {
    expect(linkParts('Подробнее: https://connectgas.ru/faq?q=1. Или (http://x.ru/a)')).toEqual([
      { text: 'Подробнее: ' },
      { text: 'https://connectgas.ru/faq?q=1', href: 'https://connectgas.ru/faq?q=1' },
      { text: '. Или (' },
      { text: 'http://x.ru/a', href: 'http://x.ru/a' },
      { text: ')' },
    ]);
    expect(linkParts('javascript:alert(1) и ftp://x.ru и https://')).toEqual([
      { text: 'javascript:alert(1) и ftp://x.ru и https://' },
    ]);
  });

  it.each([...htmlCases, ...tooltipCases].map((c) => c.input))(
    'leaves no unsafe link in the sanitiser case %j',
    (input) => {
      const links = linkParts(input).filter((part) => part.href !== undefined);
      for (const link of links) expect(isSafeHref(link.href ?? '')).toBe(true);
    },
  );
});
