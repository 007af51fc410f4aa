/**
 * The browser side effects of the file verbs (save a Blob, open a tab, PUT a part to storage),
 * behind one options object so tests inject fakes: jsdom has no object URLs nor real windows.
 */
import type { Identifier, RaRecord } from 'ra-core';
import type { HttpClient, RequestOptions } from '../src/api';
import { firstRecord, singular, toRecords, type JsonApiDocument } from './jsonapi';

export type SaveBlob = (blob: Blob, filename: string) => void;
export type OpenWindow = (url: string, target: string, features: string) => unknown;

export interface FileOptions {
  /** Saves a downloaded or exported file; defaults to {@link saveBlob}. */
  saveBlob?: SaveBlob;
  /** Opens a download URL; defaults to `window.open`. */
  openWindow?: OpenWindow;
  /** For part uploads to another origin (S3); defaults to the global fetch at call time. */
  fetch?: typeof fetch;
}

/** Everything `jsonApiDataProvider` can be told besides its URL and HTTP client. */
export interface ProviderOptions extends FileOptions {
  /**
   * react-admin resource name → API path, when they differ (a registry's `name` is its console
   * route, its `path` the API's: 'lead_dictionary/regions' → 'regions'). A sub-path of a mapped
   * name is mapped too ('lead_dictionary/regions/5/file' → 'regions/5/file').
   */
  paths?: Readonly<Record<string, string>>;
  /** Resource name → JSON:API type, when it is not the singular of the name. */
  types?: Readonly<Record<string, string>>;
}

/** The API path of a resource name under `paths`: exact name, else the longest mapped prefix. */
export function apiPath(resource: string, paths: Readonly<Record<string, string>> = {}): string {
  const exact = paths[resource];
  if (exact !== undefined) return exact;
  let best: string | undefined;
  for (const name of Object.keys(paths)) {
    if (resource.startsWith(`${name}/`) && (!best || name.length > best.length)) best = name;
  }
  return best === undefined ? resource : `${paths[best]}${resource.slice(best.length)}`;
}

/** What every custom verb needs from the provider. */
export interface VerbContext {
  apiUrl: string;
  httpClient: HttpClient;
  url: (resource: string, id?: Identifier) => string;
  /** The JSON:API type of a resource's records (the `types` option, else the singular). */
  type: (resource: string) => string;
  /** The record a call answers, flattened as in getOne; undefined when it answers none. */
  record: (path: string, request?: RequestOptions) => Promise<RaRecord | undefined>;
  /** The records a call answers, flattened as in getList. */
  records: (path: string, request?: RequestOptions) => Promise<RaRecord[]>;
  saveBlob: SaveBlob;
  openWindow: OpenWindow;
  fetch: typeof fetch;
}

/** Saves through a temporary `<a download>`, the one way that works in every browser. */
export const saveBlob: SaveBlob = (blob, filename) => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a tick later is safe.
  setTimeout(() => URL.revokeObjectURL(href), 0);
};

export function createVerbContext(
  apiUrl: string,
  httpClient: HttpClient,
  options: ProviderOptions = {},
): VerbContext {
  const url = (resource: string, id?: Identifier) => {
    const path = apiPath(resource, options.paths);
    return id === undefined
      ? `${apiUrl}/${path}`
      : `${apiUrl}/${path}/${encodeURIComponent(String(id))}`;
  };
  return {
    apiUrl,
    httpClient,
    url,
    type: (resource) => options.types?.[resource] ?? singular(resource),
    record: async (path, request) =>
      firstRecord((await httpClient<JsonApiDocument>(path, request)).json),
    records: async (path, request) =>
      toRecords((await httpClient<JsonApiDocument>(path, request)).json ?? {}),
    saveBlob: options.saveBlob ?? saveBlob,
    openWindow:
      options.openWindow ?? ((href, target, features) => window.open(href, target, features)),
    // Looked up per call so that test interceptors installed later still apply.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  };
}
