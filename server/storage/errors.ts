/** Storage refusals as API errors: a lost upload is 404, a bad part list 422, a dead bucket 503. */
import { errorMessages } from '../../i18n/messages';
import { ApiError, NotFound, PayloadTooLarge, Unavailable, Unprocessable } from '../jsonapi/errors';
import { StorageError } from './types';

export function toStorageApiError(error: unknown): unknown {
  if (!(error instanceof StorageError)) return error;
  switch (error.code) {
    case 'NoSuchUpload':
    case 'InvalidKey':
      return new NotFound();
    case 'EntityTooLarge':
      return new PayloadTooLarge();
    case 'Unavailable':
      return new Unavailable();
    default:
      return Unprocessable.field('parts', errorMessages.uploadFailed);
  }
}

/** Runs `fn`, rethrowing storage refusals as API errors. */
export async function storageCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const mapped = toStorageApiError(e);
    if (mapped instanceof ApiError) throw mapped;
    throw e;
  }
}
