/**
 * AWS Signature Version 4 presigned URLs (query-string authentication), written by hand so no
 * AWS SDK is needed: every S3 call of s3.ts goes through a URL signed here, with only `host`
 * signed and an UNSIGNED-PAYLOAD body. Checked against AWS's documented GET example.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
 */
import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface PresignRequest {
  method: string;
  /** `https://bucket.s3.amazonaws.com` — scheme, host and port only. */
  origin: string;
  /** The path, already URI-encoded segment by segment (see {@link encodePath}). */
  path: string;
  /** Subresources and overrides (uploadId, partNumber, response-content-disposition …). */
  query?: Record<string, string>;
  expiresSeconds: number;
  date?: Date;
}

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** An object key as a path: each segment encoded, the slashes kept. */
export function encodePath(...segments: string[]): string {
  return `/${segments
    .flatMap((s) => s.split('/'))
    .map(uriEncode)
    .join('/')}`;
}

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function presign(credentials: SigV4Credentials, request: PresignRequest): string {
  const service = credentials.service ?? 's3';
  const stamp = amzDate(request.date ?? new Date());
  const day = stamp.slice(0, 8);
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const host = new URL(request.origin).host;
  const params: Record<string, string> = {
    ...request.query,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${scope}`,
    'X-Amz-Date': stamp,
    'X-Amz-Expires': String(request.expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const query = Object.entries(params)
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    request.method.toUpperCase(),
    request.path,
    query,
    `host:${host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `${request.origin}${request.path}?${query}&X-Amz-Signature=${signature}`;
}
