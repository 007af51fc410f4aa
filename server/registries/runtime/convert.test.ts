import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignKind, SavedField } from '../../../src/registries/design';
import { openPglite, type Db } from '../../db';
import { conversionOf } from './convert';
import { sqlTypeOf } from './plan';

/** Each value of a text column as the converted value, or 'refused'. */
describe('a text field’s values into another type', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(() => db.close());

  async function converted(
    kind: DesignKind,
    values: (string | null)[] | string[][],
    extra: Partial<SavedField> = {},
    from = 'text',
  ) {
    const field = { field_id: '1', key: 'x', label: 'X', kind, ...extra } as SavedField;
    const conversion = conversionOf('v', from, field, sqlTypeOf(field))!;
    // A multiple choice's lists are sent as texts of arrays.
    const column = from === 'text[]' ? 't.v::text[]' : 't.v';
    const rows = await db.query<{ ok: boolean; value: unknown }>(
      `SELECT ${conversion.ok} AS ok, CASE WHEN ${conversion.ok} THEN (${conversion.value})::text END AS value
         FROM (SELECT ${column} AS v, n FROM unnest($1::text[]) WITH ORDINALITY AS t (v, n)) s
        ORDER BY n`,
      [from === 'text[]' ? (values as string[][]).map(arrayText) : values],
    );
    return rows.map((r) => (r.ok ? r.value : 'refused'));
  }
  const arrayText = (list: string[]) => `{${list.map((v) => JSON.stringify(v)).join(',')}}`;
  const options = [
    { value: 'working', title: 'Работает' },
    { value: 'stopped', title: 'Остановлена' },
  ];

  it('reads decimals with a comma or a point and spaces between digit groups', async () => {
    expect(
      await converted('decimal', ['1,5', ' 2.25 ', '1 200,5', '-3', '', null, '2 МВт', '1,2,3']),
    ).toEqual(['1.5', '2.25', '1200.5', '-3', null, null, 'refused', 'refused']);
  });

  it('reads whole numbers within the column’s range', async () => {
    expect(await converted('integer', ['42', '1 000', '2147483648', '4,5'])).toEqual([
      '42',
      '1000',
      'refused',
      'refused',
    ]);
  });

  it('reads dates as the console writes them and as ISO, real days only', async () => {
    expect(
      await converted('date', ['01.10.2019', '2019-10-01', '31.02.2020', '2019/10/01']),
    ).toEqual(['2019-10-01', '2019-10-01', 'refused', 'refused']);
  });

  it('reads yes and no in words', async () => {
    expect(await converted('boolean', ['Да', 'нет', 'true', '0', 'может быть'])).toEqual([
      'true',
      'false',
      'true',
      'false',
      'refused',
    ]);
  });

  it('reads a choice by its value or its caption', async () => {
    expect(await converted('enum', ['working', 'остановлена', 'сломана'], { options })).toEqual([
      'working',
      'stopped',
      'refused',
    ]);
  });

  it('reads a cell listing options as a multiple choice: each once, in order, none for a blank', async () => {
    const many = { options, many: true };
    expect(
      await converted(
        'enum',
        ['Работает, stopped', 'stopped;\nworking; stopped', '', null, 'working, сломана'],
        many,
      ),
    ).toEqual(['{working,stopped}', '{stopped,working}', '{}', '{}', 'refused']);
    // A single choice is read the same way; a list of one becomes a single choice again.
    expect(await converted('enum', ['working', null], many, 'choice')).toEqual(['{working}', '{}']);
    expect(
      await converted('enum', [['stopped'], [], ['working', 'stopped']], { options }, 'text[]'),
    ).toEqual(['stopped', null, 'refused']);
    expect(await converted('string', [['working', 'stopped'], []], {}, 'text[]')).toEqual([
      'working, stopped',
      '',
    ]);
  });

  it('reads a reference by the one record of that name, or by its id', async () => {
    await db.query(`CREATE TABLE organizations (id bigint PRIMARY KEY, name text)`);
    await db.query(`INSERT INTO organizations VALUES
      (1, 'Газпром газораспределение Тверь'), (2, 'Горгаз'), (3, 'Горгаз'), (40, '17')`);
    const reference = { resource: 'organizations' };
    expect(
      await converted(
        'reference',
        [' газпром ГАЗОРАСПРЕДЕЛЕНИЕ Тверь ', '2', 'Горгаз', '17', '99', 'Облгаз', ''],
        reference,
      ),
    ).toEqual(['1', '2', 'refused', '40', 'refused', 'refused', null]);
  });
});
