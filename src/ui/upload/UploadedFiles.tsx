/**
 * The files already uploaded: each name downloads it (the dataProvider's `download` verb, or
 * a stored file's own `href`), with its size, an optional description (kind, date) and a delete
 * button when removal is allowed. The one look of a file row: the widget lists its files with
 * it, and a wizard the files it keeps until its lead exists (src/ui/wizard/DocumentsStep).
 */
import type { Identifier } from 'ra-core';
import type { ReactNode } from 'react';
import { uiMessages } from '../../../i18n/uiMessages';
import { formatFileSize } from '../../format/number';
import styles from './FileUpload.module.css';

/** An attachment as the server lists it (seed 000: id, kind, original_filename, file_size …). */
export interface UploadedFile {
  id: Identifier;
  original_filename?: string;
  file_size?: number;
  kind?: string;
  created_at?: string;
  /**
   * A direct link opened as it is (a stored service passport's public url). Not an API `url`
   * that needs the token: such a file downloads through `downloadPath`.
   */
  href?: string;
}

export const uploadedFileName = (file: UploadedFile) => file.original_filename ?? String(file.id);

export function UploadedFiles({
  files,
  label,
  describe,
  canDownload,
  onDownload,
  onRemove,
  removeLabel,
  removeText = uiMessages.fileDelete,
  disabled,
}: {
  files: readonly UploadedFile[];
  /** The list's accessible name: the widget's label. */
  label: string;
  describe?: (file: UploadedFile) => ReactNode;
  /** Whether a file's name downloads it (none does unless told). */
  canDownload?: (file: UploadedFile) => boolean;
  onDownload?: (file: UploadedFile) => void;
  /** Without it the files cannot be removed here. */
  onRemove?: (file: UploadedFile) => void;
  /** The delete button's accessible name; it begins with the button's text. */
  removeLabel: (file: UploadedFile) => string;
  /** The delete button's text: 'Удалить' unless told ('Убрать файл' for a file not sent). */
  removeText?: string;
  disabled?: boolean;
}) {
  if (!files.length) return null;
  return (
    <ul className={styles.files} aria-label={label}>
      {files.map((file) => {
        const name = uploadedFileName(file);
        return (
          <li key={String(file.id)} className={styles.file}>
            {file.href ? (
              <a className={styles.name} href={file.href} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            ) : onDownload && canDownload?.(file) ? (
              <button
                type="button"
                className={styles.link}
                title={uiMessages.fileDownload}
                onClick={() => onDownload(file)}
              >
                {name}
              </button>
            ) : (
              <span className={styles.name}>{name}</span>
            )}
            {typeof file.file_size === 'number' ? (
              <span className={styles.meta}>{formatFileSize(file.file_size)}</span>
            ) : null}
            {describe ? <span className={styles.meta}>{describe(file)}</span> : null}
            {onRemove ? (
              <button
                type="button"
                className={styles.button}
                aria-label={removeLabel(file)}
                disabled={disabled}
                onClick={() => onRemove(file)}
              >
                {removeText}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
