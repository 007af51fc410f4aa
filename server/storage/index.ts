/**
 * The file storage of the app (`app.storage`): S3-compatible when S3_BUCKET is set, else the
 * embedded local disk under DATA_DIR/files. See types.ts for the contract.
 */
import { join } from 'node:path';
import type { Config } from '../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import { deriveStorageKey } from './signing';
import type { Storage } from './types';

export * from './types';

export function createStorage(config: Config, jwtSecret: string): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(join(config.dataDir, 'files'), deriveStorageKey(jwtSecret));
}

/** A fresh storage key: `<prefix>/<uuid>.<ext>` (the extension helps whoever browses a bucket). */
export function newStorageKey(prefix: string, extension: string): string {
  const ext = /^[a-z0-9]{1,10}$/.test(extension) ? `.${extension}` : '';
  return `${prefix}/${crypto.randomUUID()}${ext}`;
}
