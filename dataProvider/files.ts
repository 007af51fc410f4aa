/**
 * The browser side effects of the file verbs (save a Blob, open a tab, PUT a part to storage),
 * behind one options object so tests inject fakes: jsdom has no object URLs nor real windows.
 */
import type { Identifier } from 'ra-core';
import type { HttpClient } from '../src/api';

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

/** What every custom verb needs from the provider. */
export interface VerbContext {
  apiUrl: string;
  httpClient: HttpClient;
  url: (resource: string, id?: Identifier) => string;
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
  options: FileOptions = {},
): VerbContext {
  const url = (resource: string, id?: Identifier) =>
    id === undefined
      ? `${apiUrl}/${resource}`
      : `${apiUrl}/${resource}/${encodeURIComponent(String(id))}`;
  return {
    apiUrl,
    httpClient,
    url,
    saveBlob: options.saveBlob ?? saveBlob,
    openWindow:
      options.openWindow ?? ((href, target, features) => window.open(href, target, features)),
    // Looked up per call so that test interceptors installed later still apply.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  };
}
