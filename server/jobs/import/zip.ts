/**
 * A ZIP read the way its format means it to be: the central directory at the end of the file
 * lists every entry with its sizes and where it starts, and each entry is then read on its own
 * by byte range, in whatever order the reader needs — never a single pass from the start.
 *
 *   const zip = storedZip(storage, key, size);
 *   const entries = await zipDirectory(zip, tooLarge);
 *   const stream = await openEntry(zip, entries.find((e) => e.name === 'xl/workbook.xml')!);
 *
 * A single streaming pass is what broke exceljs' streaming reader (exceljs issue #3064: entries
 * after the first worksheet were sometimes dropped, 1 read in ~700 here), and it cannot take the
 * parts of an XLSX in the order they depend on each other.
 */
import { Readable, Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type { Storage } from '../../storage/types';
import { readRange } from '../files';
import { JobFailure } from '../worker';
import { importMessages } from './messages';

/** The bytes of a ZIP file, read by range. */
export interface ZipSource {
  size: number;
  read(start: number, length: number): Promise<Buffer>;
  stream(start: number, length: number): Promise<Readable>;
}

/** A stored object as a ZipSource. */
export function storedZip(storage: Storage, key: string, size: number): ZipSource {
  return {
    size,
    read: (start, length) => readRange(storage, key, start, length),
    async stream(start, length) {
      if (length <= 0) return Readable.from([]);
      const object = await storage.get(key, { start, end: start + length - 1 });
      return object?.body ?? Readable.from([]);
    },
  };
}

/** A Buffer as a ZipSource (tests, small files already in memory). */
export function bufferZip(bytes: Buffer): ZipSource {
  const slice = (start: number, length: number) => bytes.subarray(start, start + length);
  return {
    size: bytes.length,
    read: async (start, length) => slice(start, length),
    stream: async (start, length) => Readable.from([slice(start, length)]),
  };
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when the entry is opened. */
  method: number;
  packed: number;
  unpacked: number;
  /** Where the entry's local header starts. */
  offset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const broken = () => new JobFailure(importMessages.broken);

/**
 * The entries of a ZIP's central directory; throws JobFailure when it cannot be read, and
 * `tooLarge` for ZIP64 archives (over 4 GB or 65,535 entries), which an import never needs.
 */
export async function zipDirectory(zip: ZipSource, tooLarge: string): Promise<ZipEntry[]> {
  const tailLength = Math.min(zip.size, 65_557);
  const tail = await zip.read(zip.size - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw broken();
  const count = tail.readUInt16LE(at + 10);
  const dirSize = tail.readUInt32LE(at + 12);
  const dirOffset = tail.readUInt32LE(at + 16);
  if (dirOffset === 0xffffffff || count === 0xffff) throw new JobFailure(tooLarge);
  if (dirSize > 16 * 1024 * 1024 || dirOffset + dirSize > zip.size) throw broken();
  const dir = await zip.read(dirOffset, dirSize);
  const entries: ZipEntry[] = [];
  let p = 0;
  while (p + 46 <= dir.length && entries.length < count) {
    if (dir.readUInt32LE(p) !== CENTRAL) throw broken();
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    entries.push({
      name: dir.toString('utf8', p + 46, p + 46 + nameLength),
      method: dir.readUInt16LE(p + 10),
      packed: dir.readUInt32LE(p + 20),
      unpacked: dir.readUInt32LE(p + 24),
      offset: dir.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * An entry's unpacked bytes as a stream. More bytes than the directory declared is an error:
 * the zip-bomb check trusts those sizes, so a directory that lies gains nothing.
 */
export async function openEntry(zip: ZipSource, entry: ZipEntry): Promise<Readable> {
  const header = await zip.read(entry.offset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL) throw broken();
  // The local header's own name and extra lengths, which may differ from the directory's.
  const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.packed > zip.size) throw broken();
  if (entry.method !== 0 && entry.method !== 8) throw broken();
  const packed = await zip.stream(start, entry.packed);
  let unpacked = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      unpacked += chunk.length;
      done(unpacked > entry.unpacked ? broken() : null, chunk);
    },
  });
  const fail = (err: Error) => bounded.destroy(err instanceof JobFailure ? err : broken());
  if (entry.method === 0) return packed.on('error', fail).pipe(bounded);
  const inflate = createInflateRaw();
  packed.on('error', fail).pipe(inflate).on('error', fail).pipe(bounded);
  return bounded;
}
