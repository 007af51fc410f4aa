import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { S3Storage } from './s3';
import type { StorageError } from './types';

const options = {
  endpoint: 'http://minio.test:9000',
  bucket: 'eog-files',
  region: 'us-east-1',
  accessKeyId: 'AK',
  secretAccessKey: 'SK',
  forcePathStyle: true,
};

/** Just enough of S3 behind fetch: multipart, HEAD, GET with Range, PUT, DELETE. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const seen: string[] = [];
  const md5 = (b: Buffer) => `"${createHash('md5').update(b).digest('hex')}"`;
  const fetchFn = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    seen.push(
      `${method} ${url.pathname}?${[...url.searchParams.keys()].filter((k) => !k.startsWith('X-Amz')).join('&')}`,
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const key = decodeURIComponent(url.pathname.replace('/eog-files/', ''));
    const q = url.searchParams;
    const body = init.body ? Buffer.from(init.body as Uint8Array | string) : Buffer.alloc(0);
    if (method === 'POST' && q.has('uploads')) {
      uploads.set('up-1', new Map());
      return new Response(
        '<InitiateMultipartUploadResult><UploadId>up-1</UploadId></InitiateMultipartUploadResult>',
      );
    }
    if (method === 'PUT' && q.has('partNumber')) {
      const parts = uploads.get(q.get('uploadId')!);
      if (!parts) return new Response('<Error><Code>NoSuchUpload</Code></Error>', { status: 404 });
      parts.set(Number(q.get('partNumber')), body);
      return new Response(null, { headers: { etag: md5(body) } });
    }
    if (method === 'POST' && q.has('uploadId')) {
      const parts = uploads.get(q.get('uploadId')!)!;
      const listed = [
        ...String(body).matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>([^<]+)<\/ETag>/g),
      ];
      for (const [, n, etag] of listed) {
        if (md5(parts.get(Number(n)) ?? Buffer.alloc(1)) !== etag!.replace(/&quot;/g, '"')) {
          return new Response('<Error><Code>InvalidPart</Code></Error>'); // 200 with an error
        }
      }
      objects.set(key, Buffer.concat(listed.map(([, n]) => parts.get(Number(n))!)));
      return new Response('<CompleteMultipartUploadResult/>');
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return new Response(null, { status: 204 });
    }
    if (method === 'PUT') {
      objects.set(key, body);
      return new Response(null, { headers: { etag: md5(body) } });
    }
    const found = objects.get(key);
    if (!found) return new Response(null, { status: 404 });
    if (method === 'HEAD')
      return new Response(null, { headers: { 'content-length': String(found.length) } });
    const range = /bytes=(\d+)-(\d+)/.exec(String(new Headers(init.headers).get('range') ?? ''));
    if (range) {
      const [s, e] = [Number(range[1]), Number(range[2])];
      return new Response(new Uint8Array(found.subarray(s, e + 1)), {
        status: 206,
        headers: { 'content-range': `bytes ${s}-${e}/${found.length}` },
      });
    }
    return new Response(new Uint8Array(found), {
      headers: { 'content-length': String(found.length) },
    });
  }) as typeof fetch;
  return { fetchFn, objects, seen };
}

describe('S3 storage', () => {
  it('runs the multipart protocol over presigned URLs', async () => {
    const s3 = fakeS3();
    const storage = new S3Storage(options, s3.fetchFn);
    const key = 'attachments/Акт.pdf';
    const uploadId = await storage.createUpload(key, 'application/pdf');
    expect(uploadId).toBe('up-1');
    const partUrl = new URL(await storage.signedPartUrl(key, uploadId, 1));
    expect(partUrl.origin).toBe('http://minio.test:9000');
    expect(partUrl.pathname).toBe('/eog-files/attachments/%D0%90%D0%BA%D1%82.pdf');
    expect(partUrl.searchParams.get('partNumber')).toBe('1');
    expect(partUrl.searchParams.get('uploadId')).toBe('up-1');
    expect(partUrl.searchParams.get('X-Amz-Expires')).toBe('3600');

    // What the browser does with the part URL.
    const body = Buffer.from('%PDF-1.4 hello');
    const put = await s3.fetchFn(partUrl.href, { method: 'PUT', body });
    const etag = put.headers.get('etag')!;
    expect(
      await storage
        .completeUpload(key, uploadId, [{ partNumber: 1, etag: '"bad"' }])
        .catch((e: StorageError) => e.code),
    ).toBe('InvalidPart');
    expect(await storage.completeUpload(key, uploadId, [{ partNumber: 1, etag }])).toEqual({
      size: body.length,
    });
    const ranged = (await storage.get(key, { start: 0, end: 3 }))!;
    expect(ranged.size).toBe(body.length);
    expect(await text(ranged.body)).toBe('%PDF');

    const download = new URL(
      await storage.signedDownloadUrl(key, { filename: 'Акт.pdf', contentType: 'application/pdf' }),
    );
    expect(download.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%D0%90%D0%BA%D1%82.pdf`,
    );
    expect(download.searchParams.get('X-Amz-Expires')).toBe('300');

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.size(key)).toBeUndefined();
  });

  it('puts whole objects and server-side parts; addresses a bucket by subdomain by default', async () => {
    const s3 = fakeS3();
    const storage = new S3Storage(options, s3.fetchFn);
    expect(await storage.put('attachments/p.pdf', Buffer.from('%PDF'), 'application/pdf')).toEqual({
      size: 4,
    });
    expect(s3.objects.get('attachments/p.pdf')?.toString()).toBe('%PDF');
    const uploadId = await storage.createUpload('attachments/q.bin', 'application/octet-stream');
    const part = await storage.putPart(
      'attachments/q.bin',
      uploadId,
      1,
      Readable.from([Buffer.from('q')]),
    );
    expect(part.size).toBe(1);

    const aws = new S3Storage({
      ...options,
      endpoint: '',
      forcePathStyle: false,
      region: 'eu-west-1',
    });
    expect(new URL(await aws.signedPartUrl('a/b.pdf', 'u', 1)).host).toBe(
      'eog-files.s3.eu-west-1.amazonaws.com',
    );
  });

  it('reports an unreachable bucket as Unavailable', async () => {
    const storage = new S3Storage(options, (() =>
      Promise.reject(new Error('down'))) as typeof fetch);
    expect(await storage.size('x').catch((e: StorageError) => e.code)).toBe('Unavailable');
  });
});
