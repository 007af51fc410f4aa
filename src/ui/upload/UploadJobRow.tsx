/**
 * One file of the queue: its name, once its turn has come a progress bar of done parts over
 * total (a native <progress>: the progressbar role with its values), and 'Отменить загрузку';
 * after a failure its message and 'Повторить'.
 */
import { uiMessages } from '../../../i18n/uiMessages';
import styles from './FileUpload.module.css';
import type { UploadJob } from './useUploadQueue';

/** 'Загружено частей: 1 из 3' (the catalogue's polyglot placeholders, filled here). */
export function partsText(done: number, total: number): string {
  return uiMessages.uploadParts.replace('%{done}', String(done)).replace('%{total}', String(total));
}

export function UploadJobRow({
  job,
  onRetry,
  onCancel,
}: {
  job: UploadJob;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const failed = job.state === 'reject';
  return (
    <li className={styles.job} data-state={job.state}>
      <span className={styles.name}>{job.file.name}</span>
      {job.started ? (
        <progress
          className={styles.progress}
          aria-label={job.file.name}
          aria-valuetext={partsText(job.done, job.total)}
          max={job.total}
          value={job.done}
        />
      ) : null}
      {failed ? (
        <span role="alert" className={styles.error}>
          {job.error}
        </span>
      ) : null}
      <span className={styles.actions}>
        {failed ? (
          <button
            type="button"
            className={styles.button}
            aria-label={`${uiMessages.uploadRetry}: ${job.file.name}`}
            onClick={onRetry}
          >
            {uiMessages.uploadRetry}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.button}
          aria-label={`${uiMessages.uploadCancel}: ${job.file.name}`}
          onClick={onCancel}
        >
          {uiMessages.uploadCancel}
        </button>
      </span>
    </li>
  );
}
