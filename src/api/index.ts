/** The HTTP layer shared by site and console; see client.ts for the request rules. */
export { createHttpClient, ERROR_HANDLER_HEADER, filenameFromDisposition } from './client';
export type { HttpClient, HttpClientOptions, HttpResponse, RequestOptions } from './client';
export {
  errorMessageOf,
  errorStatus,
  fieldErrorsOf,
  firstRefusalOf,
  isBlockedAccountError,
  pointerToField,
  refusalOf,
  statusMessage,
  toHttpError,
} from './errors';
export type { ApiErrorBody, JsonApiErrorItem } from './errors';
export { buildQuery, withQuery } from './query';
export type { QueryParams, QueryValue } from './query';
export {
  browserStorages,
  createTokenStore,
  memoryStorage,
  REMEMBER_MS,
  tokenKeys,
  tokenUrls,
} from './tokenStore';
export type { AuthContextName, Storages, TokenStore } from './tokenStore';
