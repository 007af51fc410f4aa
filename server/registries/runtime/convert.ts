/**
 * A field's values carried into another column type (issue 38: a type change that loses
 * nothing). For each change the constructor makes, two SQL expressions over the old column:
 * whether a value converts, and what it becomes. They read values as the console's inputs
 * and the engine's validators take them — a decimal with a comma or a point, spaces between
 * digit groups, a date as dd.MM.yyyy or yyyy-MM-dd, yes/no in words — and an empty text stays
 * empty. A value that does not convert is never made NULL: the change waits until it is fixed,
 * or until the administrator maps it (the field's `convert_map`, applied before the rest).
 */
import type { SavedField } from '../../../src/registries/design';
import type { SelectOption } from '../../../src/domain/enums';
import { referenceTarget } from '../references';

export interface Conversion {
  /** True when the value of `column` converts (NULL converts to NULL). */
  ok: string;
  /** The converted value, typed. */
  value: string;
}

const blank = (column: string) => `(${column} IS NULL OR btrim(${column}) = '')`;
/** A text without its spaces (non-breaking ones too), a decimal comma as a point. */
const compact = (column: string) =>
  `replace(regexp_replace(${column}, '[\\s\\u00a0]', '', 'g'), ',', '.')`;
const INT4 = 'BETWEEN -2147483648 AND 2147483647';

/**
 * A text as an SQL literal. An escape string with its backslashes and quotes doubled reads the
 * same whatever `standard_conforming_strings` says, so no text an administrator types ends it.
 */
