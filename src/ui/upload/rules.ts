/**
 * The checks a picked file passes before any request (seed 001 §5 "Upload": violations are
 * marked and the upload does not start), and the files picked together (seed 000 §5), from the
 * widget's props.
 */
import { allowedUploadExtensions, maxUploadBytes } from '../../domain/uploads';
import {
  allowedExtensions,
  maxFileSize,
  maxTotalFileSize,
  validateUpload,
} from '../../validation/files';
import type { Validator } from '../../validation/messages';

export interface FileRules {
  /** Allowed extensions without the dot; the multipart upload's list unless told. */
  accept?: readonly string[];
  /** The largest file in bytes; 1 GiB unless told (maxServicePassportBytes: 70 MB). */
  maxBytes?: number;
  /** The file's own rules, used instead (e.g. validateServicePassport: PDF up to 70 MB). */
  validate?: Validator;
  /** With `multiple`: the largest sum of the files picked together; 1 GiB unless told. */
  maxTotalBytes?: number;
}

/**
 * Seed 000 §5 "total file size limit": the files picked together, each fine by itself, are
 * refused together when their sum is over the limit — 'Превышен максимально допустимый размер
 * файла(ов)'. The limit is the upload's own 1 GiB unless the widget names another.
 */
export function totalValidator({ maxTotalBytes }: FileRules): Validator {
  return maxTotalFileSize(maxTotalBytes ?? maxUploadBytes);
}

export function fileValidator({ accept, maxBytes, validate }: FileRules): Validator {
  if (validate) return validate;
  // The upload verb's own default: the widget and the verb refuse the same files.
  if (!accept && maxBytes === undefined) return validateUpload;
  const extensions = allowedExtensions(accept ?? allowedUploadExtensions);
  const size = maxFileSize(maxBytes ?? maxUploadBytes);
  return (value) => extensions(value) ?? size(value);
}

/** The input's `accept`: '.pdf,.docx'; undefined when the rules name no list. */
export function acceptAttribute({ accept, validate }: FileRules): string | undefined {
  const list = accept ?? (validate ? undefined : allowedUploadExtensions);
  return list?.map((e) => `.${e.replace(/^\./, '')}`).join(',');
}

/** The refusal line of one file: '<name>: <message>', as the console and the site show it. */
export function refusal(file: File, message: string): string {
  return `${file.name}: ${message}`;
}
