/**
 * File rules: allowed extensions, empty files, a per-file and a total size limit (seed 000 §5,
 * seed 001 §5 "Upload" and "Service form"). A value is a File, a react-admin FileInput value
 * ({rawFile, title}), a {name, size} record, or a list of them.
 */
import { formatFileSize } from '../format/number';
import {
  fileExtension,
  maxServicePassportBytes,
  maxUploadBytes,
  allowedUploadExtensions,
  servicePassportExtensions,
} from '../domain/uploads';
import { interpolate, isEmpty, validationMessages as m, type Validator } from './messages';

export interface FileInfo {
  name: string;
  size?: number;
}

function info(item: unknown): FileInfo | undefined {
  if (typeof item === 'string') return { name: item };
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  if ('rawFile' in record && record.rawFile) return info(record.rawFile);
  const name = record.name ?? record.title ?? record.filename;
  if (typeof name !== 'string') return undefined;
  return typeof record.size === 'number' ? { name, size: record.size } : { name };
}

/** Every file of the value; undefined when something in it is not a file. */
export function fileInfos(value: unknown): FileInfo[] | undefined {
  const list = (Array.isArray(value) ? value : [value]).map(info);
  return list.every((f): f is FileInfo => f !== undefined) ? list : undefined;
}

/** 'Вы загрузили неверный формат документов' when a file's extension is not in the list. */
export function allowedExtensions(allowed: readonly string[] = allowedUploadExtensions): Validator {
  const set = new Set(allowed.map((e) => e.toLowerCase().replace(/^\./, '')));
  return (value) => {
    if (isEmpty(value)) return undefined;
    const files = fileInfos(value);
    if (!files) return m.invalid;
    return files.every((f) => set.has(fileExtension(f.name))) ? undefined : m.fileFormat;
  };
}

/** 'Файл не должен быть пустым'. */
export const notEmptyFile: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  return fileInfos(value)?.some((f) => f.size === 0) ? m.fileEmpty : undefined;
};

/** Each file at most `bytes`: 'Максимальный размер … не должен превышать {size}'. */
export function maxFileSize(bytes: number = maxUploadBytes, label?: string): Validator {
  const text = label ?? interpolate(m.fileMaxSize, { size: formatFileSize(bytes) });
  return (value) => {
    if (isEmpty(value)) return undefined;
    return fileInfos(value)?.some((f) => (f.size ?? 0) > bytes) ? text : undefined;
  };
}

/** The sum of the files' sizes: 'Превышен максимально допустимый размер файла(ов)'. */
export function maxTotalFileSize(bytes: number): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const total = (fileInfos(value) ?? []).reduce((sum, f) => sum + (f.size ?? 0), 0);
    return total > bytes ? m.fileSize : undefined;
  };
}

/** The multipart upload (seed 001 §5): the allowed list and 1 GiB per file. */
export const validateUpload: Validator = (value) =>
  allowedExtensions()(value) ?? maxFileSize()(value);

/** The service passport: a non-empty PDF up to 70 MB, with the seed's own '70Мб' message. */
export const validateServicePassport: Validator = (value) =>
  notEmptyFile(value) ??
  allowedExtensions(servicePassportExtensions)(value) ??
  maxFileSize(maxServicePassportBytes, m.passportMaxSize)(value);
