import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, normalizeEtag } from './local';
import type { StorageError } from './types';
import { MIN_PART_BYTES } from './types';

const md5 = (b: Buffer) => `"${createHash('md5').update(b).digest('hex')}"`;

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('local storage', () => {
  let root: string;
  let storage: LocalStorage;
  let clock = 1_700_000_000;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'eog-files-'));
    storage = new LocalStorage(root, 'secret', () => clock);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('round-trips a multipart upload: parts, S3-style ETags, complete, ranged read, delete', async () => {
    const key = 'attachments/round-trip.bin';
    const data = randomBytes(MIN_PART_BYTES + 1234);
    const uploadId = await storage.createUpload(key, 'application/octet-stream');
    const first = data.subarray(0, MIN_PART_BYTES);
    const second = data.subarray(MIN_PART_BYTES);
    const p1 = await storage.putPart(key, uploadId, 1, Readable.from([first]));
    const p2 = await storage.putPart(key, uploadId, 2, Readable.from([second]));
    expect(p1).toEqual({ etag: md5(first), size: first.length });
    expect(p2.etag).toBe(md5(second));

    const { size } = await storage.completeUpload(key, uploadId, [
      { partNumber: 1, etag: p1.etag },
      { partNumber: 2, etag: p2.etag.replace(/"/g, '').toUpperCase() },
    ]);
    expect(size).toBe(data.length);
    expect(await readdir(join(root, 'uploads'))).toEqual([]);
    expect(await storage.size(key)).toBe(data.length);
    const whole = (await storage.get(key))!;
    expect((await bytes(whole.body)).equals(data)).toBe(true);
    const part = (await storage.get(key, { start: 10, end: 19 }))!;
    expect((await bytes(part.body)).equals(data.subarray(10, 20))).toBe(true);

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key); // a missing object is not an error
  });

  it('refuses a wrong ETag, a small middle part, an unknown upload and unsafe keys', async () => {
    const key = 'attachments/refused.bin';
    const uploadId = await storage.createUpload(key, 'text/plain');
    const p1 = await storage.putPart(key, uploadId, 1, Readable.from([Buffer.from('tiny')]));
    const p2 = await storage.putPart(key, uploadId, 2, Readable.from([Buffer.from('end')]));
    const fail = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: StorageError) => e.code,
      );
    expect(
      await fail(storage.completeUpload(key, uploadId, [{ partNumber: 1, etag: '"0"' }])),
    ).toBe('InvalidPart');
    expect(
      await fail(
        storage.completeUpload(key, uploadId, [
          { partNumber: 2, etag: p2.etag },
          { partNumber: 1, etag: p1.etag },
        ]),
      ),
    ).toBe('InvalidPartOrder');
    expect(
      await fail(
        storage.completeUpload(key, uploadId, [
          { partNumber: 1, etag: p1.etag },
          { partNumber: 2, etag: p2.etag },
        ]),
      ),
    ).toBe('EntityTooSmall');
    expect(await fail(storage.completeUpload('attachments/other', uploadId, []))).toBe(
      'NoSuchUpload',
    );
    expect(await fail(storage.putPart(key, 'f'.repeat(32), 1, Readable.from([])))).toBe(
      'NoSuchUpload',
    );
    expect(
      await fail(storage.putPart(key, uploadId, 3, Readable.from([Buffer.alloc(11)]), 10)),
    ).toBe('EntityTooLarge');
    expect(await fail(storage.put('../escape', Buffer.from('x'), 'text/plain'))).toBe('InvalidKey');
    expect(await fail(storage.put('a/../../b', Buffer.from('x'), 'text/plain'))).toBe('InvalidKey');
    await storage.abortUpload(key, uploadId);
    expect(await fail(storage.putPart(key, uploadId, 1, Readable.from([])))).toBe('NoSuchUpload');
  });

  it('signs part and download URLs with an expiry', async () => {
    const uploadId = await storage.createUpload('attachments/signed.txt', 'text/plain');
    const url = new URL(
      await storage.signedPartUrl('attachments/signed.txt', uploadId, 2, 60),
      'http://x',
    );
    expect(url.pathname).toBe(`/v1/storage/parts/${uploadId}/2`);
    const q = url.searchParams;
    expect(storage.verifyPartUrl(uploadId, '2', q.get('expires'), q.get('signature'))).toBe('ok');
    expect(storage.verifyPartUrl(uploadId, '3', q.get('expires'), q.get('signature'))).toBe(
      'invalid',
    );
    expect(storage.verifyPartUrl(uploadId, '2', String(clock + 999), q.get('signature'))).toBe(
      'invalid',
    );
    clock += 61;
    expect(storage.verifyPartUrl(uploadId, '2', q.get('expires'), q.get('signature'))).toBe(
      'expired',
    );

    await storage.put('attachments/signed.txt', Buffer.from('привет'), 'text/plain');
    const dl = new URL(
      await storage.signedDownloadUrl('attachments/signed.txt', {
        filename: 'Акт.txt',
        contentType: 'text/plain',
      }),
      'http://x',
    );
    expect(dl.pathname).toBe('/v1/storage/objects/attachments/signed.txt');
    const query = Object.fromEntries(dl.searchParams);
    expect(storage.verifyDownloadUrl('attachments/signed.txt', query)).toBe('ok');
    expect(storage.verifyDownloadUrl('attachments/other.txt', query)).toBe('invalid');
    expect(storage.verifyDownloadUrl('attachments/signed.txt', { ...query, filename: 'x' })).toBe(
      'invalid',
    );
    expect(await text((await storage.get('attachments/signed.txt'))!.body)).toBe('привет');
  });

  it('normalizes ETags the way S3 compares them', () => {
    expect(normalizeEtag('"ABC"')).toBe('abc');
    expect(normalizeEtag('W/"abc"')).toBe('abc');
  });
});
