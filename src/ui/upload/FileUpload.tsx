/**
 * The one upload widget of the site and the console (issue 15; seed 001 §5 "Upload", §7
 * multipart upload, §8 messages). A visible label over a real file input, which is visually
 * hidden but keeps the focus and the keyboard: its second label is the widget's own button
 * 'Выбрать файл' ('Выбрать файлы' for several), drawn with the shared button look and ringed
 * while the input has the keyboard focus, in place of the browser's 'Choose Files'. Each picked
 * file is checked first (extensions, size: 1 GiB, 70 MB for a service passport) and a refused
 * one is named with its rule's message, tied to the input, and never sent; files picked together
 * over the total limit (1 GiB unless told) are refused together with 'Превышен максимально
 * допустимый размер файла(ов)'. The others go through the
 * dataProvider's `upload` verb one after another, each with a progress bar of done parts over
 * total, 'Отменить загрузку' and, after a failure, 'Повторить' from the failed part. The files
 * already there are listed with their download and a delete button that asks 'Вы точно хотите
 * удалить загруженный файл?' first, then says 'Файл успешно удален'. A failed upload says
 * 'Произошла ошибка при отправке файла'. No MUI: the console embeds it as it is and themes it
 * through the `--eog-…` properties of FileUpload.module.css.
 *
 * Without `resource` nothing is sent: the checked files go to `onPicked` (a wizard collecting
 * files before its lead exists, a service passport saved with its form).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDelete, type Identifier, type RaRecord } from 'ra-core';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { errorMessages } from '../../../i18n/messages';
import { uiMessages } from '../../../i18n/uiMessages';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import styles from './FileUpload.module.css';
import { acceptAttribute, fileValidator, refusal, totalValidator, type FileRules } from './rules';
import { UploadedFiles, uploadedFileName, type UploadedFile } from './UploadedFiles';
import { UploadJobRow } from './UploadJobRow';
import { useUploadQueue } from './useUploadQueue';

export type UploadMessageType = 'success' | 'error';

/** What a caller's own list of files (`renderFiles`) can do with a file. */
export interface UploadedFileActions {
  download: (file: UploadedFile) => void;
  /** Asks 'Вы точно хотите удалить загруженный файл?' first; absent when removal is not allowed. */
  remove?: (file: UploadedFile) => void;
}

/** The file rules (`accept`, `maxBytes`, `validate`, `maxTotalBytes`) are ./rules.ts's. */
export interface FileUploadProps extends FileRules {
  /** The input's visible label, also the name of the list of files. */
  label: string;
  /** A line under the label (the allowed formats, the size limit). */
  hint?: ReactNode;
  /** The upload verb's resource; without it the checked files only go to `onPicked`. */
  resource?: string;
  /** The record the files belong to: `<resource>/<recordId>/multipart_upload_…`. */
  recordId?: Identifier;
  /** The attachment kind the server files the upload under. */
  kind?: string;
  /** The `single_multipart_upload_…` steps (instructions, a registry file field). */
  single?: boolean;
  multiple?: boolean;
  /** The files there already. */
  files?: readonly UploadedFile[];
  /**
   * The resource the listed files live under ('leads/5/documents', 'knowledge/3/attachments'):
   * a file downloads from `<it>/<id>`, is deleted with ra-core's `useDelete(<it>)`, and its
   * lists are refreshed after an upload. Without it a removal is only reported (`onRemoved`).
   */
  filesResource?: string;
  /** A file's exact download path or resource, when it is not `<filesResource>/<id>`. */
  downloadPath?: (file: UploadedFile) => string | undefined;
  /** Extra text of a listed file: its kind, its date. */
  describe?: (file: UploadedFile) => ReactNode;
  /** Whether the listed files can be removed here (true unless told). */
  canRemove?: boolean;
  /**
   * Whether files can be picked here (true unless told): without it only the list is shown
   * (a reader without the registry's update key), no label, no input.
   */
  canUpload?: boolean;
  /** A delete button's accessible name; 'Удалить: <file name>' unless told. */
  removeLabel?: (file: UploadedFile) => string;
  /**
   * The caller's own rendering of the listed files (a console table with its columns) in place
   * of the widget's list; its buttons call the widget's download and its asked removal.
   */
  renderFiles?: (files: readonly UploadedFile[], actions: UploadedFileActions) => ReactNode;
  /** Shown when there are no files and nothing is being sent ('Файлы не загружены'). */
  emptyText?: ReactNode;
  disabled?: boolean;
  /** The id of the file input (a label elsewhere, an e2e selector). */
  id?: string;
  /** The field's own error (a required file, the server's refusal), tied to the input. */
  error?: ReactNode;
  /** The file input's data-testid (the tests that fire a change on it). */
  testId?: string;
  className?: string;
  onPicked?: (files: File[]) => void;
  /** The refused files with their rule's message (a form field marks itself invalid too). */
  onRefused?: (refused: { file: File; message: string }[]) => void;
  onUploaded?: (record: RaRecord, file: File) => void;
  onRemoved?: (file: UploadedFile) => void;
  /** The messages go here (the console's notify) instead of the widget's own live region. */
  onMessage?: (message: string, type: UploadMessageType) => void;
}

function messageOf(error: unknown): string {
  return (error as Error | undefined)?.message || errorMessages.default;
}

