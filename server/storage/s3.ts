/**
 * S3-compatible storage (AWS, Yandex Object Storage, MinIO …) over fetch with SigV4 presigned
 * URLs (sigv4.ts): CreateMultipartUpload, UploadPart (the browser PUTs straight to the bucket,
 * which must expose `ETag` through CORS), CompleteMultipartUpload, GetObject, HeadObject,
 * PutObject, DeleteObject and AbortMultipartUpload. No AWS SDK.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { encodePath, presign, type SigV4Credentials } from './sigv4';
import {
  DOWNLOAD_URL_TTL_SECONDS,
  MAX_PART_BYTES,
  PART_URL_TTL_SECONDS,
  StorageError,
  type ByteRange,
  type CompletedPart,
  type DownloadName,
  type Storage,
  type StoredObject,
} from './types';
import { contentDisposition } from './disposition';

export interface S3Options {
  /** `https://storage.yandexcloud.net`; empty means AWS (`https://s3.<region>.amazonaws.com`). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint host>/<key>` (MinIO). */
  forcePathStyle: boolean;
}

/** Presigned calls the server makes itself need only a short life. */
const CALL_TTL_SECONDS = 300;

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function xmlValue(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly credentials: SigV4Credentials;
  private readonly origin: string;
  private readonly prefix: string[];

  constructor(
    options: S3Options,
    private readonly fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {
    this.credentials = {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
    };
    const endpoint = new URL(options.endpoint || `https://s3.${options.region}.amazonaws.com`);
    if (options.forcePathStyle) {
      this.origin = endpoint.origin;
      this.prefix = [options.bucket];
    } else {
      this.origin = `${endpoint.protocol}//${options.bucket}.${endpoint.host}`;
      this.prefix = [];
    }
  }

  /** A presigned URL of `key` for `method`, with subresources in `query`. */
  url(method: string, key: string, query: Record<string, string> = {}, ttl = CALL_TTL_SECONDS) {
    return presign(this.credentials, {
      method,
      origin: this.origin,
      path: encodePath(...this.prefix, key),
      query,
      expiresSeconds: ttl,
    });
  }

  private async call(
    method: string,
    key: string,
    query: Record<string, string>,
    init: RequestInit = {},
    okStatuses: number[] = [200],
  ): Promise<Response> {
    let response: Response;
    try {
      response = await this.fetchFn(this.url(method, key, query), { ...init, method });
    } catch {
      throw new StorageError('Unavailable', `S3 ${method} ${key}: no answer`);
    }
    if (okStatuses.includes(response.status)) return response;
    const text = await response.text().catch(() => '');
    const code = xmlValue(text, 'Code');
    if (code === 'NoSuchUpload' || code === 'InvalidPart' || code === 'InvalidPartOrder') {
      throw new StorageError(code);
    }
    if (code === 'EntityTooSmall') throw new StorageError('EntityTooSmall');
    throw new StorageError('Unavailable', `S3 ${method} ${key}: ${response.status} ${code ?? ''}`);
  }

  async createUpload(key: string, contentType: string): Promise<string> {
    const response = await this.call(
      'POST',
      key,
      { uploads: '' },
      {
        headers: { 'content-type': contentType },
      },
    );
    const uploadId = xmlValue(await response.text(), 'UploadId');
    if (!uploadId) throw new StorageError('Unavailable', 'S3 gave no UploadId');
    return uploadId;
  }

  async signedPartUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    ttlSeconds = PART_URL_TTL_SECONDS,
  ): Promise<string> {
    return this.url('PUT', key, { partNumber: String(partNumber), uploadId }, ttlSeconds);
  }

  async putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    maxBytes = MAX_PART_BYTES,
  ): Promise<{ etag: string; size: number }> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new StorageError('EntityTooLarge');
      chunks.push(chunk as Buffer);
    }
    const response = await this.call(
      'PUT',
      key,
      { partNumber: String(partNumber), uploadId },
      {
        body: Buffer.concat(chunks),
      },
    );
    const etag = response.headers.get('etag');
    if (!etag) throw new StorageError('Unavailable', 'S3 gave no ETag');
    return { etag, size };
  }

  async completeUpload(
    key: string,
    uploadId: string,
    parts: CompletedPart[],
  ): Promise<{ size: number }> {
    const xml =
      '<CompleteMultipartUpload>' +
      parts
        .map(
          (p) =>
            `<Part><PartNumber>${p.partNumber}</PartNumber><ETag>${xmlEscape(p.etag)}</ETag></Part>`,
        )
        .join('') +
      '</CompleteMultipartUpload>';
    const response = await this.call(
      'POST',
      key,
      { uploadId },
      {
        body: xml,
        headers: { 'content-type': 'application/xml' },
      },
    );
    // S3 may answer 200 and still report a failure in the body.
    const text = await response.text();
    const code = xmlValue(text, 'Code');
    if (text.includes('<Error>')) {
      if (code === 'InvalidPart' || code === 'InvalidPartOrder' || code === 'EntityTooSmall') {
        throw new StorageError(code);
      }
      throw new StorageError('Unavailable', `S3 complete failed: ${code ?? ''}`);
    }
    const size = await this.size(key);
    if (size === undefined) throw new StorageError('Unavailable', 'S3 lost the object');
    return { size };
  }

  async abortUpload(key: string, uploadId: string): Promise<void> {
    await this.call('DELETE', key, { uploadId }, {}, [200, 204, 404]);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<{ size: number }> {
    await this.call(
      'PUT',
      key,
      {},
      {
        body: body as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType },
      },
    );
    return { size: body.length };
  }

  async size(key: string): Promise<number | undefined> {
    const response = await this.call('HEAD', key, {}, {}, [200, 404]);
    if (response.status === 404) return undefined;
    return Number(response.headers.get('content-length') ?? 0);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const headers: Record<string, string> = range
      ? { range: `bytes=${range.start}-${range.end}` }
      : {};
    const response = await this.call('GET', key, {}, { headers }, [200, 206, 404]);
    if (response.status === 404 || !response.body) return undefined;
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    if (response.status === 206) {
      const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
      return { body, size: Number(total), range };
    }
    return { body, size: Number(response.headers.get('content-length') ?? 0) };
  }

  async delete(key: string): Promise<void> {
    await this.call('DELETE', key, {}, {}, [200, 204, 404]);
  }

  async signedDownloadUrl(
    key: string,
    name: DownloadName,
    ttlSeconds = DOWNLOAD_URL_TTL_SECONDS,
  ): Promise<string> {
    return this.url(
      'GET',
      key,
      {
        'response-content-disposition': contentDisposition(name.filename),
        'response-content-type': name.contentType,
      },
      ttlSeconds,
    );
  }
}
