/**
 * A background job's attributes as the API answers them (server/jobs/resource.ts): the one
 * definition of the shape. The server's routes declare it as their answer (/v1/openapi.json);
 * the console's dataProvider takes its type with `Static<typeof BackgroundJobAttributes>` by a
 * type-only import, so no schema code reaches the browser. Each value is described without a
 * JSON type of its own: Fastify's serializer then writes it exactly as before (a date as its ISO
 * text), while the TypeScript type comes from the `Unsafe` parameter.
 */
import { Type, type Static } from 'typebox';
import type { JobErrorItem, JobState } from './backgroundJobs';

const value = <T>(description: string) => Type.Unsafe<T>({ description });

/** A job's result or error file: a link to its bytes. */
export interface JobFile {
  id: string;
  original_filename: string;
  file_size: number | null;
  url: string;
}

export const BackgroundJobAttributes = Type.Object(
  {
    kind: value<string>('Вид задачи: email_csv_export, import, analytics_refresh'),
    kind_title: value<string>('Вид задачи по-русски'),
    state: value<JobState>('queued, running, done, failed или cancelled'),
    params: value<{
      registry?: string;
      filters?: Record<string, unknown>;
      format?: string;
      filename?: string;
    }>('Реестр, фильтры, формат и имя файла задачи'),
    progress_done: value<number>('Обработано строк'),
    progress_total: value<number | null>('Всего строк; null — пока неизвестно'),
    result: value<Record<string, unknown> | null>('Итог задачи'),
    errors: value<JobErrorItem[]>('Ошибки загрузки: [{row, column, message}]'),
    error_message: value<string | null>('Причина сбоя'),
    attempts: value<number>('Попыток'),
    owner_name: value<string | null>('Кто поставил задачу'),
    created_at: value<string>('Поставлена (ISO 8601)'),
    started_at: value<string | null>('Начата (ISO 8601)'),
    finished_at: value<string | null>('Завершена (ISO 8601)'),
    result_file: value<JobFile | null>('Файл результата: {id, original_filename, file_size, url}'),
    errors_file: value<JobFile | null>('Файл ошибок: {id, original_filename, file_size, url}'),
  },
  { additionalProperties: true, description: 'Фоновая задача' },
);
export type BackgroundJobAttributes = Static<typeof BackgroundJobAttributes>;
