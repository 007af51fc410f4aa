import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYWORD, recordId, type RecordIdOptions } from './schemaParts';

// Ajv as the server runs it (server/app.ts).
const build = AjvCompiler()(
  {},
  {
    customOptions: {
      allErrors: true,
      verbose: true,
      coerceTypes: false,
      removeAdditional: false,
      keywords: [MESSAGE_KEYWORD],
    },
  },
);
const validator = (schema: TSchema) =>
  build({ schema, method: 'POST', url: '/', httpPart: 'body' }) as (value: unknown) => boolean;

const values: unknown[] = [
  '',
  '  ',
  ' 12 ',
  '12',
  12,
  null,
  'x',
  -1,
  1.5,
  '1234567890123456789',
  1e17,
  1e19,
];
const accepted = (options?: RecordIdOptions) => {
  const valid = validator(recordId('Запись', options));
  return values.filter((v) => valid(v));
};

describe('a record id of a body (recordId)', () => {
  // Each row is one caller's spelling before there was one builder, and what it took.
  it.each<[string, RecordIdOptions | undefined, unknown[]]>([
    ['a judged form’s id (was idAttribute)', undefined, ['12']],
    [
      'a lead document’s upload (was recordIdOr)',
      { blank: 'refused', number: 'safe', nullable: true, message: 'своё' },
      ['12', 12, null],
    ],
    [
      'a contract’s id',
      { blank: 'spaces', number: 'digits', nullable: true },
      ['', '  ', '12', 12, null, 1e17],
    ],
    [
      'an account form’s id',
      { blank: 'spaces', number: 'digits', nullable: true },
      ['', '  ', '12', 12, null, 1e17],
    ],
    ['a lead move’s id', { blank: 'empty', number: 'safe', nullable: true }, ['', '12', 12, null]],
    [
      'a lead move’s reason id (spaced)',
      { blank: 'padded', number: 'safe', nullable: true },
      ['', '  ', ' 12 ', '12', 12, null],
    ],
    [
      'a lead’s relation id',
      { blank: 'empty', number: 'digits', nullable: true },
      ['', '12', 12, null, 1e17],
    ],
    ['an id of a lead’s list', { blank: 'refused', number: 'digits' }, ['12', 12, 1e17]],
  ])('%s', (_, options, taken) => {
    expect(accepted(options)).toEqual(taken);
  });

  it('titles every branch and says the field’s own message', () => {
    expect(recordId('Файл', { description: 'Загрузка' })).toEqual({
      type: 'string',
      pattern: '^\\d{1,18}$',
      minLength: 1,
      title: 'Файл',
      description: 'Загрузка',
    });
    const own = recordId('Файл', { number: 'safe', nullable: true, message: 'Своё' });
    expect(own).toMatchObject({
      title: 'Файл',
      description: 'Файл (id)',
      [MESSAGE_KEYWORD]: 'Своё',
    });
    for (const branch of (own as unknown as { anyOf: object[] }).anyOf) {
      expect(branch).toMatchObject({ title: 'Файл', [MESSAGE_KEYWORD]: 'Своё' });
    }
  });
});
