/**
 * The embedded storage: files under `<dataDir>/files`, with S3's multipart protocol. A part is
 * streamed to `uploads/<uploadId>/<n>.part` (its MD5 is the ETag, quoted as S3 does) through
 * our own `PUT /v1/storage/parts/<uploadId>/<n>?expires&signature` route; complete checks the
 * ETags and concatenates the parts into `objects/<key>`. Downloads are signed
 * `GET /v1/storage/objects/<key>` URLs. Directories are made on first use only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sign, verify, type Verdict } from './signing';
import {
  DOWNLOAD_URL_TTL_SECONDS,
  MAX_PART_BYTES,
  MAX_PART_NUMBER,
  MIN_PART_BYTES,
  PART_URL_TTL_SECONDS,
  StorageError,
  type ByteRange,
  type CompletedPart,
  type DownloadName,
  type Storage,
  type StoredObject,
} from './types';

export const PART_ROUTE = '/v1/storage/parts';
export const OBJECT_ROUTE = '/v1/storage/objects';

const UPLOAD_ID = /^[0-9a-f]{32}$/;
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

interface UploadMeta {
  key: string;
  contentType: string;
}

/** Strips S3's quotes and lower-cases, so `"ABC"` and `abc` name the same part. */
export function normalizeEtag(etag: string): string {
  return etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '').toLowerCase();
}

