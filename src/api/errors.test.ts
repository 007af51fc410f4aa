import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import {
  errorMessageOf,
  errorStatus,
  fieldErrorsOf,
  firstRefusalOf,
  pointerToField,
  refusalOf,
  statusMessage,
  toHttpError,
} from './errors';

const item = (detail: string, extra: object = {}) => ({ code: 'x', title: 't', detail, ...extra });

describe('toHttpError: the catalogue texts per status', () => {
  it.each([
    [404, errorMessages.notFound],
    [500, errorMessages.serverError],
    [502, errorMessages.serverError],
    [503, errorMessages.unavailable],
    [429, errorMessages.tooManyRequests],
    [400, errorMessages.default],
    [418, errorMessages.default],
  ])('%i without a server message → %s', (status, text) => {
    const error = toHttpError(status, null);
    expect(error.message).toBe(text);
    expect(error.status).toBe(status);
  });

  it('never shows server text on 5xx', () => {
    expect(toHttpError(500, { errors: [item('stack trace at db.ts:12')] }).message).toBe(
      errorMessages.serverError,
    );
  });

  it('shows the server Russian message on 4xx (login errors)', () => {
    expect(toHttpError(401, { errors: [item(errorMessages.wrongPassword)] }).message).toBe(
      errorMessages.wrongPassword,
    );
    expect(toHttpError(404, { errors: [item(errorMessages.userNotFound)] }).message).toBe(
      errorMessages.userNotFound,
    );
  });

  it('joins general items with ". "', () => {
    const body = { errors: [item('Первая'), item('Вторая')] };
    expect(toHttpError(409, body).message).toBe('Первая. Вторая');
  });
});

describe("toHttpError: the record as a whole ('base')", () => {
  it('shows its message plainly, not as a field', () => {
    const body = {
      errors: [
        {
          detail: 'Подписать может только заявитель',
          source: { pointer: '/data/attributes/base' },
        },
      ],
    };
    const error = toHttpError(422, body);
    expect(error.message).toBe('Подписать может только заявитель');
    expect((error.body as { errors: Record<string, string> }).errors).toEqual({});
  });
});

describe('toHttpError: field errors', () => {
  const body = {
    errors: [
      item('Некорректный адрес электронной почты', {
        title: 'Электронная почта',
        source: { pointer: '/data/attributes/email' },
      }),
      item('Поле обязательно для заполнения', {
        title: 'Город',
        source: { pointer: '/data/attributes/address/city' },
      }),
    ],
  };

  it("formats 'Поле «{title}» — {detail lowercased}' joined by a line break", () => {
    expect(toHttpError(422, body).message).toBe(
      'Поле «Электронная почта» — некорректный адрес электронной почты\n' +
        'Поле «Город» — поле обязательно для заполнения',
    );
  });

  it('maps pointers to react-admin form fields in body.errors', () => {
    expect(toHttpError(422, body).body).toMatchObject({
      errors: {
        email: 'Некорректный адрес электронной почты',
        'address.city': 'Поле обязательно для заполнения',
      },
    });
  });

  it.each([
    ['phone', item('Уже существует', { code: 'taken' }), errorMessages.phoneTaken],
    ['cadastral_number', item('Не заполнено'), errorMessages.cadastralRequired],
    [
      'planned_gas_consumption',
      item('Должно быть больше 0'),
      'В поле «Планируемая величина максимального расхода газа» должно быть больше 0',
    ],
    ['attachment', item('Файл повреждён'), 'Файл повреждён'],
  ])('special key %s', (field, base, text) => {
    const body = { errors: [{ ...base, source: { pointer: `/data/attributes/${field}` } }] };
    expect(toHttpError(422, body).message).toBe(text);
  });
});

describe('what a form or a dialog reads of a failed request', () => {
  const refused = toHttpError(422, {
    errors: [item('Некорректный СНИЛС', { source: { pointer: '/data/attributes/snils' } })],
  });

  it('the field messages of a refusal, none of anything else', () => {
    expect(fieldErrorsOf(refused)).toEqual({ snils: 'Некорректный СНИЛС' });
    expect(fieldErrorsOf(toHttpError(403, {}))).toEqual({});
    expect(fieldErrorsOf(new TypeError('Failed to fetch'))).toEqual({});
    expect(fieldErrorsOf({ body: { errors: { snils: 'x' } } })).toEqual({});
  });

  it("the refusal's Russian message, else the caller's fallback", () => {
    expect(errorMessageOf(toHttpError(403, {}), 'app.default')).toBe(statusMessage(403));
    expect(errorMessageOf(new TypeError('Failed to fetch'), 'app.default')).toBe('app.default');
  });

  it('one line: the first field message, else the message', () => {
    expect(firstRefusalOf(refused)).toBe('Некорректный СНИЛС');
    expect(firstRefusalOf(toHttpError(409, { errors: [item('Занято')] }))).toBe('Занято');
  });

  it('a dialog’s own fields under their inputs, the rest said once above them', () => {
    const two = toHttpError(422, {
      errors: [
        item('Слишком длинно', { source: { pointer: '/data/attributes/note' } }),
        item('Переход не допускается', { source: { pointer: '/data/attributes/status' } }),
      ],
    });
    expect(refusalOf(two, ['note'])).toEqual({
      errors: { note: 'Слишком длинно' },
      general: 'Переход не допускается',
    });
    expect(refusalOf(refused, ['snils'])).toEqual({ errors: { snils: 'Некорректный СНИЛС' } });
    const forbidden = toHttpError(403, {});
    expect(refusalOf(forbidden, ['note'])).toEqual({ errors: {}, general: forbidden.message });
  });
});

describe('pointerToField and errorStatus', () => {
  it.each([
    ['/data/attributes/email', 'email'],
    ['/data/attributes/a/b', 'a.b'],
    ['/data/relationships/region', 'region_id'],
    ['/auth/password', 'password'],
    ['/data', undefined],
    [undefined, undefined],
  ])('%s → %s', (pointer, field) => {
    expect(pointerToField(pointer)).toBe(field);
  });

  it('reads statusCode, status, response.status, else 500', () => {
    expect(errorStatus({ statusCode: 404 })).toBe(404);
    expect(errorStatus({ status: 403 })).toBe(403);
    expect(errorStatus({ response: { status: 429 } })).toBe(429);
    expect(errorStatus(new Error('x'))).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
  });
});