export const literal = (s: string) => `E'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A stored value as a mapping matches it, and as the preview lists it: its text, trimmed. */
export const storedText = (column: string) => `btrim(${column}::text)`;

/**
 * A real calendar day, checked without a cast that could fail (PostgreSQL refuses 31.02 with
 * an error, not a false). CASE keeps the order of the checks, which AND does not promise.
 */
const realDay = (y: string, m: string, d: string) =>
  `CASE WHEN ${y} >= 1 AND ${m} BETWEEN 1 AND 12 THEN ${d} BETWEEN 1 AND extract(day FROM make_date(${y}, ${m}, 1) + interval '1 month - 1 day') ELSE false END`;

/**
 * How a text becomes `to`'s type (a mapping's replacement is read by it too), or undefined when
 * the constructor does not convert a text into it.
 */
export function textConversionOf(
  column: string,
  to: SavedField,
  toType: string,
): Conversion | undefined {
  const n = compact(column);
  switch (toType) {
    case 'numeric':
      return {
        ok: `(${blank(column)} OR ${n} ~ '^-?[0-9]+(\\.[0-9]+)?$')`,
        value: `CASE WHEN ${blank(column)} THEN NULL ELSE ${n}::numeric END`,
      };
    case 'integer':
      return {
        ok: `CASE WHEN ${blank(column)} THEN true WHEN ${n} ~ '^-?[0-9]{1,10}$' THEN ${n}::numeric ${INT4} ELSE false END`,
        value: `CASE WHEN ${blank(column)} THEN NULL ELSE ${n}::integer END`,
      };
    case 'date': {
      const t = `btrim(${column})`;
      const part = (from: number, length: number) => `substr(${t}, ${from}, ${length})::int`;
      return {
        ok: `CASE WHEN ${blank(column)} THEN true
          WHEN ${t} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN ${realDay(part(1, 4), part(6, 2), part(9, 2))}
          WHEN ${t} ~ '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}$' THEN ${realDay(part(7, 4), part(4, 2), part(1, 2))}
          ELSE false END`,
        value: `CASE WHEN ${blank(column)} THEN NULL WHEN ${t} ~ '^[0-9]{4}' THEN to_date(${t}, 'YYYY-MM-DD') ELSE to_date(${t}, 'DD.MM.YYYY') END`,
      };
    }
    case 'boolean': {
      const t = `lower(btrim(${column}))`;
      return {
        ok: `(${blank(column)} OR ${t} IN ('да', 'нет', 'true', 'false', '1', '0'))`,
        value: `CASE WHEN ${blank(column)} THEN NULL ELSE ${t} IN ('да', 'true', '1') END`,
      };
    }
    case 'choice':
      return to.kind === 'enum' ? choiceOf(column, to.options ?? []) : undefined;
    case 'text[]':
      return to.kind === 'enum' ? choicesOf(column, to.options ?? []) : undefined;
  }
  // A reference, but not a file: a file is never typed.
  if (toType.startsWith('bigint ') && to.kind === 'reference' && to.resource)
    return referenceOf(column, to.resource);
  return undefined;
}

/** A text becomes a choice when it is one of the options' values or captions. */
function choiceOf(column: string, options: readonly SelectOption[]): Conversion {
  const byTitle = options
    .map(
      (o) => `WHEN lower(btrim(${column})) = lower(${literal(o.title)}) THEN ${literal(o.value)}`,
    )
    .join(' ');
  const values = options.map((o) => literal(o.value)).join(', ') || 'NULL';
  const titles = options.map((o) => `lower(${literal(o.title)})`).join(', ') || 'NULL';
  return {
    ok: `(${blank(column)} OR btrim(${column}) IN (${values}) OR lower(btrim(${column})) IN (${titles}))`,
    value: `CASE WHEN ${blank(column)} THEN NULL ${byTitle} ELSE btrim(${column}) END`,
  };
}

/**
 * A text becomes a multiple choice when each of its parts (split at commas, semicolons and
 * line breaks, as a spreadsheet cell lists them) is one option: each option once, in the
 * text's order. A blank text is the empty list, which the column holds instead of NULL.
 */
function choicesOf(column: string, options: readonly SelectOption[]): Conversion {
  const part = choiceOf('p.part', options);
  const parts = `regexp_split_to_table(coalesce(${column}, ''), '[,;\\n]') WITH ORDINALITY AS p (part, n)`;
  return {
    ok: `NOT EXISTS (SELECT 1 FROM ${parts} WHERE NOT ${part.ok})`,
    value: `ARRAY(SELECT ${part.value} FROM ${parts} WHERE NOT ${blank('p.part')} GROUP BY 1 ORDER BY min(p.n))`,
  };
}

/**
 * A text becomes a reference when it names exactly one record of the target, as the console
 * names them (the target's display, letter case and outer spaces aside), or is the id of one.
 * Two records of the same name are not guessed between: the value is listed, to be mapped.
 */
function referenceOf(column: string, resource: string): Conversion {
  const target = referenceTarget(resource);
  const text = `btrim(${column})`;
  const byName = `(SELECT min(id) FROM ${target.table}
      WHERE lower(btrim((${target.display})::text)) = lower(${text}) HAVING count(*) = 1)`;
  const byId = `CASE WHEN ${text} ~ '^[0-9]{1,18}$' THEN (SELECT id FROM ${target.table} WHERE id = ${text}::bigint) END`;
  const found = `coalesce(${byName}, ${byId})`;
  return {
    ok: `(${blank(column)} OR ${found} IS NOT NULL)`,
    value: `CASE WHEN ${blank(column)} THEN NULL ELSE ${found} END`,
  };
}

/**
 * `to.convert_map` before the conversion: a stored value it names becomes its replacement read
 * as a text of the new kind, or NULL. Each replacement must be one that converts (./mapping.ts
 * checks them first): PostgreSQL folds a constant while planning, so one that does not would
 * fail the statement, not the value.
 */
function mapped(column: string, base: Conversion, to: SavedField, toType: string): Conversion {
  const map = to.convert_map ?? [];
  if (!map.length) return base;
  const arms = map.map(({ from, to: into }) => {
    const when = `WHEN ${storedText(column)} = ${literal(from.trim())}`;
    // Emptied: a multiple choice's column holds the empty list, never NULL.
    const empty = toType === 'text[]' ? `'{}'::text[]` : 'NULL';
    if (into === null) return { ok: `${when} THEN true`, value: `${when} THEN ${empty}` };
    const read = textConversionOf(literal(into), to, toType);
    if (!read) return { ok: `${when} THEN false`, value: `${when} THEN NULL` };
    return { ok: `${when} THEN ${read.ok}`, value: `${when} THEN ${read.value}` };
  });
  return {
    ok: `CASE ${arms.map((a) => a.ok).join(' ')} ELSE ${base.ok} END`,
    value: `CASE ${arms.map((a) => a.value).join(' ')} ELSE ${base.value} END`,
  };
}

/**
 * How `from` values become `to`'s type, `to`'s mapping first, or undefined when the
 * constructor does not convert.
 */
export function conversionOf(
  column: string,
  fromType: string,
  to: SavedField,
  toType: string,
): Conversion | undefined {
  const base = baseConversionOf(column, fromType, to, toType);
  return base && mapped(column, base, to, toType);
}

function baseConversionOf(
  column: string,
  fromType: string,
  to: SavedField,
  toType: string,
): Conversion | undefined {
  if (fromType === 'text') return textConversionOf(column, to, toType);
  // A choice keeps its option values as text, and is read as a text into a multiple choice.
  if (fromType === 'choice' && toType === 'text') return { ok: 'true', value: column };
  if (fromType === 'choice' && toType === 'text[]') return textConversionOf(column, to, toType);
  // A multiple choice lists its option values as text, or becomes a single one if it has one.
  if (fromType === 'text[]' && toType === 'text')
    return { ok: 'true', value: `array_to_string(${column}, ', ')` };
  if (fromType === 'text[]' && toType === 'choice' && to.kind === 'enum') {
    const first = choiceOf(`(${column})[1]`, to.options ?? []);
    return { ok: `(cardinality(${column}) <= 1 AND ${first.ok})`, value: first.value };
  }
  if (toType === 'text' && ['integer', 'numeric', 'boolean'].includes(fromType))
    return { ok: 'true', value: `${column}::text` };
  if (fromType === 'integer' && toType === 'numeric')
    return { ok: 'true', value: `${column}::numeric` };
  if (fromType === 'numeric' && toType === 'integer')
    return {
      ok: `CASE WHEN ${column} IS NULL THEN true WHEN ${column} = trunc(${column}) THEN ${column} ${INT4} ELSE false END`,
      value: `${column}::integer`,
    };
  if (fromType === 'date' && toType === 'timestamptz')
    return { ok: 'true', value: `(${column}::timestamp AT TIME ZONE 'Europe/Moscow')` };
  return undefined;
}