export function FileUpload(props: FileUploadProps) {
  const {
    label,
    hint,
    resource,
    files = [],
    filesResource,
    multiple = false,
    canRemove = true,
    canUpload = true,
    disabled = false,
  } = props;
  const ownId = useId();
  const inputId = props.id ?? `${ownId}-input`;
  const hintId = `${ownId}-hint`;
  const refusedId = `${ownId}-refused`;
  const errorId = `${ownId}-error`;
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<string[]>([]);
  const [message, setMessage] = useState<{ text: string; type: UploadMessageType }>();
  const [removing, setRemoving] = useState<UploadedFile>();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const validate = fileValidator(props);

  const report = (text: string, type: UploadMessageType) => {
    if (props.onMessage) props.onMessage(text, type);
    else setMessage({ text, type });
  };

  const queue = useUploadQueue(
    {
      resource: resource ?? '',
      recordId: props.recordId,
      kind: props.kind,
      single: props.single,
      validate,
    },
    {
      onUploaded: (record, file) => {
        if (filesResource) void queryClient.invalidateQueries({ queryKey: [filesResource] });
        props.onUploaded?.(record, file);
      },
      // Seed 001 §8: one notice for any failed upload; the file's row says why.
      onFailed: () => report(errorMessages.uploadSendFailed, 'error'),
    },
  );
  const sending = queue.jobs.some((job) => job.state === 'progress');

  const download = useMutation({
    mutationFn: (file: UploadedFile) => {
      const path = props.downloadPath?.(file);
      const filename = uploadedFileName(file);
      if (path) return dataProvider.download(path, { filename });
      return dataProvider.download(filesResource ?? '', { id: file.id, filename });
    },
    onError: (error) => report(messageOf(error), 'error'),
  });
  const canDownload = (file: UploadedFile) =>
    Boolean(filesResource) || props.downloadPath?.(file) !== undefined;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // The same file can be picked again after a refusal or a removal.
    event.target.value = '';
    setMessage(undefined);
    const checked = picked.map((file) => ({ file, error: validate(file) }));
    // The files fine by themselves are still refused together when their sum is too large.
    const passed = checked.filter(({ error }) => !error).map(({ file }) => file);
    const overTotal = multiple && passed.length > 1 ? totalValidator(props)(passed) : undefined;
    const refusedFiles = checked.flatMap(({ file, error }) => {
      const message = error ?? overTotal;
      return message ? [{ file, message }] : [];
    });
    setRefused([
      ...checked.flatMap(({ file, error }) => (error ? [refusal(file, error)] : [])),
      ...(overTotal ? [overTotal] : []),
    ]);
    if (refusedFiles.length) props.onRefused?.(refusedFiles);
    const fitting = overTotal ? [] : passed;
    if (!fitting.length) return;
    if (resource === undefined) props.onPicked?.(fitting);
    else queue.add(fitting);
  };

  const removed = (file: UploadedFile) => {
    setRemoving(undefined);
    report(uiMessages.fileRemoved, 'success');
    props.onRemoved?.(file);
  };
  const confirmRemove = () => {
    const file = removing;
    if (!file) return;
    if (!filesResource) {
      removed(file);
      return;
    }
    deleteOne(
      filesResource,
      { id: file.id, previousData: file as RaRecord },
      {
        onSuccess: () => removed(file),
        onError: (error) => {
          setRemoving(undefined);
          report(messageOf(error), 'error');
        },
      },
    );
  };

  const invalid = refused.length > 0 || Boolean(props.error);
  const describedBy = [
    hint ? hintId : '',
    refused.length ? refusedId : '',
    props.error ? errorId : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.root, props.className].filter(Boolean).join(' ')}>
      {canUpload ? (
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      ) : null}
      {canUpload && hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {props.renderFiles ? (
        props.renderFiles(files, {
          download: (file) => download.mutate(file),
          remove: canRemove ? setRemoving : undefined,
        })
      ) : (
        <UploadedFiles
          files={files}
          label={label}
          describe={props.describe}
          canDownload={canDownload}
          onDownload={(file) => download.mutate(file)}
          onRemove={canRemove ? setRemoving : undefined}
          removeLabel={
            props.removeLabel ?? ((file) => `${uiMessages.fileDelete}: ${uploadedFileName(file)}`)
          }
          disabled={disabled || deleting}
        />
      )}
      {props.emptyText !== undefined && !files.length && !queue.jobs.length ? (
        <p className={styles.hint}>{props.emptyText}</p>
      ) : null}
      {queue.jobs.length ? (
        <ul className={styles.jobs}>
          {queue.jobs.map((job) => (
            <UploadJobRow
              key={job.key}
              job={job}
              onRetry={() => queue.retry(job)}
              onCancel={() => queue.cancel(job)}
            />
          ))}
        </ul>
      ) : null}
      {canUpload ? (
        <div className={styles.picker}>
          {/* Hidden from the eye only: the input keeps the focus, the keyboard and its name. */}
          <input
            id={inputId}
            data-testid={props.testId}
            className={styles.input}
            type="file"
            multiple={multiple}
            accept={acceptAttribute(props)}
            disabled={disabled || sending}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={onPick}
          />
          <label className={styles.pick} htmlFor={inputId}>
            {multiple ? uiMessages.uploadPickMany : uiMessages.uploadPickOne}
          </label>
        </div>
      ) : null}
      {refused.length ? (
        <div id={refusedId} role="alert" className={styles.error}>
          {refused.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {props.error ? (
        <p id={errorId} className={styles.error}>
          {props.error}
        </p>
      ) : null}
      {/* Present from the start, so a screen reader hears what appears in it. */}
      <p role="status" className={styles.status}>
        {message?.type === 'success' ? message.text : null}
      </p>
      {message?.type === 'error' ? (
        <p role="alert" className={styles.error}>
          {message.text}
        </p>
      ) : null}
      <ConfirmDialog
        open={removing !== undefined}
        title={uiMessages.fileRemoveConfirm}
        busy={deleting}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(undefined)}
      />
    </div>
  );
}
