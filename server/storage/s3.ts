/**
 * S3-compatible storage (AWS, Yandex Object Storage, MinIO …) through the AWS SDK v3: multipart
 * uploads whose parts the browser PUTs straight to the bucket on presigned URLs (the bucket must
 * expose `ETag` through CORS), presigned downloads with the file's name, and the server's own
 * calls (GetObject with a Range, HeadObject, PutObject, DeleteObject, AbortMultipartUpload).
 * The SDK is loaded on first use: a portal on its local disk never pays for it at start-up.
 */
import type { Readable } from 'node:stream';
import type * as Sdk from '@aws-sdk/client-s3';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import { contentDisposition } from './disposition';
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

interface Loaded {
  sdk: typeof Sdk;
  presigner: typeof Presigner;
  client: Sdk.S3Client;
}

/** The bucket's answers that mean something to the upload protocol; the rest is Unavailable. */
const protocolCodes = new Set([
  'NoSuchUpload',
  'InvalidPart',
  'InvalidPartOrder',
  'EntityTooSmall',
]);
const missing = new Set(['NotFound', 'NoSuchKey']);

/** The S3 error code of an SDK error ('NoSuchKey', 'NotFound' for a HEAD …) or its name. */
function codeOf(e: unknown): string {
  const error = e as { Code?: string; name?: string };
  return error.Code ?? error.name ?? '';
}

