/**
 * The typed error catalogue. Route code throws these; `errorHandler` in server/app.ts maps
 * every error, typed or not, to the JSON:API `{errors: [...]}` body in one place.
 */
import { errorMessages } from '../../i18n/messages';

export interface ErrorItem {
  code: string;
  title: string;
  title_i18n: string;
  detail: string;
  source?: { pointer: string };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly items: ErrorItem[],
  ) {
    super(items.map((i) => i.detail).join('. '));
  }
}

function item(code: string, title: string, detail: string, pointer?: string): ErrorItem {
  return {
    code,
    title,
    title_i18n: `errors.${code}`,
    detail,
    ...(pointer ? { source: { pointer } } : {}),
  };
}

export class BadRequest extends ApiError {
  constructor(detail: string = errorMessages.malformedBody, pointer?: string) {
    super(400, [item('bad_request', 'Некорректный запрос', detail, pointer)]);
  }
}

export class Unauthorized extends ApiError {
  constructor(detail: string = errorMessages.unauthorized, code = 'unauthorized') {
    super(401, [item(code, errorMessages.unauthorized, detail)]);
  }
}

export class Forbidden extends ApiError {
  constructor(detail: string = errorMessages.forbidden) {
    super(403, [item('forbidden', errorMessages.accessDenied, detail)]);
  }
}

export class NotFound extends ApiError {
  constructor(detail: string = errorMessages.notFound, code = 'not_found') {
    super(404, [item(code, 'Не найдено', detail)]);
  }
}

export class PayloadTooLarge extends ApiError {
  constructor() {
    super(413, [
      item('payload_too_large', 'Слишком большой запрос', errorMessages.payloadTooLarge),
    ]);
  }
}

/** One field error: the attribute name (used as the pointer) and the seeds' message. */
export interface FieldError {
  field: string;
  detail: string;
  /** Russian field label; the client shows 'Поле «{title}» — {detail}'. */
  title?: string;
  code?: string;
}

export class Unprocessable extends ApiError {
  constructor(errors: FieldError[]) {
    super(
      422,
      errors.map((e) =>
        item(
          e.code ?? 'invalid',
          e.title ?? e.field,
          e.detail,
          `/data/attributes/${e.field.replace(/\./g, '/')}`,
        ),
      ),
    );
  }
  static field(field: string, detail: string, title?: string): Unprocessable {
    return new Unprocessable([{ field, detail, ...(title ? { title } : {}) }]);
  }
}

export class TooManyRequests extends ApiError {
  /** `retryAfter`: seconds until a retry can succeed, answered as the Retry-After header. */
  constructor(readonly retryAfter?: number) {
    super(429, [
      item('too_many_requests', 'Слишком много запросов', errorMessages.tooManyRequests),
    ]);
  }
}

export class Unavailable extends ApiError {
  constructor() {
    super(503, [item('unavailable', 'Сервис недоступен', errorMessages.unavailable)]);
  }
}

export class InternalError extends ApiError {
  constructor() {
    super(500, [item('internal', errorMessages.serverError, errorMessages.serverError)]);
  }
}