/** Counts and hashes what passes; fails once more than `max` bytes went through. */
function meter(max: number) {
  const md5 = createHash('md5');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > max) return done(new StorageError('EntityTooLarge'));
      md5.update(chunk);
      done(null, chunk);
    },
  });
  return { transform, result: () => ({ etag: `"${md5.digest('hex')}"`, size }) };
}

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(
    root: string,
    private readonly secret: string,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.root = resolve(root);
  }

  private objectPath(key: string): string {
    if (!KEY.test(key) || key.split('/').includes('..')) throw new StorageError('InvalidKey');
    const path = resolve(this.root, 'objects', key);
    if (!path.startsWith(join(this.root, 'objects') + sep)) throw new StorageError('InvalidKey');
    return path;
  }

  private uploadDir(uploadId: string): string {
    if (!UPLOAD_ID.test(uploadId)) throw new StorageError('NoSuchUpload');
    return join(this.root, 'uploads', uploadId);
  }

  private partNumber(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > MAX_PART_NUMBER) throw new StorageError('InvalidPart');
    return n;
  }

  /** The key an upload was started for; NoSuchUpload when it is unknown or finished. */
  async uploadKey(uploadId: string): Promise<string> {
    try {
      const meta = JSON.parse(
        await readFile(join(this.uploadDir(uploadId), 'upload.json'), 'utf8'),
      ) as UploadMeta;
      return meta.key;
    } catch (e) {
      if (e instanceof StorageError) throw e;
      throw new StorageError('NoSuchUpload');
    }
  }

  private async checkUpload(key: string, uploadId: string): Promise<string> {
    if ((await this.uploadKey(uploadId)) !== key) throw new StorageError('NoSuchUpload');
    return this.uploadDir(uploadId);
  }

  async createUpload(key: string, contentType: string): Promise<string> {
    this.objectPath(key);
    const uploadId = randomBytes(16).toString('hex');
    const dir = this.uploadDir(uploadId);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'upload.json'), JSON.stringify({ key, contentType }));
    return uploadId;
  }

  async signedPartUrl(
    _key: string,
    uploadId: string,
    partNumber: number,
    ttlSeconds = PART_URL_TTL_SECONDS,
  ): Promise<string> {
    this.uploadDir(uploadId);
    const part = String(this.partNumber(partNumber));
    const expires = this.now() + ttlSeconds;
    const signature = sign(this.secret, ['PUT', uploadId, part], expires);
    return `${PART_ROUTE}/${uploadId}/${part}?expires=${expires}&signature=${signature}`;
  }

  /** Checks a part URL's signature and expiry (the part route, before reading the body). */
  verifyPartUrl(
    uploadId: string,
    partNumber: string,
    expires: unknown,
    signature: unknown,
  ): Verdict {
    return verify(this.secret, ['PUT', uploadId, partNumber], expires, signature, this.now());
  }

  async putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    maxBytes = MAX_PART_BYTES,
  ): Promise<{ etag: string; size: number }> {
    const dir = await this.checkUpload(key, uploadId);
    const n = this.partNumber(partNumber);
    const tmp = join(dir, `${n}.${randomBytes(4).toString('hex')}.tmp`);
    const m = meter(maxBytes);
    try {
      await pipeline(body, m.transform, createWriteStream(tmp));
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
    const result = m.result();
    await writeFile(join(dir, `${n}.etag`), result.etag);
    await rename(tmp, join(dir, `${n}.part`));
    return result;
  }

  async completeUpload(
    key: string,
    uploadId: string,
    parts: CompletedPart[],
  ): Promise<{ size: number }> {
    const dir = await this.checkUpload(key, uploadId);
    if (!parts.length) throw new StorageError('InvalidPart');
    const sizes: number[] = [];
    for (const [i, part] of parts.entries()) {
      const n = this.partNumber(part.partNumber);
      if (i > 0 && n <= parts[i - 1]!.partNumber) throw new StorageError('InvalidPartOrder');
      const stored = await readFile(join(dir, `${n}.etag`), 'utf8').catch(() => undefined);
      if (stored === undefined || normalizeEtag(stored) !== normalizeEtag(part.etag)) {
        throw new StorageError('InvalidPart');
      }
      sizes.push((await stat(join(dir, `${n}.part`))).size);
    }
    if (sizes.slice(0, -1).some((s) => s < MIN_PART_BYTES)) {
      throw new StorageError('EntityTooSmall');
    }
    const target = this.objectPath(key);
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    const out = createWriteStream(tmp);
    try {
      // Chunk by chunk into the one output: a pipeline per part would leave its listeners on
      // `out` (MaxListenersExceededWarning past ten parts; a 1 GiB file has 205).
      for (const part of parts) {
        for await (const chunk of createReadStream(join(dir, `${part.partNumber}.part`))) {
          if (!out.write(chunk)) await once(out, 'drain');
        }
      }
      await new Promise<void>((done, fail) =>
        out.end((e?: Error | null) => (e ? fail(e) : done())),
      );
    } catch (e) {
      out.destroy();
      await rm(tmp, { force: true });
      throw e;
    }
    await rename(tmp, target);
    await rm(dir, { recursive: true, force: true });
    return { size: sizes.reduce((a, b) => a + b, 0) };
  }

  async abortUpload(_key: string, uploadId: string): Promise<void> {
    await rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<{ size: number }> {
    const target = this.objectPath(key);
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, target);
    return { size: body.length };
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const s = await stat(this.objectPath(key));
      return s.isFile() ? s.size : undefined;
    } catch (e) {
      if (e instanceof StorageError) throw e;
      return undefined;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const size = await this.size(key);
    if (size === undefined) return undefined;
    const path = this.objectPath(key);
    if (!range) return { body: createReadStream(path), size };
    return { body: createReadStream(path, { start: range.start, end: range.end }), size, range };
  }

  async delete(key: string): Promise<void> {
    await rm(this.objectPath(key), { force: true });
  }

  async signedDownloadUrl(
    key: string,
    name: DownloadName,
    ttlSeconds = DOWNLOAD_URL_TTL_SECONDS,
  ): Promise<string> {
    this.objectPath(key);
    const expires = this.now() + ttlSeconds;
    const signature = sign(this.secret, ['GET', key, name.filename, name.contentType], expires);
    const query = new URLSearchParams({
      filename: name.filename,
      type: name.contentType,
      expires: String(expires),
      signature,
    });
    return `${OBJECT_ROUTE}/${key}?${query}`;
  }

  /** Checks a download URL (the object route). */
  verifyDownloadUrl(key: string, query: Record<string, unknown>): Verdict {
    const { filename, type, expires, signature } = query;
    if (typeof filename !== 'string' || typeof type !== 'string') return 'invalid';
    return verify(this.secret, ['GET', key, filename, type], expires, signature, this.now());
  }
}
