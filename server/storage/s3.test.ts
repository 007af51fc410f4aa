import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../test/localS3';
import type { S3Config } from '../config';
import { refusal, S3Storage } from './s3';
import { uploadChunkBytes } from '../../src/domain/uploads';
import type { StorageError } from './types';

// The S3 storage against a real S3-compatible server (s3rver, on disk in a temporary
// directory): what the browser does with presigned part URLs, what the server does itself.
describe('S3 storage (AWS SDK v3) against a local S3-compatible server', () => {
  let s3: LocalS3;
  let options: S3Config;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startLocalS3();
    options = s3.options();
    storage = new S3Storage(options);
  });
  afterAll(() => s3.close());

  /** What the browser does with a part URL: PUT the bytes, read the ETag. */
  const putPart = async (url: string, body: Buffer) => {
    const res = await fetch(url, { method: 'PUT', body: new Uint8Array(body) });
    expect(res.status).toBe(200);
    return res.headers.get('etag')!;
  };

  it('uploads 200 MB in 5 MiB parts on presigned URLs, reads a range, downloads it by name, deletes it', async () => {
    const key = 'attachments/Акт.pdf';
    const size = 200 * 1024 * 1024;
    const uploadId = await storage.createUpload(key, 'application/pdf');
    const whole = createHash('sha256');
    const parts = [];
    for (let n = 1, offset = 0; offset < size; n += 1, offset += uploadChunkBytes) {
      const part = Buffer.alloc(Math.min(uploadChunkBytes, size - offset), n % 251);
      if (n === 1) part.write('%PDF-1.7');
      whole.update(part);
      const url = await storage.signedPartUrl(key, uploadId, n);
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('3600');
      parts.push({ partNumber: n, etag: await putPart(url, part) });
    }
    expect(parts).toHaveLength(40);
    expect(await storage.completeUpload(key, uploadId, parts)).toEqual({ size });
    expect(await storage.size(key)).toBe(size);

    const ranged = (await storage.get(key, { start: 0, end: 7 }))!;
    expect([await text(ranged.body), ranged.size]).toEqual(['%PDF-1.7', size]);

    const url = await storage.signedDownloadUrl(key, {
      filename: 'Акт.pdf',
      contentType: 'application/pdf',
    });
    const download = await fetch(url);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%D0%90%D0%BA%D1%82.pdf`,
    );
    const got = createHash('sha256');
    for await (const chunk of download.body!) got.update(chunk);
    expect(got.digest('hex')).toBe(whole.digest('hex'));

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.size(key)).toBeUndefined();
    await storage.delete(key); // deleting a missing object is not an error
  }, 120_000);

  // s3rver checks no ETag at completion, answers an unknown upload with InternalError and has
  // no AbortMultipartUpload: the mapping of S3's own refusals is checked on their SDK errors.
  it("turns S3's protocol refusals into the storage's codes, anything else into Unavailable", () => {
    const sdkError = (name: string) => Object.assign(new Error(name), { name, Code: name });
    for (const code of ['NoSuchUpload', 'InvalidPart', 'InvalidPartOrder', 'EntityTooSmall']) {
      expect(refusal('complete k', sdkError(code)).code).toBe(code);
    }
    expect(refusal('get k', sdkError('AccessDenied'))).toMatchObject({
      code: 'Unavailable',
      message: expect.stringContaining('AccessDenied') as unknown,
    });
    expect(refusal('get k', new TypeError('fetch failed')).code).toBe('Unavailable');
  });

  it('puts whole objects and server-side parts', async () => {
    expect(await storage.put('attachments/p.pdf', Buffer.from('%PDF'), 'application/pdf')).toEqual({
      size: 4,
    });
    expect(await text((await storage.get('attachments/p.pdf'))!.body)).toBe('%PDF');
    const uploadId = await storage.createUpload('exports/q.csv', 'text/csv');
    const part = await storage.putPart(
      'exports/q.csv',
      uploadId,
      1,
      Readable.from([Buffer.from('a;b')]),
    );
    expect(part.size).toBe(3);
    expect(
      await storage.completeUpload('exports/q.csv', uploadId, [{ partNumber: 1, etag: part.etag }]),
    ).toEqual({ size: 3 });
    await expect(
      storage.putPart('exports/q.csv', 'u', 2, Readable.from([Buffer.alloc(11)]), 10),
    ).rejects.toMatchObject({ code: 'EntityTooLarge' });
  });

  it('addresses a bucket by subdomain on AWS, and reports an unreachable bucket as Unavailable', async () => {
    const aws = new S3Storage({
      ...options,
      endpoint: '',
      forcePathStyle: false,
      region: 'eu-west-1',
    });
    expect(new URL(await aws.signedPartUrl('a/b.pdf', 'u', 1)).host).toBe(
      'eog-files.s3.eu-west-1.amazonaws.com',
    );
    const down = new S3Storage({ ...options, endpoint: 'http://127.0.0.1:9' });
    expect(await down.size('x').catch((e: StorageError) => e.code)).toBe('Unavailable');
  });
});
