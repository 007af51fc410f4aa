/**
 * Bytes that are what their file name says (the upload checks a file's first bytes against its
 * extension, src/domain/fileSignatures.ts): a format's signature, then filler up to `size`.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
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

/** A ZIP of `entries` in this order (deflated), enough for the import's format check and reader. */
export function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
