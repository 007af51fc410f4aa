/**
 * What a download is sent as: the MIME type of a file name's extension and a
 * Content-Disposition header that keeps Russian names (RFC 6266 with the RFC 5987 `filename*`
 * form, plus an ASCII `filename=` for old clients).
 */
import { fileExtension } from '../../src/domain/uploads';

const types: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  rar: 'application/vnd.rar',
  zip: 'application/zip',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  wmv: 'video/x-ms-wmv',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  csv: 'text/csv',
  txt: 'text/plain',
};

export function contentTypeOf(fileName: string): string {
  return types[fileExtension(fileName)] ?? 'application/octet-stream';
}

/** RFC 5987 value-chars: percent-encode everything else, including ' ( ) *. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename="_____.pdf"; filename*=UTF-8''%D0%90%D0%BA%D1%82.pdf` */
export function contentDisposition(fileName: string, inline = false): string {
  const clean = fileName.replace(/[\r\n\t\0]/g, ' ').trim() || 'download';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}
