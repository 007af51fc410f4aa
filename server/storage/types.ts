/**
 * The file storage contract (ARCHITECTURE.md "file storage"): the embedded local disk
 * (local.ts) and S3-compatible storage (s3.ts) speak the same multipart protocol — start, a
 * signed URL per part that the browser PUTs to and reads an ETag from, complete with the
 * ETags — and hand out short-lived signed download URLs. Keys are opaque ('attachments/<uuid>.pdf').
 */
import type { Readable } from 'node:stream';

export interface CompletedPart {
  partNumber: number;
  etag: string;
}

/** An inclusive byte range of an object, as HTTP `Range: bytes=start-end` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  body: Readable;
  /** The whole object's size; the body carries `range` only when one was asked. */
  size: number;
  range?: ByteRange;
}

export interface DownloadName {
  /** The file name the browser saves under (Content-Disposition). */
  filename: string;
  contentType: string;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Starts a multipart upload of `key`; answers the upload id the parts go under. */
  createUpload(key: string, contentType: string): Promise<string>;
  /** A URL the client PUTs part `partNumber` (1-based) to, valid for `ttlSeconds`. */
  signedPartUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    ttlSeconds?: number,
  ): Promise<string>;
  /** Writes one part from a stream (what the part URL does); answers its quoted MD5 ETag. */
  putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    maxBytes?: number,
  ): Promise<{ etag: string; size: number }>;
  /** Joins the parts in order into the object; answers its size. */
  completeUpload(key: string, uploadId: string, parts: CompletedPart[]): Promise<{ size: number }>;
  /** Drops an unfinished upload and its parts. */
  abortUpload(key: string, uploadId: string): Promise<void>;
  /** Stores a whole small object at once (the service passport). */
  put(key: string, body: Buffer, contentType: string): Promise<{ size: number }>;
  /** Reads an object, or a byte range of it; undefined when it does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** The object's size, or undefined when it does not exist. */
  size(key: string): Promise<number | undefined>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** A URL anyone holding it may GET the object from for `ttlSeconds`, saved under `name`. */
  signedDownloadUrl(key: string, name: DownloadName, ttlSeconds?: number): Promise<string>;
}

export type StorageErrorCode =
  | 'NoSuchUpload'
  | 'InvalidPart'
  | 'InvalidPartOrder'
  | 'EntityTooSmall'
  | 'EntityTooLarge'
  | 'InvalidKey'
  | 'Unavailable';

/** A refusal of the storage, named like S3's error codes; routes map it to 4xx/5xx. */
export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string = code,
  ) {
    super(message);
  }
}

/** Part URLs live an hour (a slow 5 MiB part still fits); download URLs five minutes. */
export const PART_URL_TTL_SECONDS = 3600;
export const DOWNLOAD_URL_TTL_SECONDS = 300;
/** S3's own rules: parts are numbered 1…10000 and all but the last are at least 5 MiB. */
export const MAX_PART_NUMBER = 10_000;
export const MIN_PART_BYTES = 5 * 1024 * 1024;
/** The largest part the local part route accepts (the client sends 5 MiB parts). */
export const MAX_PART_BYTES = 64 * 1024 * 1024;
