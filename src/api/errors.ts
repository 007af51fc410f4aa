/**
 * The client half of the error catalogue (seed 000 §8): turns a failed response into
 * react-admin's `HttpError`, whose message is the Russian text to show and whose
 * `body.errors` maps field names to messages, so react-admin forms mark the fields.
 */
import { HttpError } from 'ra-core';
import { errorMessages, errorTemplates } from '../../i18n/messages';
import { interpolate } from '../validation/messages';

/** One JSON:API error item as the server sends it (ARCHITECTURE.md, Wire format). */
export interface JsonApiErrorItem {
  code?: string;
  title?: string;
  title_i18n?: string;
  detail?: string;
  source?: { pointer?: string };
}

export interface ApiErrorBody {
  /** Field name (dotted) → message; react-admin's create/edit controllers read this. */
  errors: Record<string, string>;
  /** The server's items, untouched, for screens that need codes. */
  items: JsonApiErrorItem[];
}

/** The seeds' fixed texts per status; 4xx with a server message show that message instead. */
export function statusMessage(status: number): string {
  if (status === 404) return errorMessages.notFound;
  if (status === 429) return errorMessages.tooManyRequests;
  if (status === 503) return errorMessages.unavailable;
  if (status >= 500) return errorMessages.serverError;
  return errorMessages.default;
}

/** '/data/attributes/address/city' → 'address.city'; '/data/relationships/region' → 'region_id'. */
export function pointerToField(pointer: string | undefined): string | undefined {
  if (!pointer) return undefined;
  const rel = /^\/data\/relationships\/([^/]+)/.exec(pointer);
  if (rel) return `${rel[1]}_id`;
  const path = pointer.replace(/^\/(data\/attributes|data|auth)(?=\/|$)/, '').replace(/^\//, '');
  return path ? path.replace(/\//g, '.') : undefined;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('ru') + text.slice(1);
}

/** Messages the seeds fix for particular keys; everything else is 'Поле «{title}» — {detail}'. */
function formatFieldError(field: string, item: JsonApiErrorItem): string {
  const detail = item.detail ?? errorMessages.default;
  const key = field.split('.').pop() ?? field;
  if (key === 'phone' && (item.code === 'taken' || /уже/i.test(detail)))
    return errorMessages.phoneTaken;
  if (key === 'cadastral_number') return errorMessages.cadastralRequired;
  if (key === 'planned_gas_consumption')
    return interpolate(errorTemplates.plannedGasConsumption, {
      field: errorMessages.plannedGasConsumptionField,
      msg: lowerFirst(detail),
    });
  if (key === 'invalid_token') return errorMessages.invalidToken;
  if (key === 'reset_password_token') return errorMessages.resetTokenExpired;
  if (['blocked', 'attachment', 'sms_code', 'sms_code_error'].includes(key)) return detail;
  const title = item.title && item.title !== field ? item.title : key;
  return interpolate(errorTemplates.field, { title, detail: lowerFirst(detail) });
}

function formatItem(item: JsonApiErrorItem): string {
  if (item.code === 'invalid_token') return errorMessages.invalidToken;
  if (item.code === 'reset_password_token') return errorMessages.resetTokenExpired;
  return item.detail || item.title || '';
}

function readItems(body: unknown): JsonApiErrorItem[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors)
    ? (errors.filter((e) => e && typeof e === 'object') as JsonApiErrorItem[])
    : [];
}

/**
 * Builds the HttpError for a failed response. 5xx never show server text (it may leak
 * internals); 4xx show the server's Russian message (login, blocked account, field errors).
 */
export function toHttpError(status: number, body: unknown): HttpError {
  const items = readItems(body);
  const fieldErrors: Record<string, string> = {};
  const fieldLines: string[] = [];
  const general: string[] = [];
  for (const item of items) {
    const field = pointerToField(item.source?.pointer);
    // 'base' is the record as a whole (the server's refusal of a move, say): a plain message.
    if (field && field !== 'base') {
      const line = formatFieldError(field, item);
      fieldErrors[field] = item.detail ?? line;
      fieldLines.push(line);
    } else {
      const text = formatItem(item);
      if (text) general.push(text);
    }
  }
  const serverText = [general.join('. '), fieldLines.join('\n')].filter(Boolean).join('\n');
  const message = status >= 500 || !serverText ? statusMessage(status) : serverText;
  const errorBody: ApiErrorBody = { errors: fieldErrors, items };
  return new HttpError(message, status, errorBody);
}

/**
 * A failed request's field messages (field → message, as `toHttpError` put them), read the same
 * way by every form and dialog of the site and the console; `{}` for any other failure.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  return (error.body as Partial<ApiErrorBody> | undefined)?.errors ?? {};
}

/** What to say of a failed request: the HttpError's Russian message, else `fallback`. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.message ? error.message : fallback;
}

/** One line for a dialog: the first field message, else the error's own message. */
export function firstRefusalOf(error: unknown): string {
  return Object.values(fieldErrorsOf(error))[0] ?? (error as Error | null)?.message ?? '';
}

/**
 * A refusal split for a form or dialog: the field errors of its own `fields`, and one general
 * message — the other fields' messages, else (when no field of its own is named) the error's.
 */
export function refusalOf(
  error: unknown,
  fields: readonly string[],
): { errors: Record<string, string>; general?: string } {
  const all = fieldErrorsOf(error);
  const errors = Object.fromEntries(Object.entries(all).filter(([f]) => fields.includes(f)));
  const rest = Object.entries(all).filter(([f]) => !fields.includes(f));
  const general = rest.length
    ? rest.map(([, m]) => m).join(' ')
    : Object.keys(errors).length
      ? undefined
      : (error as Error | null)?.message;
  return { errors, general };
}

/**
 * Seed 000 §8: the refusal of a blocked account, known by its text ('Ваша учётная запись
 * заблокирована.') in the message or an item's detail — at login, on a renewal, on any request.
 */
export function isBlockedAccountError(error: unknown): boolean {
  const e = error as { message?: unknown; body?: { items?: unknown } } | null;
  const items = Array.isArray(e?.body?.items) ? (e.body.items as { detail?: unknown }[]) : [];
  const texts = [e?.message, ...items.map((item) => item?.detail)];
  return texts.some((t) => typeof t === 'string' && t.trim() === errorMessages.blocked);
}

/** Seed 000 §8: the status comes from statusCode, status or response.status, else 500. */
export function errorStatus(error: unknown): number {
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const candidate of [e?.statusCode, e?.status, e?.response?.status]) {
    if (typeof candidate === 'number') return candidate;
  }
  return 500;
}
