/**
 * What a file to import really is, from its bytes, never its name: a ZIP holding
 * `xl/workbook.xml` is XLSX; text that decodes as UTF-8 without NUL bytes is CSV; anything
 * else (PDF, an old binary XLS, images, an empty file) is refused with a Russian message.
 *
 * A zip bomb is refused before anything is unpacked: the ZIP's central directory (at the end
 * of the file) declares every entry's unpacked size, and the sum must stay under a cap, each
 * entry's packing ratio must be believable, and ZIP64 entries (over 4 GB) are refused. The
 * streaming reader then also counts rows (./engine.ts), so a directory that lies gains nothing.
 */
import type { Storage } from '../../storage/types';
import { readRange } from '../files';
import { JobFailure } from '../worker';
import { importMessages } from './messages';
import { storedZip, zipDirectory, type ZipEntry, type ZipSource } from './zip';

/** What the file is; an XLSX with its ZIP directory, read once for the check and the reader. */
export type ImportFormat =
  { format: 'csv' } | { format: 'xlsx'; zip: ZipSource; entries: readonly ZipEntry[] };

export interface ImportLimits {
  /** Sum of the unpacked sizes of an XLSX's parts. */
  maxUnpackedBytes: number;
  /** Largest unpacked / packed ratio of one part (text XML packs about 10–30×). */
  maxRatio: number;
  /** Data rows of one file. */
  maxRows: number;
}

export const defaultImportLimits: ImportLimits = {
  maxUnpackedBytes: 256 * 1024 * 1024,
  maxRatio: 200,
  maxRows: 200_000,
};

const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function checkBomb(entries: ZipEntry[], limits: ImportLimits): void {
  const mb = Math.round(limits.maxUnpackedBytes / 1024 / 1024);
  let total = 0;
  for (const e of entries) {
    // 0xffffffff: the real size is in a ZIP64 field, i.e. over 4 GB.
    if (e.unpacked === 0xffffffff || e.packed === 0xffffffff)
      throw new JobFailure(importMessages.tooLarge(mb));
    total += e.unpacked;
    if (e.unpacked > 1024 * 1024 && e.unpacked > e.packed * limits.maxRatio)
      throw new JobFailure(importMessages.tooLarge(mb));
  }
  if (total > limits.maxUnpackedBytes) throw new JobFailure(importMessages.tooLarge(mb));
}

/** Binary data: NUL bytes or other control characters a table's text never has. */
function looksBinary(head: Buffer): boolean {
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) control++;
  }
  return control > head.length / 100;
}

function isUtf8(head: Buffer): boolean {
  // A multi-byte character cut at the end of the sample is fine (stream); invalid bytes are not.
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The format of the stored file `key` of `size` bytes, or a JobFailure saying what is wrong. */
export async function detectFormat(
  storage: Storage,
  key: string,
  size: number,
  limits: ImportLimits = defaultImportLimits,
): Promise<ImportFormat> {
  if (size === 0) throw new JobFailure(importMessages.empty);
  const head = await readRange(storage, key, 0, Math.min(size, 4096));
  if (head.subarray(0, 4).equals(ZIP_LOCAL)) {
    const mb = Math.round(limits.maxUnpackedBytes / 1024 / 1024);
    const zip = storedZip(storage, key, size);
    const entries = await zipDirectory(zip, importMessages.tooLarge(mb));
    if (!entries.some((e) => e.name === 'xl/workbook.xml'))
      throw new JobFailure(importMessages.notTable);
    checkBomb(entries, limits);
    return { format: 'xlsx', zip, entries };
  }
  if (head.subarray(0, 8).equals(OLE)) throw new JobFailure(importMessages.oldExcel);
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  if (!text.trim()) throw new JobFailure(importMessages.empty);
  if (looksBinary(head) || /^%PDF|^\{\\rtf/.test(text))
    throw new JobFailure(importMessages.notTable);
  if (!isUtf8(head)) throw new JobFailure(importMessages.encoding);
  return { format: 'csv' };
}
