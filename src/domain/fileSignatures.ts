/**
 * A file is what its bytes say, not what its name says (issue 22 "uploads checked by their
 * bytes"): the first bytes ("magic numbers") each allowed format starts with. A name whose
 * extension has no signature here (none of the upload lists) is not checked by its bytes.
 */
import { fileExtension } from './uploads';

/** How many leading bytes the check reads (a PDF header may follow up to 1 KiB of junk). */
export const SIGNATURE_BYTES = 1024;

type Check = (head: Uint8Array) => boolean;

const bytesOf = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The bytes at `offset` are `expected` (numbers, or a Latin-1 string). */
const at =
  (offset: number, expected: number[] | string): Check =>
  (head) =>
    (typeof expected === 'string' ? bytesOf(expected) : expected).every(
      (b, i) => head[offset + i] === b,
    );

/** `text` occurs within the first `limit` bytes. */
const within =
  (limit: number, text: string): Check =>
  (head) => {
    const wanted = bytesOf(text);
    const end = Math.min(head.length, limit) - wanted.length;
    for (let i = 0; i <= end; i += 1) if (wanted.every((b, j) => head[i + j] === b)) return true;
    return false;
  };

const zip = [at(0, [0x50, 0x4b, 0x03, 0x04]), at(0, [0x50, 0x4b, 0x05, 0x06])];
const ole = [at(0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])];
const jpeg = [at(0, [0xff, 0xd8, 0xff])];
/** ISO base media (MP4, QuickTime): a box type at offset 4; old QuickTime starts with others. */
const isoMedia = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].map((box) => at(4, box));
/** A detached signature: DER (a SEQUENCE) or PEM text. */
const signature = [at(0, [0x30]), at(0, '-----BEGIN')];

const signatures: Record<string, Check[]> = {
  pdf: [within(SIGNATURE_BYTES, '%PDF-')],
  doc: ole,
  xls: ole,
  ppt: ole,
  docx: zip,
  xlsx: zip,
  pptx: zip,
  zip,
  rar: [at(0, 'Rar!\x1a\x07')],
  jpeg,
  jpg: jpeg,
  png: [at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  wmv: [at(0, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])],
  mp4: isoMedia,
  mov: isoMedia,
  avi: [(head) => at(0, 'RIFF')(head) && at(8, 'AVI ')(head)],
  sig: signature,
  p7s: signature,
};

/** Whether the file's first bytes fit the format its name claims. */
export function matchesSignature(fileName: string, head: Uint8Array): boolean {
  const checks = signatures[fileExtension(fileName)];
  return !checks || checks.some((check) => check(head));
}
