/**
 * Download of seed 001 §7: `GET …/<id>?transfer=download_url` answers a `download_url`. One
 * that says `transfer=binary` is our own server streaming the file, which needs the Bearer
 * token, so it is fetched and saved; any other (a presigned storage URL) opens in a new tab.
 */
import { HttpError, type Identifier } from 'ra-core';
import { errorMessages } from '../i18n/messages';
import type { ApiErrorBody } from '../src/api';
import type { VerbContext } from './files';
import { readField } from './jsonapi';

export interface DownloadParams {
  /** Appended to the resource or path; left out when the path already names the file. */
  id?: Identifier;
  /** Used when neither the server's Content-Disposition nor the record names the file. */
  filename?: string;
  signal?: AbortSignal;
}

export interface DownloadResult {
  data: { url: string; saved: boolean; filename?: string };
}

export type DownloadVerb = (
  resourceOrPath: string,
  params?: DownloadParams,
) => Promise<DownloadResult>;

const isPath = (target: string) => target.startsWith('/') || /^https?:\/\//i.test(target);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * `await dataProvider.download('attachments', {id: 12})` or
 * `await dataProvider.download('/v1/admin/instructions/5/file')`.
 */
export function downloadVerb(ctx: VerbContext): DownloadVerb {
  return async (resourceOrPath, { id, filename, signal } = {}) => {
    const base = isPath(resourceOrPath) ? resourceOrPath : ctx.url(resourceOrPath);
    const path = id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`;
    const { json } = await ctx.httpClient(path, { query: { transfer: 'download_url' }, signal });
    const url = text(readField(json, 'download_url'));
    if (!url) {
      const body: ApiErrorBody = { errors: {}, items: [] };
      throw new HttpError(errorMessages.default, 502, body);
    }

    if (/[?&]transfer=binary(&|$)/.test(url)) {
      const file = await ctx.httpClient(url, { responseType: 'blob', signal });
      const name =
        file.filename ??
        text(readField(json, 'original_filename')) ??
        filename ??
        text(readField(json, 'filename')) ??
        'download';
      ctx.saveBlob(file.blob ?? new Blob([]), name);
      return { data: { url, saved: true, filename: name } };
    }

    // 'noopener': the storage page gets no handle on the console's window.
    ctx.openWindow(url, '_blank', 'noopener');
    return { data: { url, saved: false } };
  };
}
