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

/** One item of an error answer; its `title_i18n` is `errors.<code>`. */
export function errorItem(
  code: string,
  title: string,
  detail: string,
  pointer?: string,
): ErrorItem {
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
    super(400, [errorItem('bad_request', 'Некорректный запрос', detail, pointer)]);
  }
}

export class Unauthorized extends ApiError {
  constructor(detail: string = errorMessages.unauthorized, code = 'unauthorized') {
    super(401, [errorItem(code, errorMessages.unauthorized, detail)]);
  }
}

export class Forbidden extends ApiError {
  constructor(detail: string = errorMessages.forbidden) {
    super(403, [errorItem('forbidden', errorMessages.accessDenied, detail)]);
  }
}

export class NotFound extends ApiError {
  constructor(detail: string = errorMessages.notFound, code = 'not_found') {
    super(404, [errorItem(code, 'Не найдено', detail)]);
  }
}

export class PayloadTooLarge extends ApiError {
  constructor(detail: string = errorMessages.payloadTooLarge) {
    super(413, [errorItem('payload_too_large', 'Слишком большой запрос', detail)]);
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
        errorItem(
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
      errorItem('too_many_requests', 'Слишком много запросов', errorMessages.tooManyRequests),
    ]);
  }
}

export class Unavailable extends ApiError {
  constructor(detail: string = errorMessages.unavailable) {
    super(503, [errorItem('unavailable', 'Сервис недоступен', detail)]);
  }
}

export class InternalError extends ApiError {
  constructor() {
    super(500, [errorItem('internal', errorMessages.serverError, errorMessages.serverError)]);
  }
}
