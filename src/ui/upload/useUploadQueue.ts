/**
 * The uploads of one widget: picked files go one after another through the dataProvider's
 * `upload` verb (a react-query mutation), each with its state (seed 001 §4: progress, then
 * success or reject), its done parts over total, a retry that goes on from the failed part
 * (dataProvider/upload.ts `uploadResume`) and a cancel that leaves no trace. A succeeded file
 * leaves the queue: the caller lists it from `onUploaded` or its refreshed list.
 */
import { useMutation } from '@tanstack/react-query';
import type { RaRecord } from 'ra-core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { uploadResume, type UploadParams, type UploadResume } from '../../../dataProvider/upload';
import { errorMessages } from '../../../i18n/messages';
import { uploadPartCount, type UploadFileState } from '../../domain/uploads';

/** Where and how the files go: the upload verb's parameters besides the file. */
export type UploadTarget = { resource: string } & Pick<
  UploadParams,
  'recordId' | 'kind' | 'single' | 'validate'
>;

export interface UploadJob {
  key: number;
  file: File;
  /** Waiting, sending, or failed; a succeeded file leaves the queue. */
  state: Exclude<UploadFileState, 'success'>;
  /** Its turn has come: the files after it wait without a bar. */
  started: boolean;
  /** Parts stored so far, of `total`. */
  done: number;
  total: number;
  /** Why it failed (the verb's message: 'Ошибка при загрузке файла' or the server's). */
  error?: string;
}

export interface UploadEvents {
  onUploaded?: (record: RaRecord, file: File) => void;
  onFailed?: (file: File, error: unknown) => void;
}

interface Send {
  file: File;
  resume?: UploadResume;
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}

/** What a running or failed job keeps besides its visible state. */
interface Handle {
  controller: AbortController;
  resume?: UploadResume;
}

let nextKey = 1;

export function useUploadQueue(target: UploadTarget, events: UploadEvents = {}) {
  const dataProvider = useEogDataProvider();
  const [jobs, setJobs] = useState<UploadJob[]>([]);
  const handles = useRef(new Map<number, Handle>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  // The latest props, read when a queued file's turn comes.
  const latest = useRef({ target, events });
  useLayoutEffect(() => {
    latest.current = { target, events };
  });

  const { mutateAsync } = useMutation({
    mutationFn: ({ file, resume, signal, onProgress }: Send) => {
      const { resource, ...params } = latest.current.target;
      return dataProvider.upload(resource, { ...params, file, resume, signal, onProgress });
    },
  });

  // Leaving the screen cancels what is still going.
  useEffect(() => {
    const running = handles.current;
    return () => running.forEach((handle) => handle.controller.abort());
  }, []);

  const patch = (key: number, change: Partial<UploadJob>) =>
    setJobs((list) => list.map((job) => (job.key === key ? { ...job, ...change } : job)));
  const drop = (key: number) => {
    handles.current.delete(key);
    setJobs((list) => list.filter((job) => job.key !== key));
  };

  const send = async (key: number, file: File) => {
    const handle = handles.current.get(key);
    if (!handle || handle.controller.signal.aborted) return;
    const { signal } = handle.controller;
    const total = uploadPartCount(file.size);
    patch(key, { started: true });
    try {
      const { data } = await mutateAsync({
        file,
        resume: handle.resume,
        signal,
        onProgress: (fraction) => patch(key, { done: Math.round(fraction * total) }),
      });
      drop(key);
      latest.current.events.onUploaded?.(data, file);
    } catch (error) {
      // A cancel is no failure: the job is gone already.
      if (signal.aborted) return;
      handle.resume = uploadResume(error);
      const message = (error as Error | undefined)?.message || errorMessages.uploadFailed;
      patch(key, { state: 'reject', error: message });
      latest.current.events.onFailed?.(file, error);
    }
  };

  const enqueue = (key: number, file: File) => {
    const next = queue.current.then(() => send(key, file));
    // A throwing callback is logged but never stops the files queued after it.
    queue.current = next.catch((error: unknown) => console.error(error));
  };

  /** Queues the files (already checked) one after another. */
  const add = (files: readonly File[]) => {
    const added = files.map((file) => ({
      key: nextKey++,
      file,
      state: 'progress' as const,
      started: false,
      done: 0,
      total: uploadPartCount(file.size),
    }));
    for (const job of added) handles.current.set(job.key, { controller: new AbortController() });
    setJobs((list) => [...list, ...added]);
    for (const job of added) enqueue(job.key, job.file);
  };

  /** Sends a failed file again, from its failed part when the upload can go on. */
  const retry = (job: UploadJob) => {
    const handle = handles.current.get(job.key);
    if (!handle || job.state !== 'reject') return;
    handle.controller = new AbortController();
    patch(job.key, { state: 'progress', error: undefined });
    enqueue(job.key, job.file);
  };

  /** Stops a waiting, running or failed file and forgets it. */
  const cancel = (job: UploadJob) => {
    handles.current.get(job.key)?.controller.abort();
    drop(job.key);
  };

  return { jobs, add, retry, cancel };
}