/** The storage's error for an SDK failure of the call `what`. */
export function refusal(what: string, e: unknown): StorageError {
  const code = codeOf(e);
  if (protocolCodes.has(code)) return new StorageError(code as 'NoSuchUpload');
  return new StorageError('Unavailable', `S3 ${what}: ${code} ${(e as Error).message ?? ''}`);
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private loaded: Promise<Loaded> | undefined;

  constructor(private readonly options: S3Config) {}

  private load(): Promise<Loaded> {
    this.loaded ??= (async () => {
      // The SDK warns on every start that its 2027 releases need Node 22; we run Node 20 with
      // the version package-lock.json pins, so the warning says nothing to an operator.
      process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
      const [sdk, presigner] = await Promise.all([
        import('@aws-sdk/client-s3'),
        import('@aws-sdk/s3-request-presigner'),
      ]);
      const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = this.options;
      const client = new sdk.S3Client({
        endpoint: endpoint || undefined,
        region,
        forcePathStyle,
        credentials: { accessKeyId, secretAccessKey },
        // Checksums on every request (SDK ≥ 3.729) are not understood by every S3-compatible
        // store; a presigned part PUT by the browser cannot carry one anyway.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 2,
        // The SDK waits for a connection and an answer without end by default: a bucket that
        // hangs would hold the request. A connection gets 1 s (twice, with the retry), so an
        // unreachable bucket answers 503 within about 2 s; one that accepts and then says
        // nothing is cut after 10 s of silence (per socket inactivity: a long transfer that
        // keeps flowing is not).
        requestHandler: { connectionTimeout: 1000, requestTimeout: 10_000 },
      });
      return { sdk, presigner, client };
    })();
    return this.loaded;
  }

  /** Runs one call and turns the bucket's refusals into the storage's error codes. */
  private async call<T>(what: string, run: (s3: Loaded) => Promise<T>): Promise<T> {
    const s3 = await this.load();
    try {
      return await run(s3);
    } catch (e) {
      throw refusal(what, e);
    }
  }

  /** A call on an object that may not exist: undefined for a missing one. */
  private async optional<T>(what: string, run: (s3: Loaded) => Promise<T>): Promise<T | undefined> {
    const s3 = await this.load();
    try {
      return await run(s3);
    } catch (e) {
      if (missing.has(codeOf(e))) return undefined;
      throw refusal(what, e);
    }
  }

  private target(key: string) {
    return { Bucket: this.options.bucket, Key: key };
  }

  createUpload(key: string, contentType: string): Promise<string> {
    return this.call(`create upload ${key}`, async ({ sdk, client }) => {
      const answer = await client.send(
        new sdk.CreateMultipartUploadCommand({ ...this.target(key), ContentType: contentType }),
      );
      if (!answer.UploadId) throw new Error('no UploadId');
      return answer.UploadId;
    });
  }

  signedPartUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    ttlSeconds = PART_URL_TTL_SECONDS,
  ): Promise<string> {
    return this.call(`sign part ${key}`, ({ sdk, presigner, client }) =>
      presigner.getSignedUrl(
        client,
        new sdk.UploadPartCommand({
          ...this.target(key),
          UploadId: uploadId,
          PartNumber: partNumber,
        }),
        { expiresIn: ttlSeconds },
      ),
    );
  }

  async putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    maxBytes = MAX_PART_BYTES,
  ): Promise<{ etag: string; size: number }> {
    // A part is at most MAX_PART_BYTES: gathered, it has the length S3 wants up front.
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new StorageError('EntityTooLarge');
      chunks.push(chunk as Buffer);
    }
    return this.call(`put part ${key}`, async ({ sdk, client }) => {
      const answer = await client.send(
        new sdk.UploadPartCommand({
          ...this.target(key),
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: Buffer.concat(chunks),
        }),
      );
      if (!answer.ETag) throw new Error('no ETag');
      return { etag: answer.ETag, size };
    });
  }

  async completeUpload(
    key: string,
    uploadId: string,
    parts: CompletedPart[],
  ): Promise<{ size: number }> {
    await this.call(`complete ${key}`, ({ sdk, client }) =>
      client.send(
        new sdk.CompleteMultipartUploadCommand({
          ...this.target(key),
          UploadId: uploadId,
          MultipartUpload: {
            Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })),
          },
        }),
      ),
    );
    const size = await this.size(key);
    if (size === undefined) throw new StorageError('Unavailable', 'S3 lost the object');
    return { size };
  }

  async abortUpload(key: string, uploadId: string): Promise<void> {
    await this.optional(`abort ${key}`, ({ sdk, client }) =>
      client.send(new sdk.AbortMultipartUploadCommand({ ...this.target(key), UploadId: uploadId })),
    ).catch((e: unknown) => {
      // An upload already gone is what aborting wants.
      if (!(e instanceof StorageError && e.code === 'NoSuchUpload')) throw e;
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<{ size: number }> {
    await this.call(`put ${key}`, ({ sdk, client }) =>
      client.send(
        new sdk.PutObjectCommand({ ...this.target(key), Body: body, ContentType: contentType }),
      ),
    );
    return { size: body.length };
  }

  async size(key: string): Promise<number | undefined> {
    const head = await this.optional(`head ${key}`, ({ sdk, client }) =>
      client.send(new sdk.HeadObjectCommand(this.target(key))),
    );
    return head ? Number(head.ContentLength ?? 0) : undefined;
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const answer = await this.optional(`get ${key}`, ({ sdk, client }) =>
      client.send(
        new sdk.GetObjectCommand({
          ...this.target(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      ),
    );
    if (!answer?.Body) return undefined;
    const body = answer.Body as Readable;
    if (range) {
      const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
      return { body, size: Number(total ?? answer.ContentLength ?? 0), range };
    }
    return { body, size: Number(answer.ContentLength ?? 0) };
  }

  async delete(key: string): Promise<void> {
    await this.optional(`delete ${key}`, ({ sdk, client }) =>
      client.send(new sdk.DeleteObjectCommand(this.target(key))),
    );
  }

  signedDownloadUrl(
    key: string,
    name: DownloadName,
    ttlSeconds = DOWNLOAD_URL_TTL_SECONDS,
  ): Promise<string> {
    return this.call(`sign download ${key}`, ({ sdk, presigner, client }) =>
      presigner.getSignedUrl(
        client,
        new sdk.GetObjectCommand({
          ...this.target(key),
          ResponseContentDisposition: contentDisposition(name.filename),
          ResponseContentType: name.contentType,
        }),
        { expiresIn: ttlSeconds },
      ),
    );
  }
}
