/**
 * Bytes that are what their file name says (the upload checks a file's first bytes against its
 * extension, src/domain/fileSignatures.ts): a format's signature, then filler up to `size`.
 */
import { randomBytes } from 'node:crypto';
import { fileExtension } from '../../src/domain/uploads';

const heads: Record<string, Buffer> = {
  pdf: Buffer.from('%PDF-1.7\n'),
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  sig: Buffer.from([0x30, 0x82, 0x01, 0x00]),
};
heads.xls = heads.ppt = heads.doc!;
heads.xlsx = heads.pptx = heads.zip = heads.docx!;
heads.jpeg = heads.jpg!;
heads.p7s = heads.sig!;

/** `sampleFile('Паспорт.pdf', 12 * 1024 * 1024)`: random filler (`fill` to repeat one byte). */
export function sampleFile(name: string, size = 64, fill?: number): Buffer<ArrayBuffer> {
  const head = heads[fileExtension(name)] ?? Buffer.alloc(0);
  const body =
    fill === undefined
      ? randomBytes(Math.max(size, head.length))
      : Buffer.alloc(Math.max(size, head.length), fill);
  head.copy(body, 0);
  return body;
}
