import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../i18n/messages';
import { toApiError } from './app';
import { Forbidden } from './jsonapi/errors';

describe('toApiError maps every failure in one place', () => {
  it('keeps typed errors as they are', () => {
    const e = new Forbidden();
    expect(toApiError(e)).toBe(e);
    expect(e.items[0]).toMatchObject({
      detail: errorMessages.forbidden,
      title_i18n: 'errors.forbidden',
    });
  });

  it('turns body validation into 422 field errors with pointers', () => {
    const err = Object.assign(new Error('bad'), {
      validation: [
        { instancePath: '/auth/email', params: {}, keyword: 'type', schemaPath: '', message: '' },
        {
          instancePath: '/auth',
          params: { additionalProperty: 'admin' },
          keyword: 'additionalProperties',
          schemaPath: '',
          message: '',
        },
      ],
      validationContext: 'body',
    }) as unknown as FastifyError;
    const api = toApiError(err);
    expect(api.status).toBe(422);
    expect(api.items.map((i) => i.source?.pointer)).toEqual([
      '/data/attributes/email',
      '/data/attributes/admin',
    ]);
    expect(api.items[1]?.detail).toBe(errorMessages.unknownField);
  });

  it.each([
    [{ statusCode: 400 }, 400],
    [{ statusCode: 413 }, 413],
    [{ statusCode: 415 }, 400],
    [{ statusCode: 429 }, 429],
    [{ code: 'ECONNREFUSED' }, 503],
    [{ message: 'PGlite is closed' }, 503],
  ])('maps %o to %i', (props, status) => {
    expect(toApiError(Object.assign(new Error('x'), props)).status).toBe(status);
  });

  it('hides the internals of anything unexpected behind a 500', () => {
    const api = toApiError(new Error('relation "secret_table" does not exist'));
    expect(api.status).toBe(500);
    expect(JSON.stringify(api.items)).not.toContain('secret_table');
    expect(api.items[0]?.detail).toBe(errorMessages.serverError);
  });
});
