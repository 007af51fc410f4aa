/**
 * A real S3-compatible server for the tests and the soak: s3rver on a free loopback port, its
 * bucket on disk in a temporary directory removed on close. One set-up for every file that
 * stores through the S3 protocol (the storage's own tests, form uploads, the outages).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config';

const bucket = 'eog-files';
// s3rver's fixed credentials.
const key = 'S3RVER';

export interface LocalS3 {
  port: number;
  /** The storage's options, for an endpoint in front of the server (a proxy's) or its own. */
  options(endpoint?: string): S3Config;
  /** The same as the server's environment (server/config.ts). */
  env(endpoint?: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const dir = mkdtempSync(join(tmpdir(), 'eog-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const own = `http://127.0.0.1:${port}`;
  return {
    port,
    options: (endpoint = own) => ({
      endpoint,
      bucket,
      region: 'us-east-1',
      accessKeyId: key,
      secretAccessKey: key,
      forcePathStyle: true,
    }),
    env: (endpoint = own) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: key,
      S3_SECRET_ACCESS_KEY: key,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
