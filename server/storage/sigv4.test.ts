import { describe, expect, it } from 'vitest';
import { amzDate, encodePath, presign, uriEncode } from './sigv4';

describe('SigV4 presigned URLs', () => {
  it("reproduces AWS's documented example (GET /test.txt, examplebucket, 86400 s)", () => {
    const url = presign(
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      {
        method: 'GET',
        origin: 'https://examplebucket.s3.amazonaws.com',
        path: '/test.txt',
        expiresSeconds: 86400,
        date: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt' +
        '?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('encodes keys and query values as RFC 3986 wants, keeping the slashes of a key', () => {
    expect(uriEncode("a b(c)*!'~._-")).toBe('a%20b%28c%29%2A%21%27~._-');
    expect(encodePath('bucket', 'attachments/Акт 1.pdf')).toBe(
      '/bucket/attachments/%D0%90%D0%BA%D1%82%201.pdf',
    );
    expect(amzDate(new Date('2024-02-03T04:05:06.789Z'))).toBe('20240203T040506Z');
  });

  it('signs subresources and sorts them into the canonical query', () => {
    const creds = { accessKeyId: 'AK', secretAccessKey: 'SK', region: 'ru-central1' };
    const base = {
      method: 'PUT',
      origin: 'http://localhost:9000',
      path: '/b/k',
      expiresSeconds: 60,
      date: new Date('2024-01-01T00:00:00Z'),
    };
    const a = presign(creds, { ...base, query: { uploadId: 'u1', partNumber: '2' } });
    expect(a).toMatch(
      /^http:\/\/localhost:9000\/b\/k\?X-Amz-Algorithm=.*&partNumber=2&uploadId=u1&X-Amz-Signature=[0-9a-f]{64}$/,
    );
    const b = presign(creds, { ...base, query: { uploadId: 'u1', partNumber: '3' } });
    expect(a.slice(-64)).not.toBe(b.slice(-64));
  });
});
