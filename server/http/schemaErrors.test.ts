import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  isMalformedEnvelope,
  judgedAttributes,
  schemaFieldErrors,
  withMessage,
  withSchemaErrors,
} from './schemaErrors';

const error = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown>,
  parentSchema?: unknown,
) =>
  ({
    keyword,
    instancePath,
    schemaPath: '',
    params,
    message: '',
    parentSchema,
  }) as FastifySchemaValidationError;

describe('a route schema’s refusals', () => {
  it('speak the seeds’ words for each rule, titled by the field’s label', () => {
    const errors = schemaFieldErrors([
      error('minLength', '/data/attributes/name', { limit: 1 }, { title: 'Название' }),
      error('minLength', '/data/attributes/code', { limit: 2 }),
      error('minimum', '/data/attributes/position', { limit: 0 }),
      error(
        'required',
        '/data/attributes',
        { missingProperty: 'status' },
        {
          properties: { status: { title: 'Статус' } },
        },
      ),
      error('enum', '/data/attributes/kind', {}),
      error('additionalProperties', '/data/attributes', { additionalProperty: 'extra' }),
    ]);
    expect(errors.map((e) => [e.field, e.detail, e.title])).toEqual([
      ['name', 'Поле обязательно для заполнения', 'Название'],
      ['code', 'Длина должна быть не меньше 2 символов', undefined],
      ['position', 'Минимальное значение — 0', undefined],
      ['status', 'Поле обязательно для заполнения', 'Статус'],
      ['kind', 'Поле заполнено некорректно', undefined],
      ['extra', 'Неизвестное поле', undefined],
    ]);
  });

  it('let a union’s first branch speak, once per field', () => {
    const errors = schemaFieldErrors([
      error('maxLength', '/data/attributes/answer', { limit: 5 }),
      error('type', '/data/attributes/answer', { type: 'null' }),
      error('anyOf', '/data/attributes/answer', {}, { title: 'Ответ' }),
    ]);
    expect(errors).toEqual([
      expect.objectContaining({
        field: 'answer',
        detail: 'Длина должна быть не больше 5 символов',
        title: 'Ответ',
      }),
    ]);
  });

  it('answer a relationship’s refusals at the relation’s name, titled by its schema', () => {
    const errors = schemaFieldErrors([
      error('pattern', '/data/relationships/service/data/id', {}, { title: 'Услуга' }),
      error('type', '/data/relationships/service/data/id', {}, { title: 'Услуга' }),
      error(
        'required',
        '/data/relationships/branch',
        { missingProperty: 'data' },
        { properties: { data: { title: 'Филиал' } } },
      ),
      error(
        'required',
        '/data/relationships',
        { missingProperty: 'admin' },
        { properties: { admin: { title: 'Персональный менеджер' } } },
      ),
      error('type', '/data/relationships/features/data/attributes/3', {}, { title: 'Особенности' }),
      error('type', '/data/relationships/address/data/attributes/house', {}, { title: 'Дом' }),
      error('type', '/data/relationships/attachments/0/data/attributes/kind', {}, { title: 'Вид' }),
      error('if', '/data/attributes', { failingKeyword: 'then' }),
    ]);
    expect(errors.map((e) => [e.field, e.detail, e.title])).toEqual([
      ['service', 'Поле заполнено некорректно', 'Услуга'],
      ['branch', 'Поле обязательно для заполнения', 'Филиал'],
      ['admin', 'Поле обязательно для заполнения', 'Персональный менеджер'],
      ['features', 'Поле заполнено некорректно', 'Особенности'],
      ['address.house', 'Поле заполнено некорректно', 'Дом'],
      ['attachments.0.kind', 'Поле заполнено некорректно', 'Вид'],
    ]);
    // Relationships that are no object are the document's own fault, named as such.
    expect(schemaFieldErrors([error('type', '/data/relationships', {})])[0]!.field).toBe(
      'relationships',
    );
  });

  it('let a field’s own message speak for each of its rules, but not for a missing field', () => {
    const own = { title: 'Исполнитель', ...withMessage('Только действующий сотрудник') };
    const errors = schemaFieldErrors([
      error('pattern', '/data/attributes/executor_id', { pattern: '^\\d+$' }, own),
      error('type', '/data/attributes/other_id', { type: 'string' }, own),
      error('maxLength', '/data/attributes/name', { limit: 3 }, own),
      error(
        'required',
        '/data/attributes',
        { missingProperty: 'lost_id' },
        { ...withMessage('не для пропуска'), properties: { lost_id: own } },
      ),
    ]);
    expect(errors.map((e) => [e.field, e.detail, e.title])).toEqual([
      ['executor_id', 'Только действующий сотрудник', 'Исполнитель'],
      ['other_id', 'Только действующий сотрудник', 'Исполнитель'],
      ['name', 'Только действующий сотрудник', 'Исполнитель'],
      ['lost_id', 'Поле обязательно для заполнения', 'Исполнитель'],
    ]);
  });

  it('call a missing or mistyped envelope malformed, not a field', () => {
    expect(isMalformedEnvelope(error('required', '', { missingProperty: 'data' }))).toBe(true);
    expect(isMalformedEnvelope(error('required', '/data', { missingProperty: 'attributes' }))).toBe(
      true,
    );
    expect(isMalformedEnvelope(error('type', '/data/attributes', { type: 'object' }))).toBe(true);
    expect(
      isMalformedEnvelope(error('required', '/data/attributes', { missingProperty: 'status' })),
    ).toBe(false);
  });

  it('hand a route that attaches its validation the attributes the schema let through, with its refusals', () => {
    const body = {
      data: { attributes: { note: 'x'.repeat(9), finished: 'yes', plan_date: '01.03.2026' } },
    };
    const failure = (context: string, ...validation: FastifySchemaValidationError[]) =>
      Object.assign(new Error('invalid'), { validation, validationContext: context });
    expect(judgedAttributes({ body, validationError: undefined })).toEqual({
      attributes: body.data.attributes,
      errors: [],
    });
    const judged = judgedAttributes<Record<string, unknown>>({
      body,
      validationError: failure(
        'body',
        error('maxLength', '/data/attributes/note', { limit: 5 }, { title: 'Примечание' }),
        error('pattern', '/data/attributes/finished', { pattern: '^(true|false)$' }),
      ),
    });
    expect(judged.attributes).toEqual({ plan_date: '01.03.2026' });
    expect(judged.errors.map((e) => [e.field, e.detail])).toEqual([
      ['note', 'Длина должна быть не больше 5 символов'],
      ['finished', 'Поле заполнено некорректно'],
    ]);
    // What the error handler answers alone is thrown to it: a malformed envelope, the params.
    const malformed = failure('body', error('type', '/data/attributes', { type: 'object' }));
    expect(() => judgedAttributes({ body, validationError: malformed })).toThrow(malformed);
    const params = failure('params', error('pattern', '/id', { pattern: '^\\d+$' }));
    expect(() => judgedAttributes({ body, validationError: params })).toThrow(params);
  });

  it('answer the schema’s and the code’s refusals in one list, each field once, unknown last', () => {
    const errors = withSchemaErrors(
      schemaFieldErrors([
        error('additionalProperties', '/data/attributes', { additionalProperty: 'extra' }),
        error('pattern', '/data/attributes/passport/series', {}, { title: 'Серия' }),
        error('enum', '/data/attributes/kind', {}, { title: 'Вид' }),
      ]),
      [
        { field: 'passport', title: 'Паспорт', detail: 'из кода' },
        { field: 'kind', title: 'Вид', detail: 'из кода' },
        { field: 'email', title: 'Почта', detail: 'Некорректный e-mail' },
        { field: 'inn', detail: 'Неизвестное поле', code: 'unknown_field' },
      ],
    );
    expect(errors.map((e) => [e.field, e.detail])).toEqual([
      ['passport.series', 'Поле заполнено некорректно'],
      ['kind', 'Поле заполнено некорректно'],
      ['email', 'Некорректный e-mail'],
      ['extra', 'Неизвестное поле'],
      ['inn', 'Неизвестное поле'],
    ]);
    expect(withSchemaErrors([], [])).toEqual([]);
  });
});
