/**
 * Background jobs (issue 16 "Background jobs"; server/jobs): what a job does and where it
 * stands, with the Russian labels the console shows. The seeds name neither list.
 */
import { optionsOf } from './enums';

export const jobStates = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof jobStates)[number];
export const jobStateLabels: Record<JobState, string> = {
  queued: 'В очереди',
  running: 'Выполняется',
  done: 'Готово',
  failed: 'Ошибка',
  cancelled: 'Отменено',
};
export const jobStateOptions = optionsOf(jobStates, jobStateLabels);

export const jobKinds = [
  'email_csv_export',
  'import',
  'analytics_refresh',
  'registry_publication',
] as const;
export type JobKind = (typeof jobKinds)[number];
export const jobKindLabels: Record<JobKind, string> = {
  email_csv_export: 'Выгрузка на почту',
  import: 'Загрузка из файла',
  analytics_refresh: 'Пересчёт аналитики',
  registry_publication: 'Публикация реестра',
};
export const jobKindOptions = optionsOf(jobKinds, jobKindLabels);

/** The label of a kind; the kind itself when a newer server knows more. */
export function jobKindLabel(kind: string): string {
  return (jobKindLabels as Record<string, string>)[kind] ?? kind;
}

/** One line of an import's error report. */
export interface JobErrorItem {
  row?: number;
  column?: string;
  message: string;
}

/** The console's path of the jobs list (a link in the e-mail points there). */
export const backgroundJobsConsolePath = '/crm/action_histories/background_jobs';

/** What an import file may be: its extensions and size (the bytes are checked on the server). */
export const importFileExtensions = ['xlsx', 'csv'] as const;
export const importFileMaxBytes = 50 * 1024 * 1024;
