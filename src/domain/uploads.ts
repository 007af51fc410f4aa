/** Upload limits and allowed extensions (seed 001 §5, §9; seed 000 §5). */

/**
 * Allowed extensions of the multipart upload (instructions, attachments): the seed's list, with
 * 'jpg' beside 'jpeg' — the same JPEG, as phones and cameras name their photos.
 */
export const allowedUploadExtensions = [
  'pdf',
  'doc',
  'docx',
  'rar',
  'zip',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'jpeg',
  'jpg',
  'png',
  'wmv',
  'mov',
  'mp4',
  'avi',
] as const;

/**
 * Contract and agreement files also take detached signatures (issue 6): the upload list plus
 * the signature containers .sig and .p7s.
 */
export const contractFileExtensions = [...allowedUploadExtensions, 'sig', 'p7s'] as const;

/** 1 GiB: the largest file the multipart upload accepts. */
export const maxUploadBytes = 1_073_741_824;

/** 5 MiB parts; progress is done parts over total. */
export const uploadChunkBytes = 5_242_880;

/** The service passport is a PDF up to 70 MB — the seed's "about 71,680,000 bytes". */
export const servicePassportExtensions = ['pdf'] as const;
export const maxServicePassportBytes = 71_680_000;

/** The lower-cased extension of a file name, without the dot; '' when there is none. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The extension of the allowed formats by their MIME type, for a file sent without a name (the
 * live clients' denial notification is a data URI alone, issue 36); '' for another type.
 */
const mimeExtensions: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/zip': 'zip',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export function extensionOfMimeType(type: string): string {
  return mimeExtensions[type.trim().toLowerCase()] ?? '';
}

export function hasAllowedExtension(
  fileName: string,
  allowed: readonly string[] = allowedUploadExtensions,
): boolean {
  return allowed.includes(fileExtension(fileName));
}

/** How many 5 MiB parts a file of `size` bytes needs (an empty file still needs one). */
export function uploadPartCount(size: number, chunk = uploadChunkBytes): number {
  return Math.max(1, Math.ceil(size / chunk));
}

/** Per-file upload states (seed 000 §4, seed 001 §4). */
export const uploadFileStates = ['progress', 'success', 'reject'] as const;
export type UploadFileState = (typeof uploadFileStates)[number];
