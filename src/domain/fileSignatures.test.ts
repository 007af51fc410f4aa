import { describe, expect, it } from 'vitest';
import { matchesSignature } from './fileSignatures';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('matchesSignature', () => {
  it.each([
    ['Паспорт.pdf', bytes('%PDF-1.7\n%âãÏÓ')],
    ['junk first.pdf', bytes(Array(300).fill(0x20), '%PDF-1.4')],
    ['Письмо.doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])],
    ['Реестр.xlsx', bytes('PK', [3, 4, 20, 0])],
    ['Архив.zip', bytes('PK', [5, 6, 0, 0])],
    ['Архив.rar', bytes('Rar!', [0x1a, 0x07, 0x01, 0x00])],
    ['Фото.JPG', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['План.png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['Видео.mp4', bytes([0, 0, 0, 0x18], 'ftypmp42')],
    ['Видео.mov', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
    ['Видео.avi', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
    ['Видео.wmv', bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])],
    ['Договор.pdf.sig', bytes([0x30, 0x82, 0x05, 0x1c])],
    ['Договор.p7s', bytes('-----BEGIN PKCS7-----')],
    ['Данные.csv', bytes('a;b;c')], // no signature kept for it: not checked by bytes
  ])('accepts %s', (name, head) => {
    expect(matchesSignature(name, head)).toBe(true);
  });

  it.each([
    ['script.pdf', bytes('<script>alert(1)</script>')],
    ['renamed.exe.pdf', bytes('MZ', [0x90, 0])],
    ['zeros.pdf', new Uint8Array(2048)],
    ['late header.pdf', bytes(Array(1100).fill(0x20), '%PDF-1.4')],
    ['page.docx', bytes('<html>')],
    ['photo.jpg', bytes([0x89], 'PNG')],
    ['empty.png', new Uint8Array(0)],
    ['riff.avi', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
  ])('refuses %s', (name, head) => {
    expect(matchesSignature(name, head)).toBe(false);
  });
});
