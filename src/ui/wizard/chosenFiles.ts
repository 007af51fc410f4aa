/**
 * The documents a wizard collects before the lead exists (the multipart upload needs its id):
 * each picked file is checked against the upload rules at once, kept with its kind, and sent
 * one after the other once the lead is saved.
 */
import type { DocumentKind } from '../../domain/documentKinds';
import { validateUpload } from '../../validation/files';

export interface ChosenFile {
  key: number;
  kind: DocumentKind;
  file: File;
}

let nextKey = 1;

/** Adds the acceptable files under `kind`; `refused` lists the others with their messages. */
export function pickFiles(
  chosen: readonly ChosenFile[],
  picked: readonly File[],
  kind: DocumentKind,
) {
  const refused = picked
    .map((file) => [file, validateUpload(file)] as const)
    .filter(([, error]) => error)
    .map(([file, error]) => `${file.name}: ${error}`);
  const added = picked
    .filter((file) => !validateUpload(file))
    .map((file) => ({ key: nextKey++, kind, file }));
  return { files: [...chosen, ...added], refused: refused.length ? refused.join('; ') : undefined };
}

/**
 * Uploads every chosen file with `send`, reporting the overall fraction done; answers the names
 * of those that failed (the lead is saved already, so one failure does not stop the rest).
 */
export async function uploadChosen(
  files: readonly ChosenFile[],
  send: (chosen: ChosenFile, onProgress: (fraction: number) => void) => Promise<unknown>,
  onProgress: (fraction: number) => void,
): Promise<string[]> {
  const failed: string[] = [];
  for (const [i, chosen] of files.entries()) {
    onProgress(i / files.length);
    try {
      await send(chosen, (f) => onProgress((i + f) / files.length));
    } catch {
      failed.push(chosen.file.name);
    }
  }
  return failed;
}
